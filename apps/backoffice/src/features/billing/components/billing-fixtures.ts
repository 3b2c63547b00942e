import { storyPlans } from "@ruta/billing/testing/plans"
import { invoiceOf } from "@ruta/validation/billing"

import type { PaymentPlanRow } from "../api/payment-plans.ts"
import type { SubscriptionOverview } from "../api/subscription.ts"

const plan = (overrides: Partial<PaymentPlanRow>): PaymentPlanRow => ({
  id_payment_plan: 1,
  ...storyPlans.starter,
  isMobile: false,
  order: 0,
  show_on_website: true,
  descriptions: ["Up to 999 optimized addresses a month", "Email support"],
  stripe_id: null,
  active: true,
  ...overrides,
})

/** Three plans: two bands for the back office, and one for the mobile page, inactive. */
export const paymentPlans: PaymentPlanRow[] = [
  plan({}),
  plan({
    id_payment_plan: 2,
    ...storyPlans.growth,
    order: 1,
    descriptions: ["From 1,000 addresses a month", "Priority support"],
  }),
  plan({
    id_payment_plan: 3,
    name: "Pocket",
    isMobile: true,
    show_on_website: false,
    active: false,
    order: 2,
    descriptions: [],
  }),
]

/** GET /subscription's answer: on `plan` with `addresses` this month, or with no subscription. */
export function subscriptionOverview(
  plan: PaymentPlanRow | null,
  addresses = 0,
  configured = true
): SubscriptionOverview {
  return {
    configured,
    publishableKey: configured ? "pk_test_story" : null,
    plan,
    subscription: plan && {
      id_payment_plan: plan.id_payment_plan,
      status: "active",
      period: 2,
      drivers: 4,
      routes: 30,
      days: null,
      current_period_start: "2026-11-01T00:00:00.000Z",
      current_period_end: "2026-12-01T00:00:00.000Z",
    },
    usage: { period: "2026-11", addresses },
    invoice: plan && invoiceOf(plan, addresses),
  }
}

/** The client's default card, as the API lists payment methods. */
export const visaCard = {
  id: "pm_1",
  brand: "visa",
  last4: "4242",
  isDefault: true,
  exp_month: 4,
  exp_year: 2029,
}
