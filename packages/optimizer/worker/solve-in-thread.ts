/// <reference types="node" />
import { Worker } from "node:worker_threads"

import type { Problem, Progress, SolveResult } from "../src/index.ts"
import { BestBoard } from "../src/parallel/best-board.ts"
import type { ThreadInput } from "./solve-thread.ts"

type ThreadMessage =
  { type: "best"; progress: Progress } | { type: "result"; result: SolveResult }

/** A running solve: its result, and a way to stop it early (it then returns its best). */
export interface SolveHandle {
  result: Promise<SolveResult>
  stop(): void
}

export interface SolveInThreadOptions extends Pick<
  ThreadInput,
  "seed" | "maxIterations" | "search"
> {
  /**
   * Independent searches to run at once, each on its own worker thread, with seeds `seed`,
   * `seed + 1`, …; they share their bests through a `BestBoard`. Default 1: one search, as
   * `solve` runs it.
   */
  threads?: number
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

/** One search's thread: its result with the penalised cost of its best. */
function startThread(
  input: ThreadInput,
  onBest: (progress: Progress) => void
): { worker: Worker; done: Promise<{ result: SolveResult; cost: number }> } {
  const { url, execArgv } = threadScript()
  const worker = new Worker(url, { workerData: input, execArgv })
  let cost = Infinity
  const done = new Promise<{ result: SolveResult; cost: number }>(
    (resolve, reject) => {
      worker.on("message", (message: ThreadMessage) => {
        if (message.type === "best") {
          cost = message.progress.bestCost
          onBest(message.progress)
        } else {
          resolve({ result: message.result, cost })
          void worker.terminate()
        }
      })
      worker.on("error", reject)
      worker.on("exit", (code) => {
        if (code !== 0)
          reject(new Error(`The solver thread stopped with code ${code}.`))
      })
    }
  )
  return { worker, done }
}

/**
 * Solves in worker threads, never on the event loop: one search, or several that share their
 * bests (each adopts a better one another has found once its own search stalls).
 *
 * @param problem - the solver's input, matrices included
 * @param timeLimitMs - the budget from this call on: every search ends by then, starting its
 *   thread and compiling the problem included
 * @param onBest - called with each new best solution's progress, over all threads
 * @param options - the number of threads, the first seed, an iteration budget, search knobs
 * @returns the result promise (the best thread's result) and a stop function for every thread
 */
export function solveInThread(
  problem: Problem,
  timeLimitMs: number,
  onBest: (progress: Progress) => void,
  options: SolveInThreadOptions = {}
): SolveHandle {
  const { threads = 1, seed = 1, ...rest } = options
  if (!Number.isInteger(threads) || threads < 1)
    throw new RangeError("threads must be a whole number, at least 1")
  const deadline = Date.now() + timeLimitMs
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const board =
    threads > 1
      ? BestBoard.create(problem.vehicles.length, problem.jobs.length).buffer
      : undefined
  let bestCost = Infinity
  const forward = (progress: Progress): void => {
    if (!(progress.bestCost < bestCost)) return
    bestCost = progress.bestCost
    onBest(progress)
  }
  const runs = Array.from({ length: threads }, (_, i) =>
    startThread(
      { problem, deadline, stop, seed: seed + i, board, ...rest },
      forward
    )
  )
  const result = Promise.all(runs.map((run) => run.done)).then(
    (outcomes) =>
      outcomes.reduce((best, next) => (next.cost < best.cost ? next : best))
        .result,
    async (error: unknown) => {
      // One thread failed: the others stop too.
      Atomics.store(stop, 0, 1)
      await Promise.all(runs.map((run) => run.worker.terminate()))
      throw error
    }
  )
  return { result, stop: () => Atomics.store(stop, 0, 1) }
}
