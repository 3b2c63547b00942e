import { zonedIso } from "@ruta/validation/zoned-time"
import { and, eq, inArray, lte, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import {
  domainEvents,
  subsidiaries,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema.ts"
import type { DomainEvent, EventSubscriber } from "../events/domain-events.ts"
import type { DeliveryJobs } from "./delivery-queue.ts"
import type { Endpoint } from "./delivery-outcomes.ts"
import { zonedPayload } from "./zoned-payload.ts"

/**
 * The Standard Webhooks body: the type, the event's time, and its data; an event of a site tells
 * its times with the site's offset (`zone`), a test event in UTC.
 */
export const messageBody = (
  type: string,
  at: Date,
  data: Record<string, unknown>,
  zone = "UTC"
) =>
  JSON.stringify({
    type,
    timestamp: zonedIso(at, zone),
    data: zonedPayload(data, zone),
  })

/** The time zone of each site of `events`. */
async function zonesOf(tx: Tx, events: DomainEvent[]) {
  const rows = await tx
    .select({ id: subsidiaries.id_subsidiary, zone: subsidiaries.time_zone })
    .from(subsidiaries)
    .where(
      inArray(
        subsidiaries.id_subsidiary,
        events.map((e) => e.id_subsidiary)
      )
    )
  return new Map(rows.map((row) => [row.id, row.zone]))
}

/**
 * Making the deliveries: the events' subscriber that makes one delivery per event and endpoint
 * and queues its job in the same transaction, and the single delivery of a message (a test
 * event).
 */
export function createWebhookFanOut(deps: {
  jobs: DeliveryJobs
  now: () => number
}) {
  const { jobs, now } = deps

  /** Makes a delivery of a message to an endpoint and queues it; null when it exists already. */
  async function enqueue(
    tx: Tx,
    endpoint: Endpoint,
    message: { id_event: number | null; type: string; body: string; id: string }
  ) {
    const [made] = await tx
      .insert(webhookDeliveries)
      .values({
        id_client: endpoint.id_client,
        id_webhook_endpoint: endpoint.id_webhook_endpoint,
        id_event: message.id_event,
        message_id: message.id,
        type: message.type,
        payload: message.body,
        createdAt: new Date(now()),
      })
      .onConflictDoNothing()
      .returning()
    if (made) await jobs.queue(tx, made.id_delivery)
    return made ?? null
  }

  /**
   * Makes the deliveries of a batch of events, one per event and endpoint subscribed to it (an
   * endpoint hears what happens from its creation on, not events still being relayed from before
   * it; both times are the database's), and queues their jobs: three statements whatever the
   * batch's size. A delivery that exists already is left as it is (a fan-out runs again).
   */
  async function handleMany(tx: Tx, events: DomainEvent[]) {
    if (events.length === 0) return
    const matches = await tx
      .select({ endpoint: webhookEndpoints, id_event: domainEvents.id })
      .from(webhookEndpoints)
      .innerJoin(
        domainEvents,
        and(
          eq(domainEvents.id_client, webhookEndpoints.id_client),
          sql`${domainEvents.type} = any(${webhookEndpoints.events})`,
          lte(webhookEndpoints.createdAt, domainEvents.occurredAt)
        )
      )
      .where(
        and(
          inArray(
            domainEvents.id,
            events.map((e) => e.id)
          ),
          eq(webhookEndpoints.enabled, true)
        )
      )
    if (matches.length === 0) return
    const byId = new Map(events.map((e) => [e.id, e]))
    const zones = await zonesOf(tx, events)
    const made = await tx
      .insert(webhookDeliveries)
      .values(
        matches.map(({ endpoint, id_event }) => {
          const event = byId.get(id_event)!
          return {
            id_client: endpoint.id_client,
            id_webhook_endpoint: endpoint.id_webhook_endpoint,
            id_event,
            message_id: `msg_${event.event_id}`,
            type: event.type,
            payload: messageBody(
              event.type,
              event.occurredAt,
              event.data,
              zones.get(event.id_subsidiary)
            ),
            createdAt: new Date(now()),
          }
        })
      )
      .onConflictDoNothing()
      .returning({ id_delivery: webhookDeliveries.id_delivery })
    await jobs.queueMany(
      tx,
      made.map(({ id_delivery }) => ({ id_delivery, seconds: 0 }))
    )
  }

  const subscriber: EventSubscriber = {
    name: "webhooks",
    handle: (tx, event) => handleMany(tx, [event]),
    handleMany,
  }

  return { subscriber, enqueue }
}
