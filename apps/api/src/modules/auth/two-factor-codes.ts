import { and, eq, isNull } from "drizzle-orm"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { totpRecoveryCodes, users } from "../../db/schema.ts"
import { AppError, ErrorCode, conflict } from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { RequestContext, Tokens } from "./auth-types.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import { tooManyRequests } from "./login-throttle.ts"
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts"
import type { RefreshPolicy } from "./refresh-tokens.ts"
import type { UserRow } from "./session-user.ts"
import type { SecretBox } from "../../platform/crypto/secret-box.ts"
import { verifyTotp } from "./totp.ts"
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

export const wrongCode =
  "This code is not correct. Check your authenticator app and try again."
export const wrongRecoveryCode =
  "This recovery code is not correct or was already used."

export const codeRefused = () =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, wrongCode, [
    { field: "code", message: wrongCode },
  ])
export const signInExpired = () =>
  new AppError(
    401,
    ErrorCode.INVALID_TOKEN,
    "This sign-in has expired. Please sign in again."
  )
/** A sign-in's second step refused: a wrong code of the app, or a wrong recovery code. */
export const signInRefused = (withAppCode: boolean) =>
  new AppError(
    401,
    ErrorCode.INVALID_CREDENTIALS,
    withAppCode ? wrongCode : wrongRecoveryCode
  )
export const notOn = () => conflict("Two-factor sign-in is not on.")

export async function findUser(tx: Tx, id_user: number) {
  const [user] = await tx.select().from(users).where(eq(users.id_user, id_user))
  return user?.isActive ? user : undefined
}

/** Replaces a user's recovery codes with new ones; answers them, to show once. */
export async function replaceRecoveryCodes(
  tx: Tx,
  user: UserRow
): Promise<string[]> {
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
export async function turnOff(tx: Tx, id_user: number) {
  await tx
    .update(users)
    .set({ totpEnabled: false, totpSecret: null })
    .where(eq(users.id_user, id_user))
  await tx
    .delete(totpRecoveryCodes)
    .where(eq(totpRecoveryCodes.id_user, id_user))
}

/**
 * Checking a user's codes: the app's current code or a recovery code, throttled, each used in
 * the transaction that acts on it, and the audit of what they allowed.
 */
export function createCodeChecks(deps: TwoFactorDeps) {
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
    acceptCode,
    acceptRecoveryCode,
    withCode,
    withCurrentCode,
    audit,
    resolve,
  }
}
