import { describe, expect, it } from "vitest"
import { penalisableProblem, randomProblem } from "../../test/fixtures.ts"
import {
  compileProblem,
  DIMS,
  matricesOf,
  type ProblemData,
} from "../model/problem-data.ts"
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

/**
 * Time warp by a plain forward walk (Vidal et al. 2013): a late arrival
 * counts its lateness and starts service at the window's end.
 */
function walkWarp(data: ProblemData, v: number, seq: number[]): number {
  const { T } = matricesOf(data, v)
  const L = data.size
  let t = data.vDeparture[v] as number
  let prev = data.vStart[v] as number
  let warp = 0
  for (const j of seq) {
    const l = data.loc[j] as number
    const w = data.twOffset[j] as number
    const arr = t + (T[prev * L + l] as number)
    const close = data.twEnd[w] as number
    warp += Math.max(0, arr - close)
    t =
      Math.min(Math.max(arr, data.twStart[w] as number), close) +
      (data.service[j] as number)
    prev = l
  }
  const end = data.vEnd[v] as number
  if (end >= 0) t += T[prev * L + end] as number
  return warp + Math.max(0, t - (data.vLatestEnd[v] as number))
}

describe("Route in the penalised search", () => {
  /** Random sequences are mostly late: the warp is the walk's, the excess the load's. */
  it.each([1, 2, 3])("counts time warp and excess (seed %i)", (seed) => {
    const data = compileProblem(penalisableProblem(seed, 40, 3))
    expect(data.penalisable).toBe(true)
    const rng = new Random(seed)
    let late = 0
    for (let v = 0; v < data.nVehicles; v++) {
      const jobs = rng.shuffle(Array.from({ length: data.nJobs }, (_, j) => j))
      for (let m = 0; m <= 20; m++) {
        const route = new Route(v, true)
        route.seq = jobs.slice(0, m)
        route.update(data)
        const warp = walkWarp(data, v, route.seq)
        expect(route.timeWarp).toBeCloseTo(warp, 9)
        if (warp > 0) late++
        let excess = 0
        for (let d = 0; d < DIMS; d++) {
          let load = 0
          for (const j of route.seq) load += data.demand[j * DIMS + d] as number
          excess += Math.max(0, load - (data.vCapacity[v * DIMS + d] as number))
        }
        expect(route.excess).toBe(excess)
        expect(route.feasible).toBe(
          warp === 0 &&
            excess === 0 &&
            route.distance <= (data.vMaxDistance[v] as number)
        )
      }
    }
    expect(late).toBeGreaterThan(10)
  })

  /** warpWith prices every insertion's warp as a full walk does. */
  it.each([4, 5, 6])(
    "prices an insertion's warp in constant time (seed %i)",
    (seed) => {
      const data = compileProblem(penalisableProblem(seed, 30, 2))
      const rng = new Random(seed)
      for (let v = 0; v < data.nVehicles; v++) {
        const jobs = rng.shuffle(
          Array.from({ length: data.nJobs }, (_, j) => j)
        )
        const route = new Route(v, true)
        route.seq = jobs.slice(0, 12)
        route.update(data)
        for (const j of jobs.slice(12)) {
          for (let p = 0; p <= route.seq.length; p++) {
            const seq = [...route.seq.slice(0, p), j, ...route.seq.slice(p)]
            expect(route.warpWith(data, j, p)).toBeCloseTo(
              walkWarp(data, v, seq),
              9
            )
          }
        }
      }
    }
  )

  /** On time, the penalised route caches what the feasible route does. */
  it("keeps the feasible schedule of an on-time route", () => {
    const data = compileProblem(penalisableProblem(7, 40, 3))
    const rng = new Random(7)
    let onTime = 0
    for (let trial = 0; trial < 300; trial++) {
      const v = rng.int(data.nVehicles)
      const seq = rng
        .shuffle(Array.from({ length: data.nJobs }, (_, j) => j))
        .slice(0, 1 + rng.int(4))
      const penalised = new Route(v, true)
      const plain = new Route(v)
      penalised.seq = seq
      plain.seq = seq.slice()
      penalised.update(data)
      plain.update(data)
      if (penalised.timeWarp > 0) continue
      onTime++
      const m = seq.length
      expect(Array.from(penalised.dep.subarray(0, m))).toEqual(
        Array.from(plain.dep.subarray(0, m))
      )
      expect(Array.from(penalised.lat.subarray(0, m))).toEqual(
        Array.from(plain.lat.subarray(0, m))
      )
      expect(penalised.endTime).toBe(plain.endTime)
    }
    expect(onTime).toBeGreaterThan(20)
  })
})
