/// <reference types="node" />
/**
 * The solver's worker thread: the problem comes in `workerData`, each new best goes out as a
 * message, and the main thread stops the search through a shared flag (`Atomics`), so the
 * caller's event loop never runs the search. `solve-in-thread.ts` starts it.
 */
import { parentPort, workerData } from "node:worker_threads"

import { solve } from "../src/index.ts"
import type { Problem } from "../src/index.ts"

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
    onBest: (progress) => parentPort?.postMessage({ type: "best", progress }),
  },
})
parentPort?.postMessage({ type: "result", result })
