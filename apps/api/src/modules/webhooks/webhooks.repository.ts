import { count, desc, eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts"
import { isDomainEventType } from "../events/domain-events.ts"

const iso = (value: Date | null) => value?.toISOString() ?? null

type EndpointRow = typeof webhookEndpoints.$inferSelect
type DeliveryRow = typeof webhookDeliveries.$inferSelect

/** An endpoint as the API shows it: never its secrets. */
export const endpointOut = (row: EndpointRow) => ({
  id_webhook_endpoint: row.id_webhook_endpoint,
  url: row.url,
  description: row.description,
  // Only the events that exist: one retired since the endpoint subscribed is no longer shown.
  events: row.events.filter(isDomainEventType),
  enabled: row.enabled,
  disabled_reason: row.disabled_reason,
  failing_since: iso(row.failing_since),
  previous_secret_expires_at: iso(row.previous_secret_expires_at),
  createdAt: row.createdAt.toISOString(),
})

export const deliveryOut = (row: DeliveryRow) => ({
  id_delivery: row.id_delivery,
  id_webhook_endpoint: row.id_webhook_endpoint,
  message_id: row.message_id,
  type: row.type,
  status: row.status as "pending" | "sending" | "succeeded" | "failed",
  attempts: row.attempts,
  response_status: row.response_status,
  response_ms: row.response_ms,
  response_body: row.response_body,
  error: row.error,
  last_attempt_at: iso(row.last_attempt_at),
  next_attempt_at: iso(row.next_attempt_at),
  createdAt: row.createdAt.toISOString(),
})

/** The client's endpoints and deliveries (row-level security scopes them to the caller's client). */
export function createWebhooksRepository(tx: Tx) {
  return {
    list: () =>
      tx
        .select()
        .from(webhookEndpoints)
        .orderBy(desc(webhookEndpoints.id_webhook_endpoint)),

    async find(id: number): Promise<EndpointRow | undefined> {
      const [row] = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id_webhook_endpoint, id))
      return row
    },

    async create(values: typeof webhookEndpoints.$inferInsert) {
      const [row] = await tx.insert(webhookEndpoints).values(values).returning()
      return row!
    },

    async update(
      id: number,
      values: Partial<typeof webhookEndpoints.$inferInsert>
    ) {
      const [row] = await tx
        .update(webhookEndpoints)
        .set(values)
        .where(eq(webhookEndpoints.id_webhook_endpoint, id))
        .returning()
      return row!
    },

    async remove(id: number) {
      await tx
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id_webhook_endpoint, id))
    },

    async deliveries(id: number, page: number, size: number) {
      const where = eq(webhookDeliveries.id_webhook_endpoint, id)
      const rows = await tx
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.id_delivery))
        .limit(size)
        .offset(page * size)
      const [total] = await tx
        .select({ n: count() })
        .from(webhookDeliveries)
        .where(where)
      return { items: rows.map(deliveryOut), total: total?.n ?? 0 }
    },

    async delivery(id: number): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id_delivery, id))
      return row
    },

    async resend(id: number) {
      const [row] = await tx
        .update(webhookDeliveries)
        .set({ status: "pending", claimed_until: null, next_attempt_at: null })
        .where(eq(webhookDeliveries.id_delivery, id))
        .returning()
      return row!
    },
  }
}
