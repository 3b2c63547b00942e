// Dashboard → Performance (issue 44): planned against driven per route, driver, zone and
// weekday × hour, from the routes' plans, the visits' arrivals and the positions.
import { eq, inArray } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  positions,
  routes as routesTable,
  stops as stopsTable,
} from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import { acmeDriver, assignedRoute, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver
let id_route: number
const range = "from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"
const at = (time: string) => new Date(`2026-11-23T${time}Z`)

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
  const route = await assignedRoute(p, driver, 3)
  id_route = route.id_route
  await t.store.owner
    .update(routesTable)
    .set({
      distance: 12_000,
      duration: 3_600,
      started: at("14:00:00"),
      completed: at("15:30:00"),
    })
    .where(eq(routesTable.id_route, id_route))
  // Arrivals 1, 2 and 10 minutes off their ETAs (Monday 08:xx in Mexico City); the third
  // arrived after its window closed and failed.
  const visits = [
    { eta: "14:10:00", arrived: "14:11:00", done: "14:21:00", end: null },
    { eta: "14:30:00", arrived: "14:28:00", done: "14:34:00", end: "15:00:00" },
    { eta: "14:50:00", arrived: "15:00:00", done: "15:05:00", end: "14:55:00" },
  ]
  for (const [i, visit] of visits.entries()) {
    await t.store.owner
      .update(stopsTable)
      .set({
        stop_duration: 5,
        eta: at(visit.eta),
        arrived: at(visit.arrived),
        visit_time: at(visit.done),
        completed: at(visit.done),
        time_window_end: visit.end ? at(visit.end) : null,
        failed: i === 2,
      })
      .where(inArray(stopsTable.id_stop, [route.stops[i]!]))
  }
  // Three fixes 0.01° of latitude apart (about 1,112 m each): the second leg follows a
  // 20-minute gap and is bridged.
  const fixes = [
    ["14:00:00", 19.4],
    ["14:01:00", 19.41],
    ["14:21:00", 19.42],
  ] as const
  await t.store.owner.insert(positions).values(
    fixes.map(([time, latitude]) => ({
      id_client: 1,
      id_subsidiary: p.site,
      id_route,
      id_user: driver.id_user,
      recorded_at: at(time),
      latitude,
      longitude: -99.13,
    }))
  )
})
afterAll(() => t.close())

describe("planned against driven", () => {
  it("adds up a route's plan, its drive and its visits", async () => {
    const res = await p.call("GET", `/performance?${range}`)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.time_zone).toBe("America/Mexico_City")
    expect(data.totals).toMatchObject({
      routes: 1,
      planned_distance: 12_000,
      planned_duration: 3_600,
      actual_duration: 5_400,
      arrivals: 3,
      on_time: 2,
      // |60|, |-120|, |600| seconds: mean 260, 90th percentile 120 + 0.8 × 480.
      eta_error_mean: 260,
      eta_error_p90: 504,
      // The two visits that did not fail: 10 and 6 minutes against 5 planned.
      planned_service: 300,
      actual_service: 480,
      failed: 1,
    })
    expect(data.totals.driven_distance).toBeGreaterThan(2_200)
    expect(data.totals.driven_distance).toBeLessThan(2_250)
    expect(data.totals.bridged_distance).toBeGreaterThan(1_100)
    expect(data.totals.bridged_distance).toBeLessThan(1_125)
    expect(data.by_route).toEqual([
      expect.objectContaining({ id_route, routes: 1, arrivals: 3 }),
    ])
    expect(data.by_driver).toEqual([
      expect.objectContaining({ id_user: driver.id_user, routes: 1 }),
    ])
    // Monday, 08:00-08:59 and 09:00 on the site's clock.
    expect(
      data.by_hour.map(
        (h: { weekday: number; hour: number; arrivals: number }) => [
          h.weekday,
          h.hour,
          h.arrivals,
        ]
      )
    ).toEqual([
      [1, 8, 2],
      [1, 9, 1],
    ])
    expect(data.by_address_class).toEqual([
      expect.objectContaining({ id_address_type: 0, arrivals: 3 }),
    ])
    expect(data.by_zone.length).toBeGreaterThan(0)
    expect(data.failed_by_outcome).toEqual([{ name: null, failed: 1 }])
  })

  it("keeps to the chosen driver", async () => {
    const other = await p.call(
      "GET",
      `/performance?${range}&id_user=${driver.id_user + 1000}`
    )
    expect(other.json().data.totals).toMatchObject({ routes: 0, arrivals: 0 })
  })

  it("exports the figures as CSV", async () => {
    const res = await p.call("GET", `/performance/export?${range}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers["content-type"]).toContain("text/csv")
    const lines = res.body.trim().split("\r\n")
    expect(lines[0]).toMatch(/^group,id,name,routes,planned_distance,/)
    expect(lines[1]).toMatch(new RegExp(`^route,${id_route},`))
    expect(lines.at(-1)).toMatch(/^total,,,1,12000,/)
  })

  it("is refused to a caller who cannot read plans", async () => {
    expect((await driver.call("GET", `/performance?${range}`)).statusCode).toBe(
      403
    )
  })
})
