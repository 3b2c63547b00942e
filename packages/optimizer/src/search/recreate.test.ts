import { describe, expect, it } from "vitest"
import { randomProblem } from "../../test/fixtures.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import { Recreate } from "./recreate.ts"

describe("feasible insertion", () => {
  /**
   * The same on the feasible search, routes ending away from their start
   * included: opening a route costs every arc it adds.
   */
  it.each([1, 2, 3])("costs what it adds (seed %i)", (seed) => {
    const data = compileProblem(randomProblem(seed, 40, 4))
    const rng = new Random(seed)
    const sol = new Solution(data)
    sol.unassigned = []
    const recreate = new Recreate(data, rng, 0)
    let opened = 0
    for (const j of rng.shuffle(
      Array.from({ length: data.nJobs }, (_, k) => k)
    )) {
      const before = sol.penalisedCost()
      const used = sol.routes.filter((r) => r.seq.length > 0).length
      if (!recreate.insertBest(sol, j)) continue
      expect(sol.penalisedCost() - before).toBeCloseTo(recreate.lastDelta, 6)
      if (sol.routes.filter((r) => r.seq.length > 0).length > used) opened++
    }
    expect(opened).toBeGreaterThan(1)
    expect(sol.routes.some((r) => data.vEnd[r.v] !== data.vStart[r.v])).toBe(
      true
    )
  })
})
