import type { NotificationLanguage } from "@ruta/validation/notifications"
import { NOTIFICATION_LANGUAGES } from "@ruta/validation/notifications"
import { zonedClock } from "@ruta/validation/zoned-time"
import { eq, inArray } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"

import type { Tx } from "../../db/database.ts"
import { clients, routes, stops, subsidiaries, users } from "../../db/schema.ts"
import { currentEta, liveEtasOf } from "../planning/live-etas.ts"

const drivers = alias(users, "drivers")

/**
 * Stops with what their customers' messages and tracking pages say: company, route, driver, and
 * `eta`, the live ETA while the route is on the road (else the planned one), read now.
 */
export async function loadStopContexts(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      stop: stops,
      company: clients.name,
      companyPhone: clients.phone_number,
      route: {
        id_route: routes.id_route,
        started: routes.started,
        completed: routes.completed,
        start_date: routes.start_date,
      },
      driverName: drivers.name,
      /** The stop's site's zone: its messages and tracking page tell times in it (issue 43). */
      timeZone: subsidiaries.time_zone,
    })
    .from(stops)
    .innerJoin(clients, eq(clients.id_client, stops.id_client))
    .innerJoin(
      subsidiaries,
      eq(subsidiaries.id_subsidiary, stops.id_subsidiary)
    )
    .leftJoin(routes, eq(routes.id_route, stops.id_route))
    .leftJoin(drivers, eq(drivers.id_user, routes.id_user))
    .where(inArray(stops.id_stop, [...new Set(ids)]))
  const live = await liveEtasOf(
    tx,
    rows.filter((row) => row.route?.started).map((row) => row.stop.id_stop)
  )
  return new Map(
    rows.map((row) => [
      row.stop.id_stop,
      {
        ...row,
        eta: currentEta(row.stop, live),
        driverFirstName: (row.driverName ?? "").trim().split(/\s+/)[0] ?? "",
      },
    ])
  )
}

/** A stop with what its customer's messages and tracking page say: company, route, driver. */
export async function loadStopContext(tx: Tx, id_stop: number) {
  return (await loadStopContexts(tx, [id_stop])).get(id_stop) ?? null
}
export type StopContext = NonNullable<
  Awaited<ReturnType<typeof loadStopContext>>
>

/** The language of a stop's contact: `language` in its custom data, else the client's default. */
export function stopLanguage(
  stop: { customData: unknown },
  fallback: NotificationLanguage
): NotificationLanguage {
  const data = stop.customData as Record<string, unknown> | null
  const value = typeof data?.language === "string" ? data.language : ""
  const language = value.toLowerCase().slice(0, 2)
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(language)
    ? (language as NotificationLanguage)
    : fallback
}

/**
 * "10:40 and 11:40" (en) or "10:40 y las 11:40" (es): the ETA ± `minutes` on the clock of
 * `timeZone`, the stop's site's zone.
 */
export function etaWindow(
  eta: Date | null,
  minutes: number,
  timeZone: string,
  language: NotificationLanguage
): { from: Date; to: Date; text: string } | null {
  if (!eta) return null
  const from = new Date(eta.getTime() - minutes * 60_000)
  const to = new Date(eta.getTime() + minutes * 60_000)
  const joiner = language === "es" ? " y las " : " and "
  return {
    from,
    to,
    text: zonedClock(from, timeZone) + joiner + zonedClock(to, timeZone),
  }
}
