/// <reference types="node" />
import { Worker } from "node:worker_threads"

import type { Problem, Progress, SolveResult } from "../src/index.ts"

type ThreadMessage =
  { type: "best"; progress: Progress } | { type: "result"; result: SolveResult }

/** A running solve: its result, and a way to stop it early (it then returns its best). */
export interface SolveHandle {
  result: Promise<SolveResult>
  stop(): void
}

/**
 * The worker script: the TypeScript source under tsx (development and tests), the bundled
 * `solve-thread.js` beside the bundle that includes this file (a build bundles it as its own entry).
 */
function threadScript(): { url: URL; execArgv: string[] } {
  const source = import.meta.url.endsWith(".ts")
  return source
    ? {
        url: new URL("./solve-thread.ts", import.meta.url),
        execArgv: ["--import", "tsx"],
      }
    : { url: new URL("./solve-thread.js", import.meta.url), execArgv: [] }
}

/**
 * Solves in a worker thread, never on the event loop.
 *
 * @param problem - the solver's input, matrices included
 * @param timeLimitMs - the search's budget
 * @param onBest - called with each new best solution's progress
 * @returns the result promise and a stop function
 */
export function solveInThread(
  problem: Problem,
  timeLimitMs: number,
  onBest: (progress: Progress) => void
): SolveHandle {
  const stopFlag = new Int32Array(new SharedArrayBuffer(4))
  const { url, execArgv } = threadScript()
  const worker = new Worker(url, {
    workerData: { problem, timeLimitMs, stop: stopFlag },
    execArgv,
  })
  const result = new Promise<SolveResult>((resolve, reject) => {
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "best") onBest(message.progress)
      else {
        resolve(message.result)
        void worker.terminate()
      }
    })
    worker.on("error", reject)
    worker.on("exit", (code) => {
      if (code !== 0)
        reject(new Error(`The solver thread stopped with code ${code}.`))
    })
  })
  return { result, stop: () => Atomics.store(stopFlag, 0, 1) }
}
