import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core"

import { createdAt, active } from "../../db/columns.ts"

/**
 * The provider's payment plans (spec section 3): a band of optimized addresses a month, a
 * minimum payment and a price per address beyond the band's start. Money is in integer cents.
 * Plans belong to no client: every client may read the active ones.
 */
export const paymentPlans = pgTable("payment_plans", {
  id_payment_plan: serial("id_payment_plan").primaryKey(),
  name: text("name").notNull(),
  from_addresses: integer("from_addresses").notNull(),
  /** Null: no upper end. */
  to_addresses: integer("to_addresses"),
  minimum_payment: integer("minimum_payment").notNull(),
  address_price: integer("address_price").notNull(),
  isMobile: boolean("is_mobile").notNull().default(false),
  order: integer("order").notNull().default(0),
  show_on_website: boolean("show_on_website").notNull().default(true),
  descriptions: jsonb("descriptions").$type<string[]>().notNull().default([]),
  /** The Stripe price that bills it, once created there. */
  stripe_id: text("stripe_id"),
  active: active(),
  createdAt: createdAt(),
})
