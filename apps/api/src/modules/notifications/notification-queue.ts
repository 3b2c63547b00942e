import type { PgBoss } from "pg-boss"

import { workQueue } from "../../db/work-queue.ts"

export const NOTIFY_QUEUE = "customer-notification"
/** Tries of a message before it is failed: the first and 4 retries, 5 s doubling. */
export const MAX_ATTEMPTS = 5

/**
 * Creates the notification queue and works it: two batches of `workers` messages at once.
 * A batch's claim, fetch and completion cost about the same whatever its size (a count on
 * PGlite: some 35 ms of its one connection per batch), so batches of 8, not 4, halve them.
 * `deliverMany` answers, per message, the error to retry it with, or null.
 */
export async function workNotificationQueue(
  boss: PgBoss,
  workers: number,
  deliverMany: (ids: number[]) => Promise<unknown[]>
) {
  await workQueue<{ id_notification: number }>(boss, {
    name: NOTIFY_QUEUE,
    queue: {
      policy: "exclusive",
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    inFlight: 2 * workers,
    handleBatch: (jobs) => deliverMany(jobs.map((job) => job.id_notification)),
  })
}
