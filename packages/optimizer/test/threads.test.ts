/// <reference types="node" />
import { describe, expect, it } from "vitest"

import {
  checkSolution,
  solve,
  type Problem,
  type Progress,
  type SolveResult,
} from "../src/index.ts"
import {
  solveInThread,
  type SolveInThreadOptions,
} from "../worker/solve-in-thread.ts"
import { randomProblem } from "./fixtures.ts"

/** Solves on threads, collecting the streamed bests; `stopAfterMs` stops every thread. */
async function solveOnThreads(
  problem: Problem,
  timeLimitMs: number,
  options: SolveInThreadOptions,
  stopAfterMs?: number
): Promise<{ result: SolveResult; bests: Progress[]; wallMs: number }> {
  const started = performance.now()
  const bests: Progress[] = []
  const handle = solveInThread(
    problem,
    timeLimitMs,
    (p) => bests.push(p),
    options
  )
  if (stopAfterMs !== undefined) setTimeout(handle.stop, stopAfterMs)
  const result = await handle.result
  return { result, bests, wallMs: performance.now() - started }
}

/** A result's cost with the documented price of each unserved job, as the search counts it. */
function penalisedCost(problem: Problem, result: SolveResult): number {
  const priority = new Map(problem.jobs.map((j) => [j.id, j.priority ?? 0]))
  return result.unassigned.reduce(
    (cost, u) => cost + 1e9 * (1 + (priority.get(u.jobId) ?? 0)),
    result.cost
  )
}

describe("solve on several threads", () => {
  it("returns a feasible result from two threads", async () => {
    const problem = randomProblem(51, 60, 5)
    const { result } = await solveOnThreads(problem, 600, { threads: 2 })
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("returns the best of the threads and streams the bests over all of them", async () => {
    const problem = randomProblem(52, 60, 5)
    // A short iteration budget under a long time budget: no search stalls long enough to adopt
    // another's solution, so each thread finds what solve finds with its seed.
    const maxIterations = 100
    const { result, bests } = await solveOnThreads(problem, 600_000, {
      threads: 3,
      maxIterations,
    })
    const alone = [1, 2, 3].map((seed) =>
      solve(problem, { timeLimitMs: 600_000, maxIterations, seed })
    )
    const costs = alone.map((r) => penalisedCost(problem, r))
    expect(new Set(costs).size).toBeGreaterThan(1)
    const { elapsedMs: _, ...best } = alone[costs.indexOf(Math.min(...costs))]!
    expect(result).toMatchObject(best)
    for (let i = 1; i < bests.length; i++)
      expect(bests[i]!.bestCost).toBeLessThan(bests[i - 1]!.bestCost)
    expect(bests.at(-1)!.bestCost).toBeCloseTo(Math.min(...costs), 6)
  })

  it("stops every thread when the main thread raises the flag", async () => {
    const problem = randomProblem(53, 60, 5)
    const { result, wallMs } = await solveOnThreads(
      problem,
      60_000,
      { threads: 2 },
      300
    )
    // 60 s budgets, stopped after 0.3 s: every thread returns its best at once.
    expect(wallMs).toBeLessThan(20_000)
    expect(result.elapsedMs).toBeLessThan(10_000)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("with one thread, solves exactly as solve does", async () => {
    const problem = randomProblem(54, 40, 4)
    const budget = { maxIterations: 300, seed: 7 }
    const { result, bests } = await solveOnThreads(problem, 60_000, {
      threads: 1,
      ...budget,
    })
    const direct: Progress[] = []
    const expected = solve(problem, {
      timeLimitMs: 60_000,
      ...budget,
      callbacks: { onBest: (p) => direct.push(p) },
    })
    const { elapsedMs: _, ...same } = expected
    expect(result).toMatchObject(same)
    expect(bests.map((p) => p.bestCost)).toEqual(direct.map((p) => p.bestCost))
  })

  it("refuses a thread count that is not a whole number of at least 1", () => {
    const problem = randomProblem(55, 5, 1)
    expect(() => solveInThread(problem, 100, () => {}, { threads: 0 })).toThrow(
      RangeError
    )
    expect(() =>
      solveInThread(problem, 100, () => {}, { threads: 1.5 })
    ).toThrow(RangeError)
  })
})
