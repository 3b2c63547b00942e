import { eq } from "drizzle-orm"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { users } from "../../db/schema.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { SessionUser } from "./access-token.ts"
import { findUserById, normaliseEmail, tokenNotValid } from "./user-lookup.ts"
import type { RequestContext } from "./auth-types.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import { tooManyRequests } from "./login-throttle.ts"
import {
  hashPassword,
  verifyPassword,
} from "../../platform/crypto/passwords.ts"
import type { RefreshPolicy } from "./refresh-tokens.ts"
import { revokeAllForUser } from "./refresh-tokens.ts"

const wrongCurrentPassword = () => {
  const message = "Your current password is not correct."
  return new AppError(400, ErrorCode.VALIDATION_ERROR, message, [
    { field: "current_password", message },
  ])
}

/**
 * A signed-in user changes their password by giving the current one (ASVS 5.0 V6.2.3). A wrong
 * current password counts as a failed sign-in of the account (the sign-in throttle), and a
 * change ends the user's other sessions while keeping the caller's.
 */
export function createPasswordChange(deps: {
  store: DataStore
  /** The sign-in throttle, shared with `POST /auth/login`. */
  throttle: LoginThrottle
  refresh: RefreshPolicy
}) {
  const { store, throttle, refresh } = deps
  return async function changePassword(
    caller: SessionUser,
    input: { current_password: string; password: string },
    /** The caller's refresh token (cookie or body): its session stays. */
    keepToken: string | undefined,
    context: RequestContext
  ): Promise<void> {
    const changed = await store.withScope(systemScope, async (tx) => {
      const user = await findUserById(tx, caller.id_user)
      if (!user || !user.isActive) throw tokenNotValid()
      const account = normaliseEmail(user.email)
      const wait = throttle.check(account, context.ip)
      if (wait > 0) throw tooManyRequests(wait)
      const ok = await verifyPassword(user.passwordHash, input.current_password)
      // A failure is recorded in a transaction that commits, then answered.
      await recordAudit(tx, {
        id_client: user.id_client,
        id_user: user.id_user,
        action: ok ? "password.change" : "password.change.failed",
        entity: "user",
        entityId: user.id_user,
        requestId: context.requestId,
      })
      if (!ok) return { account, ok }
      await tx
        .update(users)
        .set({
          passwordHash: await hashPassword(input.password),
          isFirstLogin: false,
          userRecoveryPassword: false,
        })
        .where(eq(users.id_user, user.id_user))
      await revokeAllForUser(tx, user.id_user, refresh, keepToken)
      return { account, ok }
    })
    if (!changed.ok) {
      throttle.recordFailure(changed.account)
      throw wrongCurrentPassword()
    }
    throttle.recordSuccess(changed.account)
  }
}
export type ChangePassword = ReturnType<typeof createPasswordChange>
