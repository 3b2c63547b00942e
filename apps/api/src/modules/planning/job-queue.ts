import { timeLimit } from "@ruta/validation/values"
import type { FastifyBaseLogger } from "fastify"
import { PgBoss } from "pg-boss"

import type { DataStore, Tx } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { ensureQueue } from "../../db/work-queue.ts"
import { startRunSweep } from "./run-sweep.ts"
import type { ScheduledJob } from "../../platform/jobs/scheduled-jobs.ts"
import { startScheduledJob } from "../../platform/jobs/scheduled-jobs.ts"

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
  /** Jobs run on a schedule (sweeps), worked by every process that runs the queue. */
  scheduled?: ScheduledJob[]
}

export interface JobQueue {
  /**
   * Queues a run in the caller's transaction, the one that writes the run, so that the run and its
   * job commit together; the client's id groups it for the per-client cap. Chosen over a sweep
   * alone, which would leave a run waiting up to a minute and could not tell a job still being
   * sent from one that never will be; the sweep stays as the net for what no transaction covers.
   */
  send(tx: Tx, id_run: number, id_client: number): Promise<void>
  /** The pg-boss states of the run's jobs, ended ones included while pg-boss keeps them. */
  jobStates(tx: Tx, id_run: number): Promise<string[]>
  /** Throws unless pg-boss is running and reads its optimize queue (readiness). */
  check(): Promise<void>
  /** The process's pg-boss, for the other queues (domain events, webhook deliveries). */
  boss: PgBoss
  stop(): Promise<void>
}

/**
 * Starts pg-boss on the product's own PostgreSQL (on PGlite, on its one connection) and, with
 * workers, works the optimize queue. A job runs at least once: a worker that dies stops its
 * heartbeat, and the job is retried elsewhere (or after a restart) within about 15 s, so the
 * handler must be idempotent. It also sweeps the runs left without a live job, at start and
 * every minute (`run-sweep.ts`).
 */
export async function startJobQueue(
  store: DataStore,
  options: JobQueueOptions
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...store.jobQueue(),
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    // Wakes the workers of the queues that ask for it (`notify`, db/work-queue.ts) as soon as a
    // job is sent to them; the optimize queue does not, and polls as before.
    useListenNotify: true,
  })
  boss.on("error", (err) => options.log.error({ err }, "job queue error"))
  await boss.start()
  await ensureQueue(boss, OPTIMIZE_QUEUE, {
    retryLimit: RETRY_LIMIT,
    retryDelay: 1,
    // The longest run the planner may ask for, with room for matrices and saving.
    expireInSeconds: timeLimit.max + 600,
    heartbeatSeconds: 10,
  })
  // pg-boss reads a queue's row on first use through its own connection; on PGlite that would wait
  // for the transaction a send runs in, so the queue is read here, before any transaction.
  await boss.findJobs(OPTIMIZE_QUEUE, { limit: 1 })
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
  for (const job of options.scheduled ?? [])
    await startScheduledJob(boss, job, options.log)
  const jobs: Omit<JobQueue, "stop" | "check" | "boss"> = {
    async send(tx, id_run, id_client) {
      const id = await boss.send(
        OPTIMIZE_QUEUE,
        { id_run },
        {
          group: { id: String(id_client) },
          db: jobsInTransaction(tx),
        }
      )
      if (id === null) throw new Error(`The job of run ${id_run} was refused.`)
    },
    async jobStates(tx, id_run) {
      // By the run's id in the job's data, which jobs sent before this sweep existed carry too.
      const jobs = await boss.findJobs(OPTIMIZE_QUEUE, {
        data: { id_run },
        db: jobsInTransaction(tx),
      })
      return jobs.map((job) => job.state)
    },
  }
  const sweep = await startRunSweep(store, jobs, options.log)
  let stopped = false
  return {
    ...jobs,
    async check() {
      if (stopped) throw new Error("The job queue has stopped.")
      if (!(await boss.getQueue(OPTIMIZE_QUEUE)))
        throw new Error(`The ${OPTIMIZE_QUEUE} queue is missing.`)
    },
    boss,
    async stop() {
      stopped = true
      await sweep.stop()
      await boss.stop({ graceful: true, timeout: 5000 })
    },
  }
}
