// Fixtures of the optimization workspace's stories: routes planned through a day, routes loaded
// against their car, the board's two routes and stops on no route, and a re-optimization's proposal.
import type { Optimization, OptimizationRun } from "../api/optimizations.ts"
import type { Stop } from "../api/routes.ts"
import { plan, route, stop } from "./planning-fixtures.ts"

type Diff = NonNullable<OptimizationRun["diff"]>

/**
 * `hh:mm` of the fixtures' day on the browser's clock, as the API sends it: the stories read the
 * same times in every time zone.
 */
export const at = (hhmm: string) =>
  new Date(`2026-11-25T${hhmm}:00`).toISOString()

/** A stop the optimizer planned: arrival, departure and, if given, its time window. */
export const plannedStop = (
  id: number,
  eta: string,
  departure: string,
  window: [string | null, string | null] = [null, null]
): Stop => ({
  ...stop(id, 1),
  eta: at(eta),
  departure: at(departure),
  time_window_start: window[0] && at(window[0]),
  time_window_end: window[1] && at(window[1]),
})

/** Route 1 leaving the depot at 08:00 with `stops`, back at `back`. */
export const plannedRoute = (stops: Stop[], back: string) => ({
  ...route(1, stops),
  start_date: at("08:00"),
  duration: (Date.parse(at(back)) - Date.parse(at("08:00"))) / 1000,
})

/** Every stop inside its window. */
export const onTimeRoute = plannedRoute(
  [
    plannedStop(1, "08:25", "08:40", ["08:00", "10:00"]),
    plannedStop(2, "08:55", "09:10"),
    plannedStop(3, "09:30", "09:45", ["09:00", "12:00"]),
  ],
  "10:10"
)

/** Stop 2 is reached at 09:10 and waits until its window opens at 09:30. */
export const waitingRoute = plannedRoute(
  [
    plannedStop(1, "08:25", "08:40"),
    plannedStop(2, "09:10", "09:45", ["09:30", "11:00"]),
    plannedStop(3, "10:05", "10:20"),
  ],
  "10:45"
)

/** Stop 3 is reached at 10:12, 12 minutes after its window closed at 10:00. */
export const lateRoute = plannedRoute(
  [
    plannedStop(1, "08:25", "08:40", ["08:00", "09:00"]),
    plannedStop(2, "09:20", "09:35"),
    plannedStop(3, "10:12", "10:27", ["09:00", "10:00"]),
  ],
  "11:00"
)

/** Stops added after the last optimization: no arrival times yet. */
export const notOptimizedRoute = {
  ...route(1, [stop(1, 1), stop(2, 1)]),
  isOptimized: false,
}

/** The routes a proposal speaks of, with the first two route colours (unit tests read this file). */
export const proposalRoutes = [
  { id_route: 1, name: "Route 1", color: "#2563eb" },
  { id_route: 2, name: "Route 2", color: "#dc2626" },
]

/** Stop 3 moves from Route 1 to Route 2, stop 7 from no route to Route 1, stop 5 is reordered. */
export const proposal: Diff = {
  stops_moved: 2,
  stops_reordered: 1,
  before: { distance: 42_300, duration: 18_000 },
  after: { distance: 38_900, duration: 16_200 },
  routes: [
    {
      id_route: 1,
      before: { distance: 24_100, duration: 9_900, stops: 4 },
      after: { distance: 19_800, duration: 8_100, stops: 4 },
    },
    {
      id_route: 2,
      before: { distance: 18_200, duration: 8_100, stops: 3 },
      after: { distance: 19_100, duration: 8_100, stops: 4 },
    },
  ],
  moves: [
    { id_stop: 3, from_route: 1, to_route: 2, from_order: 3, to_order: 2 },
    {
      id_stop: 7,
      from_route: null,
      to_route: 1,
      from_order: null,
      to_order: 3,
    },
    { id_stop: 5, from_route: 2, to_route: 2, from_order: 1, to_order: 3 },
  ],
}

/** A proposal that moves 60 stops between the two routes. */
export const largeProposal: Diff = {
  ...proposal,
  stops_moved: 60,
  stops_reordered: 0,
  moves: Array.from({ length: 60 }, (_, index) => ({
    id_stop: 100 + index,
    from_route: (index % 2) + 1,
    to_route: 2 - (index % 2),
    from_order: index + 1,
    to_order: 60 - index,
  })),
}

/** The fixtures' stop names. */
export const stopName = (id_stop: number) => `Customer ${id_stop}`

/** Stop `id` on `id_route` carrying `pieces` pieces of `weight` kg in all. */
const loadedStop = (
  id: number,
  id_route: number | null,
  pieces: number,
  weight: number
): Stop => ({ ...stop(id, id_route), pieces, weight })

/** Route 1 driven by Driver 1 in the Centro van (10 pieces, 100 kg), loaded with 8 pieces of 60 kg. */
export const loadedRoute = {
  ...route(1, [loadedStop(1, 1, 3, 20), loadedStop(2, 1, 5, 40)]),
  id_car: 7,
  car: "Centro van",
  id_user: 12,
  driver: "Driver 1",
  capacity: { pieces: 10, weight: 100, volume: null },
}

/** The same route with a third stop: 14 pieces, 4 over the van's 10, and 90 kg of its 100. */
export const overloadedRoute = {
  ...loadedRoute,
  stops: [...loadedRoute.stops, loadedStop(3, 1, 6, 30)],
  stops_count: 3,
}

/** Stop `id` numbered `order` on `id_route`, placed a few blocks from the depot so the map spreads them. */
const boardStop = (
  id: number,
  id_route: number | null,
  order: number | null,
  reasons: string[] = []
): Stop => ({
  ...stop(id, id_route, reasons),
  order,
  latitude: 19.4326 + 0.004 * ((id % 3) - 1),
  longitude: -99.1332 + 0.004 * (Math.floor(id / 3) - 1.5),
})

const boardRoute = (id_route: number, ids: number[]) =>
  route(
    id_route,
    ids.map((id, index) => boardStop(id, id_route, index + 1))
  )

/**
 * The workspace's optimization: Route 1 with Customers 1–3, Route 2 with Customers 4–6, and on no
 * route Customer 7 (outside its window), Customer 8 (outside its window and over capacity) and
 * Customer 9 (needing a skill).
 */
export const boardPlan: Optimization = {
  ...plan,
  routes_quantity: 2,
  stops_quantity: 9,
  routes: [boardRoute(1, [1, 2, 3]), boardRoute(2, [4, 5, 6])],
  stops: [
    boardStop(7, null, null, ["time_window"]),
    boardStop(8, null, null, ["time_window", "capacity"]),
    boardStop(9, null, null, ["skills"]),
  ],
}
