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
