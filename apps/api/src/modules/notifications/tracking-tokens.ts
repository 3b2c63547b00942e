import { createHash, randomBytes } from "node:crypto"

import { and, eq, gt } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { trackingTokens } from "../../db/schema.ts"

/** A token's stored form: its SHA-256 (the token itself is only in the messages sent). */
export const hashToken = (token: string) =>
  createHash("sha256").update(token).digest("hex")

/** Tracking tokens are 128 random bits, written base64url (22 characters). */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{22}$/

/** Makes tokens, each opening its `id_stop`'s tracking page until its `expiresAt` (one statement). */
export async function issueTrackingTokens(
  tx: Tx,
  stops: { id_client: number; id_stop: number; expiresAt: Date }[]
): Promise<string[]> {
  if (stops.length === 0) return []
  const tokens = stops.map(() => randomBytes(16).toString("base64url"))
  await tx.insert(trackingTokens).values(
    stops.map((stop, i) => ({
      token_hash: hashToken(tokens[i]!),
      id_client: stop.id_client,
      id_stop: stop.id_stop,
      expiresAt: stop.expiresAt,
    }))
  )
  return tokens
}

/** The stop a token opens, or null when it is forged, malformed or expired. */
export async function findTrackedStop(tx: Tx, token: string, now: Date) {
  if (!TOKEN_FORMAT.test(token)) return null
  const [row] = await tx
    .select({
      id_client: trackingTokens.id_client,
      id_stop: trackingTokens.id_stop,
      expiresAt: trackingTokens.expiresAt,
    })
    .from(trackingTokens)
    .where(
      and(
        eq(trackingTokens.token_hash, hashToken(token)),
        gt(trackingTokens.expiresAt, now)
      )
    )
  return row ?? null
}
