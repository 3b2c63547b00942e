import { describe, expect, it } from "vitest"
import { z } from "zod"

import { fallbackErrorMap } from "./error-map.ts"

function fallbackMessages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: fallbackErrorMap })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe("fallbackErrorMap", () => {
  it.each([
    ["url", z.url(), "not a url", ["Must be a valid URL."]],
    ["min length", z.string().min(3), "ab", ["Min 3 characters"]],
    ["max length", z.string().max(5), "abcdef", ["Max 5 characters"]],
    ["positive", z.number().positive(), 0, ["Must be a positive number."]],
    ["positive int", z.int().positive(), -2, ["Must be a positive number."]],
    ["one of (enum)", z.enum(["km", "mi"]), "m", ["Must be one of: km, mi."]],
    ["one of (literal)", z.literal([1, 2, 3]), 4, ["Must be one of: 1, 2, 3."]],
  ])("%s", (_, schema, value, expected) => {
    expect(fallbackMessages(schema, value)).toEqual(expected)
  })

  it("leaves other issues to Zod", () => {
    expect(fallbackMessages(z.number().min(5), 1)).toEqual([
      "Too small: expected number to be >=5",
    ])
  })

  it("never overrides a message set on the schema", () => {
    const schema = z.string().min(3, { error: "Name is too short" })
    expect(fallbackMessages(schema, "ab")).toEqual(["Name is too short"])
  })
})
