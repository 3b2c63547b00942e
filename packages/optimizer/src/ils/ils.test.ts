import { describe, expect, it } from "vitest"
import { penalisableProblem } from "../../test/fixtures.ts"
import { richPenalisableProblem } from "../../test/ils-fixtures.ts"
import { checkSolution } from "../check/feasibility.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import { solve } from "../solve.ts"
import { feasibleAnswer } from "./feasible.ts"
import { ilsApplies } from "./ils.ts"
import { IlsLocalSearch } from "./local-search.ts"
import { PenaltyManager } from "./penalty-manager.ts"
import { IlsState } from "./state.ts"

describe("iterated local search", () => {
  it.each([1, 2, 3])(
    "answers a solution the independent checker accepts (seed %i)",
    (seed) => {
      const problem = richPenalisableProblem(seed, 30, 7)
      expect(ilsApplies(compileProblem(problem))).toBe(true)
      const result = solve(problem, {
        maxIterations: 40,
        timeLimitMs: 60_000,
        seed,
        search: { strategy: "ils" },
      })
      expect(checkSolution(problem, result)).toEqual([])
      expect(result.iterations).toBe(40)
    }
  )

  it("does at least as well as its first solution, the same run to run", () => {
    const problem = richPenalisableProblem(4, 30, 7)
    const run = (maxIterations: number) =>
      solve(problem, {
        maxIterations,
        timeLimitMs: 60_000,
        seed: 4,
        search: { strategy: "ils" },
      })
    const first = run(1)
    const longer = run(40)
    expect(longer.unassigned.length).toBeLessThanOrEqual(
      first.unassigned.length
    )
    if (longer.unassigned.length === first.unassigned.length)
      expect(longer.cost).toBeLessThanOrEqual(first.cost)
    expect(run(40)).toEqual({ ...longer, elapsedMs: expect.any(Number) })
  })

  it("perturbs by SISR's strings when asked, and the local search puts them back", () => {
    const problem = richPenalisableProblem(6, 30, 7)
    const data = compileProblem(problem)
    const state = new IlsState(data, { warp: 1, load: 1, distance: 1 })
    const seqs: number[][] = Array.from({ length: data.nVehicles }, () => [])
    for (let j = 0; j < data.nJobs; j++)
      for (let v = 0; v < data.nVehicles; v++)
        if (data.allowed[j * data.nVehicles + v]) {
          ;(seqs[v] as number[]).push(j)
          break
        }
    state.load(seqs)
    const ls = new IlsLocalSearch(data, new Random(6), 20, 8)
    const served = state.data.nJobs - state.unassignedCount()
    ls.perturbStrings(state)
    const out = served - (state.data.nJobs - state.unassignedCount())
    expect(out).toBeGreaterThanOrEqual(1)
    expect(out).toBeLessThanOrEqual(8)
    ls.search(state, false)
    expect(state.unassignedCount()).toBe(data.nJobs - served)
    const result = solve(problem, {
      maxIterations: 30,
      timeLimitMs: 60_000,
      search: { strategy: "ils", perturbation: "strings" },
    })
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("empties a route when routes have a fixed cost, and the local search serves its jobs elsewhere", () => {
    const problem = richPenalisableProblem(6, 30, 7)
    const data = compileProblem(problem)
    const state = new IlsState(data, { warp: 1, load: 1, distance: 1 })
    const seqs: number[][] = Array.from({ length: data.nVehicles }, () => [])
    for (let j = 0; j < data.nJobs; j++) {
      const allowed = []
      for (let v = 0; v < data.nVehicles; v++)
        if (data.allowed[j * data.nVehicles + v]) allowed.push(v)
      ;(seqs[allowed[j % allowed.length] as number] as number[]).push(j)
    }
    state.load(seqs)
    const used = () => state.routes.filter((r) => r.seq.length > 0).length
    const before = used()
    const ls = new IlsLocalSearch(data, new Random(6), 20, 8)
    expect(ls.perturbRoute(state)).toBe(true)
    expect(used()).toBe(before - 1)
    expect(state.unassignedCount()).toBeGreaterThan(0)
    ls.search(state, false)
    expect(state.unassignedCount()).toBe(0)
    // Every perturbation empties a route: the answer still keeps every rule.
    const result = solve(problem, {
      maxIterations: 30,
      timeLimitMs: 60_000,
      search: { strategy: "ils", routeRemovalRate: 1 },
    })
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("is not what the product runs by default (auto: the annealing)", () => {
    const problem = richPenalisableProblem(2, 30, 7)
    const run = (strategy: "auto" | "annealing" | "ils") =>
      solve(problem, {
        maxIterations: 40,
        timeLimitMs: 60_000,
        search: { strategy },
      })
    const auto = run("auto")
    expect({ ...auto, elapsedMs: 0 }).toEqual({
      ...run("annealing"),
      elapsedMs: 0,
    })
    expect(run("ils").iterations).toBe(40)
  })

  it("leaves problems with stops pinned first or last to the annealing", () => {
    const problem = penalisableProblem(5, 20, 3)
    const pinned = {
      ...problem,
      jobs: problem.jobs.map((j, i) =>
        i === 0 ? { ...j, position: "first" as const } : j
      ),
    }
    expect(ilsApplies(compileProblem(pinned))).toBe(false)
    const result = solve(pinned, {
      maxIterations: 50,
      search: { strategy: "ils" },
    })
    expect(checkSolution(pinned, result)).toEqual([])
  })
})

describe("the feasible answer", () => {
  it("repairs routes that break rules, keeping every job it can", () => {
    const problem = richPenalisableProblem(7, 30, 4)
    const data = compileProblem(problem)
    // Everything allowed on vehicle 0, in one late, overloaded route.
    const seqs: number[][] = Array.from({ length: data.nVehicles }, () => [])
    for (let j = 0; j < data.nJobs; j++)
      if (data.allowed[j * data.nVehicles]) (seqs[0] as number[]).push(j)
    const before = new Solution(data)
    before.restore(seqs)
    expect(before.routes[0]?.feasible).toBe(false)
    const fixed = feasibleAnswer(data, seqs, new Random(1))
    const after = new Solution(data)
    after.restore(fixed)
    for (const route of after.routes) expect(route.feasible).toBe(true)
    const served = fixed.reduce((n, s) => n + s.length, 0)
    expect(served).toBeGreaterThan(0)
  })

  it("keeps a feasible answer as it is", () => {
    const data = compileProblem(richPenalisableProblem(8, 10, 3))
    const seqs: number[][] = Array.from({ length: data.nVehicles }, () => [])
    expect(feasibleAnswer(data, seqs, new Random(1))).toEqual(seqs)
  })
})

describe("the penalty manager", () => {
  it("raises a weight when too few candidates keep its rule and lowers it when too many do", () => {
    const data = compileProblem(penalisableProblem(3, 20, 2))
    const pm = new PenaltyManager(data, {
      every: 10,
      targetFeasible: 0.5,
      increase: 2,
      decrease: 0.5,
      tolerance: 0.05,
      initial: 1,
    })
    const start = { ...pm.weights }
    for (let i = 0; i < 10; i++)
      pm.register({ warp: 5, load: 0, distance: i < 5 ? 0 : 1 })
    expect(pm.weights.warp).toBeCloseTo(start.warp * 2)
    expect(pm.weights.load).toBeCloseTo(start.load * 0.5)
    expect(pm.weights.distance).toBeCloseTo(start.distance)
  })
})
