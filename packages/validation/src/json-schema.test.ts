import { describe, expect, it } from "vitest"
import { z } from "zod"

import * as auth from "./auth.ts"
import * as fields from "./fields.ts"
import * as role from "./role.ts"
import * as calculator from "./subscription-calculator.ts"

// The API turns these schemas into OpenAPI 3.1 (JSON Schema 2020-12) through
// fastify-type-provider-zod, which throws on anything JSON Schema cannot hold.
const schemas = Object.entries<unknown>({
  ...fields,
  ...auth,
  ...role,
  ...calculator,
  // Factories, called with and without options
  dateInRange: fields.dateInRangeSchema(),
  dateInRangeLabelled: fields.dateInRangeSchema({ label: "Start date" }),
  startDate: fields.startDateSchema(),
  text: fields.textSchema(),
  textMax: fields.textSchema({ max: 80 }),
}).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType
)

describe("JSON Schema export", () => {
  it("covers every exported schema", () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "requiredTextSchema",
        "newPasswordFormSchema",
        "loginSchema",
        "roleSchema",
      ])
    )
    expect(schemas.length).toBeGreaterThanOrEqual(25)
  })

  it.each(schemas)("%s converts for input and output", (_name, schema) => {
    for (const io of ["input", "output"] as const) {
      expect(() =>
        z.toJSONSchema(schema, { io, target: "draft-2020-12" })
      ).not.toThrow()
    }
  })

  it("describes the login body with its required keys and formats", () => {
    const json = z.toJSONSchema(auth.loginSchema, { io: "input" })
    expect(json).toMatchObject({
      type: "object",
      required: ["email", "password"],
      properties: {
        email: { type: "string", format: "email" },
        password: { type: "string", minLength: 8 },
      },
    })
  })

  it("describes the refresh grant as a constant", () => {
    const json = z.toJSONSchema(auth.refreshTokenSchema, { io: "input" })
    expect(json).toMatchObject({
      properties: { grant_type: { const: "refresh_token" } },
    })
  })
})
