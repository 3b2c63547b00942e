import { describe, expect, it } from "vitest"
import { randomProblem, scatteredAround } from "../../test/fixtures.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Solution } from "../solution/solution.ts"
import { anneal, DEFAULT_SEARCH, type SearchParams } from "./annealing.ts"
import { decomposedSearch, groupRoutes } from "./decompose.ts"

describe("decomposition", () => {
  it("cuts the used routes, in order of angle, into groups of at least the size, half a group further round each round", () => {
    // Six routes of 10 jobs; route v's angle is v (route 4 unused).
    const seqs = [0, 1, 2, 3, 4, 5, 6].map((v) =>
      v === 4 ? [] : Array.from({ length: 10 }, (_, k) => v * 10 + k)
    )
    const angle = (_: readonly number[], v: number): number => -v
    expect(groupRoutes(seqs, angle, 20, 0)).toEqual([
      [6, 5],
      [3, 2],
      [1, 0],
    ])
    expect(groupRoutes(seqs, angle, 20, 1)).toEqual([
      [5, 3],
      [2, 1],
      [0, 6],
    ])
    // A small remainder joins the group before it.
    expect(groupRoutes(seqs, angle, 25, 0)).toEqual([
      [6, 5, 3],
      [2, 1, 0],
    ])
    expect(groupRoutes([[1], [], []], angle, 20, 0)).toEqual([])
  })

  it("solves groups of routes as problems of their own and keeps every rule (a clock that ticks per reading)", () => {
    const problem = scatteredAround(randomProblem(3, 80, 8), 3)
    const data = compileProblem(problem)
    let t = 0
    const bests: number[] = []
    const params: SearchParams = {
      ...DEFAULT_SEARCH,
      seed: 1,
      now: () => (t += 1),
      startedAt: 0,
      timeLimitMs: 1000,
      callbacks: { onBest: (p) => bests.push(p.elapsedMs) },
    }
    const out = decomposedSearch(problem, data, params, {
      groupJobs: 25,
      wholeShare: 0.3,
      sliceMs: 100,
    })
    const sol = new Solution(data)
    sol.restore(out.best)
    for (const route of sol.routes) expect(route.feasible).toBe(true)
    const served = out.best.flat()
    expect(new Set(served).size).toBe(served.length)
    expect(sol.penalisedCost()).toBeCloseTo(out.bestCost, 6)
    // Some bests came from the groups, after the whole problem's share.
    expect(bests.some((ms) => ms > 0.3 * 1000)).toBe(true)
  })

  it("starts the annealing from given routes (a group's) when asked", () => {
    const problem = randomProblem(5, 40, 4)
    const data = compileProblem(problem)
    const first = anneal(data, {
      ...DEFAULT_SEARCH,
      seed: 2,
      now: () => 0,
      maxIterations: 200,
    })
    const sol = new Solution(data)
    sol.restore(first.best)
    const out = anneal(data, {
      ...DEFAULT_SEARCH,
      seed: 3,
      now: () => 0,
      maxIterations: 0,
      initial: first.best,
    })
    // No iteration: the routes given, at most polished by the local search.
    expect(out.bestCost).toBeLessThanOrEqual(sol.penalisedCost() + 1e-6)
    expect(out.best.flat().length).toBeGreaterThanOrEqual(
      first.best.flat().length
    )
  })
})
