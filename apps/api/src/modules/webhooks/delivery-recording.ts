import { ContextType } from "@ruta/permissions/context-types"
import { and, eq, sql } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"

import type { Tx } from "../../db/database.ts"
import { users, webhookEndpoints } from "../../db/schema.ts"
import type { Mailer } from "../mail/mailer.ts"
import type { DeliveryJobs } from "./delivery-queue.ts"
import type { Delivery, Endpoint } from "./delivery-outcomes.ts"
import { planOutcomes, writeOutcomes } from "./delivery-outcomes.ts"
import type { SendResult } from "./webhook-sender.ts"

interface RecordingDeps {
  jobs: DeliveryJobs
  mailer: Mailer
  log: FastifyBaseLogger
  publicUrl: string
}

/** Tells the client's users (its client-wide accounts) that an endpoint was disabled. */
async function mailDisabled(deps: RecordingDeps, tx: Tx, endpoint: Endpoint) {
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

/** Writes an endpoint's failing streak: set (kept when set already), cleared, or disabled. */
async function writeStreak(
  tx: Tx,
  id: number,
  change: { failingSince: Date | null; disable: boolean }
) {
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
}

/**
 * Writes a batch's outcomes at `at` in `tx`: each delivery's in one statement, each endpoint's
 * failing streak once, and the retries' jobs in one more; after a failure, schedules the retry
 * or gives up, and after 3 days of failures disables the endpoint. An outcome is written only
 * while its claim holds (the same attempt, still sending), so an attempt that outlived its
 * claim never overwrites a later one; those are logged.
 */
export async function recordOutcomes(
  deps: RecordingDeps,
  tx: Tx,
  claimed: { delivery: Delivery; endpoint: Endpoint }[],
  results: (SendResult | null)[],
  at: Date
) {
  const all = planOutcomes(claimed, results, at)
  const written = await writeOutcomes(tx, all.outcomes, at)
  const late = all.outcomes.filter((o) => !written.has(o.delivery.id_delivery))
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
    await writeStreak(tx, id, change)
  for (const endpoint of planned.disabled)
    await mailDisabled(deps, tx, endpoint)
  await deps.jobs.queueMany(
    tx,
    planned.outcomes
      .filter((o) => o.retryIn !== null)
      .map((o) => ({
        id_delivery: o.delivery.id_delivery,
        seconds: o.retryIn!,
      }))
  )
}
