import { and, desc, eq, isNull } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { notificationOptOuts, notifications } from "../../db/schema.ts"
import { notSentReason } from "./notification-plan.ts"

/**
 * Records that `recipient` gets no more messages of `channel` from the client: they asked, or
 * (`bounce`, its reason) their address bounced for good. Their queued messages are not sent.
 */
export async function optOut(
  tx: Tx,
  id_client: number,
  channel: "sms" | "email",
  recipient: string,
  bounce = ""
) {
  await tx
    .insert(notificationOptOuts)
    .values({ id_client, channel, recipient, reason: bounce.slice(0, 500) })
    .onConflictDoNothing()
  await tx
    .update(notifications)
    .set({ status: "failed", reason: notSentReason(bounce) })
    .where(
      and(
        eq(notifications.id_client, id_client),
        eq(notifications.channel, channel),
        eq(notifications.recipient, recipient),
        eq(notifications.status, "queued"),
        isNull(notifications.claimed_until)
      )
    )
}

/** Opts `recipient` out of `channel` for the client that last wrote to them (SMS STOP). */
export async function optOutLatest(tx: Tx, channel: "sms", recipient: string) {
  const [latest] = await tx
    .select({ id_client: notifications.id_client })
    .from(notifications)
    .where(
      and(
        eq(notifications.channel, channel),
        eq(notifications.recipient, recipient)
      )
    )
    .orderBy(desc(notifications.id_notification))
    .limit(1)
  if (latest) await optOut(tx, latest.id_client, channel, recipient)
}
