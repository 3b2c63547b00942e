import type { PaymentPlan } from "@ruta/validation/billing"

/** The fields of a payment plan that say what it costs (cents, addresses). */
export type PlanPricing = Pick<
  PaymentPlan,
  "from_addresses" | "to_addresses" | "minimum_payment" | "address_price"
>
