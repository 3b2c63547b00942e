import { systemScope } from "../../db/database.ts"
import { ErrorCode } from "../../platform/lib/errors.ts"
import type { SessionUser } from "./access-token.ts"
import type { AuthDeps, Tokens } from "./auth-types.ts"
import {
  revokeByToken,
  rotateRefreshToken,
  sessionEnded,
} from "./refresh-tokens.ts"
import { buildSessionUser } from "./session-user.ts"
import { findUserById, tokenNotValid } from "./user-lookup.ts"

/** A session's life after sign-in: its refresh, its end, and the user it stands for now. */
export function createSessions(
  deps: Pick<AuthDeps, "store" | "accessTokens" | "refresh">
) {
  const { store, accessTokens, refresh } = deps

  /** Exchanges a refresh token for a new access token and the next refresh token. */
  async function refreshSession(refreshToken: string): Promise<Tokens> {
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
    if (tokens === "reused") throw sessionEnded(ErrorCode.REFRESH_TOKEN_REUSED)
    return tokens
  }

  /** Ends the session of a refresh token. */
  async function logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return
    await store.withScope(systemScope, (tx) =>
      revokeByToken(tx, refreshToken, refresh)
    )
  }

  /** The signed-in user as stored now. */
  async function me(caller: SessionUser): Promise<SessionUser> {
    return store.withScope(systemScope, async (tx) => {
      const user = await findUserById(tx, caller.id_user)
      if (!user || !user.isActive) throw tokenNotValid()
      return buildSessionUser(tx, user, caller.actingForClient)
    })
  }

  return { refreshSession, logout, me }
}
