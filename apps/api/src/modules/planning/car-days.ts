import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"
import type { PgColumn } from "drizzle-orm/pg-core"

/** Whole days (UTC), from the first's midnight to the midnight after the last. */
export interface Days {
  from: Date
  to: Date
}

const DAY_MS = 86_400_000

/**
 * The days a route holds its car: from its start's day to its end's day (its start's when it has
 * no end), or null for a route without a date.
 */
export function daysOf(
  start: string | Date | null | undefined,
  end?: string | Date | null
): Days | null {
  if (!start) return null
  const first = new Date(start)
  const last = end ? new Date(end) : first
  const midnight = (d: Date) =>
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
  return {
    from: new Date(midnight(first)),
    to: new Date(midnight(last) + DAY_MS),
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
