/// <reference types="node" />
import { describe, expect, it } from "vitest"

import { checkSolution, type Progress, type SolveResult } from "../src/index.ts"
import { solveInThread } from "../worker/solve-in-thread.ts"
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
  it("streams each new best and returns a feasible result", async () => {
    const problem = randomProblem(41, 60, 5)
    const { result, bests } = await solveInWorker(problem, 500)
    expect(bests.length).toBeGreaterThan(0)
    for (let i = 1; i < bests.length; i++)
      expect(bests[i]!.bestCost).toBeLessThan(bests[i - 1]!.bestCost)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("counts starting the thread in the budget", async () => {
    const problem = randomProblem(43, 60, 5)
    const { result } = await solveInWorker(problem, 800)
    // The search alone runs to its budget (it reads its clock about every 0.5 ms); from the
    // caller's start it gets what the thread's start-up and the problem's compilation left.
    expect(result.elapsedMs).toBeLessThan(800)
    expect(result.iterations).toBeGreaterThan(0)
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
})
