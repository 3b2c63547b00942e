// A route says which travel its times were worked out with (issue 44): a learned profile's days
// of data, or null for standard travel. A hand change re-times the route on standard travel
// (route-timing.ts), so it clears the mark, and a route the change leaves alone keeps it.
import { inArray } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { routes as routesTable } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let plan: { id: number; routes: number[] }
let stopsOf: Map<number, number[]>

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  plan = await createPlan(p, 4, 2)
  const all = (await p.call("GET", `/optimizations/${plan.id}`)).json().data
    .stops as { id_stop: number }[]
  const ids = all.map((s) => s.id_stop)
  stopsOf = new Map([
    [plan.routes[0]!, ids.slice(0, 2)],
    [plan.routes[1]!, ids.slice(2)],
  ])
  for (const [id_route, add] of stopsOf) {
    const moved = await p.call("PUT", `/routes/${id_route}/stops`, { add })
    expect(moved.statusCode, moved.body).toBe(200)
  }
}, 120_000)
afterAll(() => t.close())

/** Both routes marked as timed with 30 days of learned travel, as an optimize run leaves them. */
async function markLearned() {
  await t.store.owner
    .update(routesTable)
    .set({ travel_profile_days: 30 })
    .where(inArray(routesTable.id_route, plan.routes))
}

const markOf = async (id_route: number) => {
  const res = await p.call("GET", `/routes/${id_route}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.travel_profile_days as number | null
}

describe("a hand change re-timing a route on standard travel", () => {
  it("clears the learned mark of a route laid out by hand, and keeps the other route's", async () => {
    await markLearned()
    const [first, second] = plan.routes as [number, number]
    const laid = await p.call("PUT", `/optimizations/${plan.id}/layout`, {
      routes: [{ id_route: first, stops: [...stopsOf.get(first)!].reverse() }],
    })
    expect(laid.statusCode, laid.body).toBe(200)
    expect(await markOf(first)).toBeNull()
    expect(await markOf(second)).toBe(30)
  })

  it("clears it when stops are taken off a route", async () => {
    await markLearned()
    const [first, second] = plan.routes as [number, number]
    const moved = await p.call("PUT", `/routes/${second}/stops`, {
      remove: [stopsOf.get(second)![0]!],
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.travel_profile_days).toBeNull()
    expect(await markOf(first)).toBe(30)
  })

  it("clears it when the route moves to another day", async () => {
    await markLearned()
    const [first] = plan.routes as [number]
    const edited = await p.call("PUT", `/routes/${first}`, {
      name: "Route 1",
      start_date: "2026-11-24T08:00:00Z",
      end_date: "2026-11-24T20:00:00Z",
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.travel_profile_days).toBeNull()
  })

  it("is kept by a change that re-times nothing (a driver assigned)", async () => {
    await markLearned()
    const [first] = plan.routes as [number]
    const assigned = await p.call("PUT", `/routes/${first}/assign`, {
      id_car: null,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(assigned.json().data.travel_profile_days).toBe(30)
  })
})
