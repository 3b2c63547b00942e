// Issue 45: a stop's several time windows and allowed days, through the API, with its single
// window kept readable and writable as the first; and the windows the solver is given.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { openPlanner, stopsAround, waitForRun } from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

const monday = {
  start: "2026-11-23T09:00:00.000Z",
  end: "2026-11-23T11:00:00.000Z",
}
const thursday = {
  start: "2026-11-26T14:00:00.000Z",
  end: "2026-11-26T16:00:00.000Z",
}

async function optimizationWith(stops: unknown[]) {
  const created = await p.call("POST", "/optimizations", {
    name: "Windows",
    id_subsidiary: p.site,
    stops,
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().data.id_optimization as number
  const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
  return { id, stops: plan.stops as Record<string, unknown>[] }
}

describe("a stop's windows and allowed days", () => {
  it("keeps several windows on different days and allowed days, the first window also as the single one", async () => {
    const { stops } = await optimizationWith([
      {
        ...stopsAround(1)[0],
        time_windows: [monday, thursday],
        allowed_days: ["mon", "thu", "2026-11-28"],
      },
    ])
    expect(stops[0]).toMatchObject({
      time_windows: [monday, thursday],
      allowed_days: ["mon", "thu", "2026-11-28"],
      time_window_start: monday.start,
      time_window_end: monday.end,
    })
  })

  it("takes a single window from a client that knows no list, as the first, keeping the others", async () => {
    const { stops } = await optimizationWith([
      { ...stopsAround(1)[0], time_windows: [monday, thursday] },
      {
        ...stopsAround(2)[1],
        time_window_start: monday.start,
        time_window_end: monday.end,
      },
    ])
    expect(stops[1]).toMatchObject({ time_windows: [monday], allowed_days: [] })
    const { id_stop, ...rest } = stops[0] as { id_stop: number }
    void rest
    const edited = await p.call("PUT", `/stops/${id_stop}`, {
      ...stopsAround(1)[0],
      time_window_start: "2026-11-23T10:00:00Z",
      time_window_end: "2026-11-23T12:00:00Z",
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.time_windows).toEqual([
      { start: "2026-11-23T10:00:00.000Z", end: "2026-11-23T12:00:00.000Z" },
      thursday,
    ])
    const cleared = await p.call("PUT", `/stops/${id_stop}`, {
      ...stopsAround(1)[0],
      time_windows: [],
    })
    expect(cleared.json().data).toMatchObject({
      time_windows: [],
      time_window_start: null,
      time_window_end: null,
    })
  })

  it("refuses a window out of order, an unknown day and too many windows", async () => {
    const { id } = await optimizationWith(stopsAround(1))
    const url = `/optimizations/${id}/stop`
    expectValidationError(
      await p.call("POST", url, {
        ...stopsAround(1)[0],
        time_windows: [monday, { start: thursday.end, end: thursday.start }],
      }),
      "time_windows.1.end",
      "The end date must be the same or after the start date"
    )
    expectValidationError(
      await p.call("POST", url, {
        ...stopsAround(1)[0],
        allowed_days: ["monday"],
      }),
      "allowed_days.0",
      "Write a day as mon, tue, wed, thu, fri, sat or sun, or as a date (YYYY-MM-DD)."
    )
    expectValidationError(
      await p.call("POST", url, {
        ...stopsAround(1)[0],
        time_windows: Array.from({ length: 11 }, () => monday),
      }),
      "time_windows",
      "A stop has at most 10 time windows."
    )
  })

  it("moves every window with its route when the route moves to another day", async () => {
    const { id, stops } = await optimizationWith([
      { ...stopsAround(1)[0], time_windows: [monday, thursday] },
    ])
    const route = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Route 1",
      start_date: "2026-11-23T08:00:00Z",
      end_date: "2026-11-23T20:00:00Z",
    })
    const id_route = route.json().data.id_route as number
    await p.call("PUT", `/routes/${id_route}/stops`, {
      add: [stops[0]!.id_stop],
    })
    const moved = await p.call("PUT", `/routes/${id_route}`, {
      name: "Route 1",
      start_date: "2026-11-24T08:00:00Z",
      end_date: "2026-11-24T20:00:00Z",
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const stop = (await p.call("GET", `/optimizations/${id}`)).json().data
      .routes[0].stops[0]
    expect(stop.time_windows).toEqual([
      { start: "2026-11-24T09:00:00.000Z", end: "2026-11-24T11:00:00.000Z" },
      { start: "2026-11-27T14:00:00.000Z", end: "2026-11-27T16:00:00.000Z" },
    ])
    expect(stop.time_window_start).toBe("2026-11-24T09:00:00.000Z")
  })

  it("is served in its second window when the first has passed on the route's day", async () => {
    const { id, stops } = await optimizationWith([
      ...stopsAround(3),
      {
        ...stopsAround(4)[3],
        name: "Afternoon",
        time_windows: [
          { start: "2026-11-23T06:00:00Z", end: "2026-11-23T07:00:00Z" },
          { start: "2026-11-23T15:00:00Z", end: "2026-11-23T16:00:00Z" },
        ],
      },
    ])
    const route = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Route 1",
      start_date: "2026-11-23T08:00:00Z",
      end_date: "2026-11-23T20:00:00Z",
    })
    expect(route.statusCode, route.body).toBe(201)
    const started = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    const run = await waitForRun(p, started.json().data.id_run)
    expect(run).toMatchObject({ status: "done", error: null })
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    const afternoon = after.routes[0].stops.find(
      (s: { name: string }) => s.name === "Afternoon"
    )
    expect(stops).toHaveLength(4)
    // Served (it leaves after its 15 minutes) in the afternoon window, not the early one.
    const served = Date.parse(afternoon.departure) - 15 * 60_000
    expect(served).toBeGreaterThanOrEqual(Date.parse("2026-11-23T15:00:00Z"))
    expect(served).toBeLessThanOrEqual(Date.parse("2026-11-23T16:00:00Z"))
  })
})
