import { describe, expect, it } from "vitest"

import {
  formatDuration,
  formatLateness,
  formatTime,
  formatZonedTime,
  zoneNote,
} from "./format.ts"

describe("formats", () => {
  it.each([
    [0, "0 h 00 min"],
    [3600 + 5 * 60, "1 h 05 min"],
    [7199, "2 h 00 min"],
  ])("writes %i seconds as %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it.each([
    [12, "12 min"],
    [59, "59 min"],
    [60, "1 h"],
    [615, "10 h 15 min"],
  ])("writes %i minutes late as %s, never '615 min'", (minutes, text) => {
    expect(formatLateness(minutes)).toBe(text)
  })

  it("writes a time of day", () => {
    expect(formatTime("2026-11-24T08:05:00Z", "en")).toMatch(/\d{1,2}:05/)
  })
})

describe("times in a site's zone", () => {
  it("writes a time on the site's clock, whatever the browser's zone", () => {
    expect(formatTime("2026-01-15T17:00:00Z", "en-US", "America/Tijuana")).toBe(
      "9:00 AM"
    )
    expect(formatTime("2026-01-15T17:00:00Z", "es-ES", "America/Tijuana")).toBe(
      "9:00"
    )
  })

  it("keeps 9:00 on both sides of a daylight-saving change", () => {
    // 7 March is still standard time in Tijuana (UTC-8), 8 March daylight time (UTC-7).
    expect(formatTime("2026-03-07T17:00:00Z", "en-US", "America/Tijuana")).toBe(
      "9:00 AM"
    )
    expect(formatTime("2026-03-08T16:00:00Z", "en-US", "America/Tijuana")).toBe(
      "9:00 AM"
    )
  })

  it("names the zone when it is not the browser's", () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone
    const other =
      browser === "America/Tijuana" ? "Europe/Madrid" : "America/Tijuana"
    expect(zoneNote(browser, "en")).toBe("")
    expect(
      formatZonedTime("2026-01-15T17:00:00Z", "en-US", "America/Tijuana")
    ).toBe(other === "America/Tijuana" ? "9:00 AM PST" : "9:00 AM")
  })
})
