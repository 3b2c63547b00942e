import { asc, eq, inArray } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { files } from "../../db/schema.ts"

export type FileRow = typeof files.$inferSelect
export type NewFile = typeof files.$inferInsert

/** Stored files' rows; row-level security keeps other clients' out. */
export function createFilesRepository(tx: Tx) {
  return {
    async findById(id_file: string): Promise<FileRow | undefined> {
      const [row] = await tx
        .select()
        .from(files)
        .where(eq(files.id_file, id_file))
      return row
    },

    async insert(rows: NewFile[]) {
      if (rows.length > 0) await tx.insert(files).values(rows)
    },

    /** The files of these stops, photos in their order. */
    async ofStops(ids: number[]): Promise<FileRow[]> {
      if (ids.length === 0) return []
      return tx
        .select()
        .from(files)
        .where(inArray(files.id_stop, ids))
        .orderBy(asc(files.id_stop), asc(files.kind), asc(files.position))
    },
  }
}
