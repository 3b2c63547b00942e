import { describe, expect, it } from "vitest"
import { randomProblem } from "../../test/fixtures.ts"
import { checkSolution } from "../check/feasibility.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import { solve } from "../solve.ts"
import { Crossover } from "./crossover.ts"
import { Recreate } from "./recreate.ts"
import { StringRemoval } from "./ruin.ts"

describe("Crossover", () => {
  /**
   * Two parents of one problem (the greedy solution, and it ruined and
   * recreated many times): the child has some of the second parent's
   * routes as they were, every job once, and every route feasible.
   */
  it.each([1, 2, 3, 4])(
    "makes a feasible child of two parents (seed %i)",
    (seed) => {
      const data = compileProblem(randomProblem(seed, 50, 5))
      const rng = new Random(seed)
      const recreate = new Recreate(data, rng)
      const sol = new Solution(data)
      const all = sol.unassigned
      sol.unassigned = []
      recreate.run(sol, all)
      const first = sol.snapshot()
      const ruin = new StringRemoval(data, rng, 10)
      for (let i = 0; i < 30; i++) {
        sol.begin()
        const removed = ruin.run(sol)
        for (const j of sol.unassigned) removed.push(j)
        sol.unassigned = []
        recreate.run(sol, removed)
      }
      const second = sol.snapshot()
      sol.restore(first)
      sol.begin()
      new Crossover(data, rng, recreate).run(sol, second)

      const child = sol.snapshot()
      const fromSecond = child.filter(
        (seq, r) =>
          seq.length > 0 && seq.join() === (second[r] as number[]).join()
      )
      expect(fromSecond.length).toBeGreaterThan(0)
      const seen = new Uint8Array(data.nJobs)
      child.forEach((seq, r) => {
        for (const j of seq) {
          seen[j]++
          expect(sol.routeOf[j]).toBe(r)
        }
      })
      for (const j of sol.unassigned) seen[j]++
      expect(Array.from(seen).every((x) => x === 1)).toBe(true)
      for (const r of sol.routes) expect(r.feasible).toBe(true)
    }
  )

  /** Restarts through the crossover still end on feasible results. */
  it.each([1, 2, 3])("keeps the search feasible (seed %i)", (seed) => {
    const p = randomProblem(seed + 500, 40, 4)
    const r = solve(p, {
      maxIterations: 400,
      timeLimitMs: 60_000,
      seed,
      search: { crossover: true, restartAfter: 0.05 },
    })
    expect(checkSolution(p, r)).toEqual([])
  })
})
