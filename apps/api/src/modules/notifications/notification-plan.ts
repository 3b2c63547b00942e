import type {
  NotificationChannel,
  NotificationEvent,
  NotificationSettings,
} from "@ruta/validation/notifications"
import { NOTIFICATION_CHANNELS } from "@ruta/validation/notifications"
import { countryOfPhone, normalizePhone } from "@ruta/validation/phone"
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { clients, notificationOptOuts, stops } from "../../db/schema.ts"
import type { DomainEvent } from "../events/domain-events.ts"
import type { MessageEvent } from "./notification-content.ts"
import type { NotificationProviders } from "./notification-settings.routes.ts"
import { stopLanguage } from "./stop-context.ts"

/** Why a message was not sent, kept on its row (the stop's notification log). */
export const NotSent = {
  badPhone: "The phone number could not be read.",
  optedOut: "The recipient opted out.",
  /** Followed by the bounce's reason (a permanent bounce suppresses the address). */
  bounced: "The address bounced before:",
} as const

/** Why a recipient of the opt-out list is not sent to: they opted out, or (`bounce`) bounced for good. */
export const notSentReason = (bounce: string) =>
  bounce ? `${NotSent.bounced} ${bounce}`.slice(0, 500) : NotSent.optedOut

/** A stop whose customer is told of an event. */
export interface Told {
  id_stop: number
  event: MessageEvent
  /** The message's number among the stop's of this event (a new window's: 1, 2...); 0 by default. */
  seq?: number
  /** The channels to tell it on, whatever the settings say (a new window: those that told the old). */
  channels?: readonly NotificationChannel[]
}

/** The stops and events a domain event tells customers of. */
export async function stopsToTell(tx: Tx, event: DomainEvent): Promise<Told[]> {
  const id_route = Number(event.data.id_route)
  if (event.type === "route.started") {
    const rows = await tx
      .select({ id_stop: stops.id_stop })
      .from(stops)
      .where(and(eq(stops.id_route, id_route), isNull(stops.completed)))
    return rows.map((r) => ({ id_stop: r.id_stop, event: "on_the_way" }))
  }
  if (event.type !== "stop.completed" && event.type !== "stop.failed") return []
  const id_stop = Number(event.data.id_stop)
  const done: Told[] = [
    {
      id_stop,
      event: event.type === "stop.failed" ? "not_delivered" : "delivered",
    },
  ]
  const [stop] = await tx
    .select({ order: stops.order })
    .from(stops)
    .where(eq(stops.id_stop, id_stop))
  if (!Number.isFinite(id_route) || stop?.order == null) return done
  // The next visit of the route still to do: its customer is next.
  const [next] = await tx
    .select({ id_stop: stops.id_stop })
    .from(stops)
    .where(
      and(
        eq(stops.id_route, id_route),
        isNull(stops.completed),
        gt(stops.order, stop.order)
      )
    )
    .orderBy(asc(stops.order))
    .limit(1)
  return next
    ? [...done, { id_stop: next.id_stop, event: "approaching" }]
    : done
}

/** One message to make: queued, or kept as not sent with its reason. */
export interface PlannedMessage {
  id_client: number
  id_subsidiary: number
  id_stop: number
  event: MessageEvent
  seq: number
  channel: NotificationChannel
  recipient: string
  language: string
  status: "queued" | "failed"
  reason: string
}

/**
 * The messages that tell `told` of their events under a client's settings: one per stop, event
 * and channel that is on, has a provider and a recipient. A phone is read as E.164 with the
 * client's country; one that cannot be read, and a recipient who opted out or bounced for good,
 * get a row that says so and are never sent to.
 */
export async function planMessages(
  tx: Tx,
  id_client: number,
  told: readonly Told[],
  settings: NotificationSettings,
  providers: NotificationProviders
): Promise<PlannedMessage[]> {
  if (told.length === 0) return []
  const channels = (t: Told) =>
    NOTIFICATION_CHANNELS.filter(
      (c) =>
        (t.channels
          ? t.channels.includes(c)
          : settings.events[t.event as NotificationEvent][c]) &&
        (c === "email" || providers.sms)
    )
  if (told.every((t) => channels(t).length === 0)) return []
  const [client] = await tx
    .select({ phone: clients.phone_number })
    .from(clients)
    .where(eq(clients.id_client, id_client))
  const country = countryOfPhone(client?.phone ?? "")
  const rows = await tx
    .select()
    .from(stops)
    .where(
      and(
        eq(stops.id_client, id_client),
        inArray(
          stops.id_stop,
          told.map((t) => t.id_stop)
        )
      )
    )
  const byId = new Map(rows.map((s) => [s.id_stop, s]))
  const optedOut = new Map(
    (
      await tx
        .select()
        .from(notificationOptOuts)
        .where(eq(notificationOptOuts.id_client, id_client))
    ).map((o) => [`${o.channel}:${o.recipient}`, notSentReason(o.reason)])
  )
  const planned: PlannedMessage[] = []
  for (const one of told) {
    const { id_stop, event: kind } = one
    const stop = byId.get(id_stop)
    if (!stop) continue
    for (const channel of channels(one)) {
      const raw = (channel === "email" ? stop.email : stop.phone_number).trim()
      if (raw === "") continue
      const phone = channel === "sms" ? normalizePhone(raw, country) : null
      const recipient =
        channel === "email" ? raw.toLowerCase() : phone?.ok ? phone.e164 : raw
      const reason =
        phone && !phone.ok
          ? NotSent.badPhone
          : (optedOut.get(`${channel}:${recipient}`) ?? "")
      planned.push({
        id_client: stop.id_client,
        id_subsidiary: stop.id_subsidiary,
        id_stop,
        event: kind,
        seq: one.seq ?? 0,
        channel,
        recipient,
        language: stopLanguage(stop, settings.default_language),
        status: reason ? "failed" : "queued",
        reason,
      })
    }
  }
  return planned
}

/**
 * Seconds until quiet hours end when `now` falls in them on the clock of `timeZone` (the stop's
 * site's: its customer lives there), else 0.
 */
export function quietDelaySeconds(
  settings: NotificationSettings,
  now: Date,
  timeZone: string
): number {
  const quiet = settings.quiet_hours
  if (!quiet) return 0
  const local = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(now)
  const [h, m, s] = local.split(":").map(Number) as [number, number, number]
  const seconds = h * 3600 + m * 60 + s
  const minutes = (text: string) =>
    Number(text.slice(0, 2)) * 60 + Number(text.slice(3))
  const start = minutes(quiet.start) * 60
  const end = minutes(quiet.end) * 60
  return seconds >= start && seconds < end ? end - seconds : 0
}
