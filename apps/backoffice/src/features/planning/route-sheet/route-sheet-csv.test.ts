import { describe, expect, it } from "vitest"

import { stop, stopProof } from "../components/planning-fixtures.ts"
import { parseCsv } from "../spreadsheet/csv.ts"
import {
  ROUTE_SHEET_COLUMNS,
  routeSheetCsv,
  routeSheetFileName,
  timeWindow,
  toCsv,
} from "./route-sheet-csv.ts"
import type { RouteSheetText } from "./route-sheet-csv.ts"

const text: RouteSheetText = {
  headers: Object.fromEntries(
    ROUTE_SHEET_COLUMNS.map((column) => [column, `h:${column}`])
  ) as RouteSheetText["headers"],
  time: (iso) => iso.slice(11, 16),
  labelled: (label) => label,
  status: (s) => s.status,
  outcome: (s) => s.note,
  proof: (s) => (s.proof ? `proof of ${s.id_stop}` : ""),
}

describe("toCsv", () => {
  it("quotes fields with a comma, a quote or a line break, and ends lines with CRLF", () => {
    expect(
      toCsv([
        ["plain", "a,b", 'say "hi"', "two\nlines", "cr\rhere"],
        [1, 2.5, null, ""],
      ])
    ).toBe('plain,"a,b","say ""hi""","two\nlines","cr\rhere"\r\n1,2.5,,\r\n')
  })

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+52 55 1234 5678", "'+52 55 1234 5678"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tindented", "'\tindented"],
    ["a=b", "a=b"],
  ])("neutralises a formula in text: %j", (cell, written) => {
    expect(parseCsv(toCsv([["header"], [cell]]))[1]).toEqual([written])
  })

  it("neutralises a formula inside a quoted field too", () => {
    expect(toCsv([['=HYPERLINK("x","y")']])).toBe(
      '"\'=HYPERLINK(""x"",""y"")"\r\n'
    )
  })

  it("writes numbers as they are, so a negative longitude stays a number", () => {
    expect(toCsv([[-99.1332, 0, Number.NaN]])).toBe("-99.1332,0,\r\n")
  })
})

describe("routeSheetCsv", () => {
  it("writes the translated headers, then one row per stop in visiting order", () => {
    const second = {
      ...stop(2, 7),
      order: 2,
      name: "Ana López",
      address: "Calle Madero 17, Centro",
      eta: "2026-11-25T09:30:00Z",
      time_window_start: "2026-11-25T09:00:00Z",
      time_window_end: "2026-11-25T12:00:00Z",
      stop_duration: 10,
      pieces: 3,
      weight: 10.5,
      volume: 0.2,
      first_name: "Ana",
      last_name: "López",
      phone_number: "+525512345678",
      delivery_instructions: 'Ring twice, "back door"',
      note: "Left with the neighbour",
      status: "completed" as const,
      proof: stopProof(),
    }
    const first = { ...stop(1, 7), order: 1 }
    const unordered = { ...stop(3, 7), order: null }
    const rows = parseCsv(routeSheetCsv([unordered, second, first], text))
    expect(rows[0]).toEqual(ROUTE_SHEET_COLUMNS.map((c) => `h:${c}`))
    expect(rows.map((row) => row[1])).toEqual([
      "h:name",
      "Customer 1",
      "Ana López",
      "Customer 3",
    ])
    expect(rows[2]).toEqual([
      "2",
      "Ana López",
      "Calle Madero 17, Centro",
      "19.43",
      "-99.13",
      "09:30",
      "09:00",
      "12:00",
      "10",
      "3",
      "10.5",
      "0.2",
      "Ana López",
      "'+525512345678",
      'Ring twice, "back door"',
      "completed",
      "Left with the neighbour",
      "proof of 2",
    ])
    expect(rows[1]!.at(-1)).toBe("")
    expect(rows[3]![0]).toBe("")
  })

  it("writes only the header row for a route without stops", () => {
    expect(routeSheetCsv([], text)).toBe(
      `${ROUTE_SHEET_COLUMNS.map((c) => `h:${c}`).join(",")}\r\n`
    )
  })
})

describe("timeWindow", () => {
  it.each([
    [null, null, ""],
    ["2026-11-25T09:00:00Z", "2026-11-25T12:00:00Z", "09:00 – 12:00"],
    ["2026-11-25T09:00:00Z", null, "09:00 – …"],
    [null, "2026-11-25T12:00:00Z", "… – 12:00"],
  ])("writes the window %s – %s as %j", (start, end, written) => {
    expect(
      timeWindow(
        { ...stop(1, 1), time_window_start: start, time_window_end: end },
        text.time
      )
    ).toBe(written)
  })
})

describe("routeSheetFileName", () => {
  it("names the file after the route and its day, without characters files refuse", () => {
    expect(
      routeSheetFileName({
        name: 'North / "A": 1',
        start_date: new Date(2026, 10, 25, 8).toISOString(),
      })
    ).toBe("North - -A- 1 2026-11-25.csv")
    expect(routeSheetFileName({ name: "Route 1", start_date: null })).toBe(
      "Route 1.csv"
    )
  })
})
