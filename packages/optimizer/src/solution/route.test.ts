import { describe, expect, it } from "vitest"
import { randomProblem } from "../../test/fixtures.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Route } from "./route.ts"

describe("Route.insertAt", () => {
  /** Incremental insertion leaves the same cached data as a full recompute. */
  it.each([1, 2, 3, 4])("matches a full update (seed %i)", (seed) => {
    const data = compileProblem(randomProblem(seed, 40, 3))
    const rng = new Random(seed)
    for (let v = 0; v < data.nVehicles; v++) {
      const route = new Route(v)
      route.update(data)
      const jobs = rng.shuffle(Array.from({ length: data.nJobs }, (_, j) => j))
      for (const j of jobs.slice(0, 25)) {
        route.insertAt(data, rng.int(route.seq.length + 1), j)
        const fresh = new Route(v)
        fresh.seq = route.seq.slice()
        fresh.update(data)
        const m = route.seq.length
        expect(Array.from(route.dep.subarray(0, m))).toEqual(
          Array.from(fresh.dep.subarray(0, m))
        )
        expect(Array.from(route.lat.subarray(0, m))).toEqual(
          Array.from(fresh.lat.subarray(0, m))
        )
        expect(Array.from(route.arcCost.subarray(0, m + 1))).toEqual(
          Array.from(fresh.arcCost.subarray(0, m + 1))
        )
        expect(route.cost).toBe(fresh.cost)
        expect(route.distance).toBe(fresh.distance)
        expect(route.travelTime).toBe(fresh.travelTime)
        expect(route.endTime).toBe(fresh.endTime)
        expect(Array.from(route.startLoad)).toEqual(Array.from(fresh.startLoad))
      }
    }
  })

  /** Capacity checks with pickups agree with a brute-force load profile. */
  it("checks capacity with pickups on board", () => {
    const data = compileProblem(randomProblem(9, 30, 2))
    const rng = new Random(9)
    const route = new Route(0)
    route.update(data)
    for (let j = 0; j < 12; j++)
      route.insertAt(data, rng.int(route.seq.length + 1), j)
    for (let j = 12; j < 30; j++) {
      for (let p = 0; p <= route.seq.length; p++) {
        const trial = new Route(0)
        trial.seq = [...route.seq.slice(0, p), j, ...route.seq.slice(p)]
        trial.update(data)
        const fits = trial.loadProfile(data)
        expect(route.capacityFits(data, j, p)).toBe(fits)
      }
    }
  })
})
