import { and, eq, isNull } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { clients, mobileTokens } from "../../db/schema.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { hashOpaqueToken, newOpaqueToken } from "../auth/opaque-token.ts"

/** The header that carries a mobile subscription link's token on the page's calls. */
export const SUBSCRIPTION_TOKEN_HEADER = "x-subscription-token"

/** What a working link stands for: the client it was generated for. */
export interface SubscriptionToken {
  id_client: number
  clientName: string
  expiresAt: Date
}

// A token we issue is 43 base64url characters; anything far from that is not worth a lookup.
const TOKEN_SHAPE = /^[\w-]{16,128}$/

export const missingToken = () =>
  new AppError(
    400,
    ErrorCode.VALIDATION_ERROR,
    "The subscription link has no valid token. Open the whole link you were sent."
  )

const forgedToken = () =>
  new AppError(
    401,
    ErrorCode.INVALID_TOKEN,
    "This subscription link is not valid. Ask your provider for a new one."
  )

const expiredToken = () =>
  new AppError(
    410,
    ErrorCode.SUBSCRIPTION_LINK_EXPIRED,
    "This subscription link has expired. Ask your provider for a new one."
  )

const usedToken = () =>
  new AppError(
    410,
    ErrorCode.SUBSCRIPTION_LINK_USED,
    "This subscription link was already used. Ask your provider for a new one."
  )

/**
 * Stores a new one-time token for the client's mobile subscription page. Only its hash is kept.
 *
 * @returns the token, to put in the link
 */
export async function issueSubscriptionToken(
  tx: Tx,
  owner: { id_client: number; created_by: number },
  expiresAt: Date
): Promise<string> {
  const token = newOpaqueToken()
  await tx.insert(mobileTokens).values({
    ...owner,
    tokenHash: hashOpaqueToken(token),
    expiresAt,
  })
  return token
}

/**
 * The client a mobile subscription link works for: the page's calls carry its token in the
 * `x-subscription-token` header instead of a bearer token. `tx` must see every client's rows
 * (`systemScope`), since the caller is nobody yet.
 *
 * @param token - the link's token, as sent
 * @param now - the time to check expiry against
 * @returns the client and when the link expires
 * @throws AppError 400 without a token, 401 for a token we never issued, 410 for an expired or
 *   used one (codes SUBSCRIPTION_LINK_EXPIRED, SUBSCRIPTION_LINK_USED)
 */
export async function resolveSubscriptionToken(
  tx: Tx,
  token: string | undefined,
  now: Date = new Date()
): Promise<SubscriptionToken> {
  if (!token || !TOKEN_SHAPE.test(token)) throw missingToken()
  const [row] = await tx
    .select({
      id_client: mobileTokens.id_client,
      clientName: clients.name,
      expiresAt: mobileTokens.expiresAt,
      usedAt: mobileTokens.usedAt,
    })
    .from(mobileTokens)
    .innerJoin(clients, eq(clients.id_client, mobileTokens.id_client))
    .where(eq(mobileTokens.tokenHash, hashOpaqueToken(token)))
  if (!row) throw forgedToken()
  if (row.usedAt) throw usedToken()
  if (row.expiresAt.getTime() <= now.getTime()) throw expiredToken()
  return {
    id_client: row.id_client,
    clientName: row.clientName,
    expiresAt: row.expiresAt,
  }
}

/**
 * Uses up a working link (after the subscription is made): the same link then fails with 410.
 *
 * @returns the client it was for
 * @throws as {@link resolveSubscriptionToken}
 */
export async function useSubscriptionToken(
  tx: Tx,
  token: string | undefined,
  now: Date = new Date()
): Promise<SubscriptionToken> {
  const found = await resolveSubscriptionToken(tx, token, now)
  await tx
    .update(mobileTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(mobileTokens.tokenHash, hashOpaqueToken(token!)),
        isNull(mobileTokens.usedAt)
      )
    )
  return found
}

/** The token of a request: the `x-subscription-token` header, else the `token` query value. */
export function requestToken(
  headers: Record<string, string | string[] | undefined>,
  query?: string
): string | undefined {
  const header = headers[SUBSCRIPTION_TOKEN_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  return value || query || undefined
}
