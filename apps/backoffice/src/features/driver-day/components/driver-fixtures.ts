// Fixtures of the driver's stories: a day as GET /driver/day answers it.
import {
  route as plannedRoute,
  stop,
} from "../../planning/components/planning-fixtures.ts"
import type { DriverDay, DriverRoute, DriverStop } from "../api/driver-day.ts"

/** A route as the driver's day has it: its stops with their arrivals. */
const route = (id: number, stops: DriverStop[]): DriverRoute => ({
  ...plannedRoute(id, stops),
  stops,
})

/** A stop with the details a driver reads: window, contact, instructions. */
export const detailedStop = (id: number): DriverStop => ({
  ...stop(id, 1),
  arrival: null,
  name: `Farmacia ${id}`,
  address: `Av. Insurgentes Sur ${1000 + id}, CDMX`,
  time_window_start: "2026-11-25T15:00:00Z",
  time_window_end: "2026-11-25T17:00:00Z",
  eta: "2026-11-25T15:20:00Z",
  first_name: "Lucía",
  last_name: "Pérez",
  phone_number: "+52 55 1234 5678",
  email: "lucia@example.com",
  delivery_instructions: "Ring twice; the loading bay is at the back.",
})

const done = (s: DriverStop, failed = false): DriverStop => ({
  ...s,
  status: "completed",
  started: "2026-11-25T15:10:00Z",
  completed: "2026-11-25T15:12:00Z",
  visit_time: "2026-11-25T15:12:00Z",
  failed,
})

export const outcomes = [
  {
    id_stop_outcome: 1,
    name: "Delivered",
    kind: "completed" as const,
    preset: "delivered",
  },
  {
    id_stop_outcome: 2,
    name: "Nobody home",
    kind: "failed" as const,
    preset: "nobody_home",
  },
  {
    id_stop_outcome: 3,
    name: "Portería",
    kind: "failed" as const,
    preset: null,
  },
]

const stops = [1, 2, 3, 4].map(detailedStop)

/** One route, not started. */
export const pendingDay: DriverDay = {
  routes: [{ ...route(1, stops), name: "North deliveries", car: "Van 1" }],
  outcomes,
}

/** One route on the road: the first stop done, the second failed. */
export const onRouteDay: DriverDay = {
  routes: [
    {
      ...route(1, [
        done(stops[0]!),
        done(stops[1]!, true),
        stops[2]!,
        stops[3]!,
      ]),
      name: "North deliveries",
      status_route: 2,
      progress: 50,
      started: "2026-11-25T14:00:00Z",
    },
  ],
  outcomes,
}

/** Two routes in the day: the driver chooses one. */
export const twoRoutesDay: DriverDay = {
  routes: [
    { ...route(1, stops.slice(0, 2)), name: "Morning run" },
    { ...route(2, stops.slice(2)), name: "Afternoon run" },
  ],
  outcomes,
}

export const emptyDay: DriverDay = { routes: [], outcomes }

/** On the road and at the third stop. */
export const arrivedDay: DriverDay = {
  ...onRouteDay,
  routes: onRouteDay.routes.map((r) => ({
    ...r,
    stops: r.stops.map((s) =>
      s.id_stop === 3
        ? {
            ...s,
            status: "started" as const,
            arrival: {
              id_stop: 3,
              arrived: "2026-11-25T15:05:00Z",
              latitude: 19.43,
              longitude: -99.13,
            },
          }
        : s
    ),
  })),
}
