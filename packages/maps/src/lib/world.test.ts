import { describe, expect, it } from "vitest"

import { splitRingAtAntimeridian, worldCountries } from "./world"

function maxJump(ring: number[][]): number {
  let jump = 0
  for (let i = 1; i < ring.length; i++) {
    // An edge along a pole (closing Antarctica) is not drawn across the map.
    if (Math.abs(ring[i]?.[1] ?? 0) === 90 && ring[i]?.[1] === ring[i - 1]?.[1])
      continue
    jump = Math.max(
      jump,
      Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0))
    )
  }
  return jump
}

describe("splitRingAtAntimeridian", () => {
  it("leaves an ordinary ring alone", () => {
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]
    expect(splitRingAtAntimeridian(ring)).toEqual([ring])
  })

  it("makes a ring across 180 continuous and adds its other half", () => {
    const ring = [
      [179, -16],
      [-179, -16],
      [-179, -17],
      [179, -17],
      [179, -16],
    ]
    const [a, b] = splitRingAtAntimeridian(ring)
    expect(a?.map((p) => p[0])).toEqual([179, 181, 181, 179, 179])
    expect(b?.map((p) => p[0])).toEqual([-181, -179, -179, -181, -181])
  })

  it("closes a ring that goes round the globe through the pole", () => {
    const ring = [
      [-180, -80],
      [0, -75],
      [180, -80],
      [-180, -80],
    ]
    const [piece] = splitRingAtAntimeridian(ring)
    expect(piece?.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -80],
    ])
  })
})

describe("worldCountries", () => {
  it("has every country and no edge that jumps across the map", () => {
    const world = worldCountries()
    expect(world.features.length).toBe(177)
    for (const f of world.features)
      for (const polygon of f.geometry.coordinates)
        for (const ring of polygon) expect(maxJump(ring)).toBeLessThan(180)
  })
})
