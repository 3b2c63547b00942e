import { z } from "zod"

import { amountSchema, integerSchema, textSchema } from "./fields.ts"
import { messages } from "./messages.ts"

// Payment plans (specification, sections 3 and 9). Money is in integer cents.

/** A whole number of 0 or more: 'Value needs to be an integer number', 'Amount has to be 0 or greater.'. */
const wholeAmount = integerSchema.min(0, { error: messages.amountMin })

/** An amount of money in cents: 'Quantity is required.', 'Amount has to be 0 or greater.'. */
export const centsSchema = amountSchema.int({ error: messages.integer })

const planFields = {
  name: textSchema({ max: 100 }),
  from_addresses: wholeAmount,
  /** Null: the band has no upper end. */
  to_addresses: wholeAmount.nullable(),
  minimum_payment: centsSchema,
  address_price: centsSchema,
  isMobile: z.boolean().default(false),
  order: wholeAmount.default(0),
  show_on_website: z.boolean().default(true),
  descriptions: z
    .array(z.string().trim().min(1, { error: messages.required }).max(200))
    .max(10)
    .default([]),
  active: z.boolean().default(true),
}

/** 'The band must end at or after its start.' on `to_addresses`. */
const bandEndsAfterStart: [
  (plan: { from_addresses: number; to_addresses: number | null }) => boolean,
  { error: string; path: string[] },
] = [
  (plan) =>
    plan.to_addresses === null || plan.to_addresses >= plan.from_addresses,
  { error: messages.bandEnd, path: ["to_addresses"] },
]

/**
 * A payment plan as an administrator writes it: a band of optimized addresses a month (no upper
 * end when `to_addresses` is null), a minimum payment and a price per address, in cents.
 */
export const paymentPlanSchema = z
  .object(planFields)
  .refine(...bandEndsAfterStart)
export type PaymentPlanInput = z.input<typeof paymentPlanSchema>
export type PaymentPlan = z.output<typeof paymentPlanSchema>

/** Dollars typed as text ("49", "49.9", "49,90"), read as cents. */
export const dollarsTextSchema = z
  .string()
  .trim()
  .min(1, { error: messages.quantityRequired, abort: true })
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, { error: messages.spotsNumber })
  .transform((text) => Math.round(Number(text.replace(",", ".")) * 100))

/** A whole number typed as text: 'Quantity is required.', 'Value needs to be an integer number'. */
const wholeText = z
  .string()
  .trim()
  .min(1, { error: messages.quantityRequired, abort: true })
  .regex(/^\d{1,9}$/, { error: messages.integer })
  .transform(Number)

/** The payment plan form: the plan with its numbers as typed, money in dollars. */
export const paymentPlanFormSchema = z
  .object({
    ...planFields,
    from_addresses: wholeText,
    /** Empty: no upper end. */
    to_addresses: z
      .string()
      .trim()
      .transform((text) => (text === "" ? null : text))
      .pipe(wholeText.nullable()),
    minimum_payment: dollarsTextSchema,
    address_price: dollarsTextSchema,
    order: wholeText,
  })
  .refine(...bandEndsAfterStart)

/** A month's bill on a plan, in cents. */
export interface Invoice {
  /** Optimized addresses of the month. */
  addresses: number
  /** The addresses the minimum payment covers: the band's start. */
  included_from: number
  /** Addresses past the band's start, each at the plan's price. */
  extra_addresses: number
  minimum_payment: number
  address_price: number
  total: number
}

/**
 * What a month of `addresses` optimized addresses costs on a plan: the minimum payment, which
 * covers the band's first addresses ('Starting at {n} addresses'), plus the price of each
 * address past them ('Price per extra address {x} USD').
 */
export function invoiceOf(
  plan: Pick<
    PaymentPlan,
    "from_addresses" | "minimum_payment" | "address_price"
  >,
  addresses: number
): Invoice {
  const extra_addresses = Math.max(0, addresses - plan.from_addresses)
  return {
    addresses,
    included_from: plan.from_addresses,
    extra_addresses,
    minimum_payment: plan.minimum_payment,
    address_price: plan.address_price,
    total: plan.minimum_payment + extra_addresses * plan.address_price,
  }
}
