import { describe, expect, it } from "vitest"

import {
  FACTOR_BOUNDS,
  PRIOR_WEIGHT,
  ZONE_WEIGHT,
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

  it("learns a rush hour that comes back every weekday from a few weeks, zone by zone", () => {
    // Three weeks: at 8 AM each weekday, two legs 1.6 × slower in the centre, two at 1.1 ×
    // elsewhere; at noon, the travel source's times everywhere.
    const centre = "19.4,-99.15"
    const ring = "19.5,-99.2"
    const weeks = [1, 2, 3].flatMap(() =>
      [0, 1, 2, 3, 4].flatMap((day) => [
        ...legs(2, 1.6, centre, day * 24 + 8),
        ...legs(2, 1.1, ring, day * 24 + 8),
        ...legs(2, 1, centre, day * 24 + 12),
        ...legs(2, 1, ring, day * 24 + 12),
      ])
    )
    const profile = learnProfile(weeks)
    // Tuesday 8 AM: six legs of its own, but thirty at 8 AM in the zone over the weeks.
    const tuesday = 24 + 8
    expect(profile.zones.get(centre)![tuesday]).toBeGreaterThan(1.45)
    expect(profile.zones.get(ring)![tuesday]).toBeGreaterThan(1.05)
    expect(profile.zones.get(ring)![tuesday]).toBeLessThan(1.2)
    expect(profile.zones.get(centre)![24 + 12]).toBeCloseTo(1, 6)
    // Saturday 8 AM is another kind of day: nobody drove then, it keeps 1.0.
    expect(profile.zones.get(centre)![5 * 24 + 8]).toBe(1)
    // A zone nobody drove in takes the city's 8 AM, between the two zones'.
    expect(profile.city[tuesday]).toBeGreaterThan(1.2)
    expect(profile.city[tuesday]).toBeLessThan(1.35)
    expect(ZONE_WEIGHT).toBeLessThan(PRIOR_WEIGHT)
  })

  it("expands onto the problem's clock: an hour band per hour, each location in its zone", () => {
    // Monday 08:00 is hour 8 of the week, Tuesday 08:00 hour 32.
    const week = Array.from({ length: 168 }, (_, h) =>
      h === 8 ? 1.5 : h === 32 ? 1.2 : 1
    )
    const city = Array.from({ length: 168 }, (_, h) => (h === 8 ? 1.25 : 1))
    const profile = { zones: new Map([["19.4,-99.15", week]]), city, legs: 1 }
    const inside = { lat: 19.43, lng: -99.13 }
    const outside = { lat: 25.6, lng: -100.3 }
    expect(zoneOf(inside.lat, inside.lng)).toBe("19.4,-99.15")
    // A clock starting Monday at midnight: band i is hour i.
    const monday = expandProfile(profile, [inside, outside], 0)
    expect(monday.bandStarts).toHaveLength(24)
    expect(monday.bandStarts[8]).toBe(8 * 3600)
    expect(monday.locationZones).toEqual([1, 0])
    // A location in a zone nobody drove in takes the city's factors.
    expect(monday.factors[0]![8]).toBe(1.25)
    expect(monday.factors[0]!.filter((f) => f !== 1)).toHaveLength(1)
    expect(monday.factors[1]![8]).toBe(1.5)
    // A clock starting Tuesday at 07:30: band 0 is 07:30-08:00, band 1 starts at 08:00.
    const tuesday = expandProfile(profile, [inside], (24 + 7.5) * 3600)
    expect(tuesday.bandStarts.slice(0, 3)).toEqual([0, 1800, 5400])
    expect(tuesday.factors[1]!.slice(0, 3)).toEqual([1, 1.2, 1])
    // Two days from Sunday midnight: Monday's 08:00 is band 24 + 8; the week wraps.
    const weekend = expandProfile(profile, [inside], 6 * 24 * 3600, 48 * 3600)
    expect(weekend.factors[1]![32]).toBe(1.5)
  })
})
