// Issue 45: "same driver as last time" on a stop. The run weighs strongly, for that stop alone,
// keeping it with the driver who served its customer last; the stop, the import's form and
// "Plan next week" carry the flag.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  planner,
  planTomorrow,
  stopsAround,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
})
afterAll(() => t.close())

interface PlanStop {
  id_stop: number
  name: string
  same_driver: boolean
}

/**
 * Tomorrow's plan of yesterday's six customers, the fourth marked "same driver as last time", on
 * a route without a driver and yesterday's driver's route (in the order `driverFirst` says).
 * Answers the driver's route, and the route each stop is planned on.
 */
async function tomorrow(driverFirst: boolean) {
  const customers = stopsAround(6).map((s, i) =>
    i === 3 ? { ...s, name: "Keep my driver", same_driver: true } : s
  )
  const withDriver = driverFirst ? [true, false] : [false, true]
  const { routes, plan } = await planTomorrow(p, driver, withDriver, customers)
  expect((plan.stops as PlanStop[]).length).toBe(0)
  const routeOf = (name: string) =>
    (
      plan.routes as {
        id_route: number
        stops: (PlanStop & { name: string })[]
      }[]
    ).find((r) => r.stops.some((s) => s.name === name))
  const flagged = routeOf("Keep my driver")!.stops.find(
    (s) => s.name === "Keep my driver"
  )!
  expect(flagged.same_driver).toBe(true)
  return {
    driven: routes[withDriver.indexOf(true)]!,
    routeOf: (name: string) => routeOf(name)?.id_route,
  }
}

describe("a stop marked same driver as last time", () => {
  it("goes to the driver who served its customer last, with stable territories off", async () => {
    await assignedRoute(p, driver, 6)
    const off = await p.call("PUT", "/clients/1/stable-territories", {
      stable_territories: 0,
    })
    expect(off.statusCode, off.body).toBe(200)
    for (const driverFirst of [true, false]) {
      const { driven, routeOf } = await tomorrow(driverFirst)
      expect(routeOf("Keep my driver")).toBe(driven)
    }
  })

  it("is kept, changed and read back on the stop", async () => {
    const created = await p.call("POST", "/optimizations", {
      name: "Flags",
      id_subsidiary: p.site,
      stops: stopsAround(1),
    })
    const stop = created.json().data.stops[0]
    expect(stop.same_driver).toBe(false)
    const { id_stop, ...fields } = stop
    const edited = await p.call("PUT", `/stops/${id_stop}`, {
      name: fields.name,
      address: fields.address,
      latitude: fields.latitude,
      longitude: fields.longitude,
      same_driver: true,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.same_driver).toBe(true)
  })

  it("is what Plan next week gives every visit when asked", async () => {
    const entry = await p.call("POST", "/addresses", {
      id_subsidiary: p.site,
      alias: "Tienda Lunes",
      address: "Calle 40",
      latitude: 19.44,
      longitude: -99.14,
      visit_rule: {
        kind: "weekly",
        weekdays: ["mon"],
        start_date: "2026-11-01",
      },
    })
    expect(entry.statusCode, entry.body).toBe(201)
    const plan = async (same_driver?: boolean) => {
      const res = await p.call("POST", "/optimizations/from-visits", {
        name: "Next week",
        id_subsidiary: p.site,
        from: "2026-11-30",
        to: "2026-12-04",
        ...(same_driver === undefined ? {} : { same_driver }),
      })
      expect(res.statusCode, res.body).toBe(201)
      return (res.json().data.stops as PlanStop[]).find(
        (s) => s.name === "Tienda Lunes"
      )!.same_driver
    }
    expect(await plan(true)).toBe(true)
    expect(await plan()).toBe(false)
  })
})
