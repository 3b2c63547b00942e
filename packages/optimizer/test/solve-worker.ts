/// <reference types="node" />
/**
 * The solver in a worker thread, as the product's optimization job runs it:
 * the problem comes in `workerData`, each new best goes out as a message, and
 * the main thread stops the search through a shared flag.
 */
import { parentPort, workerData } from "node:worker_threads"

import { solve, type Problem } from "../src/index.ts"

interface Input {
  problem: Problem
  timeLimitMs: number
  /** Set to 1 by the main thread to stop the search. */
  stop: Int32Array
}

const { problem, timeLimitMs, stop } = workerData as Input
const result = solve(problem, {
  timeLimitMs,
  signal: {
    get aborted() {
      return Atomics.load(stop, 0) === 1
    },
  },
  callbacks: {
    onBest: (p) => parentPort?.postMessage({ type: "best", progress: p }),
  },
})
parentPort?.postMessage({ type: "result", result })
