import { describe, expect, it } from "vitest"

import {
  invoiceOf,
  paymentPlanFormSchema,
  paymentPlanSchema,
} from "./billing.ts"
import { messagesByPath } from "./test-helpers.ts"

const form = {
  name: "Starter",
  from_addresses: "0",
  to_addresses: "999",
  minimum_payment: "49.90",
  address_price: "0,05",
  order: "0",
}

describe("the payment plan form", () => {
  it("reads dollars as cents and an empty end as no end", () => {
    expect(
      paymentPlanFormSchema.parse({ ...form, to_addresses: " " })
    ).toMatchObject({
      from_addresses: 0,
      to_addresses: null,
      minimum_payment: 4990,
      address_price: 5,
      order: 0,
      active: true,
      isMobile: false,
      show_on_website: true,
      descriptions: [],
    })
    expect(
      paymentPlanFormSchema.parse({ ...form, minimum_payment: "49" })
        .minimum_payment
    ).toBe(4900)
    expect(
      paymentPlanFormSchema.parse({ ...form, minimum_payment: "0.1" })
        .minimum_payment
    ).toBe(10)
  })

  it("says what is wrong with each number as typed", () => {
    expect(
      messagesByPath(paymentPlanFormSchema, {
        ...form,
        minimum_payment: "",
        address_price: "-1",
        from_addresses: "2.5",
        to_addresses: "abc",
      })
    ).toEqual({
      minimum_payment: ["Quantity is required."],
      address_price: ["Field only accepts numbers."],
      from_addresses: ["Value needs to be an integer number"],
      to_addresses: ["Value needs to be an integer number"],
    })
    expect(
      messagesByPath(paymentPlanFormSchema, {
        ...form,
        from_addresses: "1000",
        to_addresses: "10",
      })
    ).toEqual({ to_addresses: ["The band must end at or after its start."] })
    expect(
      messagesByPath(paymentPlanFormSchema, {
        ...form,
        minimum_payment: "1.999",
      })
    ).toEqual({ minimum_payment: ["Field only accepts numbers."] })
  })

  it("takes the same plan as the API, whose money is in cents", () => {
    const plan = paymentPlanFormSchema.parse(form)
    expect(paymentPlanSchema.parse(plan)).toEqual(plan)
    expect(
      messagesByPath(paymentPlanSchema, { ...plan, address_price: 0.5 })
    ).toEqual({ address_price: ["Value needs to be an integer number"] })
  })
})

describe("a month's bill", () => {
  const plan = {
    from_addresses: 1000,
    minimum_payment: 19900,
    address_price: 3,
  }

  it("is the minimum payment up to the band's start", () => {
    expect(invoiceOf(plan, 0).total).toBe(19900)
    expect(invoiceOf(plan, 1000)).toEqual({
      addresses: 1000,
      included_from: 1000,
      extra_addresses: 0,
      minimum_payment: 19900,
      address_price: 3,
      total: 19900,
    })
  })

  it("adds the price of each address past it", () => {
    expect(invoiceOf(plan, 1250)).toMatchObject({
      extra_addresses: 250,
      total: 19900 + 750,
    })
  })
})
