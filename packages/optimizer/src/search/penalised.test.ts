import { describe, expect, it } from "vitest"
import {
  lineProblem,
  penalisableProblem,
  randomProblem,
} from "../../test/fixtures.ts"
import { checkSolution } from "../check/feasibility.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import { solve } from "../solve.ts"
import { Penalties } from "./penalties.ts"
import { Recreate } from "./recreate.ts"
import { Repair } from "./repair.ts"

/**
 * a must be served at 100 and b, 20 short of it, by 85 with 30 of service:
 * together one of them is late (30 before a, 35 after), alone each is on time.
 */
const lateOrNewRoute = lineProblem(
  [0, 100, 80],
  [
    { id: "a", location: 1, service: 0, timeWindows: [[100, 100]] },
    { id: "b", location: 2, service: 30, timeWindows: [[0, 85]] },
  ],
  ["v1", "v2"].map((id) => ({
    id,
    start: 0,
    end: 0,
    shift: [0, 10_000] as [number, number],
    fixedCost: 1000,
  }))
)

describe("penalised insertion", () => {
  /** A cheap warp weight puts b late beside a; a dear one opens a route. */
  it.each([
    [1, [["b", "a"], []]],
    [100, [["a"], ["b"]]],
  ])("at a warp weight of %i", (warp, expected) => {
    const data = compileProblem(lateOrNewRoute)
    const sol = new Solution(data, true)
    const recreate = new Recreate(data, new Random(1), 0)
    sol.unassigned = []
    sol.insert(0, 0, 0)
    sol.weights = { warp, load: 1 }
    expect(recreate.insertBest(sol, 1)).toBe(true)
    const ids = sol.routes.map((r) =>
      r.seq.map((j) => data.problem.jobs[data.jobIndex[j] as number]?.id)
    )
    expect(ids).toEqual(expected)
    expect(sol.routes[0]?.timeWarp).toBe(warp === 1 ? 30 : 0)
  })

  /** Each insertion changes the penalised cost by the delta it was chosen on. */
  it.each([1, 2, 3])("costs what it adds (seed %i)", (seed) => {
    const data = compileProblem(penalisableProblem(seed, 40, 4))
    const rng = new Random(seed)
    const sol = new Solution(data, true)
    sol.unassigned = []
    sol.weights = { warp: 0.2 + rng.next(), load: 0.5 + 5 * rng.next() }
    const recreate = new Recreate(data, rng, 0)
    let late = 0
    for (const j of rng.shuffle(
      Array.from({ length: data.nJobs }, (_, k) => k)
    )) {
      const before = sol.penalisedCost()
      if (!recreate.insertBest(sol, j)) continue
      expect(sol.penalisedCost() - before).toBeCloseTo(recreate.lastDelta, 6)
      if (!sol.feasible()) late++
    }
    expect(late).toBeGreaterThan(0)
  })
})

describe("Penalties", () => {
  /** A weight grows while too few candidates keep its rule, shrinks while too many do. */
  it("adapts each weight to the share of candidates that keep its rule", () => {
    const data = compileProblem(penalisableProblem(8, 20, 2))
    const sol = new Solution(data, true)
    const penalties = new Penalties(data, 0.4)
    penalties.start(sol, 10)
    const first = { ...sol.weights! }
    expect(first.warp).toBeGreaterThan(0)
    expect(first.load).toBeGreaterThan(0)
    // Every candidate late, none overloaded.
    for (let i = 0; i < 99; i++) penalties.observe({ warp: 5, excess: 0 })
    expect(penalties.adapt(sol)).toBe(false)
    penalties.observe({ warp: 5, excess: 0 })
    expect(penalties.adapt(sol)).toBe(true)
    expect(sol.weights!.warp).toBeGreaterThan(first.warp)
    expect(sol.weights!.load).toBeLessThan(first.load)
    // Four in ten on time and within capacity: both stay.
    const second = { ...sol.weights! }
    for (let i = 0; i < 100; i++)
      penalties.observe(
        i % 5 < 2 ? { warp: 0, excess: 0 } : { warp: 1, excess: 1 }
      )
    expect(penalties.adapt(sol)).toBe(true)
    expect(sol.weights).toEqual(second)
  })
})

describe("repair", () => {
  /** Late and overloaded routes lose stops until feasible; no job is lost. */
  it.each([4, 5, 6])(
    "makes a penalised solution feasible (seed %i)",
    (seed) => {
      const data = compileProblem(penalisableProblem(seed, 40, 4))
      const rng = new Random(seed)
      const sol = new Solution(data, true)
      const recreate = new Recreate(data, rng, 0)
      const jobs = sol.unassigned
      sol.unassigned = []
      sol.weights = { warp: 0.01, load: 0.01 }
      recreate.run(sol, jobs)
      expect(sol.feasible()).toBe(false)
      new Repair(recreate, rng).run(sol)
      expect(sol.feasible()).toBe(true)
      const placed = sol.routes.reduce((n, r) => n + r.seq.length, 0)
      expect(placed + sol.unassigned.length).toBe(data.nJobs)
      for (const r of sol.routes)
        for (const j of r.seq) expect(sol.routeOf[j]).toBe(r.v)
    }
  )
})

describe("solve: penalised search", () => {
  /** Through late and overloaded candidates, the result is still feasible. */
  it.each(Array.from({ length: 8 }, (_, i) => i + 300))(
    "random instance %i is feasible",
    (seed) => {
      const p = penalisableProblem(seed, 30 + (seed % 20), 3 + (seed % 4))
      const r = solve(p, {
        maxIterations: 300,
        timeLimitMs: 60_000,
        seed,
        search: { feasibleShare: 0.4, repair: seed % 2 === 0 },
      })
      expect(checkSolution(p, r)).toEqual([])
      expect(
        r.routes.reduce((a, x) => a + x.stops.length, 0) + r.unassigned.length
      ).toBe(p.jobs.length)
    }
  )

  /** Problems it cannot price in constant time keep the feasible search. */
  it("leaves other problems to the feasible search", () => {
    expect(compileProblem(randomProblem(1, 30, 3)).penalisable).toBe(false)
    expect(compileProblem(penalisableProblem(1, 30, 3)).penalisable).toBe(true)
  })
})
