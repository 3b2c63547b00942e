import { describe, expect, it } from "vitest"

import { roleSchema } from "./role.ts"
import { messagesByPath } from "./test-helpers.ts"

describe("roleSchema", () => {
  it.each([
    [
      {},
      {
        name: ["Name is required"],
        id_context_type: ["Required field."],
        isActive: ["Required field."],
      },
    ],
    [
      { name: "  ", id_context_type: -1, isActive: true },
      { name: ["Name is required"], id_context_type: ["Required field."] },
    ],
    [
      { name: "Dispatchers", id_context_type: "", isActive: "yes" },
      { id_context_type: ["Required field."], isActive: ["Required field."] },
    ],
    [{ name: "Dispatchers", id_context_type: 2, isActive: false }, {}],
    [
      {
        name: "Dispatchers",
        description: "Plan the routes",
        id_context_type: 3,
        isActive: true,
      },
      {},
    ],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(roleSchema, body)).toEqual(expected)
  })
})
