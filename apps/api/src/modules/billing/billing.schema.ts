import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  at,
  stamped,
  createdAt,
  updatedAt,
  clientColumn,
} from "../../db/columns.ts"
import { optimizationColumn } from "../planning/planning.schema.ts"

/**
 * The optimized-address meter billing reads: each address an optimization got optimized, once,
 * in the billing period (calendar month, UTC) of its first successful run.
 */
export const optimizedAddresses = pgTable(
  "optimized_addresses",
  {
    id_client: clientColumn(),
    id_optimization: optimizationColumn(),
    address_key: text("address_key").notNull(),
    period: text("period").notNull(),
    id_run: integer("id_run").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("optimized_addresses_key").on(t.id_optimization, t.address_key),
    index("optimized_addresses_period").on(t.id_client, t.period),
  ]
)

/**
 * A client's subscription to a payment plan, as Stripe last said it is (issue 14): the plan and
 * the calculator's inputs it was chosen with, and the Stripe subscription's state and period.
 * Webhooks re-read the subscription from Stripe, so events in any order reach the same row.
 */
export const subscriptions = pgTable("subscriptions", {
  id_subscription: serial("id_subscription").primaryKey(),
  id_client: clientColumn().unique(),
  // No foreign key: DELETE /payment-plans refuses a plan clients are on, in words; a canceled
  // subscription may keep a deleted plan's id.
  id_payment_plan: integer("id_payment_plan").notNull(),
  /** The calculator's period: 1 daily, 2 weekly, 3 monthly. */
  period: smallint("period").notNull(),
  drivers: integer("drivers").notNull(),
  routes: integer("routes").notNull(),
  days: integer("days"),
  /** The Stripe subscription (`sub_...`). */
  stripe_id: text("stripe_id").notNull().unique(),
  /** Stripe's status: active, past_due, canceled, incomplete... */
  status: text("status").notNull(),
  current_period_start: at("current_period_start"),
  current_period_end: at("current_period_end"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Each Stripe webhook event applied, by its id, so a replayed event is applied once. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: stamped("received_at"),
})

/**
 * The meter's counts reported to Stripe: one row per client, period and count, sent with the
 * same identifier until Stripe took it (`reportedAt`), so a count reaches Stripe once.
 */
export const usageReports = pgTable(
  "usage_reports",
  {
    id: serial("id").primaryKey(),
    id_client: clientColumn(),
    period: text("period").notNull(),
    addresses: integer("addresses").notNull(),
    identifier: text("identifier").notNull().unique(),
    reportedAt: at("reported_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("usage_reports_count_key").on(
      t.id_client,
      t.period,
      t.addresses
    ),
  ]
)
