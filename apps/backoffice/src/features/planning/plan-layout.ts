// Where an optimization's stops are: each route's stops in order and the stops on no route. A
// planner's hand edits (drag and drop, a drawn zone, "move to") are moves on this layout; the
// server takes the routes that changed in one call, and undo sends the layout before.
import type { LayoutRequest, Optimization } from "./api/optimizations.ts"

export interface PlanLayout {
  /** Each route's stop ids in order, by route id. */
  routes: ReadonlyMap<number, readonly number[]>
  /** The stops on no route. */
  unassigned: readonly number[]
}

/** Every stop of a plan: each route's in order, then those on no route. */
export const planStops = (plan: Pick<Optimization, "routes" | "stops">) => [
  ...plan.routes.flatMap((route) => route.stops),
  ...plan.stops,
]

/** The layout of a plan as the server sent it. */
export function layoutOf(
  plan: Pick<Optimization, "routes" | "stops">
): PlanLayout {
  return {
    routes: new Map(
      plan.routes.map((route) => [
        route.id_route,
        route.stops.map((s) => s.id_stop),
      ])
    ),
    unassigned: plan.stops.map((s) => s.id_stop),
  }
}

/**
 * Moves stops to a route at `index` (to its end by default), or to no route (`to` null), in the
 * order given; the stops keep their places nowhere else.
 */
export function moveStops(
  layout: PlanLayout,
  ids: readonly number[],
  to: number | null,
  index?: number
): PlanLayout {
  const moving = new Set(ids)
  const without = (list: readonly number[]) =>
    list.filter((id) => !moving.has(id))
  const routes = new Map<number, readonly number[]>()
  for (const [id_route, stops] of layout.routes)
    routes.set(id_route, without(stops))
  const unassigned = without(layout.unassigned)
  if (to === null) return { routes, unassigned: [...unassigned, ...ids] }
  const target = [...(routes.get(to) ?? [])]
  target.splice(index ?? target.length, 0, ...ids)
  routes.set(to, target)
  return { routes, unassigned }
}

const sameList = (a: readonly number[] = [], b: readonly number[] = []) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/** The routes whose stops changed between two layouts, and the stops newly on no route. */
export function layoutRequest(
  before: PlanLayout,
  after: PlanLayout
): Required<LayoutRequest> {
  const wasUnassigned = new Set(before.unassigned)
  return {
    routes: [...after.routes]
      .filter(
        ([id_route, stops]) => !sameList(before.routes.get(id_route), stops)
      )
      .map(([id_route, stops]) => ({ id_route, stops: [...stops] })),
    unassigned: after.unassigned.filter((id) => !wasUnassigned.has(id)),
  }
}

/** Whether a request changes nothing. */
export const isEmptyRequest = (request: Required<LayoutRequest>) =>
  request.routes.length === 0 && request.unassigned.length === 0

/**
 * The plan as it will be once the server has the layout, shown at once: stops in their new
 * routes and order, planned times cleared, the optimized routes changed manually optimized.
 */
export function withLayout(
  plan: Optimization,
  layout: PlanLayout
): Optimization {
  const byId = new Map(planStops(plan).map((s) => [s.id_stop, s]))
  const changed = new Set(
    layoutRequest(layoutOf(plan), layout).routes.map((r) => r.id_route)
  )
  const unplanned = {
    eta: null,
    departure: null,
    distance: null,
    unassigned_reasons: [],
  }
  return {
    ...plan,
    routes: plan.routes.map((route) => {
      if (!changed.has(route.id_route)) return route
      const stops = (layout.routes.get(route.id_route) ?? []).map(
        (id, index) => ({
          ...byId.get(id)!,
          ...unplanned,
          id_route: route.id_route,
          order: index + 1,
        })
      )
      return {
        ...route,
        stops,
        stops_count: stops.length,
        // Optimized routes changed by hand are manually optimized; others stay not optimized.
        optimization_state: route.optimization_state === 0 ? 0 : 2,
        isOptimized: route.optimization_state !== 0,
        distance: null,
        duration: null,
      }
    }),
    stops: layout.unassigned.map((id) => {
      const stop = byId.get(id)!
      return stop.id_route === null
        ? stop
        : { ...stop, ...unplanned, id_route: null, order: null }
    }),
  }
}
