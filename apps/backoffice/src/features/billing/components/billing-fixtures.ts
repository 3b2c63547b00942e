import type { PaymentPlanRow } from "../api/payment-plans.ts"

const plan = (overrides: Partial<PaymentPlanRow>): PaymentPlanRow => ({
  id_payment_plan: 1,
  name: "Starter",
  from_addresses: 0,
  to_addresses: 999,
  minimum_payment: 4900,
  address_price: 5,
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
    name: "Growth",
    from_addresses: 1000,
    to_addresses: null,
    minimum_payment: 19900,
    address_price: 3,
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
