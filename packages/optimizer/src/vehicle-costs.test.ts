import { describe, expect, it } from "vitest"
import {
  lineProblem,
  penalisableProblem,
  randomProblem,
  recreatedSolution,
  richProblem,
} from "../test/fixtures.ts"
import { checkSolution } from "./check/feasibility.ts"
import type { Job, Problem, SolveResult, Vehicle } from "./model/types.ts"
import { compileProblem } from "./model/problem-data.ts"
import { Random } from "./random.ts"
import { LocalSearch } from "./search/local-search.ts"
import { StringRemoval } from "./search/ruin.ts"
import { Solution } from "./solution/solution.ts"
import { solve } from "./solve.ts"

/** Every job gets a random added cost on a random half of the vehicles. */
function withVehicleCosts(problem: Problem, seed: number, top = 400): Problem {
  const rng = new Random(seed * 17 + 3)
  const jobs = problem.jobs.map((job): Job => {
    if (job.type === 8) return job
    const vehicleCosts: Record<string, number> = {}
    for (const v of problem.vehicles)
      if (rng.next() < 0.5) vehicleCosts[v.id] = rng.int(top)
    return { ...job, vehicleCosts }
  })
  return { ...problem, jobs }
}

/** The objective of a result by hand: distance (optimization type 2) plus each served job's cost on its vehicle. */
function costByHand(problem: Problem, result: SolveResult): number {
  const byId = new Map(problem.jobs.map((j) => [j.id, j]))
  let cost = 0
  for (const route of result.routes) {
    cost += route.distance
    for (const stop of route.stops)
      cost += byId.get(stop.jobId)?.vehicleCosts?.[route.vehicleId] ?? 0
  }
  return cost
}

/** Solves and returns the result with the search's own best cost at its end. */
function solveWithBest(
  problem: Problem,
  options: Parameters<typeof solve>[1]
): { result: SolveResult; bestCost: number } {
  let bestCost = NaN
  const result = solve(problem, {
    ...options,
    callbacks: { onEnd: (p) => (bestCost = p.bestCost) },
  })
  return { result, bestCost }
}

const penalty = (problem: Problem, result: SolveResult): number => {
  const byId = new Map(problem.jobs.map((j) => [j.id, j]))
  return result.unassigned.reduce(
    (s, u) => s + 1e9 * (1 + (byId.get(u.jobId)?.priority ?? 0)),
    0
  )
}

describe("Job.vehicleCosts: added to the objective", () => {
  it.each([
    ["annealing", randomProblem, 400],
    ["annealing, rich", richProblem, 401],
    ["ils", penalisableProblem, 402],
    ["hybrid", penalisableProblem, 403],
  ] as const)(
    "the %s search's costs, kept move by move, are the result's by hand",
    (label, make, seed) => {
      const strategy = label.startsWith("annealing")
        ? "annealing"
        : (label as "ils" | "hybrid")
      const p = withVehicleCosts(make(seed, 35, 4), seed)
      const { result, bestCost } = solveWithBest(p, {
        maxIterations: 200,
        timeLimitMs: 60_000,
        seed,
        search: { strategy },
      })
      expect(checkSolution(p, result)).toEqual([])
      expect(result.cost).toBeCloseTo(costByHand(p, result), 6)
      expect(bestCost).toBeCloseTo(result.cost + penalty(p, result), 3)
    }
  )

  /**
   * Ruin and recreate then the local search, each applied move re-priced
   * from scratch (verify): the routes' costs, kept move by move, are exact.
   */
  it.each([
    [420, randomProblem],
    [421, randomProblem],
    [422, richProblem],
    [423, richProblem],
  ] as const)(
    "random instance %i: the local search prices every move with the costs",
    (seed, make) => {
      const p = withVehicleCosts(make(seed, 50, 5), seed)
      if (seed % 2 === 1) p.optimizationType = 3
      const data = compileProblem(p)
      const rng = new Random(seed)
      const { sol, recreate } = recreatedSolution(data, rng)
      const ls = new LocalSearch(data, rng)
      ls.verify = true
      ls.run(sol)
      const ruin = new StringRemoval(data, rng, 10, 0.1)
      for (let round = 0; round < 5; round++) {
        sol.begin()
        recreate.run(sol, ruin.run(sol))
        for (const route of sol.routes) {
          const fresh = new Solution(data)
          fresh.restore(sol.snapshot())
          expect(route.cost).toBeCloseTo(fresh.routes[route.v]?.cost ?? NaN, 6)
        }
        ls.run(sol)
      }
    }
  )

  it("weight 0 changes nothing", () => {
    const base = randomProblem(410, 40, 4)
    const zero: Problem = {
      ...base,
      jobs: base.jobs.map((j) => ({
        ...j,
        vehicleCosts: Object.fromEntries(base.vehicles.map((v) => [v.id, 0])),
      })),
    }
    const options = { maxIterations: 200, timeLimitMs: 60_000, seed: 5 }
    const a = solve(base, options)
    const b = solve(zero, options)
    expect(b.routes).toEqual(a.routes)
    expect(b.unassigned).toEqual(a.unassigned)
    expect(b.cost).toBe(a.cost)
  })

  /**
   * Two vans, one at 0 and one at 2; stop A at 10, stop B at -10. By
   * distance alone A goes with the van at 2 and B with the van at 0 (36);
   * last time it was the other way round (44).
   */
  function territory(weight: number | undefined): Problem {
    const vehicles: Vehicle[] = [
      { id: "west", start: 0 },
      { id: "east", start: 1 },
    ]
    const costs = (last: string): Job["vehicleCosts"] =>
      weight === undefined
        ? undefined
        : Object.fromEntries(
            vehicles.filter((v) => v.id !== last).map((v) => [v.id, weight])
          )
    const jobs: Job[] = [
      { id: "A", location: 2, service: 0 },
      { id: "B", location: 3, service: 0 },
    ]
    const lastTime = { A: "west", B: "east" } as const
    return lineProblem(
      [0, 2, 10, -10],
      jobs.map((j) => {
        const c = costs(lastTime[j.id as "A" | "B"])
        return c ? { ...j, vehicleCosts: c } : j
      }),
      vehicles
    )
  }
  const vehicleOf = (r: SolveResult): Record<string, string> =>
    Object.fromEntries(
      r.routes.flatMap((x) => x.stops.map((s) => [s.jobId, x.vehicleId]))
    )
  const FAST = { maxIterations: 200, timeLimitMs: 60_000 }

  it("a weight keeps jobs with last time's vehicle when the distance cost is close", () => {
    expect(vehicleOf(solve(territory(undefined), FAST))).toEqual({
      A: "east",
      B: "west",
    })
    const kept = solve(territory(100), FAST)
    expect(vehicleOf(kept)).toEqual({ A: "west", B: "east" })
    expect(kept.distance).toBe(44)
    expect(kept.cost).toBe(44)
  })

  it("a small weight gives way to a larger saving in distance", () => {
    const r = solve(territory(1), FAST)
    expect(vehicleOf(r)).toEqual({ A: "east", B: "west" })
    expect(r.cost).toBe(36 + 2)
  })

  it("refuses a negative or non-finite cost", () => {
    const p = territory(-1)
    expect(() => solve(p, FAST)).toThrow(RangeError)
  })
})
