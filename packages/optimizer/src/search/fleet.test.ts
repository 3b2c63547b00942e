import { describe, expect, it } from "vitest"
import { lineProblem } from "../../test/fixtures.ts"
import type { Job } from "../model/types.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import { FleetMinimiser } from "./fleet.ts"
import { Recreate } from "./recreate.ts"
import { RouteRemoval, StringRemoval } from "./ruin.ts"

/**
 * Twelve jobs whose loads (pieces) pair up into six full vans of 10 and no
 * fewer; every job starts in a van of its own, and two more vans stand by.
 */
const LOADS = [6, 4, 7, 3, 6, 4, 8, 2, 5, 5, 9, 1]
const jobs: Job[] = LOADS.map((pieces, i) => ({
  id: `j${i + 1}`,
  location: i + 1,
  service: 0,
  demand: { pieces },
}))
const problem = lineProblem(
  [0, ...LOADS.map((_, i) => 10 + i)],
  jobs,
  [...LOADS, 0, 0].map((_, i) => ({
    id: `v${i + 1}`,
    start: 0,
    capacity: { pieces: 10 },
    fixedCost: 100,
  }))
)

function minimise(
  seed: number,
  steps: number
): { sol: Solution; fewest: number[][] | null } {
  const data = compileProblem(problem)
  const rng = new Random(seed)
  const sol = new Solution(data)
  sol.restore(LOADS.map((_, j) => [j]))
  const recreate = new Recreate(data, rng)
  const fleet = new FleetMinimiser(
    data,
    new StringRemoval(data, rng, 3),
    new RouteRemoval(data, rng),
    recreate
  )
  let n = 0
  const fewest = fleet.run(sol, () => ++n > steps)
  return { sol, fewest }
}

function used(seqs: number[][]): number {
  return seqs.filter((s) => s.length > 0).length
}

describe("fleet minimisation", () => {
  it("packs the twelve jobs into the six vans that suffice, every job in once", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { fewest } = minimise(seed, 1000)
      expect(fewest).not.toBeNull()
      const seqs = fewest as number[][]
      expect(used(seqs)).toBe(6)
      expect(seqs.flat().sort((a, b) => a - b)).toEqual(LOADS.map((_, j) => j))
      for (const seq of seqs) {
        const load = seq.reduce((s, j) => s + (LOADS[j] as number), 0)
        expect(load).toBeLessThanOrEqual(10)
      }
      // The vans standing by at the start stay out of it.
      expect(seqs.slice(LOADS.length).flat()).toEqual([])
    }
  })

  it("gives nothing when it has no time to put the emptied route's jobs back", () => {
    expect(minimise(1, 0).fewest).toBeNull()
  })

  it("gives nothing when a job is already left out", () => {
    const data = compileProblem(problem)
    const rng = new Random(1)
    const sol = new Solution(data)
    sol.restore(LOADS.slice(1).map((_, j) => [j + 1]))
    const fleet = new FleetMinimiser(
      data,
      new StringRemoval(data, rng, 3),
      new RouteRemoval(data, rng),
      new Recreate(data, rng)
    )
    expect(fleet.run(sol, () => false)).toBeNull()
    expect(sol.unassigned).toEqual([0])
  })
})
