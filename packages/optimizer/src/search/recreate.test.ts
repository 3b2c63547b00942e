import { describe, expect, it } from "vitest"
import { lineProblem, randomProblem, simpleJobs } from "../../test/fixtures.ts"
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

describe("granular insertion", () => {
  /**
   * 60 jobs on a line, one vehicle: the far job's nearest neighbours are on
   * no route yet and no route is empty, so it goes to the one used route.
   */
  it("tries every used route when none near the job can take it", () => {
    const positions = Array.from({ length: 61 }, (_, i) => i)
    const data = compileProblem(
      lineProblem(positions, simpleJobs(60), [{ id: "v1", start: 0 }])
    )
    const sol = new Solution(data)
    sol.unassigned = []
    const recreate = new Recreate(data, new Random(1), 0)
    expect(recreate.insertBest(sol, 0)).toBe(true)
    expect(recreate.insertBest(sol, 59)).toBe(true)
    expect(sol.routes[0]?.seq.slice().sort((a, b) => a - b)).toEqual([0, 59])
  })
})
