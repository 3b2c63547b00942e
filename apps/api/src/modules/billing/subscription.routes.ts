import {
  EstimatePeriod,
  calculatorSchema,
} from "@ruta/validation/subscription-calculator"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { RefreshPolicy } from "../auth/refresh-tokens.ts"
import { idSchema } from "../../platform/authorization/schemas.ts"
import type { BillingAccess } from "./billing-access.ts"
import { billingSecurity, tokenHeaders } from "./billing-access.ts"
import type { CardPayments } from "./card-payments.ts"
import { billingErrors } from "./payment-methods.routes.ts"
import { subscribe } from "./subscribe.ts"
import { subscriptionViewSchema, viewOf } from "./subscription-view.ts"

const tags = ["Billing"]

const periods = Object.values(EstimatePeriod)

/** The calculator's inputs (spec section 9) and the plan chosen; totals over 100,000 refused. */
export const subscriptionBody = calculatorSchema.safeExtend({
  id_payment_plan: idSchema,
  period: z.literal(periods, { message: "Invalid period" }),
})

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
          { access, payments, store, refresh, now },
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
