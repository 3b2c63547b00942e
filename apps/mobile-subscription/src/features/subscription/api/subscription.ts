import type { components } from "@ruta/api-client/schema"
import { queryOptions } from "@tanstack/react-query"

import {
  api,
  ApiError,
  apiError,
  callWithToken,
  TOKEN_HEADER,
} from "../../../lib/api.ts"

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

/** What the card step needs from Stripe: a SetupIntent's secret and the publishable key. */
export interface SetupIntent {
  clientSecret: string
  publishableKey: string
}

/** POST /payment-plans/setup-intent; 501 NOT_CONFIGURED without Stripe keys. */
export const createSetupIntent = (token: string) =>
  callWithToken<SetupIntent>("POST", "/payment-plans/setup-intent", token)

/** The subscription's choices: the plan and the calculator's inputs. */
export interface SubscriptionInput {
  id_payment_plan: number
  period: number
  drivers: number
  routes: number
  days?: number | undefined
}

/**
 * Creates the client's subscription, or changes it when the client already has one (the API
 * answers 409 to a second POST), then uses the link up so that the same link fails from now on.
 */
export async function subscribe(
  token: string,
  input: SubscriptionInput
): Promise<void> {
  try {
    await callWithToken("POST", "/subscription", token, input)
  } catch (error) {
    if (!(error instanceof ApiError) || error.failure.statusCode !== 409)
      throw error
    await callWithToken("PUT", "/subscription", token, input)
  }
  await callWithToken("DELETE", "/subscription/token", token)
}
