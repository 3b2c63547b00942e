import { ContextType } from "@ruta/permissions/context-types"
import { eq } from "drizzle-orm"
import QRCode from "qrcode"

import type { Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { users } from "../../db/schema.ts"
import { conflict, forbidden } from "../../platform/lib/errors.ts"
import type { RequestContext, Tokens } from "./auth-types.ts"
import { revokeAllForUser } from "./refresh-tokens.ts"
import { newTotpSecret, otpauthUri } from "./totp.ts"
import type { Enrollee, Enrolment, TwoFactorDeps } from "./two-factor-codes.ts"
import {
  createCodeChecks,
  signInRefused,
  findUser,
  notOn,
  replaceRecoveryCodes,
  signInExpired,
  turnOff,
} from "./two-factor-codes.ts"

export type { Enrollee, Enrolment, TwoFactorDeps } from "./two-factor-codes.ts"

/** Two-factor sign-in with an authenticator app (RFC 6238) and one-time recovery codes. */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { store, challenges, box } = deps
  const checks = createCodeChecks(deps)

  return {
    /** The second step of a sign-in: a code of the app, or one of the recovery codes. */
    async signIn(
      input: { twoFactorToken: string; code?: string; recoveryCode?: string },
      context: RequestContext
    ): Promise<Tokens> {
      const id_user = await challenges.open(input.twoFactorToken, "code")
      const { code, recoveryCode } = input
      return checks.withCode(
        id_user,
        context,
        (tx, user) =>
          code !== undefined
            ? checks.acceptCode(tx, user, code)
            : checks.acceptRecoveryCode(tx, user, recoveryCode ?? ""),
        async (tx, user) => {
          const used = code !== undefined ? "code" : "recovery-code"
          await checks.audit(tx, user, `login.two-factor.${used}`, context)
          return deps.startSession(tx, user)
        },
        () => signInRefused(code !== undefined),
        (user) => {
          if (!user.totpEnabled) throw signInExpired()
        }
      )
    },

    /** Starts (or starts again) an enrolment: a new secret, not in use until confirmed. */
    async startEnrolment(who: Enrollee): Promise<Enrolment> {
      const id_user = await checks.resolve(who)
      const secret = newTotpSecret()
      const user = await store.withScope(systemScope, async (tx) => {
        const user = await findUser(tx, id_user)
        if (!user) throw signInExpired()
        if (user.totpEnabled)
          throw conflict("Two-factor sign-in is already on.")
        await tx
          .update(users)
          .set({ totpSecret: box.seal(secret) })
          .where(eq(users.id_user, id_user))
        return user
      })
      const uri = otpauthUri(user.email, secret)
      const svg = await QRCode.toString(uri, {
        type: "svg",
        margin: 1,
        errorCorrectionLevel: "M",
      })
      return {
        secret,
        otpauthUri: uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      }
    },

    /**
     * Turns two-factor sign-in on with the first code of the app. Answers the recovery codes, and
     * for an enrolment required at sign-in, the session too.
     */
    async confirmEnrolment(
      who: Enrollee,
      code: string,
      context: RequestContext
    ): Promise<{ recoveryCodes: string[]; tokens: Tokens | null }> {
      const id_user = await checks.resolve(who)
      return checks.withCurrentCode(
        id_user,
        code,
        context,
        (user) => {
          if (user.totpEnabled)
            throw conflict("Two-factor sign-in is already on.")
          if (!user.totpSecret) throw conflict("Start the enrolment first.")
        },
        async (tx, user) => {
          await tx
            .update(users)
            .set({ totpEnabled: true })
            .where(eq(users.id_user, id_user))
          const recoveryCodes = await replaceRecoveryCodes(tx, user)
          await checks.audit(tx, user, "two-factor.enable", context)
          const tokens =
            "twoFactorToken" in who
              ? await deps.startSession(tx, { ...user, totpEnabled: true })
              : null
          return { recoveryCodes, tokens }
        }
      )
    },

    /** Turns two-factor sign-in off, with a current code; not for administrators who need it. */
    async disable(id_user: number, code: string, context: RequestContext) {
      await checks.withCurrentCode(
        id_user,
        code,
        context,
        (user) => {
          if (!user.totpEnabled) throw notOn()
          if (
            challenges.adminRequired &&
            user.id_context_type === ContextType.SYSTEM
          )
            throw forbidden(
              "Two-factor sign-in is required for the provider's administrators."
            )
        },
        async (tx, user) => {
          await turnOff(tx, id_user)
          await checks.audit(tx, user, "two-factor.disable", context)
        }
      )
    },

    /** New recovery codes in place of the old ones, with a current code. */
    async regenerateRecoveryCodes(
      id_user: number,
      code: string,
      context: RequestContext
    ): Promise<string[]> {
      return checks.withCurrentCode(
        id_user,
        code,
        context,
        (user) => {
          if (!user.totpEnabled) throw notOn()
        },
        async (tx, user) => {
          const codes = await replaceRecoveryCodes(tx, user)
          await checks.audit(tx, user, "two-factor.recovery-codes", context)
          return codes
        }
      )
    },

    /**
     * Turns off another user's two-factor sign-in (they lost their phone) and ends their sessions:
     * they enrol again, at their next sign-in when they must. In the caller's transaction.
     */
    async reset(tx: Tx, target: { id_user: number }) {
      await turnOff(tx, target.id_user)
      await revokeAllForUser(tx, target.id_user, deps.refresh)
    },
  }
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>
