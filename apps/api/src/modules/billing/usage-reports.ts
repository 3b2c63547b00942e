import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { clients, subscriptions, usageReports } from "../../db/schema.ts"
import { billingPeriod } from "../planning/plan-result.ts"
import { createBillingRepository } from "./billing.repository.ts"
import type { CardPayments } from "./card-payments.ts"

/** The end of a billing period `YYYY-MM` (UTC), in seconds: a count is dated within its month. */
function periodEnd(period: string): number {
  const [year, month] = period.split("-").map(Number)
  return Date.UTC(year!, month!, 1) / 1000
}

/** Subscriptions whose usage is still billed. */
const BILLED = ["active", "trialing", "past_due", "unpaid"]

/**
 * Reports each subscribed client's optimized addresses of the month to Stripe's meter, which
 * bills the month's last count. A count is first written as a row with its identifier
 * (client, period and count), then sent with that identifier as both the meter event's
 * identifier and the idempotency key, then marked sent: a count reaches Stripe once however
 * often reports run, and one that failed to send goes again, unchanged, on the next report.
 */
export function createUsageReports(deps: {
  store: DataStore
  payments: CardPayments
  now: () => number
  log: FastifyBaseLogger
}) {
  const { store, payments, now, log } = deps

  /**
   * Writes each subscribed client's count of this period and of the last one (whose last
   * addresses may have come after the last report) when it changed; answers the rows to send.
   */
  async function record() {
    const at = new Date(now())
    const periods = [
      billingPeriod(at),
      billingPeriod(
        new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1) - 1)
      ),
    ]
    return store.withScope(systemScope, async (tx) => {
      const subscribed = await tx
        .select({ id_client: subscriptions.id_client })
        .from(subscriptions)
        .innerJoin(clients, eq(clients.id_client, subscriptions.id_client))
        .where(
          and(
            inArray(subscriptions.status, BILLED),
            isNotNull(clients.stripe_id)
          )
        )
      const billing = createBillingRepository(tx)
      for (const { id_client } of subscribed)
        for (const period of periods) {
          const addresses = await billing.meterCount(id_client, period)
          if (addresses === 0) continue
          await tx
            .insert(usageReports)
            .values({
              id_client,
              period,
              addresses,
              identifier: `ruta-usage-${id_client}-${period}-${addresses}`,
              createdAt: at,
            })
            .onConflictDoNothing()
        }
      return tx
        .select({
          id: usageReports.id,
          identifier: usageReports.identifier,
          addresses: usageReports.addresses,
          createdAt: usageReports.createdAt,
          period: usageReports.period,
          customer: clients.stripe_id,
        })
        .from(usageReports)
        .innerJoin(clients, eq(clients.id_client, usageReports.id_client))
        .where(isNull(usageReports.reportedAt))
        .orderBy(asc(usageReports.createdAt), asc(usageReports.addresses))
    })
  }

  /** Reports every count not yet sent; answers how many went. A failure waits for the next run. */
  async function reportAll(): Promise<number> {
    if (!payments.configured) return 0
    let sent = 0
    for (const row of await record()) {
      if (!row.customer) continue
      try {
        await payments.reportUsage({
          customer: row.customer,
          value: row.addresses,
          identifier: row.identifier,
          timestamp: Math.min(
            Math.floor(row.createdAt.getTime() / 1000),
            periodEnd(row.period) - 1
          ),
        })
      } catch (err) {
        log.warn({ err, usage: row.identifier }, "usage report not sent")
        continue
      }
      await store.withScope(systemScope, (tx) =>
        tx
          .update(usageReports)
          .set({ reportedAt: new Date(now()) })
          .where(eq(usageReports.id, row.id))
      )
      sent += 1
    }
    return sent
  }

  let timer: NodeJS.Timeout | undefined
  return {
    reportAll,
    /** Reports every `seconds` (none for 0, or without Stripe keys). */
    start(seconds: number) {
      if (seconds <= 0 || !payments.configured) return
      timer = setInterval(() => {
        reportAll().catch((err: unknown) =>
          log.error({ err }, "usage reports failed")
        )
      }, seconds * 1000)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
    },
  }
}

export type UsageReports = ReturnType<typeof createUsageReports>
