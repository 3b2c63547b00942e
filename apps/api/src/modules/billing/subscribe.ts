// Subscribing a client to a plan, or moving it to another, with Stripe and in its row.
import type { FastifyRequest } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import type { RefreshPolicy } from "../auth/refresh-tokens.ts"
import { revokeAllForUser } from "../auth/refresh-tokens.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import { clientZone, periodAnchor } from "../planning/billing-period.ts"
import { createPaymentPlansRepository } from "../payment-plans/payment-plans.repository.ts"
import type { BillingAccess } from "./billing-access.ts"
import type { SubscriptionChoice } from "./billing.repository.ts"
import {
  choiceMetadata,
  createBillingRepository,
  isLive,
} from "./billing.repository.ts"
import type { CardPayments } from "./card-payments.ts"
import { customerOf, idempotencyKey } from "./payment-methods.routes.ts"
import { viewOf } from "./subscription-view.ts"

/** What subscribing reads and writes through. */
export interface SubscribeDeps {
  access: BillingAccess
  payments: CardPayments
  store: DataStore
  refresh: RefreshPolicy
  now: () => Date
}

/**
 * Creates (`change` false) or changes the client's Stripe subscription, then its row; the
 * caller's sessions end (spec section 4).
 */
export async function subscribe(
  { access, payments, store, refresh, now }: SubscribeDeps,
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
    throw conflict("Add a card and make it the default one before subscribing.")
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
