// Issue 45: a multi-day optimization plans a vehicle per driver-day (its first day's routes copied
// onto the site's working days of its horizon), stops' allowed days and windows on that clock, and
// names the day constraint when it is why a stop is left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { horizonDays } from "../src/modules/planning/horizon-days.ts"
import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { openPlanner, stopsAround, waitForRun } from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

interface StopOut {
  name: string
  id_route: number | null
  departure: string | null
  unassigned_reasons: string[]
}

describe("the days of a horizon", () => {
  it("are its first day and the site's working days after it", () => {
    const weekdays = ["mon", "tue", "wed", "thu", "fri"]
    // 2026-11-26 is a Thursday.
    expect(horizonDays("2026-11-26", 5, weekdays)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
    ])
    expect(horizonDays("2026-11-28", 1, weekdays)).toEqual(["2026-11-28"])
  })
})

describe("a multi-day optimization", () => {
  it("refuses a horizon outside 1 to 14 days", async () => {
    expectValidationError(
      await p.call("POST", "/optimizations", {
        name: "Too long",
        id_subsidiary: p.site,
        horizon_days: 15,
      }),
      "horizon_days",
      "An optimization plans 1 to 14 days."
    )
  })

  it("plans each stop on a route of a day it allows and in its window, and names the day when none had room", async () => {
    const [a, b, c, d, e] = stopsAround(5)
    const created = await p.call("POST", "/optimizations", {
      name: "Three days",
      id_subsidiary: p.site,
      horizon_days: 3,
      stops: [
        { ...a, name: "Wednesday only", allowed_days: ["wed"] },
        { ...b, name: "On the 24th", allowed_days: ["2026-11-24"] },
        { ...c, name: "Saturday only", allowed_days: ["sat"] },
        {
          ...d,
          name: "Tuesday afternoon",
          time_windows: [
            { start: "2026-11-24T15:00:00Z", end: "2026-11-24T17:00:00Z" },
          ],
        },
        { ...e, name: "Any day" },
      ],
      new_routes: [
        {
          name: "Van",
          start_date: "2026-11-23T08:00:00-06:00",
          end_date: "2026-11-23T18:00:00-06:00",
        },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id_optimization as number
    expect(created.json().data.horizon_days).toBe(3)
    const started = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 2,
    })
    expect(started.statusCode, started.body).toBe(200)
    const run = await waitForRun(p, started.json().data.id_run, 60_000)
    expect(run).toMatchObject({ status: "done", error: null })
    const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
    const routes = plan.routes as {
      id_route: number
      name: string
      start_date: string
      stops: StopOut[]
    }[]
    // Monday's van, copied onto Tuesday and Wednesday at the same hours.
    expect(routes.map((r) => r.start_date).sort()).toEqual([
      "2026-11-23T14:00:00.000Z",
      "2026-11-24T14:00:00.000Z",
      "2026-11-25T14:00:00.000Z",
    ])
    const dayOf = (name: string) =>
      routes
        .find((r) => r.stops.some((s) => s.name === name))
        ?.start_date.slice(0, 10)
    expect(dayOf("Wednesday only")).toBe("2026-11-25")
    expect(dayOf("On the 24th")).toBe("2026-11-24")
    expect(dayOf("Tuesday afternoon")).toBe("2026-11-24")
    expect(dayOf("Any day")).toBeDefined()
    const afternoon = routes
      .flatMap((r) => r.stops)
      .find((s) => s.name === "Tuesday afternoon")!
    expect(Date.parse(afternoon.departure!)).toBeGreaterThan(
      Date.parse("2026-11-24T15:00:00Z")
    )
    expect(plan.stops).toMatchObject([
      { name: "Saturday only", unassigned_reasons: ["allowed_days"] },
    ])
  })

  it("makes no second route for a day its driver already has one, and a one-day optimization makes none", async () => {
    const created = await p.call("POST", "/optimizations", {
      name: "One day",
      id_subsidiary: p.site,
      stops: stopsAround(2),
      new_routes: [
        {
          name: "Van",
          start_date: "2026-11-23T08:00:00-06:00",
          end_date: "2026-11-23T18:00:00-06:00",
        },
      ],
    })
    const id = created.json().data.id_optimization as number
    const first = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    await waitForRun(p, first.json().data.id_run)
    expect(
      (await p.call("GET", `/optimizations/${id}`)).json().data.routes
    ).toHaveLength(1)
    const longer = await p.call("PUT", `/optimizations/${id}`, {
      name: "Two days",
      horizon_days: 2,
    })
    expect(longer.statusCode, longer.body).toBe(200)
    expect(longer.json().data.horizon_days).toBe(2)
    for (let n = 0; n < 2; n++) {
      const again = await p.call("POST", `/optimizations/${id}/optimize`, {
        time_limit: 1,
      })
      await waitForRun(p, again.json().data.id_run)
    }
    expect(
      (await p.call("GET", `/optimizations/${id}`)).json().data.routes
    ).toHaveLength(2)
  })
})
