import { VISIT_DAY } from "@ruta/validation/visit-rules"
import { runtimeZone, zonedInstant } from "@ruta/validation/zoned-time"

/**
 * The new routes of the new-optimization wizard (issue 45): `count` routes named by `nameOf`, on
 * the optimization's `day` from 08:00 to 18:00 of the site's clock, as "Plan next week" makes
 * them. Dated, the week view and the day checks place them, and a run of a longer horizon copies
 * them onto each later working day (its driver-days).
 *
 * @param day - the routes' day, `YYYY-MM-DD`
 * @param timeZone - the site's zone (the browser's by default)
 */
export function newRoutesOn(
  count: number,
  day: string,
  nameOf: (n: number) => string,
  timeZone: string = runtimeZone()
): { name: string; start_date: string; end_date: string }[] {
  return Array.from({ length: count }, (_, n) => ({
    name: nameOf(n + 1),
    start_date: zonedInstant(day, VISIT_DAY.start, timeZone).toISOString(),
    end_date: zonedInstant(day, VISIT_DAY.end, timeZone).toISOString(),
  }))
}
