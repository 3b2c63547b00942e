import { pgTable, serial, text } from "drizzle-orm/pg-core"

import { blank } from "../../db/columns.ts"

export const subjects = pgTable("subjects", {
  id_subject: serial("id_subject").primaryKey(),
  name: text("name").notNull().unique(),
  description: blank("description"),
})
