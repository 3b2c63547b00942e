import { ContextType } from "@ruta/permissions/context-types"
import { and, eq, inArray, lte, or, sql } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { workQueue } from "../../db/work-queue.ts"
import { users, webhookDeliveries, webhookEndpoints } from "../../db/schema.ts"
import type { SecretBox } from "../auth/totp.ts"
import type { DomainEvent, EventSubscriber } from "../events/domain-events.ts"
import type { Mailer } from "../mail/mailer.ts"
import { sendWebhook } from "./webhook-sender.ts"
import type { SendResult } from "./webhook-sender.ts"
import { signedHeaders } from "./webhook-signing.ts"
import type { TargetPolicy } from "./webhook-target.ts"

export const DELIVERY_QUEUE = "webhook-delivery"
/** A message is retried for 24 h after it was made. */
export const RETRY_FOR_MS = 24 * 3600_000
/** An endpoint failing for 3 days is disabled, and the client's users are told. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000
/** A worker's claim on a delivery while it sends (the send's 10 s, with room). */
const CLAIM_MS = 60_000

/** Seconds before retry `attempt` (1 after the first failure): 5 s doubling, at most 1 h. */
export const retryDelaySeconds = (attempt: number) =>
  Math.min(5 * 2 ** (attempt - 1), 3600)

/** The Standard Webhooks body: the type, the event's time, and its data. */
export const messageBody = (type: string, at: Date, data: unknown) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data })

type Endpoint = typeof webhookEndpoints.$inferSelect
type Delivery = typeof webhookDeliveries.$inferSelect

export type Webhooks = ReturnType<typeof createWebhooks>

/**
 * Webhook deliveries: the events' subscriber that makes one delivery per event and endpoint
 * (and queues its pg-boss job in the same transaction), and the job that sends it.
 */
