/// <reference types="node" />
import { beforeAll, describe, expect, it } from "vitest"

import {
  checkSolution,
  solve,
  type Progress,
  type SolveResult,
} from "../src/index.ts"
import {
  idleThreads,
  solveInThread,
  stopIdleThreads,
} from "../worker/solve-in-thread.ts"
import { randomProblem } from "./fixtures.ts"

/** Solves in a worker thread; `stopAfterMs` raises the stop flag. */
async function solveInWorker(
  problem: ReturnType<typeof randomProblem>,
  timeLimitMs: number,
  stopAfterMs?: number
): Promise<{ result: SolveResult; bests: Progress[]; wallMs: number }> {
  const started = performance.now()
  const bests: Progress[] = []
  const handle = solveInThread(problem, timeLimitMs, (p) => bests.push(p))
  if (stopAfterMs !== undefined) setTimeout(handle.stop, stopAfterMs)
  const result = await handle.result
  return { result, bests, wallMs: performance.now() - started }
}

describe("solve in a worker thread", () => {
  // Files share their worker's modules: another file's solves may have left threads waiting.
  beforeAll(stopIdleThreads)

  it("counts starting the thread in the budget", async () => {
    // The file's first solve: no thread is waiting, so this one starts one.
    expect(idleThreads()).toBe(0)
    const problem = randomProblem(43, 60, 5)
    // A budget that a busy machine's thread start-up (up to a second or more while other test
    // files run) leaves room in.
    const { result } = await solveInWorker(problem, 2500)
    // The search alone runs to its budget (it reads its clock about every 0.5 ms); from the
    // caller's start it gets what the thread's start-up and the problem's compilation left.
    expect(result.elapsedMs).toBeLessThan(2500)
    expect(result.iterations).toBeGreaterThan(0)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("streams each new best and returns a feasible result", async () => {
    const problem = randomProblem(41, 60, 5)
    const { result, bests } = await solveInWorker(problem, 500)
    expect(bests.length).toBeGreaterThan(0)
    for (let i = 1; i < bests.length; i++)
      expect(bests[i]!.bestCost).toBeLessThan(bests[i - 1]!.bestCost)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("stops when the main thread raises the shared flag", async () => {
    const problem = randomProblem(42, 60, 5)
    const { result, wallMs } = await solveInWorker(problem, 60_000, 300)
    // A 60 s budget, stopped after 0.3 s: it returns its best at once.
    expect(wallMs).toBeLessThan(20_000)
    expect(result.elapsedMs).toBeLessThan(10_000)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("keeps its thread for the next solve, which solves as solve does", async () => {
    const problem = randomProblem(44, 40, 4)
    const budget = { maxIterations: 200, seed: 3 }
    const { elapsedMs: _, ...expected } = solve(problem, {
      timeLimitMs: 60_000,
      ...budget,
    })
    for (let round = 0; round < 3; round++) {
      const result = await solveInThread(problem, 60_000, () => {}, budget)
        .result
      expect(result).toMatchObject(expected)
      // The tests above ran one solve at a time: one thread served them all.
      expect(idleThreads()).toBe(1)
    }
  })

  it("fails the solve of a problem the solver refuses, and keeps the thread", async () => {
    const problem = { ...randomProblem(45, 10, 2), vehicles: [] }
    await expect(solveInThread(problem, 1000, () => {}).result).rejects.toThrow(
      "no vehicles"
    )
    expect(idleThreads()).toBe(1)
    const { result } = await solveInWorker(randomProblem(46, 20, 2), 300)
    expect(checkSolution(randomProblem(46, 20, 2), result)).toEqual([])
    expect(idleThreads()).toBe(1)
  })
})
