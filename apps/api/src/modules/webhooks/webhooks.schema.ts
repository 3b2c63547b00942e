import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  at,
  createdAt,
  blank,
  owned,
  clientColumn,
  creator,
} from "../../db/columns.ts"

/**
 * A client's webhook endpoints (docs/integrations.md): an https URL, the events it subscribes
 * to, and its Standard Webhooks secret sealed with the server's key (it signs every delivery,
 * so it cannot be a hash). After a rotation the previous secret also signs until
 * `previous_secret_expires_at` (24 h). `failing_since` is the first failure of the current run
 * of failures; after 3 days of them the endpoint is disabled.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id_webhook_endpoint: serial("id_webhook_endpoint").primaryKey(),
    id_client: clientColumn(),
    url: text("url").notNull(),
    description: blank("description"),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    previous_secret: text("previous_secret"),
    previous_secret_expires_at: at("previous_secret_expires_at"),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint was disabled by Ruta (failures), empty when by a person or enabled. */
    disabled_reason: blank("disabled_reason"),
    failing_since: at("failing_since"),
    createdBy: creator(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_client").on(t.id_client)]
)

/**
 * One event sent to one endpoint (or a test event): its message (`webhook-id` and the signed
 * body, kept as sent so retries sign the same bytes), and the last attempt's outcome: status
 * code, response time and the first 1 KB of the answer. An event is delivered once per endpoint
 * (unique), however many fan-out jobs or workers run.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id_delivery: bigserial("id_delivery", { mode: "number" }).primaryKey(),
    id_client: clientColumn(),
    id_webhook_endpoint: owned(
      "id_webhook_endpoint",
      () => webhookEndpoints.id_webhook_endpoint
    ),
    /** The domain event; null for a test event. */
    id_event: bigint("id_event", { mode: "number" }),
    message_id: text("message_id").notNull(),
    type: text("type").notNull(),
    payload: text("payload").notNull(),
    /** pending, sending, succeeded or failed (gave up after 24 h, or the endpoint is disabled). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** A worker's claim while it sends: another worker leaves the delivery alone until then. */
    claimed_until: at("claimed_until"),
    response_status: integer("response_status"),
    response_ms: integer("response_ms"),
    response_body: text("response_body"),
    error: text("error"),
    last_attempt_at: at("last_attempt_at"),
    next_attempt_at: at("next_attempt_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint").on(
      t.id_webhook_endpoint,
      t.id_event
    ),
    index("webhook_deliveries_endpoint").on(
      t.id_webhook_endpoint,
      t.id_delivery
    ),
  ]
)
