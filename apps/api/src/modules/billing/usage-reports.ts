import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { clients, subscriptions, usageReports } from "../../db/schema.ts"
import {
  billingPeriod,
  clientZone,
  periodBounds,
  previousPeriod,
} from "../planning/billing-period.ts"
import { createBillingRepository } from "./billing.repository.ts"
import type { CardPayments } from "./card-payments.ts"

/**
 * How far inside its month a count is dated, in seconds: Stripe anchors a subscription's months
 * at one hour of UTC, which a daylight-saving change moves up to an hour from the zone's midnight.
 */
const MONTH_MARGIN = 3600

/**
 * When a count of `period` (the client's month in `zone`) is dated for Stripe, in seconds: when
 * it was counted, kept an hour inside its month; null while that moment is still to come (the
 * month's first hour), so it goes on a later report.
 */
export function meterTimestamp(
  counted: Date,
  period: string,
  zone: string,
  now: Date
): number | null {
  const { start, end } = periodBounds(period, zone)
  const earliest = start.getTime() / 1000 + MONTH_MARGIN
  const latest = end.getTime() / 1000 - MONTH_MARGIN - 1
  if (now.getTime() / 1000 < earliest) return null
  return Math.min(
    Math.max(Math.floor(counted.getTime() / 1000), earliest),
    latest
  )
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
      for (const { id_client } of subscribed) {
        // The client's month, on its own calendar, and the one before.
        const current = billingPeriod(at, await clientZone(tx, id_client))
        for (const period of [current, previousPeriod(current)]) {
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
      }
      const rows = await tx
        .select({
          id: usageReports.id,
          id_client: usageReports.id_client,
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
      const zones = new Map<number, string>()
      for (const row of rows)
        if (!zones.has(row.id_client))
          zones.set(row.id_client, await clientZone(tx, row.id_client))
      return rows.map((row) => ({ ...row, zone: zones.get(row.id_client)! }))
    })
  }

  /** Reports every count not yet sent; answers how many went. A failure waits for the next run. */
  async function reportAll(): Promise<number> {
    if (!payments.configured) return 0
    let sent = 0
    for (const row of await record()) {
      if (!row.customer) continue
      const timestamp = meterTimestamp(
        row.createdAt,
        row.period,
        row.zone,
        new Date(now())
      )
      if (timestamp === null) continue
      try {
        await payments.reportUsage({
          customer: row.customer,
          value: row.addresses,
          identifier: row.identifier,
          timestamp,
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
