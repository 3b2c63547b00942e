import { sql } from "drizzle-orm"

import type { DataStore } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"

/** One pg-boss queue as it stands now. */
export interface QueueDepth {
  queue: string
  /** Jobs waiting for a worker (new or waiting to be retried). */
  waiting: number
  active: number
  /** Failed jobs pg-boss still keeps (its retention window), not an all-time count. */
  failed: number
  /** Seconds the oldest waiting job has waited; 0 with none waiting. */
  oldestWaitingSeconds: number
}

/**
 * Every pg-boss queue's depth and age, read live from its job table (pg-boss's own counts are
 * refreshed only by its monitor). Any queue pg-boss holds is listed, so the notification and
 * webhook queues appear here as soon as they exist.
 */
export async function readQueueDepths(store: DataStore): Promise<QueueDepth[]> {
  const result = await store.owner.execute(sql`
    select q.name as queue,
           count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
           count(j.id) filter (where j.state = 'active')::int as active,
           count(j.id) filter (where j.state = 'failed')::int as failed,
           coalesce(extract(epoch from now() - min(j.created_on)
             filter (where j.state in ('created', 'retry'))), 0)::float8 as oldest
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name
     group by q.name
     order by q.name`)
  return rowsOf<{
    queue: string
    waiting: number
    active: number
    failed: number
    oldest: number
  }>(result).map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    active: Number(row.active),
    failed: Number(row.failed),
    oldestWaitingSeconds: Number(row.oldest),
  }))
}
