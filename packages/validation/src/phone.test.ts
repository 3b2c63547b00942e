import { describe, expect, it } from "vitest"

import {
  countryOfPhone,
  normalizePhone,
  phoneSchema,
  requiredPhoneSchema,
} from "./phone.ts"
import { stopInputSchema } from "./planning.ts"
import { messagesOf } from "./test-helpers.ts"

const INVALID = "Enter a valid phone number."

describe("normalizePhone", () => {
  it.each([
    ["55 9779 2542", "MX", "+525597792542"],
    ["(55) 9779-2542", "MX", "+525597792542"],
    ["55.9779.2542", "MX", "+525597792542"],
    [" +52 55 9779 2542 ", null, "+525597792542"],
    ["612 34 56 78", "ES", "+34612345678"],
    ["00 34 612 345 678", "MX", "+34612345678"],
  ] as const)("writes %j of %s as %s", (raw, country, e164) => {
    expect(normalizePhone(raw, country)).toEqual({
      ok: true,
      e164,
      changed: true,
    })
  })

  it("leaves a number already in E.164 as it is, whatever the country", () => {
    for (const country of ["MX", "ES", null] as const)
      expect(normalizePhone("+525597792542", country)).toEqual({
        ok: true,
        e164: "+525597792542",
        changed: false,
      })
  })

  it("gives nothing for an empty phone, which an optional field may be", () => {
    expect(normalizePhone("", "MX")).toEqual({
      ok: true,
      e164: "",
      changed: false,
    })
    expect(normalizePhone("  ", "MX")).toEqual({
      ok: true,
      e164: "",
      changed: true,
    })
  })

  it.each([
    ["12", "MX"],
    ["9779 2542", "MX"],
    ["55 9779 25", "MX"],
    ["call me", "MX"],
    ["55 9779 2542 ext 3", "MX"],
    // Without the client's country a national number cannot be read.
    ["55 9779 2542", null],
  ] as const)("refuses %j (%s) with the spec's message", (raw, country) => {
    expect(normalizePhone(raw, country)).toEqual({
      ok: false,
      message: INVALID,
    })
  })

  it("answers only what the spec's phone rules and the stop schema accept", () => {
    for (const raw of ["55 9779 2542", "(55) 9779-2542", "+34 612 34 56 78"]) {
      const normalized = normalizePhone(raw, "MX")
      if (!normalized.ok) throw new Error(`${raw} was refused`)
      expect(messagesOf(phoneSchema, normalized.e164)).toEqual([])
      expect(messagesOf(requiredPhoneSchema, normalized.e164)).toEqual([])
      expect(
        messagesOf(stopInputSchema, {
          latitude: 19.4,
          longitude: -99.1,
          phone_number: normalized.e164,
        })
      ).toEqual([])
    }
  })
})

describe("countryOfPhone", () => {
  it.each([
    ["+525512345678", "MX"],
    ["+34612345678", "ES"],
    [" +14155550123", "US"],
    ["5512345678", null],
    ["", null],
    ["+999", null],
  ])("finds the country of %j: %s", (phone, country) => {
    expect(countryOfPhone(phone)).toBe(country)
  })
})

describe("phoneSchema (optional)", () => {
  const message = "The phone number can't have dash, spaces nor parentheses."
  it.each([
    [undefined, []],
    ["", []],
    ["+5215512345678", []],
    ["5512345678", []],
    ["1", []],
    ["+12345678901234567", []],
    ["+123456789012345678", [message]],
    ["555-1234", []],
    ["555 1234", []],
    ["(55) 51234", []],
    ["55 call me", [message]],
    ["+", [message]],
    ["++52155", [message]],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(phoneSchema, value)).toEqual(expected)
  })

  it.each([
    ["55 9779 2542", "5597792542"],
    ["(55) 9779-2542", "5597792542"],
    ["55.9779.2542", "5597792542"],
    [" +52 55 9779 2542 ", "+525597792542"],
    ["+525597792542", "+525597792542"],
  ])("keeps %j as %j", (value, kept) => {
    expect(phoneSchema.parse(value)).toBe(kept)
    expect(requiredPhoneSchema.parse(value)).toBe(kept)
  })
})

describe("requiredPhoneSchema", () => {
  it.each([
    [undefined, ["Enter a valid phone number."]],
    ["", ["Enter a valid phone number."]],
    ["555-1234", []],
    ["555-CALL", ["The phone number can't have dash, spaces nor parentheses."]],
    ["+525512345678", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(requiredPhoneSchema, value)).toEqual(expected)
  })
})
