import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { routeEtas, routes, stops } from "../../db/schema.ts"
import type { PredictedStop } from "./route-etas.ts"

/** A route started this little after its planned start is on time: its ETAs stand as planned. */
export const LATE_START_TOLERANCE_MS = 5 * 60_000

/**
 * The live ETAs of some stops not yet visited, of routes on the road: each one's arrival as last
 * predicted from its route's driver (`route_etas`, kept current from positions and arrivals).
 * Before the route's first prediction, the planned ETA moved by how late the route started (a
 * route planned to leave at 14:00 that left at 15:25 arrives 85 minutes later than planned; a
 * start within five minutes of the plan moves nothing). A
 * stop of a route not on the road is absent: its planned ETA (`stops.eta`) stands.
 */
export async function liveEtasOf(
  tx: Tx,
  ids: readonly number[]
): Promise<Map<number, Date>> {
  const live = new Map<number, Date>()
  if (ids.length === 0) return live
  const onRoad = await tx
    .select({
      id_stop: stops.id_stop,
      id_route: routes.id_route,
      eta: stops.eta,
      started: routes.started,
      start_date: routes.start_date,
    })
    .from(stops)
    .innerJoin(routes, eq(routes.id_route, stops.id_route))
    .where(
      and(
        inArray(stops.id_stop, [...new Set(ids)]),
        isNull(stops.completed),
        isNotNull(routes.started),
        isNull(routes.completed)
      )
    )
  if (onRoad.length === 0) return live
  const predicted = new Map<number, string>()
  const rows = await tx
    .select({ etas: routeEtas.etas })
    .from(routeEtas)
    .where(
      inArray(routeEtas.id_route, [...new Set(onRoad.map((s) => s.id_route))])
    )
  for (const row of rows)
    for (const stop of row.etas ?? []) predicted.set(stop.id_stop, stop.eta)
  for (const stop of onRoad) {
    const eta = predicted.get(stop.id_stop)
    if (eta !== undefined) live.set(stop.id_stop, new Date(eta))
    else if (stop.eta) {
      const late =
        stop.start_date && stop.started
          ? stop.started.getTime() - stop.start_date.getTime()
          : 0
      if (late > LATE_START_TOLERANCE_MS)
        live.set(stop.id_stop, new Date(stop.eta.getTime() + late))
      else live.set(stop.id_stop, stop.eta)
    }
  }
  return live
}

/** The ETA to show of a stop: its live one while on the road, else the planned one. */
export const currentEta = (
  stop: { id_stop: number; eta: Date | null },
  live: ReadonlyMap<number, Date>
): Date | null => live.get(stop.id_stop) ?? stop.eta

/**
 * A route's ETAs before its first prediction from a position: while it is on the road, each stop
 * not yet visited at its planned ETA moved by how late the route started (`liveEtasOf`), so the
 * planner's route page says the same moved time as the driver's app and the customer's messages
 * from the moment the route starts. Null when the route is not on the road or has no plan.
 */
export async function etasBeforeFirstPrediction(
  tx: Tx,
  id_route: number
): Promise<PredictedStop[] | null> {
  const planned = await tx
    .select({
      id_stop: stops.id_stop,
      name: stops.name,
      address: stops.address,
      eta: stops.eta,
      time_window_end: stops.time_window_end,
    })
    .from(stops)
    .where(
      and(
        eq(stops.id_route, id_route),
        isNull(stops.completed),
        isNotNull(stops.eta)
      )
    )
    .orderBy(asc(stops.order), asc(stops.id_stop))
  const live = await liveEtasOf(
    tx,
    planned.map((stop) => stop.id_stop)
  )
  if (live.size === 0) return null
  return planned.flatMap((stop) => {
    const eta = live.get(stop.id_stop)
    if (!eta) return []
    const late = stop.time_window_end
      ? Math.max(0, eta.getTime() - stop.time_window_end.getTime())
      : 0
    return [
      {
        id_stop: stop.id_stop,
        name: stop.name || stop.address,
        eta: eta.toISOString(),
        planned_eta: stop.eta!.toISOString(),
        late_seconds: Math.round(late / 1000),
      },
    ]
  })
}
