import { pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core"

import { blank, isActive, required, owned } from "../../db/columns.ts"
import { roles } from "../roles/roles.schema.ts"
import { subjects } from "../subjects/subjects.schema.ts"

export const actions = pgTable("actions", {
  id_action: serial("id_action").primaryKey(),
  name: text("name").notNull().unique(),
  description: blank("description"),
})

export const permissions = pgTable(
  "permissions",
  {
    id_permission: serial("id_permission").primaryKey(),
    id_role: owned("id_role", () => roles.id_role),
    id_subject: required("id_subject", () => subjects.id_subject),
    id_action: required("id_action", () => actions.id_action),
    isActive: isActive(),
  },
  (t) => [
    uniqueIndex("permissions_role_subject_action_key").on(
      t.id_role,
      t.id_subject,
      t.id_action
    ),
  ]
)
