import { describe, expect, it } from "vitest"

import { dayRefusals } from "./move-checks.ts"
import { weekPlan, weekZone } from "./week-fixtures.ts"

const refused = (ids: number[], to: number | null) =>
  dayRefusals(weekPlan, ids, to, weekZone).map((r) => [
    r.stop.id_stop,
    r.day,
    r.reason,
  ])

describe("dayRefusals", () => {
  it("refuses a stop on a day that is not among its allowed days", () => {
    // Customer 5 goes on Tuesdays and Thursdays: routes 11 and 21 are Tuesday, 13 Thursday.
    expect(refused([5], 13)).toEqual([])
    expect(refused([5], 21)).toEqual([])
    const tueThu = {
      ...weekPlan,
      stops: [{ ...weekPlan.stops[0]!, allowed_days: ["tue", "thu"] }],
    }
    expect(
      dayRefusals(tueThu, [9], 12, weekZone).map((r) => [r.day, r.reason])
    ).toEqual([["2026-12-02", "allowed_days"]])
    expect(dayRefusals(tueThu, [9], 23, weekZone)).toEqual([])
  })

  it("refuses a stop whose every window is on another day", () => {
    expect(refused([6], 11)).toEqual([[6, "2026-12-01", "time_windows"]])
    expect(refused([6], 23)).toEqual([[6, "2026-12-03", "time_windows"]])
  })

  it("refuses each stop of a selection that may not go, and lets the others", () => {
    const moved = {
      ...weekPlan,
      routes: weekPlan.routes,
      stops: weekPlan.stops,
    }
    const onWednesdayOnly = {
      ...moved,
      stops: [{ ...moved.stops[0]!, allowed_days: ["wed"] }],
    }
    expect(
      dayRefusals(onWednesdayOnly, [9, 4, 6], 13, weekZone).map((r) => [
        r.stop.id_stop,
        r.reason,
      ])
    ).toEqual([
      [6, "time_windows"],
      [9, "allowed_days"],
    ])
  })

  it("takes allowed days given as dates", () => {
    const dated = {
      ...weekPlan,
      stops: [{ ...weekPlan.stops[0]!, allowed_days: ["2026-12-03"] }],
    }
    expect(dayRefusals(dated, [9], 13, weekZone)).toEqual([])
    expect(dayRefusals(dated, [9], 11, weekZone)).toHaveLength(1)
  })

  it("refuses nothing sent to no route, or to a route without a day", () => {
    expect(refused([5, 6], null)).toEqual([])
    const undated = {
      ...weekPlan,
      routes: weekPlan.routes.map((r) => ({ ...r, start_date: null })),
    }
    expect(dayRefusals(undated, [5, 6], 11, weekZone)).toEqual([])
  })

  it("lets a stop stay on its own route", () => {
    expect(refused([6], 12)).toEqual([])
  })
})
