import { describe, expect, it } from "vitest"
import {
  lineProblem,
  randomProblem,
  recreatedSolution,
  simpleJobs,
} from "../../test/fixtures.ts"
import { checkSolution } from "../check/feasibility.ts"
import { compileProblem } from "../model/problem-data.ts"
import type { Problem } from "../model/types.ts"
import { Random } from "../random.ts"
import { buildResult } from "../solve.ts"
import { Solution } from "../solution/solution.ts"
import { LocalSearch, MOVES, type MoveName } from "./local-search.ts"
import { Recreate } from "./recreate.ts"
import { StringRemoval } from "./ruin.ts"

/** Runs the local search from the given sequences with some moves only. */
function improve(
  problem: Problem,
  seqs: number[][],
  moves: readonly MoveName[] = MOVES
): { before: number; after: number; seqs: number[][]; ls: LocalSearch } {
  const data = compileProblem(problem)
  const sol = new Solution(data)
  sol.restore(seqs)
  sol.begin()
  const ls = new LocalSearch(data, new Random(1), { granularity: 20, moves })
  ls.verify = true
  const before = sol.routesCost()
  ls.run(sol)
  return { before, after: sol.routesCost(), seqs: sol.snapshot(), ls }
}

// Jobs 0..4 at 1..5 on a line, one vehicle at 0: the best tour costs 10.
const line5 = lineProblem([0, 1, 2, 3, 4, 5], simpleJobs(5), [
  { id: "v1", start: 0 },
])
// Jobs 0..3 at -1, -2, 1, 2, two vehicles at 0: two out-and-backs cost 8.
const twoSides = lineProblem([0, -1, -2, 1, 2], simpleJobs(4), [
  { id: "v1", start: 0 },
  { id: "v2", start: 0 },
])

describe("local search: each move alone", () => {
  it("relocate: moves one stop into place (12 -> 10)", () => {
    const r = improve(line5, [[0, 1, 3, 2, 4]], ["relocate"])
    expect([r.before, r.after]).toEqual([12, 10])
    expect(r.ls.applied.relocate).toBeGreaterThan(0)
  })

  it("swap: exchanges two stops (12 -> 10)", () => {
    const r = improve(line5, [[0, 1, 3, 2, 4]], ["swap"])
    expect([r.before, r.after]).toEqual([12, 10])
    expect(r.ls.applied.swap).toBeGreaterThan(0)
  })

  it("2-opt: reverses a stretch (12 -> 10)", () => {
    const r = improve(line5, [[0, 1, 3, 2, 4]], ["2-opt"])
    expect([r.before, r.after]).toEqual([12, 10])
    expect(r.ls.applied["2-opt"]).toBeGreaterThan(0)
  })

  it("or-opt: moves a string of two stops (16 -> 10)", () => {
    const r = improve(line5, [[2, 3, 0, 1, 4]], ["or-opt"])
    expect([r.before, r.after]).toEqual([16, 10])
    expect(r.ls.applied["or-opt"]).toBeGreaterThan(0)
  })

  it("2-opt*: exchanges the tails of two crossing routes (12 -> 8)", () => {
    const r = improve(
      twoSides,
      [
        [0, 3],
        [2, 1],
      ],
      ["2-opt*"]
    )
    expect([r.before, r.after]).toEqual([12, 8])
    expect(r.ls.applied["2-opt*"]).toBeGreaterThan(0)
  })

  it("SWAP*: exchanges stops between routes, each to its best place (12 -> 8)", () => {
    const r = improve(
      twoSides,
      [
        [0, 3],
        [2, 1],
      ],
      ["swap*"]
    )
    expect([r.before, r.after]).toEqual([12, 8])
    expect(r.ls.applied["swap*"]).toBeGreaterThan(0)
  })

  it("relocate into an empty route when that is cheaper (18 -> 4)", () => {
    // Jobs at 1 and 9; v1 starts at 0, v2 at 10.
    const p = lineProblem([0, 1, 9, 10], simpleJobs(2), [
      { id: "v1", start: 0 },
      { id: "v2", start: 3 },
    ])
    const r = improve(p, [[0, 1], []], ["relocate"])
    expect([r.before, r.after]).toEqual([18, 4])
    expect(r.seqs).toEqual([[0], [1]])
  })

  it("leaves a local optimum alone", () => {
    const r = improve(line5, [[0, 1, 2, 3, 4]])
    expect(r.after).toBe(10)
    expect(MOVES.every((m) => r.ls.applied[m] === 0)).toBe(true)
  })
})

