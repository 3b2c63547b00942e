import { sql } from "drizzle-orm"
import { boolean, pgTable, serial, text } from "drizzle-orm/pg-core"

import {
  createdAt,
  blank,
  active,
  clientColumn,
  units,
} from "../../db/columns.ts"

export const subsidiaries = pgTable("subsidiaries", {
  id_subsidiary: serial("id_subsidiary").primaryKey(),
  id_client: clientColumn(),
  name: text("name").notNull(),
  address: blank("address"),
  phone_number: blank("phone_number"),
  email: blank("email"),
  active: active(),
  isMain: boolean("is_main").notNull().default(false),
  /** The IANA zone every time of the site is read and shown in (issue 43); its depots share it. */
  time_zone: text("time_zone").notNull().default("America/Mexico_City"),
  /** False while the zone is only the fallback: the site's first depot then sets it from its place. */
  time_zone_chosen: boolean("time_zone_chosen").notNull().default(true),
  /** The weekdays (`mon`..`sun`) the site's routes go out on; a multi-day plan skips the others. */
  working_days: text("working_days")
    .array()
    .notNull()
    .default(sql`'{mon,tue,wed,thu,fri}'`),
  ...units(),
  createdAt: createdAt(),
})
