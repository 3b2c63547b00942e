import { describe, expect, it } from "vitest"

import {
  FACTOR_BOUNDS,
  PRIOR_WEIGHT,
  expandProfile,
  learnProfile,
  shrunkFactor,
  zoneOf,
} from "./travel-profile.ts"

const legs = (n: number, ratio: number, zone = "19.4,-99.15", hourOfWeek = 8) =>
  Array.from({ length: n }, () => ({ zone, hourOfWeek, ratio }))

describe("a learned travel profile", () => {
  it("keeps the travel source's times (1.0) where nobody drove", () => {
    expect(shrunkFactor([])).toBe(1)
  })

  it("shrinks a factor towards 1.0 when the data is thin, and lets plenty of data speak", () => {
    // One leg 1.6 × slower barely moves the factor; as many legs as the prior's weight move it
    // half-way; a hundred times that get within 1 % of 1.6.
    expect(shrunkFactor([1.6])).toBeCloseTo(1 + 0.6 / (PRIOR_WEIGHT + 1), 6)
    expect(
      shrunkFactor(legs(PRIOR_WEIGHT, 1.6).map((l) => l.ratio))
    ).toBeCloseTo(1.3, 6)
    const plenty = shrunkFactor(
      legs(100 * PRIOR_WEIGHT, 1.6).map((l) => l.ratio)
    )
    expect(plenty).toBeGreaterThan(1.59)
    expect(plenty).toBeLessThan(1.6)
  })

  it("holds a factor within its bounds", () => {
    expect(shrunkFactor(legs(1000, 10).map((l) => l.ratio))).toBe(
      FACTOR_BOUNDS.max
    )
    expect(shrunkFactor(legs(1000, 0.01).map((l) => l.ratio))).toBe(
      FACTOR_BOUNDS.min
    )
  })

  it("learns per zone and hour of the week, ignoring unreadable legs", () => {
    const profile = learnProfile([
      ...legs(2000, 1.6, "19.4,-99.15", 8),
      ...legs(2000, 1.1, "19.5,-99.2", 8),
      { zone: "19.4,-99.15", hourOfWeek: 9, ratio: Number.NaN },
    ])
    expect(profile.zones.get("19.4,-99.15")![8]).toBeGreaterThan(1.59)
    expect(profile.zones.get("19.4,-99.15")![9]).toBe(1)
    expect(profile.zones.get("19.5,-99.2")![8]).toBeCloseTo(1.1, 2)
  })

  it("expands onto the problem's clock: an hour band per hour, each location in its zone", () => {
    // Monday 08:00 is hour 8 of the week; a horizon starting on a Tuesday reads Tuesday's.
    const week = Array.from({ length: 168 }, (_, h) =>
      h === 8 ? 1.5 : h === 32 ? 1.2 : 1
    )
    const profile = { zones: new Map([["19.4,-99.15", week]]), legs: 1 }
    const inside = { latitude: 19.43, longitude: -99.13 }
    const outside = { latitude: 25.6, longitude: -100.3 }
    expect(zoneOf(inside.latitude, inside.longitude)).toBe("19.4,-99.15")
    const monday = expandProfile(profile, [inside, outside], 1)
    expect(monday.bandStarts).toHaveLength(24)
    expect(monday.bandStarts[8]).toBe(8 * 3600)
    expect(monday.locationZones).toEqual([1, 0])
    expect(monday.factors[0]!.every((f) => f === 1)).toBe(true)
    expect(monday.factors[1]![8]).toBe(1.5)
    const tuesday = expandProfile(profile, [inside], 2)
    expect(tuesday.factors[1]![8]).toBe(1.2)
    // Two days from Sunday: Sunday, then Monday's 08:00 in band 24 + 8.
    const weekend = expandProfile(profile, [inside], 7, 2)
    expect(weekend.factors[1]![32]).toBe(1.5)
  })
})
