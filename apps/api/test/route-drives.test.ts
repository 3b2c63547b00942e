// A completed route keeps its drive along its positions (issue 44): the Performance screen reads
// it back without walking the positions again, even once they are deleted.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { positions, routes as routesTable } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import { acmeDriver, assignedRoute, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver
let id_route: number
let stops: number[]
const range = "from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"

/** Fixes 0.01° of latitude apart (about 1,112 m each), on 2026-11-21 (UTC), before the test clock. */
const fixes = (...points: [string, number][]) => ({
  id_route,
  positions: points.map(([time, latitude]) => ({
    time: `2026-11-21T${time}Z`,
    latitude,
    longitude: -99.13,
  })),
})

const kept = async () => {
  const [row] = await t.store.owner
    .select({
      driven: routesTable.driven_distance,
      bridged: routesTable.bridged_distance,
    })
    .from(routesTable)
    .where(eq(routesTable.id_route, id_route))
  return row!
}

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
  ;({ id_route, stops } = await assignedRoute(p, driver, 2))
})
afterAll(() => t.close())

describe("a route's kept drive", () => {
  it("is kept when the route is completed", async () => {
    const started = await driver.call(
      "POST",
      `/driver/routes/${id_route}/start`
    )
    expect(started.statusCode, started.body).toBe(200)
    // The second leg follows a 20-minute gap: bridged.
    const posted = await driver.call(
      "POST",
      "/driver/positions",
      fixes(["08:00:00", 19.4], ["08:01:00", 19.41], ["08:21:00", 19.42])
    )
    expect(posted.statusCode, posted.body).toBe(200)
    expect(await kept()).toEqual({ driven: null, bridged: null })

    for (const [i, id_stop] of stops.entries()) {
      const done = await driver.call(
        "POST",
        `/driver/stops/${id_stop}/complete`,
        { key: `drive-key-${i}`, visit_time: `2026-11-21T08:3${i}:00Z` }
      )
      expect(done.statusCode, done.body).toBe(200)
    }
    const drive = await kept()
    expect(drive.driven).toBeGreaterThan(2_200)
    expect(drive.driven).toBeLessThan(2_250)
    expect(drive.bridged).toBeGreaterThan(1_100)
    expect(drive.bridged).toBeLessThan(1_125)
  })

  it("follows positions sent after the route was completed", async () => {
    const before = await kept()
    const late = await driver.call(
      "POST",
      "/driver/positions",
      fixes(["08:22:00", 19.43])
    )
    expect(late.statusCode, late.body).toBe(200)
    const after = await kept()
    expect(after.driven! - before.driven!).toBeGreaterThan(1_100)
    expect(after.driven! - before.driven!).toBeLessThan(1_125)
    expect(after.bridged).toBe(before.bridged)
  })

  it("is what Performance reads, once the positions are gone too", async () => {
    const drive = await kept()
    await t.store.owner
      .delete(positions)
      .where(eq(positions.id_route, id_route))
    const res = await p.call("GET", `/performance?${range}`)
    expect(res.statusCode, res.body).toBe(200)
    const route = res
      .json()
      .data.by_route.find((r: { id_route: number }) => r.id_route === id_route)
    expect(route).toMatchObject({
      driven_distance: drive.driven,
      bridged_distance: drive.bridged,
    })
  })
})
