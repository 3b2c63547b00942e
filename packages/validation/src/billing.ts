import { z } from "zod"

import { amountSchema, integerSchema, textSchema } from "./fields.ts"
import { messages } from "./messages.ts"

// Payment plans (specification, sections 3 and 9). Money is in integer cents.

/** A whole number of 0 or more: 'Value needs to be an integer number', 'Amount has to be 0 or greater.'. */
const wholeAmount = integerSchema.min(0, { error: messages.amountMin })

/** An amount of money in cents: 'Quantity is required.', 'Amount has to be 0 or greater.'. */
export const centsSchema = amountSchema.int({ error: messages.integer })

/**
 * A payment plan as an administrator writes it: a band of optimized addresses a month (no upper
 * end when `to_addresses` is null), a minimum payment and a price per address, in cents.
 */
export const paymentPlanSchema = z
  .object({
    name: textSchema({ max: 100 }),
    from_addresses: wholeAmount,
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
  })
  .refine(
    (plan) =>
      plan.to_addresses === null || plan.to_addresses >= plan.from_addresses,
    { error: messages.bandEnd, path: ["to_addresses"] }
  )
export type PaymentPlanInput = z.input<typeof paymentPlanSchema>
export type PaymentPlan = z.output<typeof paymentPlanSchema>
