import { describe, expect, it } from "vitest"

import { readAllowedDates } from "./day-cells.ts"

describe("readAllowedDates", () => {
  it.each([
    ["", []],
    ["2026-12-24", ["2026-12-24"]],
    ["2026-12-24, 2026-12-31; 2026-12-24", ["2026-12-24", "2026-12-31"]],
  ])("reads %j as its dates, each once", (text, dates) => {
    expect(readAllowedDates(text)).toEqual(dates)
  })

  it.each(["someday", "2026-13-01", "mon"])("refuses %j", (text) => {
    expect(readAllowedDates(text)).toBeNull()
  })
})
