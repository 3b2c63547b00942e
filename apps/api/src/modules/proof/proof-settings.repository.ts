import type { ProofSettings } from "@ruta/validation/proof"
import { noProofRequired } from "@ruta/validation/proof"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { proofSettings } from "../../db/schema.ts"

/** Clients' proof settings; a client that never chose requires nothing. */
export function createProofSettingsRepository(tx: Tx) {
  return {
    async get(id_client: number): Promise<ProofSettings> {
      const [row] = await tx
        .select()
        .from(proofSettings)
        .where(eq(proofSettings.id_client, id_client))
      return row
        ? {
            completed: row.completed as ProofSettings["completed"],
            failed: row.failed as ProofSettings["failed"],
          }
        : noProofRequired
    },

    async put(id_client: number, settings: ProofSettings) {
      const values = { ...settings, updatedAt: new Date() }
      await tx
        .insert(proofSettings)
        .values({ id_client, ...values })
        .onConflictDoUpdate({ target: proofSettings.id_client, set: values })
    },
  }
}
