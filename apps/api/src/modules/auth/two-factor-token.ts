import { ContextType } from "@ruta/permissions/context-types"
import { SignJWT, jwtVerify } from "jose"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import type { UserRow } from "./session-user.ts"

const ISSUER = "ruta"
// Its own audience: a sign-in step's token is never accepted as an access token, nor the reverse.
const AUDIENCE = "ruta-two-factor"

/** What a sign-in asks for after a correct password: a code, or enrolling an authenticator first. */
export type TwoFactorStep = "code" | "enrol"

export interface TwoFactorChallenge {
  twoFactor: TwoFactorStep
  /** Short-lived, bound to the user; no session exists yet. */
  twoFactorToken: string
}

/**
 * Decides whether a sign-in needs a second step, and signs and reads the token that carries the
 * sign-in from the password to that step.
 *
 * @param options.adminRequired - provider administrators must use two-factor sign-in
 *   (RUTA_ADMIN_TWO_FACTOR=required)
 */
export function createTwoFactorChallenges(options: {
  secret: Uint8Array
  adminRequired: boolean
  ttlSeconds?: number
  now?: () => number
}) {
  const now = options.now ?? Date.now
  const ttlSeconds = options.ttlSeconds ?? 300

  const sign = (id_user: number, step: TwoFactorStep) =>
    new SignJWT({ typ: "two-factor", step })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(id_user))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(Math.floor(now() / 1000) + ttlSeconds)
      .sign(options.secret)

  /** Whether `user` must enrol before any session: an administrator without two-factor. */
  const mustEnrol = (user: UserRow) =>
    options.adminRequired &&
    user.id_context_type === ContextType.SYSTEM &&
    !user.totpEnabled

  return {
    adminRequired: options.adminRequired,
    mustEnrol,

    /** The second step `user` must take after a correct password, or null for none. */
    async challenge(user: UserRow): Promise<TwoFactorChallenge | null> {
      const step = user.totpEnabled ? "code" : mustEnrol(user) ? "enrol" : null
      if (!step) return null
      return { twoFactor: step, twoFactorToken: await sign(user.id_user, step) }
    },

    /**
     * @returns the user a sign-in step's token was issued to
     * @throws AppError 401 INVALID_TOKEN when it is forged, expired or for another step
     */
    async open(token: string, step: TwoFactorStep): Promise<number> {
      try {
        const { payload } = await jwtVerify(token, options.secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        })
        if (payload.typ !== "two-factor" || payload.step !== step)
          throw new Error("not this step's token")
        return Number(payload.sub)
      } catch {
        throw new AppError(
          401,
          ErrorCode.INVALID_TOKEN,
          "This sign-in has expired. Please sign in again."
        )
      }
    },
  }
}
export type TwoFactorChallenges = ReturnType<typeof createTwoFactorChallenges>
