// The dashboard: the day on the road added up in SQL for a range, within the caller's client
// and sites.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { stops as stopsTable, subsidiaries } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import { acmeDriver, createPlan, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver
const range = "from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
  // Two routes of 2026-11-23: the first driven by Acme's driver (3 stops), the second waiting
  // (2 stops).
  const { id, routes } = await createPlan(p, 5, 2)
  const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
  const ids = plan.stops.map((s: { id_stop: number }) => s.id_stop)
  await p.call("PUT", `/routes/${routes[0]}/stops`, { add: ids.slice(0, 3) })
  await p.call("PUT", `/routes/${routes[1]}/stops`, { add: ids.slice(3) })
  await p.call("PUT", `/routes/${routes[0]}/assign`, {
    id_user: driver.id_user,
  })
  // The second stop had to be visited by 09:00.
  await t.store.owner
    .update(stopsTable)
    .set({
      time_window_start: new Date("2026-11-23T08:00:00Z"),
      time_window_end: new Date("2026-11-23T09:00:00Z"),
    })
    .where(eq(stopsTable.id_stop, ids[1]))
  const outcomes = (
    await driver.call(
      "GET",
      "/driver/day?from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"
    )
  ).json().data.outcomes
  const complete = (id_stop: number, body: Record<string, unknown>) =>
    driver.call("POST", `/driver/stops/${id_stop}/complete`, {
      visit_time: "2026-11-23T10:15:00Z",
      ...body,
    })
  expect((await complete(ids[0], { key: "dash-key-1" })).statusCode).toBe(200)
  // The driver got to the second stop in its window, and left it failed after it closed.
  const arrived = await driver.call("POST", `/driver/stops/${ids[1]}/arrive`, {
    key: "dash-arrival-2",
    arrived: "2026-11-23T08:45:00Z",
  })
  expect(arrived.statusCode, arrived.body).toBe(200)
  const failed = await complete(ids[1], {
    key: "dash-key-2",
    failed: true,
    id_stop_outcome: outcomes.find((o: { kind: string }) => o.kind === "failed")
      .id_stop_outcome,
  })
  expect(failed.statusCode, failed.body).toBe(200)
})
afterAll(() => t.close())

describe("the dashboard", () => {
  it("adds up routes, stops, outcomes and the on-time rate (by arrival, when recorded) of the range", async () => {
    const res = await p.call("GET", `/dashboard?${range}`)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.routes).toEqual({ pending: 1, on_route: 1, completed: 0 })
    expect(data.stops).toEqual({ completed: 1, failed: 1, pending: 3 })
    expect(data.on_time).toEqual({ visited: 2, on_time: 2 })
    expect(data.outcomes).toEqual([
      expect.objectContaining({ completed: 0, failed: 1 }),
      { name: null, completed: 1, failed: 0 },
    ])
    expect(data.outcomes[0].name).toEqual(expect.any(String))
    expect(data.days).toEqual([
      { day: "2026-11-23", completed: 1, failed: 1, pending: 3 },
    ])
    expect(data.optimized_addresses).toMatchObject({
      period: "2026-11",
      plan: null,
    })
  })

  it("counts a completed route's planned and driven distance and time", async () => {
    const day = (
      await driver.call(
        "GET",
        "/driver/day?from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"
      )
    ).json().data
    const last = day.routes[0].stops[2]
    await driver.call("POST", `/driver/stops/${last.id_stop}/complete`, {
      key: "dash-key-3",
      visit_time: "2026-11-23T11:15:00Z",
    })
    const data = (await p.call("GET", `/dashboard?${range}`)).json().data
    expect(data.routes).toEqual({ pending: 1, on_route: 0, completed: 1 })
    expect(data.distance.actual).toBeGreaterThan(0)
    expect(data.duration.actual).toBeGreaterThan(0)
  })

  it("counts nothing outside the range, of another client, or of a site not chosen", async () => {
    const other = await p.call(
      "GET",
      "/dashboard?from=2026-11-24T00:00:00Z&to=2026-11-30T23:59:59Z"
    )
    expect(other.json().data.days).toEqual([])
    const globex = await planner(t, "client@globex.demo")
    const theirs = (await globex.call("GET", `/dashboard?${range}`)).json().data
    expect(theirs.routes).toEqual({ pending: 0, on_route: 0, completed: 0 })
    expect(theirs.stops).toEqual({ completed: 0, failed: 0, pending: 0 })
    const site = await p.call(
      "GET",
      `/dashboard?${range}&id_subsidiary=${p.site + 1000}`
    )
    expect(site.json().data.routes.pending).toBe(0)
  })

  it("refuses a range that ends before it starts or is longer than a year", async () => {
    expectValidationError(
      await p.call(
        "GET",
        "/dashboard?from=2026-11-23T00:00:00Z&to=2026-11-22T00:00:00Z"
      ),
      "to",
      "The end date must be the same or after the start date"
    )
    expectValidationError(
      await p.call(
        "GET",
        "/dashboard?from=2025-01-01T00:00:00Z&to=2026-11-22T00:00:00Z"
      ),
      "to",
      "Choose a range of at most 366 days."
    )
  })
})

describe("the dashboard's days (issue 43)", () => {
  it("counts and groups each route by its day on its site's calendar, and reads a day of the range as the site's", async () => {
    // A Tijuana site's route leaving at 21:00 on 23 November, Pacific time: 05:00 UTC on the 24th.
    await t.store.owner
      .update(subsidiaries)
      .set({ time_zone: "America/Tijuana" })
      .where(eq(subsidiaries.id_subsidiary, p.site))
    const { id } = await createPlan(p, 1, 0)
    const late = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Evening route",
      start_date: "2026-11-24T05:00:00Z",
      end_date: "2026-11-24T07:00:00Z",
    })
    expect(late.statusCode, late.body).toBe(201)
    const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
    await p.call("PUT", `/routes/${late.json().data.id_route}/stops`, {
      add: plan.stops.map((s: { id_stop: number }) => s.id_stop),
    })

    // The 24th of the site's calendar has no route; the 23rd has the evening route too.
    const the24th = await p.call(
      "GET",
      "/dashboard?from=2026-11-24&to=2026-11-24"
    )
    expect(the24th.statusCode, the24th.body).toBe(200)
    expect(the24th.json().data.days).toEqual([])
    expect(the24th.json().data.routes.pending).toBe(0)
    const the23rd = (
      await p.call("GET", "/dashboard?from=2026-11-23&to=2026-11-23")
    ).json().data
    expect(the23rd.routes.pending + the23rd.routes.completed).toBe(3)
    expect(the23rd.days).toEqual([
      { day: "2026-11-23", completed: 2, failed: 1, pending: 3 },
    ])

    // A range of instants still counts by instant, and names the route's day as the site's.
    const utc24th = (
      await p.call(
        "GET",
        "/dashboard?from=2026-11-24T00:00:00Z&to=2026-11-24T23:59:59Z"
      )
    ).json().data
    expect(utc24th.days).toEqual([
      { day: "2026-11-23", completed: 0, failed: 0, pending: 1 },
    ])
  })
})
