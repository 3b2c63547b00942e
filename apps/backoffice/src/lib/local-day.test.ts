import { describe, expect, it } from "vitest"

import { addDays, dayBounds, dayOf } from "./local-day.ts"

describe("local days", () => {
  it("writes a moment's day in the browser's calendar", () => {
    expect(dayOf(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05")
  })

  it("moves across month and year ends", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01")
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31")
  })

  it("spans whole days, from the first moment to the last", () => {
    const { from, to } = dayBounds("2026-11-23", "2026-11-24")
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(
      2 * 86_400_000 - 1
    )
    expect(dayOf(new Date(from))).toBe("2026-11-23")
    expect(dayOf(new Date(to))).toBe("2026-11-24")
  })
})

describe("a site's days", () => {
  it("cuts days at the site's midnight", () => {
    const late = new Date("2026-03-09T05:00:00Z") // 8 March, 22:00 in Tijuana
    expect(dayOf(late, "America/Tijuana")).toBe("2026-03-08")
    expect(dayOf(late, "Europe/Madrid")).toBe("2026-03-09")
  })

  it("spans the 23 hours of the day the clocks go forward", () => {
    const { from, to } = dayBounds(
      "2026-03-08",
      "2026-03-08",
      "America/Tijuana"
    )
    expect(from).toBe("2026-03-08T08:00:00.000Z")
    expect(to).toBe("2026-03-09T06:59:59.999Z")
  })
})
