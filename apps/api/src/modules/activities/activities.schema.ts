import { integer, pgTable, serial } from "drizzle-orm/pg-core"

import { createdAt, blank, clientColumn } from "../../db/columns.ts"

/** What happened with a client (activity types are a catalog: catalogs module). */
export const activities = pgTable("activities", {
  id_activity: serial("id_activity").primaryKey(),
  id_client: clientColumn(),
  id_activity_type: integer("id_activity_type").notNull(),
  description: blank("description"),
  createdAt: createdAt(),
})
