import { zonedDayBounds, zonedInstant } from "@ruta/validation/zoned-time"
import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"
import type { PgColumn } from "drizzle-orm/pg-core"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { conflict } from "../../platform/lib/errors.ts"

/** Whole days of a site's calendar, from the first's midnight to the midnight after the last. */
export interface Days {
  from: Date
  to: Date
}

/** The refusal when a route would take a car another route has that day. */
export const CAR_BUSY_MESSAGE = "This car is already on another route that day."

/** The refusal when a driver would be given a car another driver's route has on their day. */
export const DRIVER_CAR_CLASH_MESSAGE =
  "This car is on another driver's route on a day this driver has a route."

/** A calendar day alone (`2026-11-01`), not an instant. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** An instant, or a calendar day read as its noon on the calendar of `timeZone`. */
function instantOf(at: string | Date, timeZone: string): Date {
  return typeof at === "string" && DAY_ONLY.test(at)
    ? zonedInstant(at, "12:00", timeZone)
    : new Date(at)
}

/**
 * The days a route holds its car: from its start's day to its end's day (its start's when it has
 * no end) on the calendar of `timeZone` (the route's site's; UTC by default), or null for a route
 * without a date. A bare day (`2026-11-01`) is that day of the site's calendar. A day across a
 * daylight-saving change is 23 or 25 hours long.
 */
export function daysOf(
  start: string | Date | null | undefined,
  end?: string | Date | null,
  timeZone = "UTC"
): Days | null {
  if (!start) return null
  const first = instantOf(start, timeZone)
  const last = end ? instantOf(end, timeZone) : first
  return {
    from: zonedDayBounds(first, timeZone).start,
    to: zonedDayBounds(last, timeZone).end,
  }
}

/**
 * True when the car is on a route (other than `exceptRoute`) on any of these days: a car drives
 * one route a day.
 */
export function carBusy(
  car: PgColumn | SQL | number,
  days: Days,
  exceptRoute?: number
): SQL {
  return sql`exists (select 1 from routes r where r.id_car = ${car}
    and r.start_date < ${days.to.toISOString()}::timestamptz
    and coalesce(r.end_date, r.start_date) >= ${days.from.toISOString()}::timestamptz
    and r.id_route <> ${exceptRoute ?? 0})`
}

/**
 * True when giving the car to driver `id_user` would put it on two routes one day: on a day of
 * one of the driver's routes still to drive (not completed, ending today or later), the car is on
 * a route of someone else (another driver's, or one without a driver). Days are those of the
 * driver's route's site's calendar.
 */
export function driverCarClash(
  car: PgColumn | SQL | number,
  id_user: number
): SQL {
  // The midnight after an instant on the site's calendar: a wall-clock day later, so 23 or 25
  // hours across a daylight-saving change.
  const dayAfter = (at: SQL) =>
    sql`((date_trunc('day', ${at}, site.time_zone) at time zone site.time_zone) + interval '1 day') at time zone site.time_zone`
  return sql`exists (select 1 from routes mine
      join subsidiaries site on site.id_subsidiary = mine.id_subsidiary
      join routes other
      on other.id_car = ${car}
      and other.id_route <> mine.id_route
      and other.id_user is distinct from mine.id_user
      and other.start_date < ${dayAfter(sql`coalesce(mine.end_date, mine.start_date)`)}
      and coalesce(other.end_date, other.start_date) >= date_trunc('day', mine.start_date, site.time_zone)
    where mine.id_user = ${id_user}
      and mine.completed is null
      and coalesce(mine.end_date, mine.start_date) >= date_trunc('day', now(), site.time_zone))`
}

/** Whether a condition built above holds. */
async function holds(tx: Tx, condition: SQL): Promise<boolean> {
  const [row] = rowsOf<{ yes: boolean }>(
    await tx.execute(sql`select ${condition} as yes`)
  )
  return row?.yes === true
}

/** Refuses (409) a car already on another route (other than `id_route`) on these days. */
export async function refuseBusyCar(
  tx: Tx,
  id_car: number,
  days: Days | null,
  id_route?: number
) {
  if (days && (await holds(tx, carBusy(id_car, days, id_route))))
    throw conflict(CAR_BUSY_MESSAGE)
}

/** Refuses (409) giving a driver a car that another route has on one of their days. */
export async function refuseDriverCarClash(
  tx: Tx,
  id_car: number,
  id_user: number
) {
  if (await holds(tx, driverCarClash(id_car, id_user)))
    throw conflict(DRIVER_CAR_CLASH_MESSAGE)
}
