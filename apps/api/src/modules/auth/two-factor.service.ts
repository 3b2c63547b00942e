import { ContextType } from "@ruta/permissions/context-types"
import { and, eq, isNull } from "drizzle-orm"
import QRCode from "qrcode"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { totpRecoveryCodes, users } from "../../db/schema.ts"
import {
  AppError,
  ErrorCode,
  conflict,
  forbidden,
} from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { RequestContext, Tokens } from "./auth.service.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import { tooManyRequests } from "./login-throttle.ts"
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts"
import type { RefreshPolicy } from "./refresh-tokens.ts"
import { revokeAllForUser } from "./refresh-tokens.ts"
import type { UserRow } from "./session-user.ts"
import type { SecretBox } from "../../platform/crypto/secret-box.ts"
import { newTotpSecret, otpauthUri, verifyTotp } from "./totp.ts"
import type { TwoFactorChallenges } from "./two-factor-token.ts"

export interface TwoFactorDeps {
  store: DataStore
  challenges: TwoFactorChallenges
  box: SecretBox
  /** Limits wrong codes per user and attempts per address, as the password sign-in. */
  throttle: LoginThrottle
  refresh: RefreshPolicy
  now: () => number
  /** Issues the session once the second step is passed (the auth service's). */
  startSession: (tx: Tx, user: UserRow) => Promise<Tokens>
}

/** Who an enrolment is for: the signed-in user, or the sign-in step's token of one who must enrol. */
export type Enrollee = { id_user: number } | { twoFactorToken: string }

export interface Enrolment {
  /** The secret in base32, for typing into the app by hand. */
  secret: string
  otpauthUri: string
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCode: string
}

const wrongCode =
  "This code is not correct. Check your authenticator app and try again."
const wrongRecoveryCode =
  "This recovery code is not correct or was already used."

const codeRefused = () =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, wrongCode, [
    { field: "code", message: wrongCode },
  ])
const signInExpired = () =>
  new AppError(
    401,
    ErrorCode.INVALID_TOKEN,
    "This sign-in has expired. Please sign in again."
  )
const notOn = () => conflict("Two-factor sign-in is not on.")

async function findUser(tx: Tx, id_user: number) {
  const [user] = await tx.select().from(users).where(eq(users.id_user, id_user))
  return user?.isActive ? user : undefined
}

/** Replaces a user's recovery codes with new ones; answers them, to show once. */
async function replaceRecoveryCodes(tx: Tx, user: UserRow): Promise<string[]> {
  const codes = newRecoveryCodes()
  await tx
    .delete(totpRecoveryCodes)
    .where(eq(totpRecoveryCodes.id_user, user.id_user))
  await tx.insert(totpRecoveryCodes).values(
    codes.map((code) => ({
      id_user: user.id_user,
      id_client: user.id_client,
      codeHash: hashRecoveryCode(code),
    }))
  )
  return codes
}

/** Turns two-factor sign-in off: no secret, no recovery codes. */
async function turnOff(tx: Tx, id_user: number) {
  await tx
    .update(users)
    .set({ totpEnabled: false, totpSecret: null })
    .where(eq(users.id_user, id_user))
  await tx
    .delete(totpRecoveryCodes)
    .where(eq(totpRecoveryCodes.id_user, id_user))
}

