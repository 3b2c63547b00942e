import type {
  NotificationChannel,
  NotificationSettings,
} from "@ruta/validation/notifications"
import { ETA_UPDATE_EVENT } from "@ruta/validation/notifications"
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { notifications, routeEtas } from "../../db/schema.ts"
import { openStopsOf } from "./approaching-by-eta.ts"
import type { Told } from "./notification-plan.ts"

/**
 * A message that reached (or is reaching) its customer: what it told stands. A mail waiting in
 * the outbox (no transport configured) counts: it leaves with the window it was written with, and
 * its update follows it the same way.
 */
const TOLD_STATUSES = new Set(["sending", "sent", "delivered", "outbox"])

/**
 * Keeps, on each message, the window it told its customer (one statement for a batch), so the
 * update rule compares the live ETA with exactly what each customer was last told.
 */
export async function recordWindows(
  tx: Tx,
  windows: readonly { id: number; from: Date; to: Date }[]
) {
  if (windows.length === 0) return
  const values = sql.join(
    windows.map(
      (w) =>
        sql`(${w.id}::bigint, ${w.from.toISOString()}::timestamptz, ${w.to.toISOString()}::timestamptz)`
    ),
    sql`, `
  )
  await tx.execute(sql`
    update notifications n set window_from = v.window_from, window_to = v.window_to
    from (values ${values}) as v(id, window_from, window_to)
    where n.id_notification = v.id`)
}

/** What one stop's customer was told so far: their last window, and the updates made. */
interface StopTold {
  /** The last window told, and the channels it was told on. */
  last: {
    id: number
    from: Date
    to: Date
    channels: Set<NotificationChannel>
  } | null
  /** The highest update number made (0: none). */
  updates: number
  /** An update made and not yet written (its window is built from the live ETA when it is). */
  pending: boolean
}

/** Per stop, what its customer was told: read from the messages' rows. */
async function toldOf(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      id: notifications.id_notification,
      id_stop: notifications.id_stop,
      event: notifications.event,
      seq: notifications.seq,
      channel: notifications.channel,
      status: notifications.status,
      from: notifications.window_from,
      to: notifications.window_to,
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.id_stop, ids),
        or(
          isNotNull(notifications.window_from),
          eq(notifications.event, ETA_UPDATE_EVENT)
        )
      )
    )
    .orderBy(notifications.id_notification)
  const told = new Map<number, StopTold>()
  for (const row of rows) {
    const stop = told.get(row.id_stop) ?? {
      last: null,
      updates: 0,
      pending: false,
    }
    told.set(row.id_stop, stop)
    if (row.event === ETA_UPDATE_EVENT) {
      stop.updates = Math.max(stop.updates, row.seq)
      if (
        row.from === null &&
        (row.status === "queued" || row.status === "sending")
      )
        stop.pending = true
    }
    if (row.from === null || row.to === null || !TOLD_STATUSES.has(row.status))
      continue
    const channel = row.channel as NotificationChannel
    // The same window told on another channel adds that channel; a new window replaces it.
    if (
      stop.last &&
      stop.last.from.getTime() === row.from.getTime() &&
      stop.last.to.getTime() === row.to.getTime()
    )
      stop.last.channels.add(channel)
    else
      stop.last = {
        id: row.id,
        from: row.from,
        to: row.to,
        channels: new Set([channel]),
      }
  }
  return told
}

/**
 * The update rule: the stops of a route whose live ETA left the window their customer was last
 * told by more than the client's `update_after_minutes`, each to be told a new window (on the
 * channels that told the old one) as update number n + 1, while fewer than `max_updates` were
 * made and none is waiting to be sent. The number makes each update one row (unique per stop,
 * event, channel and number) whichever process hears the ETAs first.
 */
export async function windowUpdates(
  tx: Tx,
  id_route: number,
  settingsOf: (id_client: number) => Promise<NotificationSettings>
): Promise<{ id_client: number; told: Told[] } | null> {
  const [row] = await tx
    .select({ id_client: routeEtas.id_client, etas: routeEtas.etas })
    .from(routeEtas)
    .where(eq(routeEtas.id_route, id_route))
  if (!row?.etas || row.etas.length === 0) return null
  const settings = await settingsOf(row.id_client)
  if (settings.max_updates <= 0) return null
  const open = await openStopsOf(
    tx,
    id_route,
    row.etas.map((e) => e.id_stop)
  )
  const ids = new Set(open.map((s) => s.id_stop))
  if (ids.size === 0) return { id_client: row.id_client, told: [] }
  const told = await toldOf(tx, [...ids])
  const slack = settings.update_after_minutes * 60_000
  const updates: Told[] = []
  for (const predicted of row.etas) {
    const stop = told.get(predicted.id_stop)
    if (!ids.has(predicted.id_stop) || !stop?.last || stop.pending) continue
    if (stop.updates >= settings.max_updates) continue
    const eta = Date.parse(predicted.eta)
    const left =
      eta < stop.last.from.getTime() - slack ||
      eta > stop.last.to.getTime() + slack
    if (left)
      updates.push({
        id_stop: predicted.id_stop,
        event: ETA_UPDATE_EVENT,
        seq: stop.updates + 1,
        channels: [...stop.last.channels],
      })
  }
  return { id_client: row.id_client, told: updates }
}
