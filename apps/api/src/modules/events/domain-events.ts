import { DOMAIN_EVENT_TYPES } from "@ruta/validation/domain-events"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"

/** The channel the outbox triggers announce new events on (drizzle/0020_domain-events-triggers.sql). */
export const EVENTS_CHANNEL = "ruta_events"

/**
 * The business events (docs/architecture.md, "Domain events"), declared in `@ruta/validation`
 * for the back office's webhook form too. Each is written by a trigger in the transaction of its
 * change; a new one is a trigger and a value there.
 */
export { DOMAIN_EVENT_TYPES }
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number]

export const isDomainEventType = (name: string): name is DomainEventType =>
  (DOMAIN_EVENT_TYPES as readonly string[]).includes(name)

export const domainEventTypeSchema = z
  .enum(DOMAIN_EVENT_TYPES, {
    error:
      "Unknown event: choose among the events listed in the documentation.",
  })
  .meta({ id: "DomainEventType" })

/** One recorded event, as subscribers receive it. */
export interface DomainEvent {
  /** The outbox row's number: events of one client are ordered by it. */
  id: number
  /** The public id: stable across retries (the webhook's `webhook-id` comes from it). */
  event_id: string
  id_client: number
  id_subsidiary: number
  type: DomainEventType
  /** The changed row's fields (ids, names, times): see docs/integrations.md. */
  data: Record<string, unknown>
  occurredAt: Date
}

/**
 * Something that acts on events: webhooks, and customer notifications later. `handle` runs in
 * the fan-out job's transaction (every client visible; it narrows by `event.id_client` itself),
 * so what it writes and the jobs it queues through `tx` commit together. A job runs at least
 * once, so `handle` must be idempotent (webhooks: one delivery row per event and endpoint).
 */
export interface EventSubscriber {
  name: string
  handle(tx: Tx, event: DomainEvent): Promise<void>
  /**
   * A fan-out batch's events at once, as `handle` would one by one (fewer statements); without
   * it, `handle` is called for each.
   */
  handleMany?(tx: Tx, events: DomainEvent[]): Promise<void>
}
