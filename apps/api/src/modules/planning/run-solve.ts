// The solve of one run in a worker thread, with its progress written to the run's row and a
// planner's cancel request read from it, so that any API instance can follow and stop any run.
import { solveInThread } from "@ruta/optimizer/worker/solve-in-thread"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { createRunsRepository, runScope } from "./runs.repository.ts"

/** What the solve of a run needs from its process. */
export interface RunSolveDeps {
  store: DataStore
  log: FastifyBaseLogger
  /** How often a running job writes its progress and reads a cancel request (ms). */
  interval: number
  /** Worker threads each solve searches on, sharing their bests. */
  threads?: number
  /** An iteration budget: the search's schedule follows it, the time limit only stops it. */
  maxIterations?: number | undefined
}

type Progress = { bestCost: number; unassigned: number }

/** Runs the solve of a run, writing progress and honouring a cancel request. */
export async function solveRun(
  deps: RunSolveDeps,
  run: { id_run: number; id_client: number },
  problem: Parameters<typeof solveInThread>[0],
  timeLimitMs: number
) {
  let latest: Progress | null = null
  const started = Date.now()
  const handle = solveInThread(
    problem,
    timeLimitMs,
    (progress) => {
      latest = progress
    },
    {
      threads: deps.threads,
      ...(deps.maxIterations === undefined
        ? {}
        : { maxIterations: deps.maxIterations }),
    }
  )
  let cancelled = false
  const tick = setInterval(() => {
    void deps.store
      .withScope(runScope(run.id_client), async (tx) => {
        const repo = createRunsRepository(tx)
        const row = await repo.findById(run.id_run)
        if (row?.cancel_requested) {
          cancelled = true
          handle.stop()
          return
        }
        const best = latest as Progress | null
        await repo.update(run.id_run, {
          elapsed_ms: Date.now() - started,
          ...(best
            ? { best_cost: best.bestCost, unassigned: best.unassigned }
            : {}),
        })
      })
      .catch((err: unknown) =>
        deps.log.warn({ err }, "run progress not written")
      )
  }, deps.interval)
  try {
    const result = await handle.result
    return { result, cancelled, elapsedMs: Date.now() - started }
  } finally {
    clearInterval(tick)
  }
}
