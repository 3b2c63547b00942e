import { describe, expect, it } from "vitest"

import { nextWorkWeek } from "./next-work-week.ts"

describe("the next work week", () => {
  it("is the Monday to Friday after today", () => {
    // 2026-11-29 is a Sunday, 2026-11-26 a Thursday.
    expect(nextWorkWeek("2026-11-29")).toEqual({
      from: "2026-11-30",
      to: "2026-12-04",
    })
    expect(nextWorkWeek("2026-11-26")).toEqual({
      from: "2026-11-30",
      to: "2026-12-04",
    })
  })

  it("is a week away on a Monday, and crosses a month and a year", () => {
    expect(nextWorkWeek("2026-11-30")).toEqual({
      from: "2026-12-07",
      to: "2026-12-11",
    })
    expect(nextWorkWeek("2026-12-31")).toEqual({
      from: "2027-01-04",
      to: "2027-01-08",
    })
  })
})
