import type { FastifyRequest } from "fastify"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorBodySchema } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import { rowErrors } from "../../platform/authorization/schemas.ts"
import type { BillingAccess } from "./billing-access.ts"
import { billingSecurity, tokenHeaders } from "./billing-access.ts"
import { createBillingRepository } from "./billing.repository.ts"
import type { CardPayments } from "./card-payments.ts"
import { notConfigured, paymentMethodSchema } from "./card-payments.ts"

const tags = ["Billing"]

/** The errors of a card call: Stripe's refusals (402, 502) and no keys (501). */
export const billingErrors = {
  ...rowErrors,
  402: errorBodySchema,
  501: errorBodySchema,
  502: errorBodySchema,
}

const routeSchema = {
  tags,
  security: billingSecurity,
  headers: tokenHeaders,
}

const setupIntentSchema = z
  .object({
    clientSecret: z.string(),
    publishableKey: z.string().nullable(),
  })
  .meta({ id: "SetupIntent" })

const paymentMethodBody = z.object({
  id: z
    .string({ error: "Required field." })
    .regex(/^pm_\w{1,200}$/, { error: "Required field." }),
})

/** A Stripe idempotency key of one request of a client: a retried request reuses it. */
export const idempotencyKey = (
  id_client: number,
  operation: string,
  request: FastifyRequest
) => `ruta-${id_client}-${operation}-${request.id}`

/**
 * The caller's client and its Stripe customer; with `create`, the customer is made on first use
 * (outside the database transaction) and kept in `clients.stripe_id`.
 */
export async function customerOf(
  access: BillingAccess,
  payments: CardPayments,
  request: FastifyRequest,
  create: boolean
): Promise<{ id_client: number; customer: string | null }> {
  const found = await access.asCaller(request, async ({ tx, id_client }) => ({
    id_client,
    client: await createBillingRepository(tx).client(id_client),
  }))
  if (!payments.configured) throw notConfigured()
  const { id_client } = found
  const known = found.client?.stripe_id ?? null
  if (known || !create) return { id_client, customer: known }
  const made = await payments.createCustomer(id_client, found.client!.name)
  const customer = await access.asCaller(request, ({ tx }) =>
    createBillingRepository(tx).saveCustomer(id_client, made)
  )
  return { id_client, customer }
}

/**
 * A card of the caller's customer: another customer's card, or one that does not exist, is not
 * found.
 */
async function ownCard(
  access: BillingAccess,
  payments: CardPayments,
  request: FastifyRequest,
  id: string
) {
  const { id_client, customer } = await customerOf(
    access,
    payments,
    request,
    false
  )
  const cards = customer ? await payments.listCards(customer) : []
  if (!cards.some((card) => card.id === id))
    throw notFound("Payment method not found.")
  return { id_client, customer: customer! }
}

/**
 * Payment methods (spec section 7, Payment plans): the client's cards at Stripe, a SetupIntent to
 * save one with Stripe.js, the default card and removing one.
 */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{
  access: BillingAccess
  payments: CardPayments
}> = async (app, { access, payments }) => {
  app.addHook("onRequest", async (request) =>
    access.authenticate(request, app.authenticate)
  )

  app.get(
    "/payment-plans/payment-methods",
    {
      schema: {
        ...routeSchema,
        summary: "The client's saved cards, the default one flagged",
        response: {
          200: envelope(z.array(paymentMethodSchema)),
          ...billingErrors,
        },
      },
    },
    async (request) => {
      const { customer } = await customerOf(access, payments, request, false)
      const data = customer ? await payments.listCards(customer) : []
      return { data, message: "OK" }
    }
  )

  app.post(
    "/payment-plans/setup-intent",
    {
      schema: {
        ...routeSchema,
        summary:
          "A SetupIntent to save a card with Stripe.js (the client's Stripe customer is created on first use)",
        response: { 200: envelope(setupIntentSchema), ...billingErrors },
      },
    },
    async (request) => {
      const { id_client, customer } = await customerOf(
        access,
        payments,
        request,
        true
      )
      const clientSecret = await payments.createSetupIntent(
        customer!,
        idempotencyKey(id_client, "setup-intent", request)
      )
      return {
        data: { clientSecret, publishableKey: payments.publishableKey },
        message: "OK",
      }
    }
  )

  app.post(
    "/payment-plans/payment-methods/delete",
    {
      schema: {
        ...routeSchema,
        summary: "Remove one of the client's saved cards",
        body: paymentMethodBody,
        response: { 200: envelope(z.null()), ...billingErrors },
      },
    },
    async (request) => {
      const { id } = request.body
      const { id_client } = await ownCard(access, payments, request, id)
      await payments.detachCard(
        id,
        idempotencyKey(id_client, "detach", request)
      )
      return { data: null, message: "The card was removed." }
    }
  )

  app.put(
    "/payment-plans/payment-methods/default",
    {
      schema: {
        ...routeSchema,
        summary:
          "Make one of the client's saved cards the one subscriptions charge",
        body: paymentMethodBody,
        response: { 200: envelope(z.null()), ...billingErrors },
      },
    },
    async (request) => {
      const { id } = request.body
      const { id_client, customer } = await ownCard(
        access,
        payments,
        request,
        id
      )
      await payments.setDefaultCard(
        customer,
        id,
        idempotencyKey(id_client, "default-card", request)
      )
      return { data: null, message: "The default card was changed." }
    }
  )
}
