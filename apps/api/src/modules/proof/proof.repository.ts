import { inArray } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { stopProofs } from "../../db/schema.ts"

export type StopProofRow = typeof stopProofs.$inferSelect

/** Proofs of finished visits; row-level security keeps other clients' out. */
export function createProofRepository(tx: Tx) {
  return {
    async insert(row: typeof stopProofs.$inferInsert) {
      await tx.insert(stopProofs).values(row)
    },

    async ofStops(ids: number[]): Promise<StopProofRow[]> {
      if (ids.length === 0) return []
      return tx
        .select()
        .from(stopProofs)
        .where(inArray(stopProofs.id_stop, ids))
    },
  }
}
