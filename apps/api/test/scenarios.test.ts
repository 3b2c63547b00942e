// Issue 45: what-if scenarios: copy a plan with more vans, run it, compare side by side, and
// promote it; a scenario is billed only once promoted.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { optimizedAddresses } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { newCarOf, newRouteOf } from "./car-support.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, openPlanner, waitForRun } from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

const billed = async (id_optimization: number) =>
  (
    await t.store.owner
      .select()
      .from(optimizedAddresses)
      .where(eq(optimizedAddresses.id_optimization, id_optimization))
  ).length

async function optimize(id: number) {
  const started = await p.call("POST", `/optimizations/${id}/optimize`, {
    time_limit: 1,
  })
  expect(started.statusCode, started.body).toBe(200)
  const run = await waitForRun(p, started.json().data.id_run, 60_000)
  expect(run).toMatchObject({ status: "done", error: null })
}

describe("a what-if scenario", () => {
  it("copies the plan, runs with two more vans unbilled, compares side by side and is billed once promoted", async () => {
    const { id } = await createPlan(p, 12, 1)
    await optimize(id)
    expect(await billed(id)).toBe(12)

    const copied = await p.call("POST", `/optimizations/${id}/scenarios`, {
      name: "Two more vans",
    })
    expect(copied.statusCode, copied.body).toBe(201)
    expect(copied.headers.location).toBe(
      `/api/v1/optimizations/${copied.json().data.id_optimization}`
    )
    const scenario = copied.json().data
    expect(scenario).toMatchObject({
      scenario_of: id,
      routes_quantity: 1,
      stops_quantity: 12,
    })
    // The first van's day is cut short, so the others' help shows.
    const short = await p.call(
      "PUT",
      `/routes/${scenario.routes[0].id_route}`,
      {
        name: "Route 1",
        start_date: "2026-11-23T08:00:00Z",
        end_date: "2026-11-23T09:30:00Z",
      }
    )
    expect(short.statusCode, short.body).toBe(200)
    for (const name of ["Van 2", "Van 3"]) {
      const van = await p.call(
        "POST",
        `/optimizations/${scenario.id_optimization}/routes`,
        {
          name,
          start_date: "2026-11-23T08:00:00Z",
          end_date: "2026-11-23T09:30:00Z",
        }
      )
      expect(van.statusCode, van.body).toBe(201)
    }
    await optimize(scenario.id_optimization)
    expect(await billed(scenario.id_optimization)).toBe(0)

    const compared = await p.call(
      "GET",
      `/optimizations/${scenario.id_optimization}/scenarios`
    )
    expect(compared.statusCode, compared.body).toBe(200)
    const [plan, what] = compared.json().data
    expect(plan).toMatchObject({
      id_optimization: id,
      scenario_of: null,
      routes_used: 1,
      planned: 12,
      unassigned: 0,
      drivers_changed: 0,
    })
    expect(what).toMatchObject({
      id_optimization: scenario.id_optimization,
      scenario_of: id,
      planned: 12,
    })
    expect(what.routes_used).toBeGreaterThan(1)
    expect(what.distance).toBeGreaterThan(0)
    expect(what.working_time).toBeGreaterThan(0)

    const notScenario = await p.call("POST", `/optimizations/${id}/promote`)
    expect(notScenario.statusCode).toBe(409)
    expect(notScenario.json().message).toBe(
      "This optimization is not a scenario."
    )
    const promoted = await p.call(
      "POST",
      `/optimizations/${scenario.id_optimization}/promote`
    )
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect(promoted.json().data.scenario_of).toBeNull()
    expect(await billed(scenario.id_optimization)).toBe(12)
    const former = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(former.scenario_of).toBe(scenario.id_optimization)
    // The former plan is kept for reference, or deleted as any optimization.
    const deleted = await p.call("DELETE", `/optimizations/${id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    const after = await p.call(
      "GET",
      `/optimizations/${scenario.id_optimization}/scenarios`
    )
    expect(after.json().data).toHaveLength(1)
  })
})

describe("a scenario's cost", () => {
  it("adds its used routes' cars' costs: fixed per route, per km and per working hour, and over its planned stops", async () => {
    const dear = await newCarOf(
      p,
      p.site,
      { name: "Dear van", plate: "DEAR" },
      { fixed_cost: 100, cost_per_km: 1.2, cost_per_hour: 20 }
    )
    const cheap = await newCarOf(
      p,
      p.site,
      { name: "Cheap van", plate: "CHEAP" },
      { fixed_cost: 40, cost_per_km: 0.5, cost_per_hour: null }
    )
    const { id } = await createPlan(p, 8, 0)
    const day = {
      start_date: "2026-11-24T08:00:00Z",
      end_date: "2026-11-24T20:00:00Z",
    }
    await newRouteOf(p, id, { name: "Dear", id_car: dear, ...day })
    await optimize(id)
    const copied = await p.call("POST", `/optimizations/${id}/scenarios`, {
      name: "Cheaper van",
    })
    expect(copied.statusCode, copied.body).toBe(201)
    const scenario = copied.json().data
    const [route] = scenario.routes
    const swapped = await p.call("PUT", `/routes/${route.id_route}`, {
      name: "Cheap",
      id_car: cheap,
      ...day,
    })
    expect(swapped.statusCode, swapped.body).toBe(200)
    await optimize(scenario.id_optimization)

    const compared = await p.call("GET", `/optimizations/${id}/scenarios`)
    expect(compared.statusCode, compared.body).toBe(200)
    const [plan, what] = compared.json().data
    for (const f of [plan, what]) {
      expect(f).toMatchObject({ routes_used: 1, planned: 8 })
      expect(f.distance).toBeGreaterThan(0)
      expect(f.working_time).toBeGreaterThan(0)
    }
    const planCost =
      100 + (plan.distance / 1000) * 1.2 + (plan.working_time / 3600) * 20
    const whatCost = 40 + (what.distance / 1000) * 0.5
    expect(plan.cost).toBeCloseTo(planCost, 6)
    expect(plan.cost_per_stop).toBeCloseTo(planCost / 8, 6)
    expect(what.cost).toBeCloseTo(whatCost, 6)
    expect(what.cost_per_stop).toBeCloseTo(whatCost / 8, 6)
    expect(what.cost).toBeLessThan(plan.cost)
  })

  it("is 0 for routes without a car, and has no cost per stop when none is planned", async () => {
    const { id } = await createPlan(p, 3, 1)
    const before = await p.call("GET", `/optimizations/${id}/scenarios`)
    expect(before.json().data[0]).toMatchObject({
      planned: 0,
      cost: 0,
      cost_per_stop: null,
    })
    await optimize(id)
    const after = await p.call("GET", `/optimizations/${id}/scenarios`)
    expect(after.json().data[0]).toMatchObject({
      planned: 3,
      cost: 0,
      cost_per_stop: 0,
    })
  })
})
