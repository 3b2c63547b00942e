import { expect } from "storybook/test"

import type { DriverOnRoute } from "../api/live-map.ts"

/** Stories' "now": 2026-11-27 09:45 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 27, 9, 45)

/** A driver on the road, seen `minutesAgo` before the stories' now. */
export function driverOnRoute(
  id_route: number,
  name: string,
  minutesAgo: number,
  late: DriverOnRoute["late"] = []
): DriverOnRoute {
  return {
    id_route,
    route_name: `Route ${id_route}`,
    color: id_route % 2 ? "#1e88e5" : "#43a047",
    id_optimization: 1,
    id_subsidiary: 1,
    id_user: 100 + id_route,
    driver_name: name,
    last: {
      latitude: 19.4326 + id_route * 0.004,
      longitude: -99.1332 + id_route * 0.006,
      at: new Date(STORY_NOW - minutesAgo * 60_000).toISOString(),
      accuracy: 6,
      speed: 8,
      heading: 90,
    },
    late,
  }
}

/** Expects driver 1's row fresh and driver 2's greyed as seen too long ago. */
export async function expectFirstFreshSecondStale(canvas: {
  getByTestId: (id: string) => HTMLElement
}) {
  await expect(canvas.getByTestId("driver-1")).toHaveAttribute(
    "data-stale",
    "false"
  )
  await expect(canvas.getByTestId("driver-2")).toHaveAttribute(
    "data-stale",
    "true"
  )
}
