import { and, eq, inArray, lt, or, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { notificationOptOuts, notifications } from "../../db/schema.ts"

/**
 * A worker's hold on a message while it sends: longer than a send may take (Twilio's requests
 * time out after 10 s; SMTP after 10 s to connect, 10 s for the greeting, 15 s of silence), and
 * shorter than the job's expiry (120 s), after which pg-boss retries a job whose worker died.
 */
export const CLAIM_MS = 60_000

export type NotificationRow = typeof notifications.$inferSelect

/** Takes the messages for this worker at `at`, except those done or another worker holds. */
export async function claim(
  tx: Tx,
  ids: number[],
  at: Date
): Promise<NotificationRow[]> {
  return tx
    .update(notifications)
    .set({
      status: "sending",
      claimed_until: new Date(at.getTime() + CLAIM_MS),
      attempts: sql`${notifications.attempts} + 1`,
      updatedAt: at,
    })
    .where(
      and(
        inArray(notifications.id_notification, ids),
        or(
          eq(notifications.status, "queued"),
          and(
            eq(notifications.status, "sending"),
            lt(notifications.claimed_until, at)
          )
        )
      )
    )
    .returning()
}

/**
 * Extends to `until` the claim an unwritten outcome was sent under, and answers whether it still
 * holds it (not when another worker took the message, or the outcome was written after all).
 */
export async function renewClaim(
  tx: Tx,
  outcome: { id_notification: number; claimed: Date },
  until: Date
) {
  const renewed = await tx
    .update(notifications)
    .set({ claimed_until: until })
    .where(
      and(
        eq(notifications.id_notification, outcome.id_notification),
        eq(notifications.claimed_until, outcome.claimed)
      )
    )
    .returning({ id: notifications.id_notification })
  return renewed.length > 0
}

/** The claimed messages whose recipient opted out of their client's channel. */
export async function optedOut(tx: Tx, rows: NotificationRow[]) {
  const opted = await tx
    .select()
    .from(notificationOptOuts)
    .where(
      inArray(notificationOptOuts.recipient, [
        ...new Set(rows.map((r) => r.recipient)),
      ])
    )
  const key = (r: { id_client: number; channel: string; recipient: string }) =>
    `${r.id_client}\n${r.channel}\n${r.recipient}`
  const keys = new Set(opted.map(key))
  return new Set(rows.filter((r) => keys.has(key(r))))
}
