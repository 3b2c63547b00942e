import { and, eq, inArray, or, sql } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"

import type { Tx } from "../../db/database.ts"
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts"
import type { DeliveryJobs } from "./delivery-queue.ts"
import type { Delivery } from "./delivery-outcomes.ts"

/**
 * A worker's claim on a delivery while it sends: the send's 10 s and the outcome's wait for the
 * database, with room. It is renewed while the send is in flight, so it lapses only when the
 * worker stopped; then the delivery's next job sends it again.
 */
export const CLAIM_MS = 120_000

/**
 * Takes the deliveries for this worker at `at`, except those done or another worker holds. A
 * delivery held by another worker gets a job for when that claim ends: if the worker stopped
 * mid-send, the delivery is sent then (if it is still not done), instead of staying "sending".
 * Answers each claimed delivery with its endpoint.
 */
export async function claimDeliveries(
  tx: Tx,
  jobs: DeliveryJobs,
  ids: number[],
  at: Date
) {
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
  if (others.length > 0) await requeueHeld(tx, jobs, others, at)
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
}

/** Queues a job for when another worker's claim on each of `ids` still sending ends. */
async function requeueHeld(
  tx: Tx,
  jobs: DeliveryJobs,
  ids: number[],
  at: Date
) {
  const held = await tx
    .select({
      id: webhookDeliveries.id_delivery,
      until: webhookDeliveries.claimed_until,
    })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.id_delivery, ids),
        eq(webhookDeliveries.status, "sending")
      )
    )
  await jobs.queueMany(
    tx,
    held.map((h) => ({
      id_delivery: h.id,
      seconds: Math.ceil(
        ((h.until?.getTime() ?? at.getTime()) - at.getTime()) / 1000 + 1
      ),
    }))
  )
}

/** `(id_delivery, attempts)` of claimed deliveries: the claims this worker holds. */
const heldBy = (claims: Pick<Delivery, "id_delivery" | "attempts">[]) =>
  sql`(${webhookDeliveries.id_delivery}, ${webhookDeliveries.attempts}) in (${sql.join(
    claims.map((d) => sql`(${d.id_delivery}::bigint, ${d.attempts}::int)`),
    sql`, `
  )}) and ${webhookDeliveries.status} = 'sending'`

/**
 * Extends a batch's claims every `CLAIM_MS / 4` until it stops, so a batch that waits (for
 * the database, on a busy machine) never sees another worker take its deliveries. Answers the
 * function that stops it, after the renewal under way.
 */
export function keepClaims(
  deps: {
    system: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>
    now: () => number
    log: FastifyBaseLogger
  },
  claims: Delivery[]
) {
  let renewing: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    renewing = deps
      .system((tx) =>
        tx
          .update(webhookDeliveries)
          .set({ claimed_until: new Date(deps.now() + CLAIM_MS) })
          .where(heldBy(claims))
      )
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, "webhook claims could not be renewed")
      )
  }, CLAIM_MS / 4)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await renewing
  }
}
