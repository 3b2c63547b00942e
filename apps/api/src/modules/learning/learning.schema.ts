import { jsonb, pgTable } from "drizzle-orm/pg-core"

import { extending, updatedAt } from "../../db/columns.ts"
import { clients } from "../clients/clients.schema.ts"

/** A client's learning settings (issue 44): a `LearningSettings` of `@ruta/validation/learning`. */
export const learningSettings = pgTable("learning_settings", {
  id_client: extending("id_client", () => clients.id_client),
  settings: jsonb("settings").notNull(),
  updatedAt: updatedAt(),
})
