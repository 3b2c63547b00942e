// The subscription as the screen reads it: its plan, this period's meter and the bill so far.
import { invoiceOf } from "@ruta/validation/billing"
import { z } from "zod"

import { billingPeriod, clientZone } from "../planning/billing-period.ts"
import {
  createPaymentPlansRepository,
  paymentPlanRowSchema,
} from "../payment-plans/payment-plans.repository.ts"
import type { BillingCaller } from "./billing-access.ts"
import { createBillingRepository } from "./billing.repository.ts"
import type { CardPayments } from "./card-payments.ts"

const stamp = z.iso.datetime().nullable()

export const subscriptionViewSchema = z
  .object({
    configured: z.boolean().meta({
      description: "False without Stripe keys: card payments are off",
    }),
    publishableKey: z.string().nullable(),
    plan: paymentPlanRowSchema.nullable(),
    subscription: z
      .object({
        id_payment_plan: z.number().int(),
        status: z.string().meta({
          description:
            "Stripe's: active, past_due, unpaid, canceled, incomplete...",
        }),
        period: z.number().int(),
        drivers: z.number().int(),
        routes: z.number().int(),
        days: z.number().int().nullable(),
        current_period_start: stamp,
        current_period_end: stamp,
      })
      .nullable(),
    usage: z.object({
      period: z
        .string()
        .meta({ description: "The billing period, YYYY-MM (UTC)" }),
      addresses: z
        .number()
        .int()
        .meta({ description: "Optimized addresses of the period" }),
    }),
    invoice: z
      .object({
        addresses: z.number().int(),
        included_from: z.number().int(),
        extra_addresses: z.number().int(),
        minimum_payment: z.number().int(),
        address_price: z.number().int(),
        total: z.number().int(),
      })
      .nullable()
      .meta({
        description:
          "The period's bill so far on the plan, in cents: total = minimum_payment + max(0, addresses - from_addresses) * address_price",
      }),
  })
  .meta({ id: "SubscriptionView" })
type SubscriptionView = z.infer<typeof subscriptionViewSchema>

const iso = (at: Date | null) => (at ? at.toISOString() : null)

/** The client's subscription, its plan, the meter of this period and the bill so far. */
export async function viewOf(
  { tx, id_client }: BillingCaller,
  payments: CardPayments,
  now: Date
): Promise<SubscriptionView> {
  const billing = createBillingRepository(tx)
  const row = await billing.subscription(id_client)
  const plan = row
    ? ((await createPaymentPlansRepository(tx).findById(row.id_payment_plan)) ??
      null)
    : null
  const period = billingPeriod(now, await clientZone(tx, id_client))
  const addresses = await billing.meterCount(id_client, period)
  return {
    configured: payments.configured,
    publishableKey: payments.publishableKey,
    plan,
    subscription: row
      ? {
          id_payment_plan: row.id_payment_plan,
          status: row.status,
          period: row.period,
          drivers: row.drivers,
          routes: row.routes,
          days: row.days,
          current_period_start: iso(row.current_period_start),
          current_period_end: iso(row.current_period_end),
        }
      : null,
    usage: { period, addresses },
    invoice: plan ? invoiceOf(plan, addresses) : null,
  }
}
