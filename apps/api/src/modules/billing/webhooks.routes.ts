import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { stripeEvents } from "../../db/schema.ts"
import { envelope, errorBodySchema } from "../../platform/lib/envelope.ts"
import { createBillingRepository } from "./billing.repository.ts"
import type { CardPayments, SubscriptionState } from "./card-payments.ts"

const receiptSchema = z
  .object({
    duplicate: z.boolean().meta({
      description: "The event was applied before; nothing changed",
    }),
  })
  .meta({ id: "WebhookReceipt" })

/** The events whose object is a subscription: its state follows them. */
const SUBSCRIPTION_EVENT = /^customer\.subscription\./

/**
 * Stripe's webhooks: the `Stripe-Signature` header is checked against the signing secret (a bad
 * one: 400, nothing changed); each event id is applied once; a subscription's events re-read the
 * subscription from Stripe, so any order of delivery ends in Stripe's current state; events of
 * other types are acknowledged and ignored.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{
  payments: CardPayments
  store: DataStore
  now: () => number
}> = async (app, { payments, store, now }) => {
  // The signature is over the exact bytes Stripe sent, so the body stays raw.
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer" },
    (_request, body, done) => done(null, body)
  )

  app.post(
    "/billing/webhooks",
    {
      schema: {
        tags: ["Billing"],
        summary:
          "Stripe's webhook endpoint: signed events, each applied once (no session; the signature is the credential)",
        security: [{}],
        headers: z.object({ "stripe-signature": z.string().optional() }),
        response: {
          200: envelope(receiptSchema),
          400: errorBodySchema,
          501: errorBodySchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"] ?? ""
      const raw = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(JSON.stringify(request.body ?? ""))
      const event = payments.verifyEvent(
        raw,
        signature,
        Math.floor(now() / 1000)
      )
      const object = event.data.object as { id?: string }
      // Stripe is read before the transaction, which then only writes.
      let state: SubscriptionState | null = null
      if (SUBSCRIPTION_EVENT.test(event.type) && object.id)
        state = await payments.retrieveSubscription(object.id)
      const duplicate = await store.withScope(systemScope, async (tx) => {
        const fresh = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id })
        if (fresh.length === 0) return true
        if (state)
          await createBillingRepository(tx).apply(state, new Date(now()))
        return false
      })
      request.log.info(
        { stripeEvent: event.id, type: event.type, duplicate },
        "stripe webhook"
      )
      return { data: { duplicate }, message: "OK" }
    }
  )
}
