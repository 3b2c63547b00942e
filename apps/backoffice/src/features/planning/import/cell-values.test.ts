import { describe, expect, it } from "vitest"

import {
  parseAmount,
  parseCoordinate,
  parseStopType,
  parseWindowTime,
} from "./cell-values.ts"

const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString()

describe("cell values", () => {
  it("reads amounts with a decimal comma or point, and refuses text", () => {
    expect(parseAmount("")).toBeUndefined()
    expect(parseAmount("12")).toBe(12)
    expect(parseAmount("1,5")).toBe(1.5)
    expect(parseAmount("2.25")).toBe(2.25)
    expect(parseAmount("twelve")).toBeNull()
    expect(parseAmount("-3")).toBeNull()
  })

  it("reads coordinates within range only", () => {
    expect(parseCoordinate("19,4326", 90)).toBe(19.4326)
    expect(parseCoordinate("-99.13", 180)).toBe(-99.13)
    expect(parseCoordinate("91", 90)).toBeNull()
    expect(parseCoordinate("north", 90)).toBeNull()
  })

  it("reads time windows in the forms spreadsheets hold them", () => {
    const day = "2026-11-25"
    expect(parseWindowTime("", day)).toBeUndefined()
    expect(parseWindowTime("8:00", day)).toBe(local(2026, 11, 25, 8, 0))
    expect(parseWindowTime("14.30", day)).toBe(local(2026, 11, 25, 14, 30))
    expect(parseWindowTime("2:15 pm", day)).toBe(local(2026, 11, 25, 14, 15))
    expect(parseWindowTime("12:00 a.m.", day)).toBe(local(2026, 11, 25, 0, 0))
    expect(parseWindowTime("0.375", day)).toBe(local(2026, 11, 25, 9, 0))
    expect(parseWindowTime("1899-12-30T10:45:00.000Z", day)).toBe(
      local(2026, 11, 25, 10, 45)
    )
    expect(parseWindowTime("26/11/2026 09:00", day)).toBe(
      local(2026, 11, 26, 9, 0)
    )
    expect(parseWindowTime("2026-11-27 07:30", day)).toBe(
      local(2026, 11, 27, 7, 30)
    )
    expect(parseWindowTime("2026-11-25T08:00:00Z", day)).toBe(
      "2026-11-25T08:00:00.000Z"
    )
  })

  it("refuses times and dates that do not exist", () => {
    const day = "2026-11-25"
    for (const text of ["25:00", "13:00 pm", "31/02/2026", "soon", "8"])
      expect(parseWindowTime(text, day), text).toBeNull()
  })
})

describe("stop types", () => {
  it("reads the spec's numbers and the types' names in English and Spanish", () => {
    expect(parseStopType("")).toBeUndefined()
    expect(parseStopType("2")).toBe(2)
    expect(parseStopType("Recolección")).toBe(1)
    expect(parseStopType("pickup")).toBe(1)
    expect(parseStopType("Entrega")).toBe(2)
    expect(parseStopType("Descanso")).toBe(8)
    expect(parseStopType("11")).toBeNull()
    expect(parseStopType("teleport")).toBeNull()
  })
})

describe("window times on the site's clock", () => {
  it.each([
    ["09:00", "2026-01-15", "America/Tijuana", "2026-01-15T17:00:00.000Z"],
    ["11:30", "2026-01-15", "America/Tijuana", "2026-01-15T19:30:00.000Z"],
    // The day daylight time begins in Tijuana: the same 09:00 is an hour earlier in UTC.
    ["09:00", "2026-03-08", "America/Tijuana", "2026-03-08T16:00:00.000Z"],
    ["2:15 pm", "2026-03-29", "Europe/Madrid", "2026-03-29T12:15:00.000Z"],
    [
      "2026-03-28 09:00",
      "2026-03-29",
      "Europe/Madrid",
      "2026-03-28T08:00:00.000Z",
    ],
  ])("reads %s on %s in %s as %s", (text, day, zone, iso) => {
    expect(parseWindowTime(text, day, zone)).toBe(iso)
  })

  it("refuses a date that no calendar has", () => {
    expect(parseWindowTime("31/02/2026 09:00", "2026-01-15", "UTC")).toBeNull()
  })
})
