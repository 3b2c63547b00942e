import { describe, expect, it } from "vitest"

import { routeLoad } from "./route-load.ts"

const stops = [
  { pieces: 10, weight: 120.5, volume: 1 },
  { pieces: 5, weight: 80, volume: 0.5 },
]

describe("route load", () => {
  it("sums the stops against each limit the car has, over 100 % when overloaded", () => {
    expect(
      routeLoad({ capacity: { pieces: 10, weight: 400, volume: null } }, stops)
    ).toEqual([
      { kind: "pieces", used: 15, capacity: 10, percent: 150 },
      { kind: "weight", used: 200.5, capacity: 400, percent: 50.125 },
    ])
  })

  it("has nothing to show without a car or limits", () => {
    expect(routeLoad({ capacity: null }, stops)).toEqual([])
    expect(
      routeLoad(
        { capacity: { pieces: null, weight: null, volume: null } },
        stops
      )
    ).toEqual([])
  })
})
