// Today's route for the driver's tests: an optimization of three stops in Mexico City, one route
// from now for eight hours with all of them, assigned to Acme's driver.
import { expect } from "vitest"

import { apiAs } from "./product.ts"

/** Changes are pushed to the page; a page load on a busy machine takes a while. */
export const poll = <T>(read: () => Promise<T>) =>
  expect.poll(read, { timeout: 15_000, interval: 250 })

/**
 * Plans today's route named `route` through the API, with a stop for each of `stops` (a name, and
 * whatever other stop fields the test needs), and answers it with the planner's and the driver's
 * API callers.
 */
export async function planTodaysRoute(
  baseUrl: string,
  route: string,
  stops: { name: string; [field: string]: unknown }[],
  /** When the route is planned to leave (ms); now by default. */
  leaves = Date.now()
) {
  const planner = await apiAs(baseUrl, "client@acme.demo")
  const driver = await apiAs(baseUrl, "driver@acme.demo")
  const me = await planner<{
    clientData: { subsidiaries: { id_subsidiary: number }[] }
  }>("GET", "/auth/me")
  const { id_user } = await driver<{ id_user: number }>("GET", "/auth/me")
  const plan = await planner<{
    id_optimization: number
    stops: { id_stop: number }[]
  }>("POST", "/optimizations", {
    name: route,
    id_subsidiary: me.clientData.subsidiaries[0]!.id_subsidiary,
    stops: stops.map((stop, i) => ({
      address: `Calle ${i + 1}, CDMX`,
      latitude: 19.42 + i * 0.01,
      longitude: -99.16 + i * 0.01,
      ...stop,
    })),
  })
  const now = leaves
  const { id_route } = await planner<{ id_route: number }>(
    "POST",
    `/optimizations/${plan.id_optimization}/routes`,
    {
      name: route,
      start_date: new Date(now).toISOString(),
      end_date: new Date(now + 8 * 3600_000).toISOString(),
    }
  )
  await planner("PUT", `/routes/${id_route}/stops`, {
    add: plan.stops.map((s) => s.id_stop),
  })
  await planner("PUT", `/routes/${id_route}/assign`, { id_user })
  return { id_route, id_optimization: plan.id_optimization, planner, driver }
}
