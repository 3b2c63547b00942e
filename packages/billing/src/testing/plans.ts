import type { PaymentPlan } from "@ruta/validation/billing"

type StoryPlan = Pick<
  PaymentPlan,
  | "name"
  | "from_addresses"
  | "to_addresses"
  | "minimum_payment"
  | "address_price"
>

/** Plans for stories: two back-office bands and a mobile one (cents, addresses). */
export const storyPlans = {
  starter: {
    name: "Starter",
    from_addresses: 0,
    to_addresses: 999,
    minimum_payment: 4900,
    address_price: 5,
  },
  growth: {
    name: "Growth",
    from_addresses: 1000,
    to_addresses: null,
    minimum_payment: 19900,
    address_price: 3,
  },
  pocket: {
    name: "Pocket",
    from_addresses: 0,
    to_addresses: 499,
    minimum_payment: 1900,
    address_price: 4,
  },
} satisfies Record<string, StoryPlan>
