import type { components, paths } from "@ruta/api-client/schema"
import { queryOptions } from "@tanstack/react-query"

import { api, unwrap } from "../../../lib/api.ts"

/** The company's subscription as GET /subscription answers it (money in cents). */
export type SubscriptionOverview = components["schemas"]["SubscriptionView"]
/** A card on file (spec section 3, Payment method). */
export type PaymentMethod = components["schemas"]["PaymentMethod"]

export const subscriptionKey = ["subscription"] as const
export const paymentMethodsKey = ["payment-methods"] as const

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKey,
    queryFn: async () => (await unwrap(api.GET("/subscription"))).data,
  })

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsKey,
    queryFn: async () =>
      (await unwrap(api.GET("/payment-plans/payment-methods"))).data,
  })

/** Starts saving a card: the SetupIntent's client secret for Stripe.js. */
export const startCardSetup = async () =>
  (await unwrap(api.POST("/payment-plans/setup-intent"))).data

export const makeDefaultCard = (id: string) =>
  unwrap(api.PUT("/payment-plans/payment-methods/default", { body: { id } }))

export const removeCard = (id: string) =>
  unwrap(api.POST("/payment-plans/payment-methods/delete", { body: { id } }))

export type SubscriptionBody = NonNullable<
  paths["/subscription"]["post"]["requestBody"]
>["content"]["application/json"]

/** Subscribes (no subscription yet) or changes plan. */
export const saveSubscription = (
  body: SubscriptionBody,
  changing: boolean,
  /** The request id of this attempt: the server applies an attempt once. */
  attempt: string
) => {
  const options = { body, headers: { "x-request-id": attempt } }
  return changing
    ? unwrap(api.PUT("/subscription", options))
    : unwrap(api.POST("/subscription", options))
}