describe("local search: rules hold", () => {
  it("time windows: the far stop stays first (8 -> 6, not 6 by breaking it)", () => {
    // With a unit of service per stop, the stop at 3 is only reached in its
    // window [3, 3] when it comes first.
    const jobs = simpleJobs(3, { service: 1 })
    ;(jobs[2] as (typeof jobs)[number]).timeWindows = [[3, 3]]
    const p = lineProblem([0, 1, 2, 3], jobs, [{ id: "v1", start: 0 }])
    const r = improve(p, [[2, 0, 1]])
    expect([r.before, r.after]).toEqual([8, 6])
    expect(r.seqs).toEqual([[2, 1, 0]])
  })

  it("capacity: no route takes more than it holds", () => {
    const p = lineProblem(
      [0, 1, 2, 3, 4],
      simpleJobs(4, { demand: { pieces: 1 } }),
      [
        { id: "v1", start: 0, capacity: { pieces: 2 } },
        { id: "v2", start: 0, capacity: { pieces: 2 } },
      ]
    )
    const r = improve(p, [
      [0, 3],
      [1, 2],
    ])
    expect(r.after).toBeLessThan(r.before)
    for (const seq of r.seqs) expect(seq.length).toBe(2)
  })

  it("pins: a stop pinned first stays first", () => {
    const jobs = simpleJobs(3)
    ;(jobs[2] as (typeof jobs)[number]).position = "first"
    const p = lineProblem([0, 1, 2, 3], jobs, [{ id: "v1", start: 0 }])
    const r = improve(p, [[2, 1, 0]])
    expect(r.seqs[0]?.[0]).toBe(2)
  })

  it("skills: a stop needing a skill stays on the vehicle that has it", () => {
    const jobs = simpleJobs(4)
    ;(jobs[0] as (typeof jobs)[number]).skills = ["fridge"]
    const p = lineProblem([0, -1, -2, 1, 2], jobs, [
      { id: "v1", start: 0 },
      { id: "v2", start: 0, skills: ["fridge"] },
    ])
    const r = improve(p, [
      [2, 1],
      [0, 3],
    ])
    expect(r.seqs[1]).toContain(0)
  })
})

describe("local search: property", () => {
  /**
   * From greedy solutions of random instances with every rule (windows,
   * pickups, capacities, skills, pins, frozen stops, end modes, limits): each
   * applied move is re-priced from scratch (verify), the cost never rises,
   * the same jobs stay served and the independent checker finds nothing.
   */
  it.each(Array.from({ length: 16 }, (_, i) => i + 500))(
    "random instance %i",
    (seed) => {
      const p = randomProblem(seed, 40 + (seed % 25), 3 + (seed % 4))
      if (seed % 2 === 0) {
        ;(p.jobs[0] as (typeof p.jobs)[number]).position = "first"
        ;(p.jobs[1] as (typeof p.jobs)[number]).position = "last"
        // A completed stop of the first route (which could serve it in time).
        const done = p.jobs[2] as (typeof p.jobs)[number]
        const first = p.vehicles[0] as (typeof p.vehicles)[number]
        delete done.skills
        delete first.maxHours
        first.frozenJobs = [done.id]
      }
      if (seed % 3 === 0) p.optimizationType = 3
      const data = compileProblem(p)
      const rng = new Random(seed)
      const sol = new Solution(data)
      const all = sol.unassigned
      sol.unassigned = []
      sol.begin()
      new Recreate(data, rng, 0).run(sol, all)
      const served = sol.unassigned.length
      const before = sol.routesCost()
      const ls = new LocalSearch(data, rng)
      ls.verify = true
      ls.run(sol)
      expect(sol.routesCost()).toBeLessThanOrEqual(before)
      expect(sol.unassigned.length).toBe(served)
      for (const route of sol.routes) expect(route.feasible).toBe(true)
      const result = buildResult(data, sol.snapshot(), 0, 0)
      expect(checkSolution(p, result)).toEqual([])
    }
  )
})

describe("local search: focus", () => {
  /**
   * From a local optimum, a ruin and recreate changes a few routes; the run
   * focused on them tries only the jobs in or next to them, and must still
   * end at a local optimum of the whole solution: a full run then finds no
   * move (the jobs next to a changed route are found through the reverse
   * neighbour lists).
   */
  it.each(Array.from({ length: 12 }, (_, i) => i + 700))(
    "random instance %i: a focused run leaves nothing for a full one",
    (seed) => {
      const p = randomProblem(seed, 60 + (seed % 40), 4 + (seed % 5))
      const data = compileProblem(p)
      const rng = new Random(seed)
      const { sol, recreate } = recreatedSolution(data, rng)
      const ls = new LocalSearch(data, rng)
      ls.run(sol)
      const ruin = new StringRemoval(data, rng, 10, 0.1)
      for (let round = 0; round < 5; round++) {
        sol.begin()
        const removed = ruin.run(sol)
        recreate.run(sol, removed)
        ls.run(sol, () => false, sol.touchedRoutes())
        const check = new LocalSearch(data, new Random(seed + 1))
        check.verify = true
        expect(check.run(sol)).toBe(false)
      }
    }
  )
})
