import { describe, expect, it } from "vitest"

import { formatDuration, formatLateness, formatTime } from "./format.ts"

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
