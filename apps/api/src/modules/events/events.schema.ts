import { sql } from "drizzle-orm"
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core"

import { at, stamped } from "../../db/columns.ts"

/**
 * The business events of the planning tables (docs/architecture.md, "Domain events"): an outbox
 * written by database triggers in the transaction of the change itself
 * (drizzle/0020_domain-events-triggers.sql), so an event exists exactly when its change
 * committed. The relay (`modules/events/event-relay.ts`) queues one pg-boss fan-out job per
 * event and sets `dispatched_at` in one transaction; subscribers (webhooks, customer
 * notifications) act from that job. No foreign keys: the event outlives what it tells of.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The event's public id (the webhook's `webhook-id` is derived from it). */
    event_id: uuid("event_id").notNull().defaultRandom(),
    id_client: integer("id_client").notNull(),
    id_subsidiary: integer("id_subsidiary").notNull(),
    /** One of DOMAIN_EVENT_TYPES (`modules/events/domain-events.ts`). */
    type: text("type").notNull(),
    data: jsonb("data").notNull().default({}),
    occurredAt: stamped("occurred_at"),
    dispatchedAt: at("dispatched_at"),
  },
  (t) => [
    index("domain_events_undispatched")
      .on(t.id)
      .where(sql`dispatched_at is null`),
    index("domain_events_client").on(t.id_client, t.id),
  ]
)
