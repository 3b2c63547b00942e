import { lt } from "drizzle-orm"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { vroomJobs } from "../../db/schema.ts"
import type { ScheduledJob } from "../../platform/jobs/scheduled-jobs.ts"

/**
 * Deletes the VROOM jobs that finished more than `keepDays` ago (their input and output), every
 * hour; a later GET of one answers 404.
 */
export function vroomJobPurge(
  store: DataStore,
  keepDays: number,
  now: () => number = Date.now
): ScheduledJob & { purge: () => Promise<number> } {
  async function purge() {
    const before = new Date(now() - keepDays * 86_400_000)
    const gone = await store.inBackground(systemScope, (tx) =>
      tx
        .delete(vroomJobs)
        .where(lt(vroomJobs.finishedAt, before))
        .returning({ id: vroomJobs.id })
    )
    return gone.length
  }
  return {
    name: "vroom-job-purge",
    cron: "17 * * * *",
    purge,
    async run(log) {
      const count = await purge()
      if (count > 0) log.info({ count }, "finished VROOM jobs purged")
    },
  }
}
