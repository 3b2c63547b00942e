import { bigserial, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core"

import { createdAt } from "../../db/columns.ts"

/**
 * The recent changes of the planning tables, for the live stream (`GET /live`): triggers write
 * one row per change (drizzle/0018_live-events-triggers.sql) and announce it on the `ruta_live`
 * channel; rows are kept a few minutes so that a stream resumes with `Last-Event-ID`. `ids` names
 * what changed (`id_optimization`, `id_route`, `id_run`...); clients refetch what they show. No
 * foreign keys: the change of a row being deleted (a client's, a site's) is still recorded.
 */
export const liveEvents = pgTable("live_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  id_client: integer("id_client").notNull(),
  id_subsidiary: integer("id_subsidiary").notNull(),
  /** optimization, route, stop or run. */
  kind: text("kind").notNull(),
  ids: jsonb("ids").notNull().default({}),
  createdAt: createdAt(),
})
