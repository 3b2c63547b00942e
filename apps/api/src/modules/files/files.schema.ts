import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core"

import { createdAt, creator, tenant } from "../../db/columns.ts"
import { stops } from "../planning/planning.schema.ts"

/**
 * A stored file: a proof photo or signature of a stop. The bytes are in the file storage (the
 * data folder or an S3 bucket) under `storage_key`; the row says whose they are.
 */
export const files = pgTable(
  "files",
  {
    id_file: uuid("id_file").primaryKey().defaultRandom(),
    ...tenant(),
    id_stop: integer("id_stop").references(() => stops.id_stop, {
      onDelete: "cascade",
    }),
    /** photo or signature. */
    kind: text("kind").notNull(),
    /** The photo's place among the stop's photos, from 0. */
    position: smallint("position").notNull().default(0),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    storage_key: text("storage_key").notNull(),
    created_by: creator(),
    createdAt: createdAt(),
  },
  (t) => [index("files_stop").on(t.id_stop)]
)
