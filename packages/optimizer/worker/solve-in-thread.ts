/// <reference types="node" />
import { availableParallelism } from "node:os"
import { Worker } from "node:worker_threads"

import type { Problem, Progress, SolveResult } from "../src/index.ts"
import { BestBoard } from "../src/parallel/best-board.ts"
import type { ThreadInput, ThreadRequest } from "./solve-thread.ts"

type ThreadMessage =
  | { type: "best"; progress: Progress }
  | { type: "result"; result: SolveResult }
  | { type: "failed"; error: unknown }

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

/**
 * Solver threads between solves. A solve takes one (or starts one) and gives it back when its
 * result is in, so the next solve skips the thread's start-up and runs code the JIT has already
 * optimised. Idle threads are unreferenced: they never keep the process alive.
 */
const idle: Worker[] = []

/** Idle threads kept at most; more are stopped. */
const KEEP_IDLE = availableParallelism()

function takeThread(): Worker {
  const kept = idle.pop()
  if (kept) {
    kept.ref()
    return kept
  }
  const { url, execArgv } = threadScript()
  const worker = new Worker(url, { execArgv })
  worker.on("exit", () => {
    const i = idle.indexOf(worker)
    if (i >= 0) idle.splice(i, 1)
  })
  return worker
}

function giveBack(worker: Worker): void {
  if (idle.length >= KEEP_IDLE) {
    void worker.terminate()
    return
  }
  worker.unref()
  idle.push(worker)
}

/** Solver threads waiting for a solve, for tests. */
export function idleThreads(): number {
  return idle.length
}

/** Stops every idle solver thread: the next solve starts a fresh one. */
export async function stopIdleThreads(): Promise<void> {
  await Promise.all(idle.splice(0).map((worker) => worker.terminate()))
}

/** One search on a thread: its result with the penalised cost of its best. */
function startThread(
  input: ThreadInput,
  onBest: (progress: Progress) => void
): Promise<{ result: SolveResult; cost: number }> {
  const worker = takeThread()
  let cost = Infinity
  const done = new Promise<{ result: SolveResult; cost: number }>(
    (resolve, reject) => {
      const detach = (): void => {
        worker.off("message", onMessage)
        worker.off("error", onError)
        worker.off("exit", onExit)
      }
      const onMessage = (message: ThreadMessage): void => {
        if (message.type === "best") {
          cost = message.progress.bestCost
          onBest(message.progress)
          return
        }
        detach()
        giveBack(worker)
        if (message.type === "failed") reject(message.error)
        else resolve({ result: message.result, cost })
      }
      const onError = (error: Error): void => {
        detach()
        reject(error)
      }
      const onExit = (code: number): void => {
        detach()
        reject(new Error(`The solver thread stopped with code ${code}.`))
      }
      worker.on("message", onMessage)
      worker.on("error", onError)
      worker.on("exit", onExit)
    }
  )
  const request: ThreadRequest = { type: "solve", input }
  worker.postMessage(request)
  return done
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
  const result = Promise.all(runs).then(
    (outcomes) =>
      outcomes.reduce((best, next) => (next.cost < best.cost ? next : best))
        .result,
    async (error: unknown) => {
      // One search failed: the others stop too, and their threads go back for the next solve.
      Atomics.store(stop, 0, 1)
      await Promise.allSettled(runs)
      throw error
    }
  )
  return { result, stop: () => Atomics.store(stop, 0, 1) }
}
