import type { components } from "@ruta/api-client/schema"
import { queryOptions } from "@tanstack/react-query"

import { api, apiError, TOKEN_HEADER } from "../../../lib/api.ts"

export type PaymentPlan = components["schemas"]["PaymentPlan"]
export type TokenData = components["schemas"]["SubscriptionTokenData"]

/** The link's token checked by the API (spec section 4: token data with retrieved true). */
export async function validateToken(token: string): Promise<TokenData> {
  const { data, error, response } = await api.GET(
    "/subscription/validate-token",
    { params: { header: { [TOKEN_HEADER]: token } } }
  )
  if (!data) throw apiError(response.status, error)
  return data.data
}

export const getTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["subscription-token", token],
    queryFn: () => validateToken(token),
    // A refused link stays refused: asking again would only repeat the answer.
    retry: false,
    staleTime: Infinity,
  })

/** The active mobile plans, in their order (public: no sign-in, no token needed). */
export async function getMobilePlans(): Promise<PaymentPlan[]> {
  const { data, error, response } = await api.GET("/payment-plans", {
    params: { query: { isMobile: "true" } },
  })
  if (!data) throw apiError(response.status, error)
  return data.data
}

export const getMobilePlansQueryOptions = () =>
  queryOptions({ queryKey: ["mobile-plans"], queryFn: getMobilePlans })

export type SetupIntent = components["schemas"]["SetupIntent"]
export type SubscriptionView = components["schemas"]["SubscriptionView"]

/** The link's token as the header of the billing calls (no one signs in on this page). */
const withToken = (token: string) => ({ headers: { [TOKEN_HEADER]: token } })

/** The client's subscription, if any, and whether card payments are configured. */
export async function getSubscription(
  token: string
): Promise<SubscriptionView> {
  const { data, error, response } = await api.GET(
    "/subscription",
    withToken(token)
  )
  if (!data) throw apiError(response.status, error)
  return data.data
}

/**
 * A SetupIntent to save a card with Stripe.js; without Stripe keys the API answers 501
 * NOT_CONFIGURED 'Card payments are not configured.'.
 */
export async function createSetupIntent(token: string): Promise<SetupIntent> {
  const { data, error, response } = await api.POST(
    "/payment-plans/setup-intent",
    withToken(token)
  )
  if (!data) throw apiError(response.status, error)
  return data.data
}

/** Makes the card just saved the one the subscription charges. */
export async function makeDefaultCard(token: string, id: string) {
  const { data, error, response } = await api.PUT(
    "/payment-plans/payment-methods/default",
    { ...withToken(token), body: { id } }
  )
  if (!data) throw apiError(response.status, error)
}

/** The subscription's choices: the plan and the calculator's inputs. */
export interface SubscriptionInput {
  id_payment_plan: number
  period: 1 | 2 | 3
  drivers: number
  routes: number
  days?: number | undefined
}

/**
 * Subscribes the client (or changes the plan of its live subscription), then uses the link up
 * so that the same link fails from now on.
 */
export async function subscribe(
  token: string,
  input: SubscriptionInput
): Promise<void> {
  const { subscription } = await getSubscription(token)
  // As the API counts it: a canceled or expired subscription is subscribed to again.
  const live =
    subscription !== null &&
    !["canceled", "incomplete_expired"].includes(subscription.status)
  const write = { ...withToken(token), body: input }
  const { data, error, response } = live
    ? await api.PUT("/subscription", write)
    : await api.POST("/subscription", write)
  if (!data) throw apiError(response.status, error)
  const used = await api.DELETE("/subscription/token", withToken(token))
  if (used.error) throw apiError(used.response.status, used.error)
}
