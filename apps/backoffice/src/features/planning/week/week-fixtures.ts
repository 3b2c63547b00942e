// A plan of three days (Tue 1 to Thu 3 December 2026) for two drivers, on Mexico City's clock:
// the week view's stories and tests.
import type { Optimization } from "../api/optimizations.ts"
import type { Stop } from "../api/routes.ts"
import { plan, route, stop } from "../components/planning-fixtures.ts"

export const weekZone = "America/Mexico_City"
export const weekDays = ["2026-12-01", "2026-12-02", "2026-12-03"]

/** 08:00 on `day` in Mexico City (UTC-6). */
const eight = (day: string) => `${day}T14:00:00.000Z`

const weekStop = (
  id: number,
  id_route: number | null,
  fields: Partial<Stop> = {}
): Stop => ({
  ...stop(id, id_route),
  latitude: 19.4326 + 0.004 * ((id % 3) - 1),
  longitude: -99.1332 + 0.004 * (Math.floor(id / 3) - 1.5),
  ...fields,
})

const dayRoute = (
  id_route: number,
  driver: { id_user: number; driver: string },
  day: string,
  stops: Stop[]
) => ({
  ...route(id_route, stops),
  ...driver,
  name: `${driver.driver} · ${day}`,
  start_date: eight(day),
})

const ana = { id_user: 21, driver: "Ana Ruiz" }
const beto = { id_user: 22, driver: "Beto Sol" }

/** Customer 5 may go only on Tuesdays and Thursdays; Customer 6's one window is on Wednesday. */
export const onlyTueThu = weekStop(5, 12, { allowed_days: ["tue", "thu"] })
export const wednesdayWindow = weekStop(6, 12, {
  time_windows: [
    { start: "2026-12-02T15:00:00.000Z", end: "2026-12-02T18:00:00.000Z" },
  ],
  time_window_start: "2026-12-02T15:00:00.000Z",
  time_window_end: "2026-12-02T18:00:00.000Z",
})

/**
 * Ana drives Tuesday to Thursday (routes 11-13), Beto Tuesday and Thursday (21, 23); Customer 9 is
 * on no route.
 */
export const weekPlan: Optimization = {
  ...plan,
  name: "Week 49",
  horizon_days: 3,
  routes_quantity: 5,
  stops_quantity: 9,
  routes: [
    dayRoute(11, ana, weekDays[0]!, [weekStop(1, 11), weekStop(2, 11)]),
    dayRoute(21, beto, weekDays[0]!, [weekStop(3, 21)]),
    dayRoute(12, ana, weekDays[1]!, [
      weekStop(4, 12),
      onlyTueThu,
      wednesdayWindow,
    ]),
    dayRoute(13, ana, weekDays[2]!, [weekStop(7, 13)]),
    dayRoute(23, beto, weekDays[2]!, [weekStop(8, 23)]),
  ],
  stops: [weekStop(9, null)],
}
