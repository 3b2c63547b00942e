import { randomUUID } from "node:crypto"

import { and, eq, gt, isNotNull, isNull, ne } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { refreshTokens } from "../../db/schema.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token.ts"

export interface RefreshPolicy {
  ttlSeconds: number
  graceSeconds: number
  now: () => number
}

interface Owner {
  id_user: number
  id_client: number | null
  actingForClient: number | null
}

export const sessionEnded = (
  code: ErrorCode = ErrorCode.INVALID_REFRESH_TOKEN
) => new AppError(401, code, "The session has ended. Please sign in again.")

/** Starts a new token family (a new sign-in) and returns its first token. */
export async function issueRefreshToken(
  tx: Tx,
  owner: Owner,
  policy: RefreshPolicy,
  familyId: string = randomUUID()
): Promise<string> {
  const token = newOpaqueToken()
  await tx.insert(refreshTokens).values({
    ...owner,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(policy.now() + policy.ttlSeconds * 1000),
  })
  return token
}

/**
 * Exchanges a refresh token for its successor (RFC 9700 rotation). A token used again within the
 * grace window (parallel refreshes of one tab) yields another successor. Used again after it:
 * - when a later token of its family has been used since, its holder moved on and this copy has
 *   leaked: the whole family is revoked;
 * - when none has, the answer that carried its successor never arrived (the app was closed, or
 *   the network dropped it, during the refresh): the unused successors are revoked and it gets a
 *   new one, so the session survives. If one of those revoked successors comes back, two holders
 *   share the family: it is revoked then (a revoked token of a family that is still alive).
 *
 * @returns the token's owner and the successor token, or `reused` once the family is revoked
 *   (the caller must commit that revocation before answering 401)
 * @throws AppError 401 INVALID_REFRESH_TOKEN for an unknown, revoked or expired token
 */
export async function rotateRefreshToken(
  tx: Tx,
  token: string,
  policy: RefreshPolicy
): Promise<{ owner: Owner; token: string } | "reused"> {
  const now = new Date(policy.now())
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
  if (!row || row.expiresAt <= now) throw sessionEnded()
  if (row.revokedAt !== null) {
    if (!(await familyAlive(tx, row.familyId, now))) throw sessionEnded()
    await revokeFamily(tx, row.familyId, policy)
    return "reused"
  }
  const owner = {
    id_user: row.id_user,
    id_client: row.id_client,
    actingForClient: row.actingForClient,
  }
  // Claim the token atomically, so that of two parallel refreshes exactly one is the first use.
  const claimed = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    const usedAt = row.usedAt ?? now
    if (now.getTime() - usedAt.getTime() > policy.graceSeconds * 1000) {
      const later = and(
        eq(refreshTokens.familyId, row.familyId),
        gt(refreshTokens.id, row.id)
      )
      const [movedOn] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(later, isNotNull(refreshTokens.usedAt)))
        .limit(1)
      if (movedOn) {
        await revokeFamily(tx, row.familyId, policy)
        return "reused"
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(later, isNull(refreshTokens.revokedAt)))
    }
  }
  const successor = await issueRefreshToken(tx, owner, policy, row.familyId)
  return { owner, token: successor }
}

/** Whether a family still has a token that could be used: not revoked, not expired. */
async function familyAlive(tx: Tx, familyId: string, now: Date) {
  const [live] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now)
      )
    )
    .limit(1)
  return live !== undefined
}

export async function revokeFamily(
  tx: Tx,
  familyId: string,
  policy: RefreshPolicy
) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(policy.now()) })
    .where(
      and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))
    )
}

/** Revokes the family of `token`, if it is known; used by sign-out. */
export async function revokeByToken(
  tx: Tx,
  token: string,
  policy: RefreshPolicy
) {
  const [row] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
  if (row) await revokeFamily(tx, row.familyId, policy)
}

/**
 * Ends every session of a user, e.g. after a password reset; `keepToken` keeps the session (the
 * token family) it belongs to when it is one of the user's.
 */
export async function revokeAllForUser(
  tx: Tx,
  id_user: number,
  policy: RefreshPolicy,
  keepToken?: string
) {
  const [kept] = keepToken
    ? await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, hashOpaqueToken(keepToken)),
            eq(refreshTokens.id_user, id_user)
          )
        )
    : []
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(policy.now()) })
    .where(
      and(
        eq(refreshTokens.id_user, id_user),
        isNull(refreshTokens.revokedAt),
        kept ? ne(refreshTokens.familyId, kept.familyId) : undefined
      )
    )
}
