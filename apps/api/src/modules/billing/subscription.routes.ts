import { invoiceOf } from "@ruta/validation/billing"
import {
  EstimatePeriod,
  calculatorSchema,
} from "@ruta/validation/subscription-calculator"
import type { FastifyRequest } from "fastify"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import type { RefreshPolicy } from "../auth/refresh-tokens.ts"
import { revokeAllForUser } from "../auth/refresh-tokens.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import { idSchema } from "../../platform/authorization/schemas.ts"
import {
  billingPeriod,
  clientZone,
  periodAnchor,
} from "../planning/billing-period.ts"
import {
  createPaymentPlansRepository,
  paymentPlanRowSchema,
} from "../payment-plans/payment-plans.repository.ts"
import type { BillingAccess, BillingCaller } from "./billing-access.ts"
import { billingSecurity, tokenHeaders } from "./billing-access.ts"
import type { SubscriptionChoice } from "./billing.repository.ts"
import {
  choiceMetadata,
  createBillingRepository,
  isLive,
} from "./billing.repository.ts"
import type { CardPayments } from "./card-payments.ts"
import {
  billingErrors,
  customerOf,
  idempotencyKey,
} from "./payment-methods.routes.ts"

const tags = ["Billing"]

const periods = Object.values(EstimatePeriod)

/** The calculator's inputs (spec section 9) and the plan chosen; totals over 100,000 refused. */
export const subscriptionBody = calculatorSchema.safeExtend({
  id_payment_plan: idSchema,
  period: z.literal(periods, { message: "Invalid period" }),
})

const stamp = z.iso.datetime().nullable()

const subscriptionViewSchema = z
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
async function viewOf(
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

/**
 * The subscription (spec section 7, Subscription): what the client is on and this month's bill,
 * subscribing with the default card, and changing plan. Subscribing or changing ends the
 * caller's sessions (spec section 4): they sign in again.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  access: BillingAccess
  payments: CardPayments
  store: DataStore
  refresh: RefreshPolicy
}> = async (app, { access, payments, store, refresh }) => {
  const now = () => new Date(refresh.now())
  app.addHook("onRequest", async (request) =>
    access.authenticate(request, app.authenticate)
  )

  /** Creates (`change` false) or changes the client's Stripe subscription, then its row. */
  async function subscribe(
    request: FastifyRequest,
    choice: SubscriptionChoice,
    change: boolean
  ) {
    const { id_client, customer } = await customerOf(
      access,
      payments,
      request,
      false
    )
    const { plan, current, zone } = await access.asCaller(
      request,
      async ({ tx }) => {
        const found = await createPaymentPlansRepository(tx).findById(
          choice.id_payment_plan
        )
        if (!found?.active) throw notFound("Payment plan not found.")
        return {
          plan: found,
          current: await createBillingRepository(tx).subscription(id_client),
          zone: await clientZone(tx, id_client),
        }
      }
    )
    if (!change && isLive(current))
      throw conflict(
        "This client already has a subscription. Change its plan instead."
      )
    if (change && (!current || !isLive(current)))
      throw conflict("This client has no subscription yet. Subscribe first.")
    const card = customer ? await payments.defaultCard(customer) : null
    if (!card)
      throw conflict(
        "Add a card and make it the default one before subscribing."
      )
    const price = await payments.planPrice(plan, plan.stripe_id)
    const metadata = choiceMetadata(id_client, choice)
    const state =
      change && current
        ? await payments.changeSubscription(
            {
              id: current.stripe_id,
              itemId:
                (await payments.retrieveSubscription(current.stripe_id))
                  ?.itemId ?? "",
            },
            { price, metadata },
            idempotencyKey(id_client, "change-plan", request)
          )
        : await payments.createSubscription(
            {
              customer: customer!,
              price,
              paymentMethod: card,
              metadata,
              anchor: periodAnchor(now(), zone),
            },
            idempotencyKey(id_client, "subscribe", request)
          )
    const { view, id_user } = await access.asCaller(request, async (caller) => {
      const billing = createBillingRepository(caller.tx)
      if (price !== plan.stripe_id)
        await billing.savePlanPrice(plan.id_payment_plan, price)
      await billing.apply(state, now())
      await recordAudit(caller.tx, {
        id_client,
        id_user: caller.id_user,
        action: change ? "subscription.change" : "subscription.create",
        entity: "subscription",
        entityId: state.id,
        before: current ?? null,
        after: { ...choice, status: state.status },
        requestId: request.id,
      })
      return {
        view: await viewOf(caller, payments, now()),
        id_user: caller.id_user,
      }
    })
    // Spec section 4: creating or updating a subscription closes the session.
    if (id_user !== null)
      await store.withScope(systemScope, (tx) =>
        revokeAllForUser(tx, id_user, refresh)
      )
    return { view, signedOut: id_user !== null }
  }

  app.get(
    "/subscription",
    {
      schema: {
        tags,
        security: billingSecurity,
        headers: tokenHeaders,
        summary:
          "The client's subscription, its plan, this month's optimized addresses and the bill so far (cents)",
        response: { 200: envelope(subscriptionViewSchema), ...billingErrors },
      },
    },
    async (request) => ({
      data: await access.asCaller(request, (caller) =>
        viewOf(caller, payments, now())
      ),
      message: "OK",
    })
  )

  // POST subscribes, PUT changes plan: the same steps, each with its summary and messages.
  const writes = [
    {
      method: "POST",
      change: false,
      summary:
        "Subscribe the client to a plan, charged to its default card; ends the caller's sessions",
      done: "The subscription was created.",
      doneSignedOut:
        "The subscription was created. Your session was closed: sign in again.",
    },
    {
      method: "PUT",
      change: true,
      summary:
        "Move the client's subscription to another plan; ends the caller's sessions",
      done: "The plan was changed.",
      doneSignedOut:
        "The plan was changed. Your session was closed: sign in again.",
    },
  ] as const
  for (const write of writes)
    app.route({
      method: write.method,
      url: "/subscription",
      schema: {
        tags,
        security: billingSecurity,
        headers: tokenHeaders,
        summary: write.summary,
        body: subscriptionBody,
        response: { 200: envelope(subscriptionViewSchema), ...billingErrors },
      },
      handler: async (request) => {
        const { view, signedOut } = await subscribe(
          request,
          request.body,
          write.change
        )
        return {
          data: view,
          message: signedOut ? write.doneSignedOut : write.done,
        }
      },
    })
}
