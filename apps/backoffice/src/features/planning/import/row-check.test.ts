import { describe, expect, it } from "vitest"

import { importRow } from "../components/import-fixtures.ts"
import { rowStatus } from "./import-row.ts"
import { checkRow } from "./row-check.ts"

describe("checkRow", () => {
  it("writes a phone with spaces, dashes or parentheses in E.164 with the client's country, and keeps what it was", () => {
    const row = importRow(0, { details: { phone_number: "(55) 9779-2542" } })
    const checked = checkRow(row, "MX")
    expect(checked.details.phone_number).toBe("+525597792542")
    expect(checked.changes).toEqual([
      { field: "phone_number", from: "(55) 9779-2542", to: "+525597792542" },
    ])
    expect(checked.problems).toEqual([])
    expect(rowStatus(checked)).toBe("found")
    // Checking again changes nothing, and keeps the change to show.
    expect(checkRow(checked, "MX")).toEqual(checked)
  })

  it("makes a row the server would refuse a row to fix, with the field and the spec's message", () => {
    const checked = checkRow(
      importRow(0, {
        details: { phone_number: "55 9779", email: "ana@", pieces: 2 },
      }),
      "MX"
    )
    expect(checked.problems).toEqual([
      { field: "email", kind: "invalid", message: "Enter a valid email." },
      {
        field: "phone_number",
        kind: "invalid",
        message: "Enter a valid phone number.",
      },
    ])
    expect(checked.details.phone_number).toBe("55 9779")
    expect(rowStatus(checked)).toBe("problem")
  })

  it("sends a phone the server accepts as it is when it cannot be written in E.164", () => {
    // Mexico's old mobile form, still in address books.
    const old = checkRow(
      importRow(0, { details: { phone_number: "+5215512345678" } }),
      "MX"
    )
    expect(old.details.phone_number).toBe("+5215512345678")
    expect(old.problems).toEqual([])
    expect(old.changes).toEqual([])
  })

  it("lists a number too short to reach anyone as a row to fix, though the spec's pattern takes it", () => {
    const short = checkRow(
      importRow(0, { details: { phone_number: "12" } }),
      "MX"
    )
    expect(short.details.phone_number).toBe("12")
    expect(short.problems).toEqual([
      {
        field: "phone_number",
        kind: "invalid",
        message: "Enter a valid phone number.",
      },
    ])
  })

  it("reads a national number only with a country; an international one always", () => {
    const national = importRow(0, { details: { phone_number: "55 9779 2542" } })
    // Without the client's country it goes as the API keeps it: its digits.
    const unread = checkRow(national, null)
    expect(unread.problems).toEqual([])
    expect(unread.details.phone_number).toBe("5597792542")
    expect(checkRow(national, "MX").details.phone_number).toBe("+525597792542")
    const noPhone = importRow(0, { details: { phone_number: "55 CALL ME" } })
    expect(checkRow(noPhone, null).problems).toEqual([
      {
        field: "phone_number",
        kind: "invalid",
        message: "Enter a valid phone number.",
      },
    ])
    const international = importRow(0, {
      details: { phone_number: "+52 55 9779 2542" },
    })
    expect(checkRow(international, null).details.phone_number).toBe(
      "+525597792542"
    )
  })

  it("keeps the problems of cells that could not be read, and drops a refusal once fixed", () => {
    const unreadable = importRow(0, {
      problems: [{ field: "pieces", kind: "number" }],
      details: { phone_number: "1-2" },
    })
    const checked = checkRow(unreadable, "MX")
    expect(checked.problems.map((p) => p.kind)).toEqual(["number", "invalid"])
    const fixed = checkRow(
      { ...checked, details: { phone_number: "5597792542" } },
      "MX"
    )
    expect(fixed.problems).toEqual([{ field: "pieces", kind: "number" }])
    expect(fixed.details.phone_number).toBe("+525597792542")
  })
})
