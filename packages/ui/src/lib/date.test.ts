import { describe, expect, it } from "vitest"

import {
  DATE_MAX,
  DATE_MIN,
  addDays,
  addMonths,
  daysInMonth,
  isWithinRange,
  monthGrid,
  parseIsoDate,
} from "./date"

describe("date helpers", () => {
  it("span the product's range", () => {
    expect(DATE_MIN).toBe("1900-01-01")
    expect(DATE_MAX).toBe("2099-12-31")
  })

  it.each([
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    [" 1900-01-01 ", { year: 1900, month: 1, day: 1 }],
    ["2023-02-29", null],
    ["2024-13-01", null],
    ["2024-00-10", null],
    ["24-01-01", null],
    ["01/02/2024", null],
    ["", null],
  ])("parseIsoDate(%j)", (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected)
  })

  it.each([
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2099, 12, 31],
  ])("%i-%i has %i days", (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days)
  })

  it.each([
    ["1899-12-31", false],
    ["1900-01-01", true],
    ["2099-12-31", true],
    ["2100-01-01", false],
  ])("%s within the range: %s", (day, inside) => {
    expect(isWithinRange(day, DATE_MIN, DATE_MAX)).toBe(inside)
  })

  it("moves by days across months and years", () => {
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01")
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29")
    expect(addDays("2024-01-10", 7)).toBe("2024-01-17")
  })

  it("moves by months, keeping the day where it exists", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29")
    expect(addMonths("2024-01-15", -1)).toBe("2023-12-15")
    expect(addMonths("2024-05-20", 12)).toBe("2025-05-20")
  })

  it("lays out a month Monday first", () => {
    // 1 September 2026 is a Tuesday.
    const weeks = monthGrid(2026, 9)
    expect(weeks[0]).toEqual([
      null,
      "2026-09-01",
      "2026-09-02",
      "2026-09-03",
      "2026-09-04",
      "2026-09-05",
      "2026-09-06",
    ])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks.at(-1)?.at(-1)).toBeNull()
  })
})
