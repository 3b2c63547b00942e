import { describe, expect, it } from "vitest"

import { messages } from "./messages.ts"
import type { VisitRuleInput } from "./visit-rules.ts"
import { visitRuleSchema, visitsDue } from "./visit-rules.ts"

const rule = (input: Partial<VisitRuleInput>) =>
  visitRuleSchema.parse({ kind: "weekly", start_date: "2026-01-01", ...input })

const days = (input: Partial<VisitRuleInput>, from: string, to: string) =>
  visitsDue(rule(input), from, to, "America/Mexico_City").map((v) => v.day)

describe("visitsDue", () => {
  it("gives the rule's weekdays of every week from its start date", () => {
    expect(
      days({ weekdays: ["thu", "mon"] }, "2026-11-23", "2026-12-06")
    ).toEqual(["2026-11-23", "2026-11-26", "2026-11-30", "2026-12-03"])
  })

  it("counts every N weeks from the week of the start date", () => {
    expect(
      days(
        { weekdays: ["mon", "thu"], every_weeks: 2, start_date: "2026-11-04" },
        "2026-11-01",
        "2026-12-06"
      )
    ).toEqual([
      "2026-11-05",
      "2026-11-16",
      "2026-11-19",
      "2026-11-30",
      "2026-12-03",
    ])
  })

  it("keeps within the start and end dates and skips the exceptions", () => {
    expect(
      days(
        {
          weekdays: ["tue"],
          start_date: "2026-11-10",
          end_date: "2026-12-08",
          exceptions: ["2026-11-24"],
        },
        "2026-11-01",
        "2026-12-31"
      )
    ).toEqual(["2026-11-10", "2026-11-17", "2026-12-01", "2026-12-08"])
  })

  it("puts a day of the month past a short month's end on its last day", () => {
    expect(
      days({ kind: "monthly_day", month_day: 31 }, "2026-01-01", "2026-04-30")
    ).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"])
    expect(
      days({ kind: "monthly_day", month_day: 29 }, "2028-02-01", "2028-03-31")
    ).toEqual(["2028-02-29", "2028-03-29"])
  })

  it("finds the nth weekday of the month, and the last", () => {
    expect(
      days(
        { kind: "monthly_weekday", weekdays: ["tue"], nth: 2 },
        "2026-11-01",
        "2026-12-31"
      )
    ).toEqual(["2026-11-10", "2026-12-08"])
    expect(
      days(
        { kind: "monthly_weekday", weekdays: ["fri"], nth: 5 },
        "2026-01-01",
        "2026-03-31"
      )
    ).toEqual(["2026-01-30", "2026-02-27", "2026-03-27"])
  })

  it("keeps a window's wall-clock time across a clock change", () => {
    const sundays = visitsDue(
      rule({ weekdays: ["sun"], windows: [{ start: "09:00", end: "11:00" }] }),
      "2026-03-01",
      "2026-03-08",
      "America/Tijuana"
    )
    expect(sundays).toEqual([
      {
        day: "2026-03-01",
        time_windows: [
          {
            start: "2026-03-01T17:00:00.000Z",
            end: "2026-03-01T19:00:00.000Z",
          },
        ],
      },
      {
        day: "2026-03-08",
        time_windows: [
          {
            start: "2026-03-08T16:00:00.000Z",
            end: "2026-03-08T18:00:00.000Z",
          },
        ],
      },
    ])
  })

  it("gives several windows of one day", () => {
    const [visit] = visitsDue(
      rule({
        weekdays: ["mon"],
        windows: [
          { start: "08:00", end: "10:00" },
          { start: "15:00", end: "17:30" },
        ],
      }),
      "2026-11-30",
      "2026-11-30",
      "Europe/Madrid"
    )
    expect(visit?.time_windows).toEqual([
      { start: "2026-11-30T07:00:00.000Z", end: "2026-11-30T09:00:00.000Z" },
      { start: "2026-11-30T14:00:00.000Z", end: "2026-11-30T16:30:00.000Z" },
    ])
  })

  it("gives nothing before the start date", () => {
    expect(
      days(
        { weekdays: ["mon"], start_date: "2027-01-01" },
        "2026-11-30",
        "2026-12-31"
      )
    ).toEqual([])
  })
})

describe("visitRuleSchema", () => {
  const problems = (input: Record<string, unknown>) =>
    visitRuleSchema
      .safeParse({ start_date: "2026-01-01", ...input })
      .error?.issues.map((i) => [i.path.join("."), i.message])

  it("asks each kind for what it repeats on", () => {
    expect(problems({ kind: "weekly" })).toEqual([
      ["weekdays", messages.visitWeekdays],
    ])
    expect(problems({ kind: "monthly_day" })).toEqual([
      ["month_day", messages.visitMonthDay],
    ])
    expect(
      problems({ kind: "monthly_weekday", weekdays: ["mon", "tue"] })
    ).toEqual([
      ["weekdays", messages.visitWeekdays],
      ["nth", messages.visitNth],
    ])
  })

  it("refuses an end before the start, a window out of order and bad dates", () => {
    expect(
      problems({
        kind: "weekly",
        weekdays: ["mon"],
        end_date: "2025-12-31",
        windows: [{ start: "10:00", end: "09:00" }],
        exceptions: ["2026-02-30"],
      })
    ).toEqual([
      ["exceptions.0", messages.invalidDate],
      ["windows.0.end", messages.visitWindow],
      ["end_date", messages.endDateBeforeStartDate],
    ])
    expect(
      problems({ kind: "weekly", weekdays: ["mon"], end_date: "2025-12-31" })
    ).toEqual([["end_date", messages.endDateBeforeStartDate]])
  })

  it("fills in the defaults", () => {
    expect(rule({ weekdays: ["fri", "mon"] })).toMatchObject({
      weekdays: ["mon", "fri"],
      every_weeks: 1,
      duration: 15,
      windows: [],
      exceptions: [],
      end_date: null,
    })
  })
})
