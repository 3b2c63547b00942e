import { sql } from "drizzle-orm"
import {
  boolean,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import { createdAt, blank, tenant, place } from "../../db/columns.ts"

/** Where routes start and end; one default depot per site (a partial unique index). */
export const depots = pgTable(
  "depots",
  {
    id_depot: serial("id_depot").primaryKey(),
    ...tenant(),
    isDefault: boolean("is_default").notNull().default(false),
    name: text("name").notNull(),
    description: blank("description"),
    address: blank("address"),
    ...place(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("depots_default_key")
      .on(t.id_subsidiary)
      .where(sql`${t.isDefault}`),
  ]
)
