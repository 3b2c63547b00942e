import { visitRuleSchema } from "@ruta/validation/visit-rules"
import { describe, expect, it } from "vitest"

import { parseVisits } from "./visit-cells.ts"

describe("a Visits cell", () => {
  it.each([
    ["Lun, Jue", ["mon", "thu"]],
    ["Mon, Thu", ["mon", "thu"]],
    ["jueves y lunes", ["mon", "thu"]],
    ["Semanal: miércoles", ["wed"]],
    ["weekly fri", ["fri"]],
  ])("reads %j as weekly days", (cell, weekdays) => {
    expect(parseVisits(cell)).toEqual({
      kind: "weekly",
      weekdays,
      every_weeks: 1,
    })
  })

  it.each([
    ["cada 2 semanas Lun, Jue", ["mon", "thu"], 2],
    ["every 2 weeks Mon", ["mon"], 2],
    ["Mar cada 3 semanas", ["tue"], 3],
    ["Quincenal vie", ["fri"], 2],
    ["fortnightly Wed", ["wed"], 2],
  ])("reads %j as every N weeks", (cell, weekdays, every_weeks) => {
    expect(parseVisits(cell)).toEqual({ kind: "weekly", weekdays, every_weeks })
  })

  it.each([
    ["mensual 15", { kind: "monthly_day", month_day: 15 }],
    ["Monthly 31", { kind: "monthly_day", month_day: 31 }],
    ["mensual el día 1", { kind: "monthly_day", month_day: 1 }],
    ["monthly 2nd Tue", { kind: "monthly_weekday", nth: 2, weekdays: ["tue"] }],
    [
      "mensual último viernes",
      { kind: "monthly_weekday", nth: 5, weekdays: ["fri"] },
    ],
    [
      "monthly first mon",
      { kind: "monthly_weekday", nth: 1, weekdays: ["mon"] },
    ],
  ])("reads %j as monthly", (cell, rule) => {
    expect(parseVisits(cell)).toEqual(rule)
  })

  it("makes a rule the schema takes", () => {
    expect(
      visitRuleSchema.safeParse({
        ...parseVisits("cada 2 semanas Lun, Jue"),
        start_date: "2026-11-30",
      }).success
    ).toBe(true)
  })

  it.each([
    "every day",
    "cada 0 semanas lun",
    "mensual 32",
    "monthly fifth tue",
    "Lun, 2026-11-30",
    "mensual",
    "cada 2 semanas",
  ])("refuses %j", (cell) => {
    expect(parseVisits(cell)).toBeNull()
  })

  it("is nothing when empty", () => {
    expect(parseVisits("  ")).toBeUndefined()
  })
})
