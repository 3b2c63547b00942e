// Optimize runs: created by a planner's request, queued on pg-boss, worked by any process that
// runs workers (the solver in a worker thread), with progress, cancel and results going through
// the run's row in PostgreSQL so that any API instance can follow any run. The job is
// `run-work.ts`, its solve `run-solve.ts`, and a planner's requests `run-requests.ts`.
import type { OptimizeRequest } from "@ruta/validation/planning"

import type { Authorized } from "../../platform/authorization/authorization.ts"
import type { JobQueue } from "./job-queue.ts"
import type { RunOptimization } from "./run-requests.ts"
import { cancelRun, decideRun, startRun } from "./run-requests.ts"
import type { OptimizeRunsDeps } from "./run-work.ts"
import { createRunJob } from "./run-work.ts"
import type { RunOut } from "./runs.repository.ts"
import { createRunsRepository, runOut, runScope } from "./runs.repository.ts"

export type { OptimizeRunsDeps, RunEnded } from "./run-work.ts"

/** The runs of a process: their job, their queue once started, and a planner's requests. */
export function createOptimizeRuns(deps: OptimizeRunsDeps) {
  const now = deps.now ?? Date.now
  let queue: JobQueue | null = null
  const started = () => {
    if (!queue) throw new Error("The job queue has not started.")
    return queue
  }

  return {
    execute: createRunJob(deps),

    /** Gives the runs their queue once it has started. */
    attach(jobQueue: JobQueue) {
      queue = jobQueue
    },

    /** Throws unless the queue has started and answers (readiness). */
    async checkQueue() {
      await started().check()
    },

    /** Creates a run and queues its job, in the caller's transaction. */
    create: (
      auth: Authorized,
      optimization: RunOptimization,
      request: OptimizeRequest
    ): Promise<RunOut> => startRun(auth, started(), optimization, request),

    cancel: cancelRun,

    /** Applies or discards a preview's plan; applying writes it as a run would have. */
    decide: (
      auth: Authorized,
      run: RunOut,
      decision: "applied" | "discarded"
    ) => decideRun(auth, run, decision, new Date(now())),

    /** The run as it is now, read in its client's scope (for the event stream). */
    read: (id_run: number, id_client: number) =>
      deps.store.withScope(runScope(id_client), async (tx) => {
        const row = await createRunsRepository(tx).findById(id_run)
        return row ? runOut(row) : undefined
      }),
  }
}
export type OptimizeRuns = ReturnType<typeof createOptimizeRuns>
