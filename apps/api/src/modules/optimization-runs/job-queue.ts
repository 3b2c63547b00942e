import { MAX_TIME_LIMIT_SECONDS } from "@ruta/validation/planning"
import type { FastifyBaseLogger } from "fastify"
import { PgBoss } from "pg-boss"

import type { DataStore } from "../../db/database.ts"

/** The pg-boss queue optimize runs go through. */
export const OPTIMIZE_QUEUE = "optimize"

/** How often a job is retried after its worker failed or died, before the run ends failed. */
export const RETRY_LIMIT = 2

/** Where a job stands in its retries, as pg-boss tells the handler. */
export interface JobAttempt {
  retryCount: number
  retryLimit: number
}

export type OptimizeHandler = (
  id_run: number,
  attempt: JobAttempt
) => Promise<void>

export interface JobQueueOptions {
  /** Runs this process works on at once; 0 only enqueues (an API in front of worker machines). */
  workers: number
  /** Runs of one client at once across every process, so one client cannot starve the rest. */
  clientConcurrency: number
  handler: OptimizeHandler
  log: FastifyBaseLogger
}

export interface JobQueue {
  /** Queues a run; the client's id groups it for the per-client cap. */
  send(id_run: number, id_client: number): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts pg-boss on the product's own PostgreSQL (on PGlite, on its one connection) and, with
 * workers, works the optimize queue. A job runs at least once: a worker that dies stops its
 * heartbeat, and the job is retried elsewhere (or after a restart) within about 15 s, so the
 * handler must be idempotent.
 */
export async function startJobQueue(
  store: DataStore,
  options: JobQueueOptions
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...store.jobQueue(),
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  })
  boss.on("error", (err) => options.log.error({ err }, "job queue error"))
  await boss.start()
  if (!(await boss.getQueue(OPTIMIZE_QUEUE))) {
    try {
      await boss.createQueue(OPTIMIZE_QUEUE, {
        retryLimit: RETRY_LIMIT,
        retryDelay: 1,
        // The longest run the planner may ask for, with room for matrices and saving.
        expireInSeconds: MAX_TIME_LIMIT_SECONDS + 600,
        heartbeatSeconds: 10,
      })
    } catch (err) {
      // Another process created it between the check and here.
      if (!(await boss.getQueue(OPTIMIZE_QUEUE))) throw err
    }
  }
  if (options.workers > 0)
    await boss.work<{ id_run: number }>(
      OPTIMIZE_QUEUE,
      {
        localConcurrency: options.workers,
        groupConcurrency: options.clientConcurrency,
        pollingIntervalSeconds: 0.5,
        includeMetadata: true,
      },
      async ([job]) => {
        if (job)
          await options.handler(job.data.id_run, {
            retryCount: job.retryCount,
            retryLimit: RETRY_LIMIT,
          })
      }
    )
  return {
    async send(id_run, id_client) {
      await boss.send(
        OPTIMIZE_QUEUE,
        { id_run },
        { group: { id: String(id_client) } }
      )
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 })
    },
  }
}
