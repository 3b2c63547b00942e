import { describe, expect, it } from "vitest"
import {
  lineProblem,
  randomProblem,
  randomProfile,
  richProblem,
} from "../test/fixtures.ts"
import { checkSolution } from "./check/feasibility.ts"
import type { Job, Problem, TravelProfile } from "./model/types.ts"
import { Random } from "./random.ts"
import { timeSequence } from "./solution/fixed-sequence.ts"
import { solve } from "./solve.ts"

const FAST = { maxIterations: 150, timeLimitMs: 60_000 }

function withProfile(problem: Problem, seed: number): Problem {
  const rng = new Random(seed * 13 + 1)
  return {
    ...problem,
    travelProfile: randomProfile(rng, problem.locations.length, 8000),
  }
}

describe("Problem.travelProfile: time-dependent travel in the solver", () => {
  it.each(Array.from({ length: 6 }, (_, i) => i + 600))(
    "random instance %i under a random profile keeps every rule (the checker drives the profile)",
    (seed) => {
      const p = withProfile(randomProblem(seed, 30 + (seed % 15), 4), seed)
      const r = solve(p, { ...FAST, seed })
      expect(checkSolution(p, r)).toEqual([])
      expect(
        r.routes.reduce((a, x) => a + x.stops.length, 0) + r.unassigned.length
      ).toBe(p.jobs.length)
    }
  )

  it.each(Array.from({ length: 4 }, (_, i) => i + 610))(
    "random instance %i with pairs, breaks, reloads and frozen stops under a random profile keeps every rule",
    (seed) => {
      const base = richProblem(seed, 30, 4)
      const first = base.vehicles[0]
      const done = base.jobs.find((j) => j.type !== 8 && !j.delivery)
      const vehicles =
        first && done && !base.jobs.some((j) => j.delivery === done.id)
          ? [{ ...first, frozenJobs: [done.id] }, ...base.vehicles.slice(1)]
          : base.vehicles
      const p = withProfile({ ...base, vehicles }, seed)
      const r = solve(p, { ...FAST, seed })
      expect(checkSolution(p, r)).toEqual([])
    }
  )

  it("the result's times are the profile's: checked without it, they are not the matrix's", () => {
    const p = withProfile(randomProblem(620, 30, 4), 620)
    const slow: Problem = {
      ...p,
      travelProfile: {
        bandStarts: [0, 2000],
        factors: [[1.7, 1.3]],
      },
    }
    const r = solve(slow, FAST)
    expect(checkSolution(slow, r)).toEqual([])
    const { travelProfile: _, ...flat } = slow
    expect(checkSolution(flat, r).map((i) => i.message)).toContain(
      "schedule mismatch"
    )
  })

  it("a profile of all 1.0 gives the time-independent result", () => {
    const p = randomProblem(630, 40, 4)
    const ones: TravelProfile = {
      bandStarts: [0, 3600, 7200],
      factors: [
        [1, 1, 1],
        [1, 1, 1],
      ],
      locationZones: p.locations.map((_, i) => i % 2),
    }
    const a = solve(p, { ...FAST, seed: 3 })
    const b = solve({ ...p, travelProfile: ones }, { ...FAST, seed: 3 })
    expect(b.routes).toEqual(a.routes)
    expect(b.unassigned).toEqual(a.unassigned)
  })

  it("a profile at 1.0 for the whole day takes the profile's path and times the routes as the matrix does", () => {
    // Slower only long after every shift: the profile is kept, and changes no time.
    const p = richProblem(631, 30, 4)
    const late: TravelProfile = {
      bandStarts: [0, 1e9],
      factors: [[1, 2]],
    }
    const r = solve({ ...p, travelProfile: late }, { ...FAST, seed: 4 })
    expect(checkSolution({ ...p, travelProfile: late }, r)).toEqual([])
    expect(checkSolution(p, r)).toEqual([])
    expect(r.routes.length).toBeGreaterThan(0)
  })

  /** Depot at 0, a stop 100 s away open until 250; the van leaves at 100. */
  function rushHour(factor: number): Problem {
    const jobs: Job[] = [
      { id: "a", location: 1, service: 0, timeWindows: [[0, 250]] },
    ]
    return lineProblem(
      [0, 100],
      jobs,
      [{ id: "v", start: 0, shift: [100, 5000] }],
      {
        travelProfile: {
          bandStarts: [0, 100, 1000],
          factors: [[1, factor, 1]],
        },
      }
    )
  }

  it("a rush hour makes a window unreachable that the matrix would reach", () => {
    const calm = solve(rushHour(1.2), FAST)
    expect(calm.unassigned).toEqual([])
    expect(calm.routes[0]?.stops[0]?.arrival).toBe(220)
    expect(calm.routes[0]?.arrival).toBe(220 + 120)
    expect(calm.routes[0]?.travelTime).toBe(240)
    const rush = solve(rushHour(3), FAST)
    expect(rush.routes).toEqual([])
    expect(rush.unassigned[0]?.reasons).toEqual(["time_window"])
  })

  it("the time objective counts driving through the profile: it leaves the slow zone's stop for the calm band", () => {
    // One van from 0; stop x at 100 (a slow zone until 1000) opens at 0, stop y at -100 at 0.
    // Going to x first drives the slow zone's arc back in the rush; y first comes back to x later.
    const jobs: Job[] = [
      { id: "x", location: 1, service: 500 },
      { id: "y", location: 2, service: 500 },
    ]
    const p = lineProblem([0, 100, -100], jobs, [{ id: "v", start: 0 }], {
      optimizationType: 1,
      travelProfile: {
        bandStarts: [0, 1000],
        factors: [
          [1, 1],
          [4, 1],
        ],
        locationZones: [0, 1, 0],
      },
    })
    const r = solve(p, FAST)
    expect(checkSolution(p, r)).toEqual([])
    expect(r.routes[0]?.stops.map((s) => s.jobId)).toEqual(["y", "x"])
    expect(r.cost).toBe(400)
    expect(r.routes[0]?.travelTime).toBe(400)
  })

  it("times a fixed sequence through the profile", () => {
    const m = {
      size: 2,
      durations: [0, 100, 100, 0],
      distances: [0, 100, 100, 0],
    }
    const route = { start: 0, departure: 50, end: 0 }
    const visits = [{ location: 1, service: 0 }]
    const profile = { bandStarts: [0, 100], factors: [[1, 2]] }
    expect(timeSequence(m, route, visits).visits[0]?.arrival).toBe(150)
    const timed = timeSequence(m, route, visits, profile)
    expect(timed.visits[0]?.arrival).toBe(200)
    expect(timed.duration).toBe(200 + 200 - 50)
  })
})
