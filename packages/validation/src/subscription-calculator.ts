import { z } from "zod"

import { spotsSchema } from "./fields.ts"
import { messages, oneOf } from "./messages.ts"

/** The calculator refuses totals over this (specification, section 9). */
export const CALCULATOR_TOTAL_LIMIT = 100_000

/**
 * Estimate periods of the subscription cost calculator (specification,
 * section 9). The names are our reading of the formulas, which count four
 * weeks to a month.
 */
export const EstimatePeriod = {
  /** drivers × routes × days a week × 4 */
  daily: 1,
  /** drivers × routes × 4 */
  weekly: 2,
  /** drivers × routes */
  monthly: 3,
} as const
export type EstimatePeriod =
  (typeof EstimatePeriod)[keyof typeof EstimatePeriod]

const periods = Object.values(EstimatePeriod)

export interface CalculatorInput {
  period: EstimatePeriod
  drivers: number
  routes: number
  /** Working days a week; used by the daily period only. */
  days?: number | undefined
}

/**
 * The estimated number of optimized addresses a month.
 *
 * @param input - period, drivers, routes per driver and period, and days.
 * @returns the specification's estimate for the period.
 * @throws Error "Invalid period" for a period that is not 1, 2 or 3.
 */
export function estimatedTotal(input: CalculatorInput): number {
  const { period, drivers, routes, days = 0 } = input
  switch (period) {
    case EstimatePeriod.daily:
      return drivers * routes * days * 4
    case EstimatePeriod.weekly:
      return drivers * routes * 4
    case EstimatePeriod.monthly:
      return drivers * routes
    default:
      throw new Error("Invalid period")
  }
}

/**
 * The calculator form: numbers of 0 or more (the spots messages), a period of
 * 1, 2 or 3, days for the daily period, and an estimated total of at most
 * 100,000 ('The total cannot be greater than 100,000.', on the form).
 */
export const calculatorSchema = z
  .object({
    period: z.literal(periods, { error: oneOf(periods) }),
    drivers: spotsSchema,
    routes: spotsSchema,
    days: spotsSchema.optional(),
  })
  .refine(
    (input) =>
      input.period !== EstimatePeriod.daily || input.days !== undefined,
    {
      error: messages.required,
      path: ["days"],
    }
  )
  .refine((input) => estimatedTotal(input) <= CALCULATOR_TOTAL_LIMIT, {
    error: messages.calculatorTotalTooHigh,
  })
export type Calculator = z.infer<typeof calculatorSchema>
