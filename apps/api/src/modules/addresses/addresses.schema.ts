import type { VisitWindow } from "@ruta/validation/visit-rules"
import { sql } from "drizzle-orm"
import {
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core"

import {
  createdAt,
  blank,
  tenant,
  place,
  contact,
  clientColumn,
  extending,
} from "../../db/columns.ts"

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

/**
 * An address-book entry's visit rule (issue 45): how its visits repeat (`@ruta/validation`'s
 * visit-rules), from when to when, the dates skipped, and what each visit is.
 */
export const visitRules = pgTable("visit_rules", {
  id_address: extending("id_address", () => addresses.id_address),
  id_client: clientColumn(),
  /** `weekly`, `monthly_day` or `monthly_weekday`. */
  kind: text("kind").notNull(),
  weekdays: text("weekdays")
    .array()
    .notNull()
    .default(sql`'{}'`),
  every_weeks: smallint("every_weeks").notNull().default(1),
  month_day: smallint("month_day"),
  nth: smallint("nth"),
  start_date: date("start_date").notNull(),
  end_date: date("end_date"),
  exceptions: date("exceptions")
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Minutes. */
  duration: integer("duration").notNull(),
  pieces: doublePrecision("pieces").notNull().default(0),
  weight: doublePrecision("weight").notNull().default(0),
  volume: doublePrecision("volume").notNull().default(0),
  /** Wall-clock windows of the visit's day, `{ start, end }` as `HH:MM`. */
  windows: jsonb("windows").$type<VisitWindow[]>().notNull().default([]),
  notes: blank("notes"),
})