export function createWebhooks(deps: {
  store: DataStore
  box: SecretBox
  mailer: Mailer
  policy: TargetPolicy
  now: () => number
  log: FastifyBaseLogger
  publicUrl: string
}) {
  const { store, now } = deps
  let boss: PgBoss | null = null
  const system = <T>(work: (tx: Tx) => Promise<T>) =>
    store.withScope(systemScope, work)

  /** Queues a delivery's job in `tx`, to start after `seconds`. */
  async function queue(tx: Tx, id_delivery: number, seconds = 0) {
    if (!boss) throw new Error("The webhook queue has not started.")
    await boss.send(
      DELIVERY_QUEUE,
      { id_delivery },
      { db: jobsInTransaction(tx), startAfter: seconds }
    )
  }

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
    if (made) await queue(tx, made.id_delivery)
    return made ?? null
  }

  const subscriber: EventSubscriber = {
    name: "webhooks",
    async handle(tx, event: DomainEvent) {
      const endpoints = await tx
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.id_client, event.id_client),
            eq(webhookEndpoints.enabled, true),
            sql`${event.type} = any(${webhookEndpoints.events})`,
            // An endpoint hears what happens from its creation on, not events still being
            // relayed from before it (both times are the database's).
            lte(webhookEndpoints.createdAt, event.occurredAt)
          )
        )
      const body = messageBody(event.type, event.occurredAt, event.data)
      for (const endpoint of endpoints)
        await enqueue(tx, endpoint, {
          id_event: event.id,
          type: event.type,
          body,
          id: `msg_${event.event_id}`,
        })
    },
  }

  /** Takes the deliveries for this worker, except those done or another worker holds. */
  async function claim(ids: number[]) {
    return system(async (tx) => {
      const at = new Date(now())
      const claimed = await tx
        .update(webhookDeliveries)
        .set({
          status: "sending",
          claimed_until: new Date(at.getTime() + CLAIM_MS),
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(
          and(
            inArray(webhookDeliveries.id_delivery, ids),
            or(
              eq(webhookDeliveries.status, "pending"),
              and(
                eq(webhookDeliveries.status, "sending"),
                sql`${webhookDeliveries.claimed_until} < ${at}`
              )
            )
          )
        )
        .returning()
      if (claimed.length === 0) return []
      const endpoints = await tx
        .select()
        .from(webhookEndpoints)
        .where(
          inArray(webhookEndpoints.id_webhook_endpoint, [
            ...new Set(claimed.map((d) => d.id_webhook_endpoint)),
          ])
        )
      const byId = new Map(endpoints.map((e) => [e.id_webhook_endpoint, e]))
      return claimed.map((delivery) => ({
        delivery,
        endpoint: byId.get(delivery.id_webhook_endpoint)!,
      }))
    })
  }

  /** Tells the client's users (its client-wide accounts) that an endpoint was disabled. */
  async function mailDisabled(tx: Tx, endpoint: Endpoint) {
    const people = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.id_client, endpoint.id_client),
          eq(users.id_context_type, ContextType.CLIENT),
          eq(users.isActive, true)
        )
      )
    for (const person of people)
      await deps.mailer.send(tx, {
        to: person.email,
        id_client: endpoint.id_client,
        subject: "A Ruta webhook endpoint was disabled",
        text:
          `Ruta could not deliver events to ${endpoint.url} for 3 days, so the endpoint was ` +
          `disabled and receives no more events.\n\nFix the receiver, then enable the endpoint ` +
          `again in Settings → Integrations → Webhooks: ${deps.publicUrl}/main/integrations\n`,
      })
  }

  /** Writes an attempt's outcome in `tx`; after a failure, schedules the retry or gives up. */
  async function record(
    tx: Tx,
    delivery: Delivery,
    endpoint: Endpoint,
    result: SendResult
  ) {
    const at = new Date(now())
    const outcome = {
      response_status: result.status,
      response_ms: result.ms,
      response_body: result.body,
      error: result.error,
      last_attempt_at: at,
      claimed_until: null,
    }
    const where = eq(webhookDeliveries.id_delivery, delivery.id_delivery)
    const endpointWhere = eq(
      webhookEndpoints.id_webhook_endpoint,
      endpoint.id_webhook_endpoint
    )
    if (result.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ ...outcome, status: "succeeded", next_attempt_at: null })
        .where(where)
      await tx
        .update(webhookEndpoints)
        .set({ failing_since: null })
        .where(endpointWhere)
      return
    }
    const failingSince = endpoint.failing_since ?? at
    if (at.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
      await tx
        .update(webhookDeliveries)
        .set({ ...outcome, status: "failed", next_attempt_at: null })
        .where(where)
      await tx
        .update(webhookEndpoints)
        .set({
          enabled: false,
          disabled_reason: "failing",
          failing_since: null,
        })
        .where(endpointWhere)
      await mailDisabled(tx, endpoint)
      return
    }
    await tx
      .update(webhookEndpoints)
      .set({ failing_since: failingSince })
      .where(endpointWhere)
    const delay = retryDelaySeconds(delivery.attempts)
    const next = new Date(at.getTime() + delay * 1000)
    if (next.getTime() - delivery.createdAt.getTime() > RETRY_FOR_MS) {
      await tx
        .update(webhookDeliveries)
        .set({ ...outcome, status: "failed", next_attempt_at: null })
        .where(where)
      return
    }
    await tx
      .update(webhookDeliveries)
      .set({ ...outcome, status: "pending", next_attempt_at: next })
      .where(where)
    await queue(tx, delivery.id_delivery, delay)
  }

  /** Sends a claimed delivery; null when its endpoint was disabled meanwhile (failed). */
  async function attempt(delivery: Delivery, endpoint: Endpoint) {
    if (!endpoint.enabled) return null
    // Signed at the real time: receivers check it against their own clocks (replays).
    const headers = signedHeaders(
      deps.box,
      endpoint,
      { id: delivery.message_id, body: delivery.payload },
      new Date(),
      new Date(now())
    )
    return sendWebhook(endpoint.url, headers, delivery.payload, deps.policy)
  }

  /**
   * The delivery jobs of a batch: claims them in one transaction, sends each once more (unless
   * it is done or being sent) at once, and writes every outcome in one more. An endpoint's
   * outcomes are written in the order they came, so its failing streak reads them all.
   */
  async function deliverMany(ids: number[]) {
    const claimed = await claim(ids)
    const results = await Promise.all(
      claimed.map(({ delivery, endpoint }) => attempt(delivery, endpoint))
    )
    if (claimed.length > 0)
      await system(async (tx) => {
        const endpoints = new Map<number, Endpoint>()
        for (const [
          k,
          { delivery, endpoint: claimedEndpoint },
        ] of claimed.entries()) {
          const result = results[k]!
          if (result === null) {
            await tx
              .update(webhookDeliveries)
              .set({
                status: "failed",
                claimed_until: null,
                error: "The endpoint is disabled.",
              })
              .where(eq(webhookDeliveries.id_delivery, delivery.id_delivery))
            continue
          }
          const id = claimedEndpoint.id_webhook_endpoint
          const endpoint = endpoints.get(id) ?? claimedEndpoint
          await record(tx, delivery, endpoint, result)
          // What the next outcome of the same endpoint must read: its failing streak.
          endpoints.set(id, {
            ...endpoint,
            failing_since: result.ok
              ? null
              : (endpoint.failing_since ?? new Date(now())),
          })
        }
      })
    return ids.map(() => null)
  }

  /** One delivery's job (tests). */
  async function deliver(id_delivery: number) {
    await deliverMany([id_delivery])
  }

  return {
    subscriber,
    enqueue,
    queue,
    deliver,
    /** Creates the delivery queue and works it (`workers` deliveries at once). */
    async start(queueBoss: PgBoss, workers: number) {
      boss = queueBoss
      await workQueue<{ id_delivery: number }>(queueBoss, {
        name: DELIVERY_QUEUE,
        queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
        inFlight: workers,
        handleBatch: (jobs) => deliverMany(jobs.map((job) => job.id_delivery)),
      })
    },
  }
}
