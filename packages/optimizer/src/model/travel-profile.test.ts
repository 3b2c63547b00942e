import { describe, expect, it } from "vitest"
import { randomProfile } from "../../test/fixtures.ts"
import { Random } from "../random.ts"
import { checkProfile, profileArrival } from "./travel-profile.ts"
import type { TravelProfile } from "./types.ts"

describe("travel profile: time-dependent travel", () => {
  it("drives band by band at each band's factor", () => {
    const p: TravelProfile = { bandStarts: [0, 100], factors: [[1, 2]] }
    // 50 s at factor 1 reaches the band's end with 50 s of the arc left, at factor 2.
    expect(profileArrival(p, 0, 100, 50)).toBe(200)
    expect(profileArrival(p, 0, 100, 100)).toBe(300)
    expect(profileArrival(p, 0, 100, -100)).toBe(0)
    // Rounded up to whole seconds.
    expect(profileArrival({ bandStarts: [0], factors: [[1.5]] }, 0, 3, 0)).toBe(
      5
    )
    // The arc is driven in the zone of its first location.
    const zoned: TravelProfile = {
      bandStarts: [0],
      factors: [[1], [3]],
      locationZones: [0, 1],
    }
    expect(profileArrival(zoned, 0, 10, 0)).toBe(10)
    expect(profileArrival(zoned, 1, 10, 0)).toBe(30)
    expect(profileArrival(zoned, 1, 0, 7)).toBe(7)
  })

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
    "FIFO: a later departure never arrives earlier (random profile %i)",
    (seed) => {
      const rng = new Random(seed)
      const profile = randomProfile(rng, 4)
      checkProfile(profile, 4)
      for (let trial = 0; trial < 500; trial++) {
        const from = rng.int(4)
        const base = rng.int(5000)
        const t1 = rng.int(90_000) - 2000
        const t2 = t1 + rng.int(3000)
        const a1 = profileArrival(profile, from, base, t1)
        const a2 = profileArrival(profile, from, base, t2)
        expect(a2).toBeGreaterThanOrEqual(a1)
        expect(a1).toBeGreaterThanOrEqual(t1)
      }
    }
  )

  it("all 1.0 is the matrix's duration", () => {
    const rng = new Random(5)
    const ones: TravelProfile = {
      bandStarts: [0, 3600, 7200],
      factors: [[1, 1, 1]],
    }
    for (let trial = 0; trial < 200; trial++) {
      const base = rng.int(10_000)
      const t = rng.int(20_000)
      expect(profileArrival(ones, 0, base, t)).toBe(t + base)
    }
  })

  it.each([
    ["no bands", { bandStarts: [], factors: [[]] }],
    ["bands out of order", { bandStarts: [10, 5], factors: [[1, 1]] }],
    ["a factor of 0", { bandStarts: [0], factors: [[0]] }],
    ["a row of the wrong length", { bandStarts: [0, 5], factors: [[1]] }],
    [
      "a zone per location missing",
      { bandStarts: [0], factors: [[1]], locationZones: [0] },
    ],
    [
      "an unknown zone",
      { bandStarts: [0], factors: [[1]], locationZones: [0, 1] },
    ],
  ] as const)("refuses %s", (_, profile) => {
    expect(() => checkProfile(profile, 2)).toThrow(RangeError)
  })
})
