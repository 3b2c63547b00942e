/// <reference types="node" />
import { Worker } from "node:worker_threads"

import { describe, expect, it } from "vitest"

import { checkSolution, type Progress, type SolveResult } from "../src/index.ts"
import { randomProblem } from "./fixtures.ts"

type WorkerMessage =
  { type: "best"; progress: Progress } | { type: "result"; result: SolveResult }

/** Runs the solver in a worker thread; `stopAfterMs` raises the stop flag. */
function solveInWorker(
  problem: ReturnType<typeof randomProblem>,
  timeLimitMs: number,
  stopAfterMs?: number
): Promise<{ result: SolveResult; bests: Progress[]; wallMs: number }> {
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const started = performance.now()
  const worker = new Worker(new URL("./solve-worker.ts", import.meta.url), {
    workerData: { problem, timeLimitMs, stop },
    execArgv: ["--import", "tsx"],
  })
  const bests: Progress[] = []
  if (stopAfterMs !== undefined)
    setTimeout(() => Atomics.store(stop, 0, 1), stopAfterMs)
  return new Promise((resolve, reject) => {
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "best") bests.push(message.progress)
      else {
        resolve({
          result: message.result,
          bests,
          wallMs: performance.now() - started,
        })
        void worker.terminate()
      }
    })
    worker.on("error", reject)
  })
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

  it("stops when the main thread raises the shared flag", async () => {
    const problem = randomProblem(42, 60, 5)
    const { result, wallMs } = await solveInWorker(problem, 60_000, 300)
    // A 60 s budget, stopped after 0.3 s: it returns its best at once.
    expect(wallMs).toBeLessThan(20_000)
    expect(result.elapsedMs).toBeLessThan(10_000)
    expect(checkSolution(problem, result)).toEqual([])
  })
})