/** Two-factor sign-in with an authenticator app (RFC 6238) and one-time recovery codes. */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { store, challenges, box, throttle, now } = deps
  const throttleKey = (id_user: number) => `two-factor:${id_user}`

  /** Throws 429 while the user's or the address's attempts are used up. */
  function checkThrottle(id_user: number, context: RequestContext) {
    const wait = throttle.check(throttleKey(id_user), context.ip)
    if (wait > 0) throw tooManyRequests(wait)
  }

  /**
   * Accepts `code` for `user` once: its time step must be after the last one accepted, which
   * becomes this one (in the same statement, so two requests cannot both use it).
   */
  async function acceptCode(tx: Tx, user: UserRow, code: string) {
    if (!user.totpSecret) return false
    const step = verifyTotp(
      box.open(user.totpSecret),
      code,
      now(),
      user.totpLastStep
    )
    if (step === null) return false
    const [updated] = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id_user, user.id_user),
          user.totpLastStep === null
            ? isNull(users.totpLastStep)
            : eq(users.totpLastStep, user.totpLastStep)
        )
      )
      .returning({ id_user: users.id_user })
    return updated !== undefined
  }

  async function acceptRecoveryCode(tx: Tx, user: UserRow, code: string) {
    const [used] = await tx
      .update(totpRecoveryCodes)
      .set({ usedAt: new Date(now()) })
      .where(
        and(
          eq(totpRecoveryCodes.id_user, user.id_user),
          eq(totpRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(totpRecoveryCodes.usedAt)
        )
      )
      .returning({ id: totpRecoveryCodes.id })
    return used !== undefined
  }

  /**
   * Runs `work` on the user with a code checked first: a wrong code is counted by the throttle
   * (after its transaction commits, so the audit of the failure stays) and refused with `refuse`.
   */
  async function withCode<T>(
    id_user: number,
    context: RequestContext,
    check: (tx: Tx, user: UserRow) => Promise<boolean>,
    work: (tx: Tx, user: UserRow) => Promise<T>,
    refuse: () => AppError,
    before: (user: UserRow) => void = () => {}
  ): Promise<T> {
    checkThrottle(id_user, context)
    const outcome = await store.withScope(systemScope, async (tx) => {
      const user = await findUser(tx, id_user)
      if (!user) throw signInExpired()
      before(user)
      if (!(await check(tx, user))) {
        await recordAudit(tx, {
          id_client: user.id_client,
          id_user,
          action: "two-factor.failed",
          entity: "user",
          entityId: id_user,
          requestId: context.requestId,
        })
        return { refused: true as const }
      }
      return { refused: false as const, value: await work(tx, user) }
    })
    if (outcome.refused) {
      throttle.recordFailure(throttleKey(id_user))
      throw refuse()
    }
    throttle.recordSuccess(throttleKey(id_user))
    return outcome.value
  }

  /** `withCode` with a current code of the app; a wrong one is a 400 on the field `code`. */
  const withCurrentCode = <T>(
    id_user: number,
    code: string,
    context: RequestContext,
    guard: (user: UserRow) => void,
    work: (tx: Tx, user: UserRow) => Promise<T>
  ) =>
    withCode(
      id_user,
      context,
      (tx, user) => acceptCode(tx, user, code),
      work,
      codeRefused,
      guard
    )

  const audit = (
    tx: Tx,
    user: UserRow,
    action: string,
    context: RequestContext
  ) =>
    recordAudit(tx, {
      id_client: user.id_client,
      id_user: user.id_user,
      action,
      entity: "user",
      entityId: user.id_user,
      requestId: context.requestId,
    })

  const resolve = async (who: Enrollee) =>
    "twoFactorToken" in who
      ? challenges.open(who.twoFactorToken, "enrol")
      : who.id_user

  return {
    /** The second step of a sign-in: a code of the app, or one of the recovery codes. */
    async signIn(
      input: { twoFactorToken: string; code?: string; recoveryCode?: string },
      context: RequestContext
    ): Promise<Tokens> {
      const id_user = await challenges.open(input.twoFactorToken, "code")
      const { code, recoveryCode } = input
      return withCode(
        id_user,
        context,
        (tx, user) =>
          code !== undefined
            ? acceptCode(tx, user, code)
            : acceptRecoveryCode(tx, user, recoveryCode ?? ""),
        async (tx, user) => {
          const used = code !== undefined ? "code" : "recovery-code"
          await audit(tx, user, `login.two-factor.${used}`, context)
          return deps.startSession(tx, user)
        },
        () =>
          new AppError(
            401,
            ErrorCode.INVALID_CREDENTIALS,
            code !== undefined ? wrongCode : wrongRecoveryCode
          ),
        (user) => {
          if (!user.totpEnabled) throw signInExpired()
        }
      )
    },

    /** Starts (or starts again) an enrolment: a new secret, not in use until confirmed. */
    async startEnrolment(who: Enrollee): Promise<Enrolment> {
      const id_user = await resolve(who)
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
      const id_user = await resolve(who)
      return withCurrentCode(
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
          await audit(tx, user, "two-factor.enable", context)
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
      await withCurrentCode(
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
          await audit(tx, user, "two-factor.disable", context)
        }
      )
    },

    /** New recovery codes in place of the old ones, with a current code. */
    async regenerateRecoveryCodes(
      id_user: number,
      code: string,
      context: RequestContext
    ): Promise<string[]> {
      return withCurrentCode(
        id_user,
        code,
        context,
        (user) => {
          if (!user.totpEnabled) throw notOn()
        },
        async (tx, user) => {
          const codes = await replaceRecoveryCodes(tx, user)
          await audit(tx, user, "two-factor.recovery-codes", context)
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
