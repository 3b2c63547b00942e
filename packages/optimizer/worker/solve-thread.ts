/// <reference types="node" />
/**
 * The solver's worker thread: each problem comes in a `solve` message, each new best goes out as
 * a message and the result last, and the main thread stops the search through a shared flag
 * (`Atomics`), so the caller's event loop never runs the search. With a board, the search shares
 * its bests with the other threads' searches. `solve-in-thread.ts` starts it and keeps it for the
 * next solve, its code already compiled and optimised.
 */
import { parentPort } from "node:worker_threads"

import { solve } from "../src/index.ts"
import type {
  Problem,
  SolveInternals,
  SolveOptions,
  SolveResult,
} from "../src/index.ts"
import { BestBoard } from "../src/parallel/best-board.ts"
import { BoardExchange } from "../src/parallel/exchange.ts"

export interface ThreadInput extends Pick<
  SolveOptions,
  "seed" | "maxIterations"
> {
  problem: Problem
  /**
   * When (`Date.now()`) every search must end: the caller's start plus its budget, so that
   * starting the thread and compiling the problem come out of the budget, not on top of it.
   */
  deadline: number
  /** Set to 1 by the main thread to stop the search. */
  stop: Int32Array
  search?: SolveInternals["search"]
  /** The `BestBoard` shared with the other threads, when there are others. */
  board?: SharedArrayBuffer
}

/**
 * How long a thread's search goes without a new best before it adopts a better one from
 * another thread, as a share of the budget. On Solomon, 0.05 to 0.2 did equally well; 0.4 was
 * no better than searches that share nothing.
 */
const PATIENCE = 0.1

/** What the main thread sends: one problem to solve. */
export interface ThreadRequest {
  type: "solve"
  input: ThreadInput
}

function run(input: ThreadInput): SolveResult {
  const { problem, deadline, stop, board, ...options } = input
  const timeLimitMs = Math.max(1, deadline - Date.now())
  return solve(problem, {
    ...options,
    timeLimitMs,
    signal: {
      get aborted() {
        return Atomics.load(stop, 0) === 1
      },
    },
    callbacks: {
      onBest: (progress) => parentPort?.postMessage({ type: "best", progress }),
    },
    ...(board && {
      exchange: new BoardExchange(new BestBoard(board), {
        now: Date.now,
        patienceMs: PATIENCE * timeLimitMs,
      }),
    }),
  })
}

// A problem the solver refuses fails its solve, not the thread, which stays for the next one.
parentPort?.on("message", (request: ThreadRequest) => {
  try {
    parentPort?.postMessage({ type: "result", result: run(request.input) })
  } catch (error) {
    parentPort?.postMessage({ type: "failed", error })
  }
})
