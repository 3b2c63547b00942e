import { ContextType } from "@ruta/permissions/context-types"
import { eq } from "drizzle-orm"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { clients, passwordResetTokens, users } from "../../db/schema.ts"
import type { Language } from "../../platform/lib/accept-language.ts"
import { AppError, ErrorCode, forbidden } from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { Mailer } from "../mail/mailer.ts"
import type { AccessTokens, SessionUser } from "./access-token.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import { issueMailedToken, useMailedToken } from "./mailed-tokens.ts"
import {
  hashPassword,
  verifyPassword,
} from "../../platform/crypto/passwords.ts"
import { recoveryMail } from "./recovery-mail.ts"
import type { RefreshPolicy } from "./refresh-tokens.ts"
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeByToken,
  rotateRefreshToken,
  sessionEnded,
} from "./refresh-tokens.ts"
import type { UserRow } from "./session-user.ts"
import { buildSessionUser } from "./session-user.ts"
import type {
  TwoFactorChallenge,
  TwoFactorChallenges,
} from "./two-factor-token.ts"

export interface AuthDeps {
  store: DataStore
  accessTokens: AccessTokens
  refresh: RefreshPolicy
  throttle: LoginThrottle
  mailer: Mailer
  resetTokenTtlSeconds: number
  publicUrl: string
  /** Whether a sign-in needs a second step (two-factor sign-in) before its session. */
  twoFactor: Pick<TwoFactorChallenges, "challenge">
}

export interface Tokens {
  accessToken: string
  refreshToken: string
}

/** A sign-in's answer: the session, or the two-factor step to take first. */
export type SignInResult = Tokens | TwoFactorChallenge

export interface RequestContext {
  ip: string
  requestId: string
  /** The caller's language (Accept-Language), for what the server writes to them. */
  language: Language
}

const invalidCredentials = () =>
  new AppError(
    401,
    ErrorCode.INVALID_CREDENTIALS,
    "Incorrect email or password."
  )

/** A session whose user is gone or disabled, or no session where one is needed. */
export const tokenNotValid = () =>
  new AppError(401, ErrorCode.INVALID_TOKEN, "The access token is not valid.")

const emailNotVerified = () =>
  new AppError(
    403,
    ErrorCode.EMAIL_NOT_VERIFIED,
    "Confirm your email address first: open the link we sent to it."
  )

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(
  tx: Tx,
  email: string
): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
  return user
}

export async function findUserById(
  tx: Tx,
  id_user: number
): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id_user, id_user))
  return user
}

export function createAuthService(deps: AuthDeps) {
  const { store, accessTokens, refresh, throttle } = deps

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

  return {
    /** Starts a session for a user who has passed every step of sign-in. */
    startSession,

    /** Signs in with email and password; unknown email and wrong password answer the same. */
    async login(
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
    },

    /** Signs in a user already identified by a trusted party (Google). */
    async loginByVerifiedEmail(
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
    },

    /** Exchanges a refresh token for a new access token and the next refresh token. */
    async refreshSession(refreshToken: string): Promise<Tokens> {
      const tokens = await store.withScope(systemScope, async (tx) => {
        const rotated = await rotateRefreshToken(tx, refreshToken, refresh)
        if (rotated === "reused") return rotated
        const user = await findUserById(tx, rotated.owner.id_user)
        if (!user || !user.isActive) throw sessionEnded()
        const session = await buildSessionUser(
          tx,
          user,
          rotated.owner.actingForClient
        )
        return {
          accessToken: await accessTokens.sign(session),
          refreshToken: rotated.token,
        }
      })
      // The family's revocation has committed; now the replay is refused.
      if (tokens === "reused")
        throw sessionEnded(ErrorCode.REFRESH_TOKEN_REUSED)
      return tokens
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return
      await store.withScope(systemScope, (tx) =>
        revokeByToken(tx, refreshToken, refresh)
      )
    },

    /**
     * Sets a new password, either for the signed-in user (first sign-in or after a recovery) or
     * with a reset link's token. Every other session of the user ends.
     */
    async resetPassword(
      input: {
        id_user?: number | undefined
        password: string
        token?: string | undefined
      },
      caller: SessionUser | null,
      context: RequestContext
    ): Promise<void> {
      await store.withScope(systemScope, async (tx) => {
        let id_user: number
        if (input.token) {
          const owner = await useMailedToken(
            tx,
            passwordResetTokens,
            input.token,
            new Date(refresh.now())
          )
          if (owner === undefined) {
            throw new AppError(
              400,
              ErrorCode.INVALID_RESET_TOKEN,
              "This password reset link is not valid or has expired. Please ask for a new one."
            )
          }
          id_user = owner
        } else {
          if (!caller) throw tokenNotValid()
          if (input.id_user !== undefined && input.id_user !== caller.id_user) {
            throw forbidden("You can only change your own password.")
          }
          // A session alone sets a password only when one must be set (ASVS 5.0 V6.2.3).
          const stored = await findUserById(tx, caller.id_user)
          if (!stored?.isFirstLogin && !stored?.userRecoveryPassword) {
            throw forbidden(
              "To change your password, enter your current one on your account page."
            )
          }
          id_user = caller.id_user
        }
        const [user] = await tx
          .update(users)
          .set({
            passwordHash: await hashPassword(input.password),
            isFirstLogin: false,
            userRecoveryPassword: false,
          })
          .where(eq(users.id_user, id_user))
          .returning()
        if (!user)
          throw new AppError(404, ErrorCode.NOT_FOUND, "User not found.")
        await revokeAllForUser(tx, id_user, refresh)
        await recordAudit(tx, {
          id_client: user.id_client,
          id_user,
          action: "password.reset",
          entity: "user",
          entityId: id_user,
          requestId: context.requestId,
        })
      })
    },

    /** Mails a reset link when the email belongs to an active account; answers the same anyway. */
    async recoverPassword(
      email: string,
      context: RequestContext
    ): Promise<void> {
      await store.withScope(systemScope, async (tx) => {
        const user = await findUserByEmail(tx, email)
        if (!user || !user.isActive) return
        const token = await issueMailedToken(
          tx,
          passwordResetTokens,
          user,
          new Date(refresh.now() + deps.resetTokenTtlSeconds * 1000)
        )
        await tx
          .update(users)
          .set({ userRecoveryPassword: true })
          .where(eq(users.id_user, user.id_user))
        const link = `${deps.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`
        await deps.mailer.send(tx, {
          to: user.email,
          id_client: user.id_client,
          ...recoveryMail(context.language, {
            name: user.name,
            link,
            minutes: Math.round(deps.resetTokenTtlSeconds / 60),
          }),
        })
        await recordAudit(tx, {
          id_client: user.id_client,
          id_user: user.id_user,
          action: "password.recovery",
          entity: "user",
          entityId: user.id_user,
          requestId: context.requestId,
        })
      })
    },

    /** Lets a provider administrator act for one client, with a session confined to it. */
    async loginWithClient(
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
    },

    /** The signed-in user as stored now. */
    async me(caller: SessionUser): Promise<SessionUser> {
      return store.withScope(systemScope, async (tx) => {
        const user = await findUserById(tx, caller.id_user)
        if (!user || !user.isActive) throw tokenNotValid()
        return buildSessionUser(tx, user, caller.actingForClient)
      })
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
