import { describe, expect, it } from "vitest"

import {
  CALCULATOR_TOTAL_LIMIT,
  calculatorSchema,
  estimatedTotal,
  EstimatePeriod,
} from "./subscription-calculator.ts"
import type { CalculatorInput } from "./subscription-calculator.ts"
import { messagesByPath } from "./test-helpers.ts"

describe("estimatedTotal", () => {
  it.each([
    [{ period: 1, drivers: 3, routes: 2, days: 5 }, 3 * 2 * 5 * 4],
    [{ period: 2, drivers: 3, routes: 2, days: 5 }, 3 * 2 * 4],
    [{ period: 3, drivers: 3, routes: 2 }, 3 * 2],
    [{ period: 1, drivers: 3, routes: 2 }, 0],
  ] as [CalculatorInput, number][])("%j is %i", (input, expected) => {
    expect(estimatedTotal(input)).toBe(expected)
  })

  it("refuses an unknown period with 'Invalid period'", () => {
    const input = { period: 4, drivers: 1, routes: 1 }
    expect(() => estimatedTotal(input as unknown as CalculatorInput)).toThrow(
      "Invalid period"
    )
  })
})

describe("calculatorSchema", () => {
  const tooHigh = "The total cannot be greater than 100,000."

  it.each([
    [{ period: EstimatePeriod.monthly, drivers: 10, routes: 20 }, {}],
    [{ period: EstimatePeriod.daily, drivers: 10, routes: 5, days: 5 }, {}],
    // 250 × 100 × 4 = 100,000: at the limit
    [{ period: EstimatePeriod.weekly, drivers: 250, routes: 100 }, {}],
    [
      { period: EstimatePeriod.weekly, drivers: 251, routes: 100 },
      { "": [tooHigh] },
    ],
    [
      { period: EstimatePeriod.daily, drivers: 100, routes: 50, days: 6 },
      { "": [tooHigh] },
    ],
    [
      { period: EstimatePeriod.daily, drivers: 1, routes: 1 },
      { days: ["Required field."] },
    ],
    [
      { period: 3, drivers: -1, routes: "a" },
      {
        drivers: ["The amount must be equal to or greater than zero."],
        routes: ["Field only accepts numbers."],
      },
    ],
    [
      { period: 5, drivers: 1, routes: 1 },
      { period: ["Must be one of: 1, 2, 3."] },
    ],
  ])("%j gives %j", (input, expected) => {
    expect(messagesByPath(calculatorSchema, input)).toEqual(expected)
  })

  it("uses the specification's limit", () => {
    expect(CALCULATOR_TOTAL_LIMIT).toBe(100_000)
  })
})
