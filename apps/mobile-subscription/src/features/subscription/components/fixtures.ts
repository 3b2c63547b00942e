import { ApiError } from "../../../lib/api.ts"
import type { PaymentPlan, TokenData } from "../api/subscription.ts"

const plan = (overrides: Partial<PaymentPlan>): PaymentPlan => ({
  id_payment_plan: 11,
  name: "Pocket",
  from_addresses: 0,
  to_addresses: 499,
  minimum_payment: 1900,
  address_price: 4,
  isMobile: true,
  order: 0,
  show_on_website: false,
  descriptions: ["Up to 499 optimized addresses a month"],
  stripe_id: null,
  active: true,
  ...overrides,
})

/** Two mobile plans: a band with both ends, and one without an upper end. */
export const mobilePlans: PaymentPlan[] = [
  plan({}),
  plan({
    id_payment_plan: 12,
    name: "Pocket Plus",
    from_addresses: 500,
    to_addresses: null,
    minimum_payment: 3900,
    address_price: 3,
    order: 1,
    descriptions: [],
  }),
]

export const tokenData: TokenData = {
  token: "a-token-from-the-link",
  id_client: 1,
  retrieved: true,
  clientName: "Acme Deliveries",
  expiresAt: "2026-11-22T09:00:00.000Z",
}

/** The API's answer to a card call without Stripe keys: 501 NOT_CONFIGURED. */
export const notConfigured = (): Promise<never> =>
  Promise.reject(
    new ApiError({
      statusCode: 501,
      code: "NOT_CONFIGURED",
      message: "Card payments are not configured.",
    })
  )
