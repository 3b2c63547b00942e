import type { NotificationSettings } from "@ruta/validation/notifications"
import { inArray } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { notifications } from "../../db/schema.ts"
import type { KeptMail } from "../mail/mailer.ts"
import type { NotificationRow } from "./message-claims.ts"
import { claim, optedOut } from "./message-claims.ts"
import { compose, mailOf } from "./message-composition.ts"
import { recordWindows } from "./eta-updates.ts"
import type { NotificationDeps } from "./notification-deps.ts"
import { NotSent } from "./notification-plan.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"
import { loadStopContexts } from "./stop-context.ts"
import { issueTrackingTokens } from "./tracking-tokens.ts"

type PreparationDeps = Pick<
  NotificationDeps,
  "mailer" | "urls" | "trackingDays" | "now"
>

/**
 * Claims a batch's messages and writes them, in `tx` and a few statements for the whole batch:
 * the opted-out ones are failed, the others get their tracking tokens and their text, and the
 * emails are kept in the outbox. Nothing is sent in it: the sends run after it, outside any
 * transaction.
 */
export async function claimAndPrepare(
  deps: PreparationDeps,
  tx: Tx,
  ids: number[]
) {
  const claimed = await claim(tx, ids, new Date(deps.now()))
  if (claimed.length === 0) return []
  const at = new Date(deps.now())
  const opted = await optedOut(tx, claimed)
  if (opted.size > 0)
    await tx
      .update(notifications)
      .set({
        status: "failed",
        reason: NotSent.optedOut,
        claimed_until: null,
        updatedAt: at,
      })
      .where(
        inArray(
          notifications.id_notification,
          [...opted].map((r) => r.id_notification)
        )
      )
  const contexts = await loadStopContexts(
    tx,
    claimed.filter((r) => !opted.has(r)).map((r) => r.id_stop)
  )
  // A message whose stop is gone is not sent.
  const sending = claimed.filter(
    (r) => !opted.has(r) && contexts.has(r.id_stop)
  )
  const tokens = await issueTrackingTokens(
    tx,
    sending.map((row) => {
      const { stop, route } = contexts.get(row.id_stop)!
      const visit = stop.eta ?? route?.start_date ?? at
      return {
        id_client: row.id_client,
        id_stop: row.id_stop,
        expiresAt: new Date(visit.getTime() + deps.trackingDays * 86_400_000),
      }
    })
  )
  const settings = await settingsOf(tx, sending)
  const ready = sending.map((row, i) => ({
    row,
    composed: compose(
      deps.urls,
      row,
      contexts.get(row.id_stop)!,
      settings.get(row.id_client)!,
      tokens[i]!
    ),
    mail: null as KeptMail | null,
  }))
  await recordWindows(
    tx,
    ready.flatMap(({ row, composed }) =>
      composed.told ? [{ id: row.id_notification, ...composed.told }] : []
    )
  )
  const emails = ready.filter((r) => r.row.channel === "email")
  const kept = await deps.mailer.keep(
    tx,
    emails.map((r) => mailOf(r.row, r.composed))
  )
  emails.forEach((r, i) => (r.mail = kept[i]!))
  return ready
}

/** A prepared message: its row, its text and, for an email, its mail kept in the outbox. */
export type Ready = Awaited<ReturnType<typeof claimAndPrepare>>[number]

/** The notification settings of each client of `rows`. */
async function settingsOf(tx: Tx, rows: NotificationRow[]) {
  const settings = new Map<number, NotificationSettings>()
  for (const id_client of new Set(rows.map((r) => r.id_client)))
    settings.set(
      id_client,
      await createNotificationSettingsRepository(tx).get(id_client)
    )
  return settings
}
