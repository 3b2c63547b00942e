import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core"

import { createdAt } from "../../db/columns.ts"

export const auditEvents = pgTable("audit_events", {
  id: serial("id").primaryKey(),
  id_client: integer("id_client"),
  /** Who did it (null for anonymous events such as a failed sign-in). */
  id_user: integer("id_user"),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entityId: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
  requestId: text("request_id"),
  /** The API key's name when the change came through one (docs/integrations.md). */
  apiKey: text("api_key"),
  createdAt: createdAt(),
})
