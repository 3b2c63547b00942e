import { describe, expect, it } from "vitest"

import { allowedDayNames, dayName } from "./day-names.ts"

describe("day names", () => {
  it("names a date with its weekday as a person reads it, in English and Spanish", () => {
    expect(dayName("2026-12-01", "en")).toBe("Tuesday 1 December 2026")
    expect(dayName("2026-12-01", "es")).toBe("martes 1 de diciembre de 2026")
  })

  it("names allowed days, weekdays and dates, as one list", () => {
    const days = ["mon", "fri", "2026-12-05"]
    expect(allowedDayNames(days, "en")).toBe(
      "Monday, Friday and Saturday 5 December 2026"
    )
    expect(allowedDayNames(days, "es")).toBe(
      "lunes, viernes y sábado 5 de diciembre de 2026"
    )
    expect(allowedDayNames(["wed"], "en")).toBe("Wednesday")
  })
})
