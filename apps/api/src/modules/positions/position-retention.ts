import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import type { ScheduledJob } from "../../platform/jobs/scheduled-jobs.ts"
import { createPositionsRepository } from "./positions.repository.ts"

/**
 * Every night, the positions taken more than POSITION_RETENTION_DAYS ago are deleted (a
 * scheduled pg-boss job: one process does it, whichever takes the job).
 */
export const positionRetention = (
  store: DataStore,
  days: number
): ScheduledJob => ({
  name: "position-retention",
  cron: "17 3 * * *",
  run: () =>
    store.withScope(systemScope, (tx) =>
      createPositionsRepository(tx).deleteOlderThan(days)
    ),
})
