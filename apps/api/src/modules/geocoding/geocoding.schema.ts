import { jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core"

import { createdAt, clientColumn } from "../../db/columns.ts"

/**
 * Places the geocoding service found for a client's address texts, so the same text is never
 * sent twice (the wizard's uploads repeat the same customers day after day).
 */
export const geocodeCache = pgTable(
  "geocode_cache",
  {
    id_client: clientColumn(),
    geocoder: text("geocoder").notNull(),
    query_key: text("query_key").notNull(),
    places: jsonb("places").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id_client, t.geocoder, t.query_key] })]
)
