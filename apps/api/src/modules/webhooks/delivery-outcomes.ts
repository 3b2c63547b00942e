import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import type { webhookEndpoints } from "../../db/schema.ts"
import { webhookDeliveries } from "../../db/schema.ts"
import { backoffDelay } from "../../platform/lib/backoff.ts"
import type { SendResult } from "./webhook-sender.ts"

/** A message is retried for 24 h after it was made. */
export const RETRY_FOR_MS = 24 * 3600_000
/** An endpoint failing for 3 days is disabled, and the client's users are told. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000
/** Seconds before retry `attempt` (1 after the first failure): 5 s doubling, at most 1 h. */
export const retryDelaySeconds = (attempt: number) =>
  backoffDelay(attempt, { first: 5, cap: 3600 })

export type Endpoint = typeof webhookEndpoints.$inferSelect
export type Delivery = typeof webhookDeliveries.$inferSelect

/** What an attempt leaves: the delivery's status, and the retry's delay when there is one. */
export interface Outcome {
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

/** Writes each outcome while its claim holds; answers the deliveries written. */
export async function writeOutcomes(tx: Tx, outcomes: Outcome[], at: Date) {
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
