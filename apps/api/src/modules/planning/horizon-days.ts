import { dayAllowed, WEEKDAYS } from "@ruta/validation/stop-days"
import { zonedClock, zonedDay, zonedInstant } from "@ruta/validation/zoned-time"
import { asc, eq, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { optimizations, routes } from "../../db/schema.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import type { Days } from "./car-days.ts"
import { carBusy, daysOf } from "./car-days.ts"

type RouteRow = typeof routes.$inferSelect

/** The day `n` days after `day` (`YYYY-MM-DD`), on the calendar alone. */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + n)
  return at.toISOString().slice(0, 10)
}

/** The weekday (`mon`..`sun`) of a day (`YYYY-MM-DD`). */
export const weekdayOf = (day: string) =>
  WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!

/** The same wall-clock time as `at`, `days` later on the calendar of `zone`. */
function sameTimeLater(at: Date, days: number, zone: string): Date {
  return zonedInstant(
    addDays(zonedDay(at, zone), days),
    zonedClock(at, zone),
    zone
  )
}

/** The days a horizon plans: its first day and the working days after it, `horizon` days in all. */
export function horizonDays(
  first: string,
  horizon: number,
  workingDays: readonly string[]
): string[] {
  return Array.from({ length: horizon }, (_, n) => addDays(first, n)).filter(
    (day, n) => n === 0 || workingDays.includes(weekdayOf(day))
  )
}

/** Whether a driver has a route of another optimization on these days. */
function driverBusy(id_user: number, id_optimization: number, days: Days) {
  return sql`exists (select 1 from routes r where r.id_user = ${id_user}
    and r.id_optimization <> ${id_optimization}
    and r.start_date < ${days.to.toISOString()}::timestamptz
    and coalesce(r.end_date, r.start_date) >= ${days.from.toISOString()}::timestamptz)`
}

/**
 * Makes a multi-day optimization's driver-days (issue 45): each route of its first day (the
 * earliest route's day on the site's calendar) is copied onto every later working day of the
 * site within the horizon, at the same hours, with its driver, car, depot and configuration,
 * unless the optimization already has that driver's (or that car's, or for a route of neither,
 * that depot's) route that day, or the driver
 * or the car is on another optimization's route that day. A one-day optimization is left as it
 * is. Answers the routes made.
 */
export async function makeDriverDays(
  tx: Tx,
  optimization: { id_optimization: number; id_subsidiary: number }
): Promise<number[]> {
  const [found] = await tx
    .select({ horizon: optimizations.horizon_days })
    .from(optimizations)
    .where(eq(optimizations.id_optimization, optimization.id_optimization))
  if (!found || found.horizon <= 1) return []
  const site = await createSubsidiariesRepository(tx).findById(
    optimization.id_subsidiary
  )
  if (!site) return []
  const zone = site.time_zone
  const rows = await tx
    .select()
    .from(routes)
    .where(eq(routes.id_optimization, optimization.id_optimization))
    .orderBy(asc(routes.start_date), asc(routes.id_route))
  const dated = rows.filter((r) => r.start_date !== null)
  if (dated.length === 0) return []
  const dayOf = (r: RouteRow) => zonedDay(r.start_date!, zone)
  const first = dayOf(dated[0]!)
  const templates = dated.filter((r) => dayOf(r) === first)
  const made: number[] = []
  const days = horizonDays(first, found.horizon, site.working_days)
  for (const day of days.slice(1)) {
    const n = Math.round(
      (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) /
        86_400_000
    )
    const that = (match: (o: RouteRow) => boolean) =>
      dated.some((o) => dayOf(o) === day && match(o))
    for (const template of templates) {
      if (
        that(
          (o) =>
            (template.id_user !== null && o.id_user === template.id_user) ||
            (template.id_car !== null && o.id_car === template.id_car) ||
            // A route of neither driver nor car: its copy, the same depot's.
            (o.id_user === template.id_user &&
              o.id_car === template.id_car &&
              o.id_depot === template.id_depot)
        )
      )
        continue
      const start_date = sameTimeLater(template.start_date!, n, zone)
      const end_date = template.end_date
        ? sameTimeLater(template.end_date, n, zone)
        : null
      const held = daysOf(start_date, end_date, zone)!
      const [busy] = rowsOf<{ yes: boolean }>(
        await tx.execute(
          sql`select ${
            template.id_user === null
              ? sql`false`
              : driverBusy(template.id_user, optimization.id_optimization, held)
          } or ${
            template.id_car === null
              ? sql`false`
              : carBusy(template.id_car, held)
          } as yes`
        )
      )
      if (busy?.yes) continue
      const [row] = await tx
        .insert(routes)
        .values({
          id_client: template.id_client,
          id_subsidiary: template.id_subsidiary,
          id_optimization: template.id_optimization,
          name: `${template.name} · ${day}`,
          id_depot: template.id_depot,
          id_car: template.id_car,
          id_user: template.id_user,
          start_date,
          end_date,
          configuration: template.configuration,
          figure: template.figure,
          color: template.color,
        })
        .returning({ id: routes.id_route })
      made.push(row!.id)
    }
  }
  return made
}

/** Whether a stop with these allowed days may go on a route starting at `start` (site's calendar). */
export function routeDayAllowed(
  allowed: readonly string[],
  start: Date,
  zone: string
): boolean {
  return dayAllowed(allowed, zonedDay(start, zone))
}
