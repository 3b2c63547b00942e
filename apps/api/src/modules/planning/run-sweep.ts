import { sql } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { SERVER_FAILURE } from "./run-error.ts"
import { createRunsRepository, isFinal } from "./runs.repository.ts"

/** How often every process that runs the job queue sweeps (it also sweeps on start). */
export const SWEEP_INTERVAL_MS = 60_000

/** The pg-boss states of a job that will still work its run, or is working it. */
const LIVE_JOB_STATES = new Set(["created", "retry", "active"])

/** What the sweep needs of the job queue (`JobQueue` is one), declared here so it imports none. */
export interface SweepQueue {
  send(tx: Tx, id_run: number, id_client: number): Promise<void>
  jobStates(tx: Tx, id_run: number): Promise<string[]>
}

export interface SweepResult {
  /** Queued runs that had never had a job, queued again. */
  requeued: number[]
  /** Runs whose every job had ended while the run had not: ended failed. */
  failed: number[]
}

/**
 * Finds the runs that have not ended and have no live job, and puts each right: a queued run that
 * never had a job (its row committed by a process that died before sending it, as happened when
 * the job was sent after the commit) is queued again; a run whose jobs all ended without ending it
 * (its worker died on the last retry) ends failed, so that its routes can be optimized again.
 *
 * New runs are sent in the transaction that writes them (`JobQueue.send`), so this finds nothing
 * in the normal course; it is the net under that rule, for rows older than it and jobs pg-boss
 * lost. Each run is locked while it is looked at, so a worker cannot end it in between, and its
 * jobs are read after the lock; one sweep runs at a time across processes (an advisory lock), so
 * two never queue one run twice. The job stays idempotent besides (`execute`).
 */
export async function sweepRuns(
  store: DataStore,
  queue: SweepQueue
): Promise<SweepResult> {
  return store.withScope(systemScope, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('ruta:optimize-run-sweep'))`
    )
    const repo = createRunsRepository(tx)
    const result: SweepResult = { requeued: [], failed: [] }
    for (const { id_run } of await repo.unfinished()) {
      const run = await repo.lock(id_run)
      if (!run || isFinal(run.status)) continue
      const states = await queue.jobStates(tx, id_run)
      if (states.some((state) => LIVE_JOB_STATES.has(state))) continue
      if (run.status === "queued" && states.length === 0) {
        await queue.send(tx, id_run, run.id_client)
        result.requeued.push(id_run)
      } else {
        await repo.finish(id_run, { status: "failed", error: SERVER_FAILURE })
        result.failed.push(id_run)
      }
    }
    return result
  })
}

/** Sweeps now and then every `SWEEP_INTERVAL_MS`, one sweep at a time; `stop` ends it. */
export async function startRunSweep(
  store: DataStore,
  queue: SweepQueue,
  log: FastifyBaseLogger
) {
  let running: Promise<void> | null = null
  const sweep = () => {
    running ??= sweepRuns(store, queue)
      .then(({ requeued, failed }) => {
        if (requeued.length > 0 || failed.length > 0)
          log.warn({ requeued, failed }, "optimize runs without a live job")
      })
      .catch((err: unknown) => log.error({ err }, "optimize run sweep failed"))
      .finally(() => {
        running = null
      })
    return running
  }
  await sweep()
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
