import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

/** Work pg-boss runs on a schedule: one job per tick, worked by one process of all of them. */
export interface ScheduledJob {
  /** Its queue's name. */
  name: string
  /** When, as cron (UTC). */
  cron: string
  run: (log: FastifyBaseLogger) => Promise<void>
}

/**
 * Creates the job's queue when missing, schedules it (pg-boss keeps one schedule per name, so
 * every process scheduling it again changes nothing), and works it here. A failed run is logged
 * and waits for the next tick: sweeps are idempotent, so there is nothing to retry early.
 */
export async function startScheduledJob(
  boss: PgBoss,
  job: ScheduledJob,
  log: FastifyBaseLogger
) {
  if (!(await boss.getQueue(job.name))) {
    try {
      await boss.createQueue(job.name, { retryLimit: 0 })
    } catch (err) {
      // Another process created it between the check and here.
      if (!(await boss.getQueue(job.name))) throw err
    }
  }
  await boss.schedule(job.name, job.cron, null, { tz: "UTC" })
  await boss.work(job.name, { pollingIntervalSeconds: 30 }, async () => {
    try {
      await job.run(log)
    } catch (err) {
      log.error({ err, job: job.name }, "scheduled job failed")
    }
  })
}
