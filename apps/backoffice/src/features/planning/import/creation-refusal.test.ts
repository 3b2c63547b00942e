import { describe, expect, it } from "vitest"

import { refusalByRows, rowRanges } from "./creation-refusal.ts"

const PHONE = "The phone number can't have dash, spaces nor parentheses."
const refusal = (details: { field: string; message: string }[]) =>
  Object.assign(new Error(details[0]?.message ?? "Refused"), {
    statusCode: 400,
    details,
  })

describe("refusalByRows", () => {
  it("names every stop of a refused bulk create by its row, same field and message together", () => {
    const stops = Array.from({ length: 500 }, (_, i) => i + 2)
    const error = refusal(
      stops.map((_, i) => ({
        field: `stops.${i}.phone_number`,
        message: PHONE,
      }))
    )
    expect(refusalByRows(error, { stops, depots: [] })).toEqual({
      byRows: [{ rows: stops, field: "phone_number", message: PHONE }],
      rest: [],
    })
  })

  it("maps stops and depots to their own rows, and keeps what concerns no row", () => {
    const error = refusal([
      { field: "stops.1.email", message: "Enter a valid email." },
      { field: "depots.0.name", message: "Max 100 characters" },
      { field: "name", message: "Required field." },
      { field: "stops.9.email", message: "Enter a valid email." },
    ])
    expect(refusalByRows(error, { stops: [3, 5], depots: [2] })).toEqual({
      byRows: [
        { rows: [5], field: "email", message: "Enter a valid email." },
        { rows: [2], field: "name", message: "Max 100 characters" },
      ],
      rest: ["Required field.", "Enter a valid email."],
    })
  })

  it("keeps the message of a refusal that names no field", () => {
    const error = Object.assign(
      new Error("These routes are being optimized already."),
      {
        statusCode: 409,
      }
    )
    expect(refusalByRows(error, { stops: [2], depots: [] })).toEqual({
      byRows: [],
      rest: ["These routes are being optimized already."],
    })
  })
})

describe("rowRanges", () => {
  it.each([
    [[2], "2"],
    [[2, 3, 4, 7, 9, 10], "2–4, 7, 9–10"],
    [Array.from({ length: 500 }, (_, i) => i + 2), "2–501"],
  ])("writes %j as %s", (rows, text) => {
    expect(rowRanges(rows)).toBe(text)
  })
})
