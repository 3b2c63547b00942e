import {
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  createdAt,
  blank,
  isActive,
  clientColumn,
  userColumn,
  units,
} from "../../db/columns.ts"

export const clients = pgTable("clients", {
  id_client: serial("id_client").primaryKey(),
  name: text("name").notNull(),
  address: blank("address"),
  phone_number: blank("phone_number"),
  isActive: isActive(),
  stripe_id: text("stripe_id"),
  ...units(),
  /** The spreadsheet header each stop field was last matched to, for the next upload. */
  header_matching: jsonb("header_matching")
    .$type<Record<string, string>>()
    .notNull()
    .default({}),
  /** Stable territories' weight in seconds (issue 45); null: the declared default. */
  stable_territories: integer("stable_territories"),
  createdAt: createdAt(),
})

/** A provider user's "my list" of clients (list scope myList=1; spec section 4). */
export const clientAssignments = pgTable(
  "client_assignments",
  {
    id_user: userColumn(),
    id_client: clientColumn(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("client_assignments_key").on(t.id_user, t.id_client)]
)
