import {
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import { blank, isActive, required } from "../../db/columns.ts"

/** SYSTEM=1, CLIENT=2, SUBSIDIARY=3, MANTAINER=4, DRIVER=5 (spec section 6). */
export const contextTypes = pgTable("context_types", {
  id_context_type: integer("id_context_type").primaryKey(),
  name: text("name").notNull(),
  display_name: text("display_name").notNull(),
})

/** A row's kind of account (a role's, a user's): a context type, required. */
export const contextTypeColumn = () =>
  required("id_context_type", () => contextTypes.id_context_type)

export const roles = pgTable(
  "roles",
  {
    id_role: serial("id_role").primaryKey(),
    id_context_type: contextTypeColumn(),
    name: text("name").notNull(),
    description: blank("description"),
    isActive: isActive(),
  },
  (t) => [uniqueIndex("roles_name_key").on(t.name)]
)
