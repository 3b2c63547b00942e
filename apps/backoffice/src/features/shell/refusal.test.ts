import { describe, expect, it } from "vitest"

import { refusedFields, splitRefusal } from "./refusal.ts"

const refusal = (
  message: string,
  details?: { field: string; message: string }[]
) => Object.assign(new Error(message), { statusCode: 400, details })

describe("splitRefusal", () => {
  it("puts each field's message on the form's field, by name or by the last part of its path", () => {
    const error = refusal("Required field.", [
      { field: "name", message: "Required field." },
      { field: "configuration.stop_duration", message: "Max 1440" },
      { field: "name", message: "Max 100 characters" },
    ])
    expect(splitRefusal(error, ["name", "stop_duration"])).toEqual({
      fields: { name: "Required field.", stop_duration: "Max 1440" },
      rest: [],
    })
  })

  it("keeps the messages of fields the form does not have for an alert or a toast", () => {
    const error = refusal("Enter a valid email.", [
      { field: "email", message: "Enter a valid email." },
      { field: "id_subsidiary", message: "Required field." },
    ])
    expect(splitRefusal(error, new Set(["email"]))).toEqual({
      fields: { email: "Enter a valid email." },
      rest: ["Required field."],
    })
  })

  it("keeps the error's own message when it names no field", () => {
    expect(splitRefusal(refusal("This plate is taken."), ["plate"])).toEqual({
      fields: {},
      rest: ["This plate is taken."],
    })
    expect(splitRefusal(new Error("Failed to fetch"), [])).toEqual({
      fields: {},
      rest: ["Failed to fetch"],
    })
  })
})

describe("refusedFields", () => {
  it("lists the first message of each field, leaving out a body that is not JSON", () => {
    expect(
      refusedFields(
        refusal("x", [
          { field: "body", message: "The request body is empty." },
          { field: "stops.0.phone_number", message: "a" },
          { field: "stops.0.phone_number", message: "b" },
        ])
      )
    ).toEqual({ "stops.0.phone_number": "a" })
    expect(refusedFields(null)).toEqual({})
  })
})
