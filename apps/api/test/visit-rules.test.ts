// Issue 45: an address-book entry carries a visit rule, and "Plan next week" makes a multi-day
// optimization of every visit the site's rules make due, each on its day and in its windows.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { acmeDriver, openPlanner, waitForRun } from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

const entry = (alias: string, n: number, visit_rule?: unknown) => ({
  id_subsidiary: p.site,
  alias,
  address: `Calle ${n}`,
  latitude: 19.4326 + 0.004 * n,
  longitude: -99.1332 - 0.003 * n,
  ...(visit_rule === undefined ? {} : { visit_rule }),
})

async function save(body: unknown, id?: number) {
  const res = await p.call(
    id === undefined ? "POST" : "PUT",
    id === undefined ? "/addresses" : `/addresses/${id}`,
    body
  )
  expect(res.statusCode, res.body).toBe(id === undefined ? 201 : 200)
  return res.json().data
}

describe("an address-book entry's visit rule", () => {
  it("is saved, read, kept when left out and removed with null", async () => {
    const created = await save(
      entry("Farmacia Norte", 1, {
        kind: "weekly",
        weekdays: ["thu", "mon"],
        start_date: "2026-11-01",
        windows: [{ start: "09:00", end: "12:00" }],
        duration: 20,
        pieces: 3,
        notes: "Back door",
      })
    )
    expect(created.visit_rule).toEqual({
      kind: "weekly",
      weekdays: ["mon", "thu"],
      every_weeks: 1,
      month_day: null,
      nth: null,
      start_date: "2026-11-01",
      end_date: null,
      exceptions: [],
      duration: 20,
      pieces: 3,
      weight: 0,
      volume: 0,
      windows: [{ start: "09:00", end: "12:00" }],
      notes: "Back door",
    })
    const id = created.id_address as number
    const kept = await save(entry("Farmacia Norte", 1), id)
    expect(kept.visit_rule.weekdays).toEqual(["mon", "thu"])
    const listed = (
      await p.call("GET", "/addresses?text=Farmacia%20Norte")
    ).json().data.items
    expect(listed[0].visit_rule.duration).toBe(20)
    const monthly = await save(
      entry("Farmacia Norte", 1, {
        kind: "monthly_day",
        month_day: 31,
        start_date: "2026-11-01",
        exceptions: ["2026-12-31"],
      }),
      id
    )
    expect(monthly.visit_rule).toMatchObject({
      kind: "monthly_day",
      month_day: 31,
      weekdays: [],
      exceptions: ["2026-12-31"],
    })
    const removed = await save(entry("Farmacia Norte", 1, null), id)
    expect(removed.visit_rule).toBeNull()
    const read = await p.call("GET", `/addresses/${id}`)
    expect(read.json().data.visit_rule).toBeNull()
  })

  it("refuses a rule that does not say when", async () => {
    expectValidationError(
      await p.call(
        "POST",
        "/addresses",
        entry("No days", 2, { kind: "weekly", start_date: "2026-11-01" })
      ),
      "visit_rule.weekdays",
      "Choose the days of the visits."
    )
    expectValidationError(
      await p.call(
        "POST",
        "/addresses",
        entry("Late window", 2, {
          kind: "monthly_weekday",
          weekdays: ["tue"],
          nth: 6,
          start_date: "2026-11-01",
        })
      ),
      "visit_rule.nth",
      "Choose the first, second, third, fourth or last weekday of the month."
    )
  })
})

