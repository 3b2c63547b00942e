import { describe, expect, it } from "vitest"

import {
  zoneLabel,
  zoneOffsetMinutes,
  zonedClock,
  zonedDay,
  zonedDayBounds,
  zonedInstant,
  zonedIso,
} from "./zoned-time.ts"

describe("zoned times", () => {
  it.each([
    ["2026-01-15", "09:00", "America/Tijuana", "2026-01-15T17:00:00.000Z"],
    // Daylight time begins in Tijuana on 8 March 2026: the same 09:00 is an hour earlier in UTC.
    ["2026-03-08", "09:00", "America/Tijuana", "2026-03-08T16:00:00.000Z"],
    ["2026-03-07", "09:00", "America/Tijuana", "2026-03-07T17:00:00.000Z"],
    ["2026-03-29", "09:00", "Europe/Madrid", "2026-03-29T07:00:00.000Z"],
    ["2026-03-28", "09:00", "Europe/Madrid", "2026-03-28T08:00:00.000Z"],
    ["2026-06-01", "11:30", "America/Mexico_City", "2026-06-01T17:30:00.000Z"],
  ])("reads %s %s in %s as %s", (day, time, zone, iso) => {
    expect(zonedInstant(day, time, zone).toISOString()).toBe(iso)
  })

  it("reads a time the clocks skip with the offset before the change", () => {
    // 02:30 does not exist in Tijuana on 8 March 2026 (02:00 jumps to 03:00).
    expect(
      zonedInstant("2026-03-08", "02:30", "America/Tijuana").toISOString()
    ).toBe("2026-03-08T10:30:00.000Z")
  })

  it("shows both sides of a daylight-saving change on the zone's clock", () => {
    const before = new Date("2026-03-08T09:30:00Z") // 01:30 PST
    const after = new Date("2026-03-08T10:30:00Z") // 03:30 PDT
    expect(zonedClock(before, "America/Tijuana")).toBe("01:30")
    expect(zonedClock(after, "America/Tijuana")).toBe("03:30")
    expect(zoneOffsetMinutes(before, "America/Tijuana")).toBe(-480)
    expect(zoneOffsetMinutes(after, "America/Tijuana")).toBe(-420)
    expect(zonedIso(before, "America/Tijuana")).toBe(
      "2026-03-08T01:30:00-08:00"
    )
    expect(zonedIso(after, "America/Tijuana")).toBe("2026-03-08T03:30:00-07:00")
    expect(
      zonedIso(new Date("2026-03-29T01:30:00.250Z"), "Europe/Madrid")
    ).toBe("2026-03-29T03:30:00.250+02:00")
  })

  it("cuts days at the zone's midnight, 23 hours long on the day clocks go forward", () => {
    const instant = new Date("2026-03-09T05:00:00Z") // 8 March, 22:00 in Tijuana
    expect(zonedDay(instant, "America/Tijuana")).toBe("2026-03-08")
    expect(zonedDay(instant, "UTC")).toBe("2026-03-09")
    const { start, end } = zonedDayBounds(instant, "America/Tijuana")
    expect(start.toISOString()).toBe("2026-03-08T08:00:00.000Z")
    expect(end.toISOString()).toBe("2026-03-09T07:00:00.000Z")
  })

  it("labels the zone with its short name", () => {
    const winter = new Date("2026-01-15T17:00:00Z")
    expect(zoneLabel("America/Tijuana", winter)).toBe("PST")
    expect(zoneLabel("UTC", winter)).toBe("UTC")
  })
})
