import { eq } from "drizzle-orm"

import { systemScope } from "../../db/database.ts"
import { passwordResetTokens, users } from "../../db/schema.ts"
import { AppError, ErrorCode, forbidden } from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { SessionUser } from "./access-token.ts"
import type { AuthDeps, RequestContext } from "./auth-types.ts"
import { issueMailedToken, useMailedToken } from "./mailed-tokens.ts"
import { hashPassword } from "../../platform/crypto/passwords.ts"
import { recoveryMail } from "./recovery-mail.ts"
import { revokeAllForUser } from "./refresh-tokens.ts"
import { findUserByEmail, findUserById, tokenNotValid } from "./user-lookup.ts"

/** A forgotten password: the mailed reset link, and the new password it (or a session) sets. */
export function createPasswordReset(
  deps: Pick<
    AuthDeps,
    "store" | "refresh" | "mailer" | "resetTokenTtlSeconds" | "publicUrl"
  >
) {
  const { store, refresh } = deps

  /**
   * Sets a new password, either for the signed-in user (first sign-in or after a recovery) or
   * with a reset link's token. Every other session of the user ends.
   */
  async function resetPassword(
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
      if (!user) throw new AppError(404, ErrorCode.NOT_FOUND, "User not found.")
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
  }

  /** Mails a reset link when the email belongs to an active account; answers the same anyway. */
  async function recoverPassword(
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
  }

  return { resetPassword, recoverPassword }
}