describe("planning the visits of a date range", () => {
  it("makes a stop of every due visit on its day, and the first day's routes", async () => {
    // 2026-11-30 is a Monday.
    await save(
      entry("Tienda Lunes Jueves", 3, {
        kind: "weekly",
        weekdays: ["mon", "thu"],
        start_date: "2026-11-01",
        windows: [
          { start: "09:00", end: "11:00" },
          { start: "15:00", end: "17:00" },
        ],
        duration: 25,
        weight: 12,
      })
    )
    await save(
      entry("Taller Quincenal", 4, {
        kind: "weekly",
        weekdays: ["wed"],
        every_weeks: 2,
        start_date: "2026-11-18",
        exceptions: [],
      })
    )
    await save(
      entry("Oficina Otra Semana", 5, {
        kind: "weekly",
        weekdays: ["tue"],
        every_weeks: 2,
        start_date: "2026-11-24",
      })
    )
    await save(
      entry("Sábado", 6, {
        kind: "weekly",
        weekdays: ["sat"],
        start_date: "2026-11-01",
      })
    )
    const res = await p.call("POST", "/optimizations/from-visits", {
      name: "Week of 2026-11-30",
      id_subsidiary: p.site,
      from: "2026-11-30",
      to: "2026-12-06",
      routes_per_day: 2,
    })
    expect(res.statusCode, res.body).toBe(201)
    const plan = res.json().data
    expect(plan.horizon_days).toBe(7)
    expect(plan.visits).toBe(3)
    const stops = plan.stops as {
      name: string
      allowed_days: string[]
      time_windows: { start: string; end: string }[]
      stop_duration: number
      weight: number
    }[]
    expect(stops.map((s) => [s.name, s.allowed_days]).sort()).toEqual([
      ["Taller Quincenal", ["2026-12-02"]],
      ["Tienda Lunes Jueves", ["2026-11-30"]],
      ["Tienda Lunes Jueves", ["2026-12-03"]],
    ])
    const monday = stops.find((s) => s.allowed_days[0] === "2026-11-30")!
    expect(monday).toMatchObject({ stop_duration: 25, weight: 12 })
    expect(monday.time_windows).toEqual([
      { start: "2026-11-30T15:00:00.000Z", end: "2026-11-30T17:00:00.000Z" },
      { start: "2026-11-30T21:00:00.000Z", end: "2026-11-30T23:00:00.000Z" },
    ])
    expect(
      (plan.routes as { start_date: string; end_date: string }[]).map((r) => [
        r.start_date,
        r.end_date,
      ])
    ).toEqual([
      ["2026-11-30T14:00:00.000Z", "2026-12-01T00:00:00.000Z"],
      ["2026-11-30T14:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ])

    const started = await p.call(
      "POST",
      `/optimizations/${plan.id_optimization}/optimize`,
      { time_limit: 2 }
    )
    expect(started.statusCode, started.body).toBe(200)
    const run = await waitForRun(p, started.json().data.id_run, 60_000)
    expect(run).toMatchObject({ status: "done", error: null })
    const done = (
      await p.call("GET", `/optimizations/${plan.id_optimization}`)
    ).json().data
    const days = (
      done.routes as {
        start_date: string
        stops: { allowed_days: string[] }[]
      }[]
    )
      .flatMap((r) =>
        r.stops.map((s) => [s.allowed_days[0], r.start_date.slice(0, 10)])
      )
      .sort()
    expect(days).toEqual([
      ["2026-11-30", "2026-11-30"],
      ["2026-12-02", "2026-12-02"],
      ["2026-12-03", "2026-12-03"],
    ])
    expect(done.stops).toEqual([])
  })

  it("refuses a range longer than two weeks and a site not the caller's, and a driver", async () => {
    const body = {
      name: "Too long",
      id_subsidiary: p.site,
      from: "2026-11-30",
      to: "2026-12-13",
    }
    expectValidationError(
      await p.call("POST", "/optimizations/from-visits", {
        ...body,
        to: "2026-12-14",
      }),
      "to",
      "An optimization plans 1 to 14 days."
    )
    expectValidationError(
      await p.call("POST", "/optimizations/from-visits", {
        ...body,
        id_subsidiary: 999_999,
      }),
      "id_subsidiary",
      "Site not found."
    )
    const driver = await acmeDriver(t)
    const refused = await driver.call(
      "POST",
      "/optimizations/from-visits",
      body
    )
    expect(refused.statusCode).toBe(403)
  })
})
