import { dayOf } from "../../../lib/local-day.ts"
import type { Optimization } from "../api/optimizations.ts"
import type { Stop } from "../api/routes.ts"
import { planStops } from "../plan-layout.ts"

type Plan = Pick<Optimization, "routes" | "stops">

/** A stop's name (or address) for a sentence, by its id. */
export function stopNameIn(plan: Plan, id_stop: number): string {
  const stop = planStops(plan).find((s) => s.id_stop === id_stop)
  return stop ? stop.name || stop.address : String(id_stop)
}

/** The day of the stop's route, or null on no route or a route without a day. */
export function routeDayIn(plan: Plan, stop: Stop) {
  const start = plan.routes.find(
    (r) => r.id_route === stop.id_route
  )?.start_date
  return start ? dayOf(new Date(start)) : null
}
