import { ContextType } from "@ruta/permissions/context-types"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { clients } from "../../db/schema.ts"
import { AppError, ErrorCode, forbidden } from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { SessionUser } from "./access-token.ts"
import type {
  AuthDeps,
  RequestContext,
  SignInResult,
  Tokens,
} from "./auth-types.ts"
import { verifyPassword } from "../../platform/crypto/passwords.ts"
import { issueRefreshToken } from "./refresh-tokens.ts"
import type { UserRow } from "./session-user.ts"
import { buildSessionUser } from "./session-user.ts"
import { findUserByEmail, findUserById, normaliseEmail } from "./user-lookup.ts"

const invalidCredentials = () =>
  new AppError(
    401,
    ErrorCode.INVALID_CREDENTIALS,
    "Incorrect email or password."
  )

const emailNotVerified = () =>
  new AppError(
    403,
    ErrorCode.EMAIL_NOT_VERIFIED,
    "Confirm your email address first: open the link we sent to it."
  )

/**
 * Signing in: with email and password, by an email a trusted party verified (Google), or as a
 * provider administrator acting for a client; each starts a session once every step is passed.
 */
export function createSignIn(
  deps: Pick<
    AuthDeps,
    "store" | "accessTokens" | "refresh" | "throttle" | "twoFactor"
  >
) {
  const { store, accessTokens, refresh, throttle } = deps

  /** Starts a session for a user who has passed every step of sign-in. */
  async function startSession(
    tx: Tx,
    user: UserRow,
    actingForClient: number | null = null
  ): Promise<Tokens> {
    const session = await buildSessionUser(tx, user, actingForClient)
    const refreshToken = await issueRefreshToken(
      tx,
      { id_user: user.id_user, id_client: user.id_client, actingForClient },
      refresh
    )
    return { accessToken: await accessTokens.sign(session), refreshToken }
  }

  /** After the first factor: the session, unless two-factor sign-in asks for its step first. */
  async function admit(tx: Tx, user: UserRow): Promise<SignInResult> {
    return (await deps.twoFactor.challenge(user)) ?? startSession(tx, user)
  }

  /** Signs in with email and password; unknown email and wrong password answer the same. */
  async function login(
    email: string,
    password: string,
    context: RequestContext
  ): Promise<SignInResult> {
    const account = normaliseEmail(email)
    const wait = throttle.check(account, context.ip)
    if (wait > 0) {
      throw new AppError(
        429,
        ErrorCode.TOO_MANY_ATTEMPTS,
        `Too many sign-in attempts. Try again in ${wait} seconds.`,
        undefined,
        { "retry-after": String(wait) }
      )
    }
    // A failure is recorded in a transaction that commits, then answered.
    const tokens = await store.withScope(systemScope, async (tx) => {
      const user = await findUserByEmail(tx, account)
      const ok = await verifyPassword(user?.passwordHash ?? null, password)
      const success = Boolean(user && ok && user.isActive)
      const unverified = success && !user!.emailVerified
      await recordAudit(tx, {
        id_client: user?.id_client ?? null,
        id_user: user?.id_user ?? null,
        action: unverified
          ? "login.unverified"
          : success
            ? "login"
            : "login.failed",
        entity: "user",
        entityId: user?.id_user ?? null,
        requestId: context.requestId,
      })
      if (unverified) return "unverified"
      return success ? admit(tx, user!) : null
    })
    // Only the account's holder, who knows the password, learns that the email awaits its link.
    if (tokens === "unverified") throw emailNotVerified()
    if (!tokens) {
      throttle.recordFailure(account)
      throw invalidCredentials()
    }
    throttle.recordSuccess(account)
    return tokens
  }

  /** Signs in a user already identified by a trusted party (Google). */
  async function loginByVerifiedEmail(
    email: string,
    context: RequestContext
  ): Promise<SignInResult> {
    return store.withScope(systemScope, async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user || !user.isActive) {
        throw new AppError(
          401,
          ErrorCode.INVALID_CREDENTIALS,
          "No active Ruta account uses this Google account's email."
        )
      }
      await recordAudit(tx, {
        id_client: user.id_client,
        id_user: user.id_user,
        action: "login.google",
        entity: "user",
        entityId: user.id_user,
        requestId: context.requestId,
      })
      return admit(tx, user)
    })
  }

  /** Lets a provider administrator act for one client, with a session confined to it. */
  async function loginWithClient(
    caller: SessionUser,
    input: { id_user: number; id_client: number },
    context: RequestContext
  ): Promise<Tokens> {
    if (
      caller.id_context_type !== ContextType.SYSTEM ||
      caller.actingForClient !== null
    ) {
      throw forbidden("Only a provider administrator can act for a client.")
    }
    if (input.id_user !== caller.id_user) {
      throw forbidden("You can only act for a client as yourself.")
    }
    return store.withScope(systemScope, async (tx) => {
      const [client] = await tx
        .select({ id_client: clients.id_client })
        .from(clients)
        .where(eq(clients.id_client, input.id_client))
      if (!client)
        throw new AppError(404, ErrorCode.NOT_FOUND, "Client not found.")
      const user = await findUserById(tx, caller.id_user)
      if (!user || !user.isActive) throw forbidden()
      await recordAudit(tx, {
        id_client: client.id_client,
        id_user: user.id_user,
        action: "login.with-client",
        entity: "client",
        entityId: client.id_client,
        requestId: context.requestId,
      })
      return startSession(tx, user, client.id_client)
    })
  }

  return { startSession, login, loginByVerifiedEmail, loginWithClient }
}
