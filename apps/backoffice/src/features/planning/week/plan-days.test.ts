import { describe, expect, it } from "vitest"

import { route } from "../components/planning-fixtures.ts"
import { planOfDay, spansDays, weekOf } from "./plan-days.ts"
import { weekDays, weekPlan, weekZone } from "./week-fixtures.ts"

describe("weekOf", () => {
  it("puts the plan's days in order as columns and each driver in one lane", () => {
    const week = weekOf(weekPlan, weekZone)
    expect(week.days).toEqual(weekDays)
    expect(week.lanes.map((l) => l.label)).toEqual(["Ana Ruiz", "Beto Sol"])
    const [ana, beto] = week.lanes
    expect(
      [...ana!.cells].map(([day, r]) => [day, r.map((x) => x.id_route)])
    ).toEqual([
      ["2026-12-01", [11]],
      ["2026-12-02", [12]],
      ["2026-12-03", [13]],
    ])
    expect(beto!.cells.has("2026-12-02")).toBe(false)
  })

  it("reads a route's day on the site's calendar, not the browser's", () => {
    // 01:00 UTC on the 2nd is still the 1st in Mexico City.
    const late = { ...route(1, []), start_date: "2026-12-02T01:00:00Z" }
    expect(weekOf({ routes: [late], stops: [] }, weekZone).days).toEqual([
      "2026-12-01",
    ])
    expect(weekOf({ routes: [late], stops: [] }, "UTC").days).toEqual([
      "2026-12-02",
    ])
  })

  it("keeps a route without a driver by its car, then by its name without the day", () => {
    const week = weekOf(
      {
        routes: [
          {
            ...route(1, []),
            name: "Norte · 2026-12-01",
            start_date: "2026-12-01T14:00:00Z",
          },
          {
            ...route(2, []),
            name: "Norte · 2026-12-02",
            start_date: "2026-12-02T14:00:00Z",
          },
          {
            ...route(3, []),
            id_car: 4,
            car: "Van 4",
            start_date: "2026-12-02T14:00:00Z",
          },
          { ...route(4, []), start_date: null },
        ],
        stops: [],
      },
      weekZone
    )
    expect(week.lanes.map((l) => [l.label, [...l.cells.keys()]])).toEqual([
      ["Norte", ["2026-12-01", "2026-12-02"]],
      ["Van 4", ["2026-12-02"]],
    ])
    expect(week.undated.map((r) => r.id_route)).toEqual([4])
  })

  it("offers the week only for a plan of more than one day", () => {
    expect(spansDays(weekPlan, weekZone)).toBe(true)
    expect(
      spansDays({ ...weekPlan, routes: weekPlan.routes.slice(0, 2) }, weekZone)
    ).toBe(false)
  })
})

describe("planOfDay", () => {
  it("keeps only the chosen day's routes, and the stops on no route", () => {
    const day = planOfDay(weekPlan, "2026-12-03", weekZone)
    expect(day.routes.map((r) => r.id_route)).toEqual([13, 23])
    expect(day.stops).toEqual(weekPlan.stops)
    expect(planOfDay(weekPlan, null, weekZone)).toBe(weekPlan)
  })
})
