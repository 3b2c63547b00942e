import { inArray } from "drizzle-orm"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { files } from "../../db/schema.ts"
import type { ScheduledJob } from "../../platform/jobs/scheduled-jobs.ts"
import type { FileStorage, StoredFile } from "../../platform/storage/storage.ts"

/** The pg-boss queue of the sweep, and when it runs: every hour, at 17 past. */
export const ORPHAN_FILES_JOB = "orphan-files"
export const ORPHAN_FILES_CRON = "17 * * * *"

/**
 * A file younger than this is left alone: it may belong to a completion whose transaction has
 * not committed yet (a request takes seconds; an hour is far beyond any).
 */
export const ORPHAN_GRACE_MS = 60 * 60_000

/** The file's id in its key (`<client>/<id_file>.<ext>`). */
const idOf = (key: string) => key.slice(key.indexOf("/") + 1, -4)

/**
 * Deletes the stored files no `files` row names, older than `graceMs`: the bytes of a completion
 * that was refused or never committed when deleting them then failed (`keepFilesOnlyIfDone` tries
 * at once), a process that died between writing them and committing, and those of stops deleted
 * since (their rows go with the stop). Reads the storage page by page and looks each page's ids
 * up by primary key, across every client. Answers the keys deleted.
 */
export async function sweepOrphanFiles(
  store: DataStore,
  storage: FileStorage,
  now = Date.now(),
  graceMs = ORPHAN_GRACE_MS
): Promise<string[]> {
  const deleted: string[] = []
  for await (const page of storage.list()) {
    const old = page.filter(
      (file: StoredFile) => now - file.modified.getTime() > graceMs
    )
    if (old.length === 0) continue
    const rows = await store.withScope(systemScope, (tx) =>
      tx
        .select({ id_file: files.id_file })
        .from(files)
        .where(
          inArray(
            files.id_file,
            old.map((file) => idOf(file.key))
          )
        )
    )
    const attached = new Set(rows.map((row) => row.id_file))
    for (const file of old) {
      if (attached.has(idOf(file.key))) continue
      await storage.delete(file.key)
      deleted.push(file.key)
    }
  }
  return deleted
}

/** The sweep as a job pg-boss runs every hour, once across every process. */
export function orphanFilesJob(
  store: DataStore,
  storage: FileStorage
): ScheduledJob {
  return {
    name: ORPHAN_FILES_JOB,
    cron: ORPHAN_FILES_CRON,
    run: async (log) => {
      const deleted = await sweepOrphanFiles(store, storage)
      if (deleted.length > 0)
        log.info({ deleted: deleted.length }, "orphaned proof files deleted")
    },
  }
}
