import { ContextType } from "@ruta/permissions/context-types"
import { and, eq, inArray, lte, or, sql } from "drizzle-orm"
import { zonedIso } from "@ruta/validation/zoned-time"
import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

import type { DataStore, Tx } from "../../db/database.ts"
import { rowsOf, systemScope } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { workQueue } from "../../db/work-queue.ts"
import {
  domainEvents,
  subsidiaries,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema.ts"
import type { SecretBox } from "../../platform/crypto/secret-box.ts"
import type { DomainEvent, EventSubscriber } from "../events/domain-events.ts"
import type { Mailer } from "../mail/mailer.ts"
import { sendWebhook } from "./webhook-sender.ts"
import type { SendResult } from "./webhook-sender.ts"
import { signedHeaders } from "./webhook-signing.ts"
import { zonedPayload } from "./zoned-payload.ts"
import type { TargetPolicy } from "./webhook-target.ts"

export const DELIVERY_QUEUE = "webhook-delivery"
/** A message is retried for 24 h after it was made. */
export const RETRY_FOR_MS = 24 * 3600_000
/** An endpoint failing for 3 days is disabled, and the client's users are told. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000
/**
 * A worker's claim on a delivery while it sends: the send's 10 s and the outcome's wait for the
 * database, with room. It is renewed while the send is in flight, so it lapses only when the
 * worker stopped; then the delivery's next job sends it again.
 */
export const CLAIM_MS = 120_000

/** Seconds before retry `attempt` (1 after the first failure): 5 s doubling, at most 1 h. */
export const retryDelaySeconds = (attempt: number) =>
  Math.min(5 * 2 ** (attempt - 1), 3600)

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

type Endpoint = typeof webhookEndpoints.$inferSelect
type Delivery = typeof webhookDeliveries.$inferSelect

/** What an attempt leaves: the delivery's status, and the retry's delay when there is one. */
interface Outcome {
  delivery: Delivery
  status: "succeeded" | "pending" | "failed"
  /** null: not sent, its endpoint was disabled. */
  result: SendResult | null
  retryIn: number | null
}

/**
 * A batch's outcomes at `at`, each endpoint's in the order they came (its failing streak reads
 * them all), and the endpoints whose streak changes: `failingSince` set (kept when it is set
 * already) or cleared, or disabled after 3 days of failures.
 */
export function planOutcomes(
  claimed: { delivery: Delivery; endpoint: Endpoint }[],
  results: (SendResult | null)[],
  at: Date
) {
  const current = new Map<number, Endpoint>()
  const endpoints = new Map<
    number,
    { failingSince: Date | null; disable: boolean }
  >()
  const disabled: Endpoint[] = []
  const outcomes = claimed.map(
    ({ delivery, endpoint: claimedAs }, k): Outcome => {
      const id = claimedAs.id_webhook_endpoint
      const endpoint = current.get(id) ?? claimedAs
      const result = results[k] ?? null
      const set = (change: Partial<Endpoint>, disable = false) => {
        const next = { ...endpoint, ...change }
        current.set(id, next)
        endpoints.set(id, { failingSince: next.failing_since, disable })
      }
      if (result === null)
        return { delivery, status: "failed", result: null, retryIn: null }
      if (result.ok) {
        if (endpoint.enabled && endpoint.failing_since)
          set({ failing_since: null })
        return { delivery, status: "succeeded", result, retryIn: null }
      }
      // Disabled by an earlier failure of this batch.
      if (!endpoint.enabled)
        return { delivery, status: "failed", result, retryIn: null }
      const failingSince = endpoint.failing_since ?? at
      if (at.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
        set({ enabled: false, failing_since: null }, true)
        disabled.push(endpoint)
        return { delivery, status: "failed", result, retryIn: null }
      }
      if (!endpoint.failing_since) set({ failing_since: failingSince })
      // A URL the guard refuses as it is will not be sent to by waiting.
      if (result.refused)
        return { delivery, status: "failed", result, retryIn: null }
      const delay = retryDelaySeconds(delivery.attempts)
      const giveUp =
        at.getTime() + delay * 1000 - delivery.createdAt.getTime() >
        RETRY_FOR_MS
      return giveUp
        ? { delivery, status: "failed", result, retryIn: null }
        : { delivery, status: "pending", result, retryIn: delay }
    }
  )
  return { outcomes, endpoints, disabled }
}

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

  /** Queues deliveries' jobs in `tx` in one statement, each to start after its `seconds`. */
  async function queueMany(
    tx: Tx,
    jobs: { id_delivery: number; seconds: number }[]
  ) {
    if (jobs.length === 0) return
    if (!boss) throw new Error("The webhook queue has not started.")
    await boss.insert(
      DELIVERY_QUEUE,
      jobs.map(({ id_delivery, seconds }) => ({
        data: { id_delivery },
        startAfter: seconds,
      })),
      { db: jobsInTransaction(tx) }
    )
  }

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
    const zones = new Map(
      (
        await tx
          .select({
            id: subsidiaries.id_subsidiary,
            zone: subsidiaries.time_zone,
          })
          .from(subsidiaries)
          .where(
            inArray(
              subsidiaries.id_subsidiary,
              events.map((e) => e.id_subsidiary)
            )
          )
      ).map((row) => [row.id, row.zone])
    )
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
    await queueMany(
      tx,
      made.map(({ id_delivery }) => ({ id_delivery, seconds: 0 }))
    )
  }

  const subscriber: EventSubscriber = {
    name: "webhooks",
    handle: (tx, event) => handleMany(tx, [event]),
    handleMany,
  }

  /**
   * Takes the deliveries for this worker, except those done or another worker holds. A delivery
   * held by another worker gets a job for when that claim ends: if the worker stopped mid-send,
   * the delivery is sent then (if it is still not done), instead of staying "sending".
   */
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
      const taken = new Set(claimed.map((d) => d.id_delivery))
      const others = ids.filter((id) => !taken.has(id))
      if (others.length > 0) {
        const held = await tx
          .select({
            id: webhookDeliveries.id_delivery,
            until: webhookDeliveries.claimed_until,
          })
          .from(webhookDeliveries)
          .where(
            and(
              inArray(webhookDeliveries.id_delivery, others),
              eq(webhookDeliveries.status, "sending")
            )
          )
        await queueMany(
          tx,
          held.map((h) => ({
            id_delivery: h.id,
            seconds: Math.ceil(
              ((h.until?.getTime() ?? at.getTime()) - at.getTime()) / 1000 + 1
            ),
          }))
        )
      }
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

  /** `(id_delivery, attempts)` of claimed deliveries: the claims this worker holds. */
  const heldBy = (claims: Pick<Delivery, "id_delivery" | "attempts">[]) =>
    sql`(${webhookDeliveries.id_delivery}, ${webhookDeliveries.attempts}) in (${sql.join(
      claims.map((d) => sql`(${d.id_delivery}::bigint, ${d.attempts}::int)`),
      sql`, `
    )}) and ${webhookDeliveries.status} = 'sending'`

  /**
   * Extends a batch's claims every `CLAIM_MS / 4` until it stops, so a batch that waits (for
   * the database, on a busy machine) never sees another worker take its deliveries.
   */
  function keepClaims(claims: Delivery[]) {
    let renewing: Promise<unknown> = Promise.resolve()
    const timer = setInterval(() => {
      renewing = system((tx) =>
        tx
          .update(webhookDeliveries)
          .set({ claimed_until: new Date(now() + CLAIM_MS) })
          .where(heldBy(claims))
      ).catch((error: unknown) =>
        deps.log.warn({ err: error }, "webhook claims could not be renewed")
      )
    }, CLAIM_MS / 4)
    timer.unref()
    return async () => {
      clearInterval(timer)
      await renewing
    }
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

  /**
   * Writes a batch's outcomes in `tx`: each delivery's in one statement, each endpoint's failing
   * streak once, and the retries' jobs in one more; after a failure, schedules the retry or
   * gives up, and after 3 days of failures disables the endpoint. An outcome is written only
   * while its claim holds (the same attempt, still sending), so an attempt that outlived its
   * claim never overwrites a later one; those are logged.
   */
  async function record(
    tx: Tx,
    claimed: { delivery: Delivery; endpoint: Endpoint }[],
    results: (SendResult | null)[]
  ) {
    const at = new Date(now())
    const all = planOutcomes(claimed, results, at)
    const written = await writeOutcomes(tx, all.outcomes, at)
    const late = all.outcomes.filter(
      (o) => !written.has(o.delivery.id_delivery)
    )
    // The endpoints' streaks and the retries follow the outcomes written, not the late ones.
    const kept = claimed.flatMap((c, k) =>
      written.has(c.delivery.id_delivery) ? [k] : []
    )
    const planned =
      late.length === 0
        ? all
        : planOutcomes(
            kept.map((k) => claimed[k]!),
            kept.map((k) => results[k] ?? null),
            at
          )
    for (const o of late)
      deps.log.warn(
        {
          id_delivery: o.delivery.id_delivery,
          attempt: o.delivery.attempts,
          outcome: o.result?.error ?? o.result?.status ?? null,
        },
        "a webhook attempt's outcome came after its claim was taken over"
      )
    for (const [id, change] of planned.endpoints)
      await tx
        .update(webhookEndpoints)
        .set(
          change.disable
            ? {
                enabled: false,
                disabled_reason: "failing",
                failing_since: null,
              }
            : {
                failing_since: change.failingSince
                  ? sql`coalesce(${webhookEndpoints.failing_since}, ${change.failingSince})`
                  : null,
              }
        )
        .where(eq(webhookEndpoints.id_webhook_endpoint, id))
    for (const endpoint of planned.disabled) await mailDisabled(tx, endpoint)
    await queueMany(
      tx,
      planned.outcomes
        .filter((o) => o.retryIn !== null)
        .map((o) => ({
          id_delivery: o.delivery.id_delivery,
          seconds: o.retryIn!,
        }))
    )
  }

  /** Writes each outcome while its claim holds; answers the deliveries written. */
  async function writeOutcomes(tx: Tx, outcomes: Outcome[], at: Date) {
    if (outcomes.length === 0) return new Set<number>()
    const d = webhookDeliveries
    const rows = outcomes.map(
      ({ delivery, status, result, retryIn }) =>
        sql`(${delivery.id_delivery}::bigint, ${delivery.attempts}::int, ${status}::text, ${result !== null}::boolean, ${result?.status ?? null}::int, ${result?.ms ?? null}::int, ${result?.body ?? null}::text, ${result === null ? "The endpoint is disabled." : result.error}::text, ${retryIn === null ? null : new Date(at.getTime() + retryIn * 1000).toISOString()}::timestamptz)`
    )
    const sent = (column: string) =>
      sql.raw(`case when o.sent then o.${column} else d.${column} end`)
    const done = rowsOf<{ id: number | string }>(
      await tx.execute(sql`
        update ${d} as d set
          status = o.status,
          response_status = ${sent("response_status")},
          response_ms = ${sent("response_ms")},
          response_body = ${sent("response_body")},
          error = o.error,
          last_attempt_at = case when o.sent then ${at.toISOString()}::timestamptz else d.last_attempt_at end,
          next_attempt_at = o.next_attempt_at,
          claimed_until = null
        from (values ${sql.join(rows, sql`, `)})
          as o(id, attempts, status, sent, response_status, response_ms, response_body, error, next_attempt_at)
        where d.id_delivery = o.id and d.attempts = o.attempts and d.status = 'sending'
        returning d.id_delivery as id`)
    )
    return new Set(done.map((row) => Number(row.id)))
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
   * it is done or being sent) at once, keeping the claims meanwhile, and writes every outcome
   * in one more.
   */
  async function deliverMany(ids: number[]) {
    const claimed = await claim(ids)
    if (claimed.length === 0) return ids.map(() => null)
    // Renewed until the outcomes are about to be written (a renewal and the outcomes' statement
    // never run at once), which leaves them a whole claim to wait for the database in.
    const release = keepClaims(claimed.map((c) => c.delivery))
    let results: (SendResult | null)[]
    try {
      results = await Promise.all(
        claimed.map(({ delivery, endpoint }) => attempt(delivery, endpoint))
      )
    } finally {
      await release()
    }
    await system((tx) => record(tx, claimed, results))
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
