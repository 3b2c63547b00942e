import { describe, expect, it } from "vitest"
import {
  GreatCircleMatrixProvider,
  greatCircleMetres,
  toInt32Matrix,
} from "./matrix.ts"

describe("GreatCircleMatrixProvider", () => {
  /** Paris to London is about 344 km as the crow flies. */
  it("measures great-circle distance", () => {
    const d = greatCircleMetres(
      { lat: 48.8566, lng: 2.3522 },
      { lat: 51.5074, lng: -0.1278 }
    )
    expect(d).toBeGreaterThan(340_000)
    expect(d).toBeLessThan(348_000)
  })

  /** Distances carry the road factor and times follow the mode's speed. */
  it("applies the road factor and speed", () => {
    const locations = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 0.01 },
    ]
    const m = new GreatCircleMatrixProvider(1.5, {
      1: 10,
      2: 5,
      3: 1,
      4: 8,
    }).getMatrices(locations, 1)
    const straight = greatCircleMetres(locations[0]!, locations[1]!)
    expect(m.size).toBe(2)
    expect(m.distances[1]).toBe(Math.round(straight * 1.5))
    expect(m.distances[2]).toBe(m.distances[1])
    expect(m.durations[1]).toBe(Math.ceil((m.distances[1] as number) / 10))
    expect(m.distances[0]).toBe(0)
  })

  /** A road factor below 1 is refused. */
  it("refuses a road factor below 1", () => {
    expect(() => new GreatCircleMatrixProvider(0.5)).toThrow(RangeError)
  })
})

describe("toInt32Matrix", () => {
  /** Wrong sizes and negative cells are refused. */
  it("checks the shape and values", () => {
    expect(() => toInt32Matrix([1, 2, 3], 2)).toThrow(RangeError)
    expect(() => toInt32Matrix([0, -1, 1, 0], 2)).toThrow(RangeError)
    expect(Array.from(toInt32Matrix([0, 1.4, 2.6, 0], 2))).toEqual([0, 1, 3, 0])
  })
})
