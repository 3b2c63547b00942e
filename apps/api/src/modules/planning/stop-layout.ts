import { invalidField } from "./planning.access.ts"

/** A stop as the layout sees it: where it is now. */
export interface PlacedStop {
  id_stop: number
  id_route: number | null
  order: number | null
}

/** A planner's hand layout: routes with their whole new stop order, stops sent to no route. */
export interface LayoutRequest {
  routes: { id_route: number; stops: number[] }[]
  unassigned: number[]
}

/** What to write: each stop's new route and order, and the routes whose stops changed. */
export interface LayoutChanges {
  placements: {
    id_stop: number
    id_route: number | null
    order: number | null
  }[]
  changedRoutes: number[]
  /** Some stop changes route (assign), some goes to no route (unassign). */
  assigns: boolean
  unassigns: boolean
}

const EXACTLY_ONCE = "List every stop of the route exactly once."

/**
 * Checks a hand layout against the optimization's stops and routes and answers what changes.
 * Each stop is named at most once; a listed route's stops that are left off must be placed on
 * another listed route or on no route, so no stop is dropped silently. A route not listed that
 * loses stops keeps the others in their order, numbered again.
 *
 * @param stops - every stop of the optimization, where it is now
 * @param routeIds - the optimization's routes
 * @param request - the new layout
 * @throws AppError 400 naming the field when a route or stop is unknown or a stop is lost
 */
export function layoutChanges(
  stops: readonly PlacedStop[],
  routeIds: readonly number[],
  request: LayoutRequest
): LayoutChanges {
  const known = new Set(routeIds)
  const current = new Map(stops.map((s) => [s.id_stop, s.id_route]))
  const target = new Map<
    number,
    { id_route: number | null; order: number | null }
  >()
  const place = (
    id_stop: number,
    id_route: number | null,
    order: number | null
  ) => {
    if (!current.has(id_stop)) throw invalidField("stops", "Stop not found.")
    if (target.has(id_stop)) throw invalidField("stops", EXACTLY_ONCE)
    target.set(id_stop, { id_route, order })
  }
  const listed = new Set<number>()
  for (const route of request.routes) {
    if (!known.has(route.id_route) || listed.has(route.id_route))
      throw invalidField("routes", "Route not found.")
    listed.add(route.id_route)
    route.stops.forEach((id, index) => place(id, route.id_route, index + 1))
  }
  for (const id of request.unassigned) place(id, null, null)
  for (const stop of stops)
    if (
      stop.id_route !== null &&
      listed.has(stop.id_route) &&
      !target.has(stop.id_stop)
    )
      throw invalidField("routes", EXACTLY_ONCE)
  const changed = new Set<number>(listed)
  let assigns = false
  let unassigns = false
  for (const [id_stop, to] of target) {
    const from = current.get(id_stop) ?? null
    if (from === to.id_route) continue
    if (from !== null) changed.add(from)
    if (to.id_route === null) unassigns = true
    else assigns = true
  }
  const placements = [...target].map(([id_stop, to]) => ({ id_stop, ...to }))
  for (const id_route of changed) {
    if (listed.has(id_route)) continue
    stops
      .filter((s) => s.id_route === id_route && !target.has(s.id_stop))
      .sort(
        (a, b) =>
          (a.order ?? Infinity) - (b.order ?? Infinity) || a.id_stop - b.id_stop
      )
      .forEach((s, index) =>
        placements.push({ id_stop: s.id_stop, id_route, order: index + 1 })
      )
  }
  return {
    placements,
    changedRoutes: [...changed],
    assigns,
    unassigns,
  }
}
