import { integer, pgTable, serial, text } from "drizzle-orm/pg-core"

import { createdAt, blank, tenant, place, contact } from "../../db/columns.ts"

/** The address book: a site's saved customer addresses with a contact. */
export const addresses = pgTable("addresses", {
  id_address: serial("id_address").primaryKey(),
  ...tenant(),
  id_address_type: integer("id_address_type").notNull().default(1),
  alias: blank("alias"),
  address: text("address").notNull(),
  ...place(),
  ...contact(),
  createdAt: createdAt(),
})
