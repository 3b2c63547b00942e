// What refuses a hand move of stops to a route of another day (issue 45), the same in the day and
// the week views: a stop goes only on its allowed days, and only on a day one of its windows
// touches. Capacity and lateness are shown on the route once moved, as for any move.
import { dayAllowed } from "@ruta/validation/stop-days"

import { dayBounds } from "../../../lib/local-day.ts"
import type { Optimization } from "../api/optimizations.ts"
import type { Stop } from "../api/routes.ts"
import { planStops } from "../plan-layout.ts"
import { routeDay } from "./plan-days.ts"

type Plan = Pick<Optimization, "routes" | "stops">

/** Why a stop may not go on a day. */
export interface DayRefusal {
  stop: Stop
  /** The day refused, `YYYY-MM-DD` on the site's calendar. */
  day: string
  /** Not among its allowed days, or none of its windows falls on it. */
  reason: "allowed_days" | "time_windows"
}

/** Whether one of a stop's windows (either side open) touches the day `[from, to]`. */
function windowOnDay(stop: Stop, from: number, to: number): boolean {
  if (stop.time_windows.length === 0) return true
  return stop.time_windows.some(
    (w) =>
      (w.start === null || Date.parse(w.start) <= to) &&
      (w.end === null || Date.parse(w.end) >= from)
  )
}

/**
 * The stops of `ids` that may not go on route `to`'s day, and why: none when `to` is no route or
 * a route without a day.
 *
 * @param timeZone - the site's zone, whose calendar says the days
 */
export function dayRefusals(
  plan: Plan,
  ids: readonly number[],
  to: number | null,
  timeZone: string
): DayRefusal[] {
  const route = plan.routes.find((r) => r.id_route === to)
  const day = route ? routeDay(route, timeZone) : null
  if (day === null) return []
  const bounds = dayBounds(day, day, timeZone)
  const [from, end] = [Date.parse(bounds.from), Date.parse(bounds.to)]
  const moving = new Set(ids)
  return planStops(plan)
    .filter((s) => moving.has(s.id_stop) && s.id_route !== to)
    .flatMap((stop): DayRefusal[] => {
      if (!dayAllowed(stop.allowed_days, day))
        return [{ stop, day, reason: "allowed_days" }]
      if (!windowOnDay(stop, from, end))
        return [{ stop, day, reason: "time_windows" }]
      return []
    })
}
