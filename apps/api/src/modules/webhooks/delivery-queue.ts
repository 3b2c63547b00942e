import type { PgBoss } from "pg-boss"

import type { Tx } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { workQueue } from "../../db/work-queue.ts"

export const DELIVERY_QUEUE = "webhook-delivery"

/** A delivery's job to queue: its delivery, started after `seconds`. */
export interface DeliveryJob {
  id_delivery: number
  seconds: number
}

/**
 * The delivery queue's jobs, queued in the caller's transaction. `boss` answers the started
 * queue, or null before it starts.
 */
export function deliveryJobs(boss: () => PgBoss | null) {
  const started = () => {
    const queue = boss()
    if (!queue) throw new Error("The webhook queue has not started.")
    return queue
  }
  return {
    /** Queues deliveries' jobs in `tx` in one statement, each to start after its `seconds`. */
    async queueMany(tx: Tx, jobs: DeliveryJob[]) {
      if (jobs.length === 0) return
      await started().insert(
        DELIVERY_QUEUE,
        jobs.map(({ id_delivery, seconds }) => ({
          data: { id_delivery },
          startAfter: seconds,
        })),
        { db: jobsInTransaction(tx) }
      )
    },

    /** Queues a delivery's job in `tx`, to start after `seconds`. */
    async queue(tx: Tx, id_delivery: number, seconds = 0) {
      await started().send(
        DELIVERY_QUEUE,
        { id_delivery },
        { db: jobsInTransaction(tx), startAfter: seconds }
      )
    },
  }
}
export type DeliveryJobs = ReturnType<typeof deliveryJobs>

/** Creates the delivery queue and works it (`workers` deliveries at once). */
export async function workDeliveryQueue(
  boss: PgBoss,
  workers: number,
  deliverMany: (ids: number[]) => Promise<unknown[]>
) {
  await workQueue<{ id_delivery: number }>(boss, {
    name: DELIVERY_QUEUE,
    queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
    inFlight: workers,
    handleBatch: (jobs) => deliverMany(jobs.map((job) => job.id_delivery)),
  })
}
