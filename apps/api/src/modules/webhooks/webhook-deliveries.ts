import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import type { SecretBox } from "../../platform/crypto/secret-box.ts"
import type { Mailer } from "../mail/mailer.ts"
import { claimDeliveries, keepClaims } from "./delivery-claims.ts"
import type { Delivery, Endpoint } from "./delivery-outcomes.ts"
import { deliveryJobs, workDeliveryQueue } from "./delivery-queue.ts"
import { recordOutcomes } from "./delivery-recording.ts"
import { createWebhookFanOut } from "./webhook-fan-out.ts"
import { sendWebhook } from "./webhook-sender.ts"
import type { SendResult } from "./webhook-sender.ts"
import { signedHeaders } from "./webhook-signing.ts"
import type { TargetPolicy } from "./webhook-target.ts"

export { CLAIM_MS } from "./delivery-claims.ts"
export { DELIVERY_QUEUE } from "./delivery-queue.ts"
export {
  DISABLE_AFTER_MS,
  planOutcomes,
  RETRY_FOR_MS,
  retryDelaySeconds,
} from "./delivery-outcomes.ts"
export { messageBody } from "./webhook-fan-out.ts"

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
  const jobs = deliveryJobs(() => boss)
  const fanOut = createWebhookFanOut({ jobs, now })

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
    const claimed = await system((tx) =>
      claimDeliveries(tx, jobs, ids, new Date(now()))
    )
    if (claimed.length === 0) return ids.map(() => null)
    // Renewed until the outcomes are about to be written (a renewal and the outcomes' statement
    // never run at once), which leaves them a whole claim to wait for the database in.
    const release = keepClaims(
      { system, now, log: deps.log },
      claimed.map((c) => c.delivery)
    )
    let results: (SendResult | null)[]
    try {
      results = await Promise.all(
        claimed.map(({ delivery, endpoint }) => attempt(delivery, endpoint))
      )
    } finally {
      await release()
    }
    await system((tx) =>
      recordOutcomes({ jobs, ...deps }, tx, claimed, results, new Date(now()))
    )
    return ids.map(() => null)
  }

  return {
    subscriber: fanOut.subscriber,
    enqueue: fanOut.enqueue,
    queue: jobs.queue,
    /** One delivery's job (tests). */
    async deliver(id_delivery: number) {
      await deliverMany([id_delivery])
    },
    /** Creates the delivery queue and works it (`workers` deliveries at once). */
    async start(queueBoss: PgBoss, workers: number) {
      boss = queueBoss
      await workDeliveryQueue(queueBoss, workers, deliverMany)
    },
  }
}
