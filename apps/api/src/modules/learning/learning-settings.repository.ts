import type { LearningSettings } from "@ruta/validation/learning"
import {
  defaultLearningSettings,
  learningSettingsSchema,
} from "@ruta/validation/learning"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { learningSettings } from "../../db/schema.ts"

/** Clients' learning settings; a client that never chose has the defaults. */
export function createLearningSettingsRepository(tx: Tx) {
  return {
    async get(id_client: number): Promise<LearningSettings> {
      const [row] = await tx
        .select()
        .from(learningSettings)
        .where(eq(learningSettings.id_client, id_client))
      if (!row) return defaultLearningSettings
      const parsed = learningSettingsSchema.safeParse(row.settings)
      return parsed.success ? parsed.data : defaultLearningSettings
    },

    async put(id_client: number, settings: LearningSettings) {
      const values = { settings, updatedAt: new Date() }
      await tx
        .insert(learningSettings)
        .values({ id_client, ...values })
        .onConflictDoUpdate({ target: learningSettings.id_client, set: values })
    },
  }
}
