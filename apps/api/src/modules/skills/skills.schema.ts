import { pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core"

import { active, clientColumn } from "../../db/columns.ts"

/** What a driver or car can do (refrigerated, heavy load...), per client. */
export const skills = pgTable(
  "skills",
  {
    id_skill: serial("id_skill").primaryKey(),
    id_client: clientColumn(),
    name: text("name").notNull(),
    active: active(),
  },
  (t) => [uniqueIndex("skills_client_name_key").on(t.id_client, t.name)]
)
