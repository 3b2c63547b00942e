import { and, count, eq, isNull, sum } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import {
  clients,
  optimizedAddresses,
  paymentPlans,
  subscriptions,
  vroomUsage,
} from "../../db/schema.ts"
import type { SubscriptionState } from "./card-payments.ts"

export type SubscriptionRow = typeof subscriptions.$inferSelect

/** Stripe's statuses of a subscription that has ended for good. */
const ENDED = new Set(["canceled", "incomplete_expired"])

export const isLive = (row: { status: string } | undefined) =>
  row !== undefined && !ENDED.has(row.status)

/** The calculator's inputs a subscription was chosen with, kept in its Stripe metadata. */
export interface SubscriptionChoice {
  id_payment_plan: number
  period: number
  drivers: number
  routes: number
  days?: number | undefined
}

export function choiceMetadata(
  id_client: number,
  choice: SubscriptionChoice
): Record<string, string> {
  return {
    id_client: String(id_client),
    id_payment_plan: String(choice.id_payment_plan),
    period: String(choice.period),
    drivers: String(choice.drivers),
    routes: String(choice.routes),
    days: choice.days === undefined ? "" : String(choice.days),
  }
}

const whole = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null

/** Billing's reads and writes of a client (or, for webhooks, of any client). */
export function createBillingRepository(tx: Tx) {
  return {
    async client(id_client: number) {
      const [found] = await tx
        .select({ name: clients.name, stripe_id: clients.stripe_id })
        .from(clients)
        .where(eq(clients.id_client, id_client))
      return found
    },

    /** Keeps the client's first Stripe customer; answers the one kept. */
    async saveCustomer(id_client: number, stripe_id: string) {
      await tx
        .update(clients)
        .set({ stripe_id })
        .where(and(eq(clients.id_client, id_client), isNull(clients.stripe_id)))
      return (await this.client(id_client))?.stripe_id ?? stripe_id
    },

    async subscription(
      id_client: number
    ): Promise<SubscriptionRow | undefined> {
      const [found] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id_client, id_client))
      return found
    },

    async savePlanPrice(id_payment_plan: number, stripe_id: string) {
      await tx
        .update(paymentPlans)
        .set({ stripe_id })
        .where(eq(paymentPlans.id_payment_plan, id_payment_plan))
    },

    /** The client's optimized addresses of a billing period (the meter). */
    async meterCount(id_client: number, period: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(optimizedAddresses)
        .where(
          and(
            eq(optimizedAddresses.id_client, id_client),
            eq(optimizedAddresses.period, period)
          )
        )
      // The VROOM API's solves count their served places too (docs/vroom.md).
      const [vroom] = await tx
        .select({ n: sum(vroomUsage.addresses).mapWith(Number) })
        .from(vroomUsage)
        .where(
          and(
            eq(vroomUsage.id_client, id_client),
            eq(vroomUsage.period, period)
          )
        )
      return (row?.n ?? 0) + (vroom?.n ?? 0)
    },

    /**
     * Makes the client's row say what Stripe says of `state`. The client comes from the
     * subscription's metadata, else from its customer. A subscription that has ended does not
     * replace another one the client has since taken. Answers false when nothing matched.
     */
    async apply(state: SubscriptionState, now: Date): Promise<boolean> {
      let id_client = whole(state.metadata.id_client)
      if (id_client === null) {
        const [owner] = await tx
          .select({ id_client: clients.id_client })
          .from(clients)
          .where(eq(clients.stripe_id, state.customer))
        id_client = owner?.id_client ?? null
      }
      if (id_client === null) return false
      const current = await this.subscription(id_client)
      if (current && current.stripe_id !== state.id && ENDED.has(state.status))
        return false
      const choice = {
        id_payment_plan:
          whole(state.metadata.id_payment_plan) ?? current?.id_payment_plan,
        period: whole(state.metadata.period) ?? current?.period,
        drivers: whole(state.metadata.drivers) ?? current?.drivers ?? 0,
        routes: whole(state.metadata.routes) ?? current?.routes ?? 0,
        days: whole(state.metadata.days),
      }
      if (choice.id_payment_plan === undefined || choice.period === undefined)
        return false
      const values = {
        ...choice,
        id_payment_plan: choice.id_payment_plan,
        period: choice.period,
        stripe_id: state.id,
        status: state.status,
        current_period_start: state.current_period_start,
        current_period_end: state.current_period_end,
        updatedAt: now,
      }
      await tx
        .insert(subscriptions)
        .values({ id_client, ...values })
        .onConflictDoUpdate({ target: subscriptions.id_client, set: values })
      return true
    },
  }
}
