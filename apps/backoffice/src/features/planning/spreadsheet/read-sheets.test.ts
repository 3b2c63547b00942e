// @vitest-environment node
// read-excel-file and fflate check `instanceof Blob` and typed arrays: Node's, not jsdom's.
import { Inflate, strToU8, zipSync } from "fflate"
import readXlsxFile from "read-excel-file/universal"
import { describe, expect, it, vi } from "vitest"

import type { ReadResult, XlsxReader } from "./read-sheets.ts"
import { readSheets } from "./read-sheets.ts"
import {
  bombXlsx,
  manyRowsCsv,
  manyRowsXlsx,
  xlsxOf,
  xlsxOfSheetXml,
} from "./spreadsheet-fixtures.ts"
import { entryBytes, readZipDirectory } from "./zip-directory.ts"

/**
 * The worker's reader through read-excel-file's universal entry, which runs in Node and unzips
 * with fflate as the web-worker entry does (the Node entry streams with another unzipper).
 */
const readXlsx: XlsxReader = (bytes) => readXlsxFile(bytes.slice().buffer)

const read = (name: string, bytes: Uint8Array) =>
  readSheets(name, bytes, readXlsx)

/** Reads with a reader that records whether the file got as far as being parsed. */
async function readWatched(name: string, bytes: Uint8Array) {
  const reader = vi.fn(readXlsx)
  const result = await readSheets(name, bytes, reader)
  return { result, parsed: reader.mock.calls.length > 0 }
}

/** Writes the sheets as an .xlsx and expects to read them back as they are. */
async function expectRoundTrip(sheets: { name: string; rows: string[][] }[]) {
  expect(await read("stops.xlsx", await xlsxOf(sheets))).toEqual({ sheets })
}

function firstSheetRows(result: ReadResult) {
  if ("error" in result) throw new Error(result.error)
  return result.sheets[0]!.rows
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44,
  0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
])
const MB = 1024 * 1024
const formats = [
  { format: "csv", manyRows: manyRowsCsv },
  { format: "xlsx", manyRows: manyRowsXlsx },
]
const wideRow = (columns: number) =>
  Array.from({ length: columns }, (_, i) => `Column ${i + 1}`)

describe("readSheets refuses", () => {
  it.each([
    ["an empty .xlsx", "stops.xlsx", new Uint8Array(0)],
    ["an empty .csv", "stops.csv", new Uint8Array(0)],
    [
      "a CSV of blank lines and separators",
      "stops.csv",
      strToU8(" \n,,\r\n\n\t,\n"),
    ],
  ])("%s as empty", async (_, name, bytes) => {
    expect(await read(name, bytes)).toEqual({ error: "empty" })
  })

  it("an .xlsx whose sheets have no rows as empty", async () => {
    const file = await xlsxOf([
      { name: "Hoja1", rows: [] },
      { name: "Hoja2", rows: [[null]] },
    ])
    expect(await read("stops.xlsx", file)).toEqual({ error: "empty" })
  })

  it.each(["stops.xlsx", "stops.csv"])(
    "an 11 MB %s as too large, whatever it holds",
    async (name) => {
      expect(await read(name, new Uint8Array(11 * MB))).toEqual({
        error: "too-large",
      })
    }
  )

  it.each([
    ["PNG bytes", "photo.xlsx", PNG],
    ["a PDF", "invoice.xlsx", strToU8("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n")],
    ["text", "stops.xlsx", strToU8("Name,Address\nAna,Calle 1\n")],
    [
      "a zip that is no workbook",
      "notes.xlsx",
      zipSync({ "a.txt": strToU8("hi") }),
    ],
    ["PNG bytes", "stops.csv", PNG],
  ])("%s named %s as not a spreadsheet", async (_, name, bytes) => {
    expect(await read(name, bytes)).toEqual({ error: "not-a-spreadsheet" })
  })

  it("an .xlsx renamed .csv as not a spreadsheet: it is binary", async () => {
    const file = await xlsxOf([{ name: "Hoja1", rows: [["Name"], ["Ana"]] }])
    expect(await read("stops.csv", file)).toEqual({
      error: "not-a-spreadsheet",
    })
  })

  it("a zip bomb by what its directory declares, before expanding it", async () => {
    expect(await readWatched("stops.xlsx", bombXlsx())).toEqual({
      result: { error: "bomb" },
      parsed: false,
    })
  })

  it.each([0, MB])(
    "a zip bomb whose headers say it expands to %i bytes, once it expands past them",
    async (declaredBytes) => {
      const lying = bombXlsx({ declaredBytes })
      expect(await readWatched("stops.xlsx", lying)).toEqual({
        result: { error: "bomb" },
        parsed: false,
      })
    }
  )

  it.each(
    formats.flatMap((f) => [10_001, 1_000_000].map((rows) => ({ ...f, rows })))
  )(
    "a $format sheet with $rows data rows as too many rows (an .xlsx never reaches the reader)",
    async ({ format, manyRows, rows }) => {
      expect(await readWatched(`stops.${format}`, manyRows(rows))).toEqual({
        result: { error: "too-many-rows" },
        parsed: false,
      })
    }
  )

  it("a .csv with 101 columns as too many columns", async () => {
    const text = `${wideRow(101).join(",")}\n${"1,".repeat(100)}1\n`
    expect(await read("stops.csv", strToU8(text))).toEqual({
      error: "too-many-columns",
    })
  })

  it("an .xlsx with 101 columns as too many columns", async () => {
    const file = await xlsxOf([{ name: "Hoja1", rows: [wideRow(101)] }])
    expect(await read("stops.xlsx", file)).toEqual({
      error: "too-many-columns",
    })
  })

  it("a workbook the reader cannot parse as unreadable", async () => {
    const broken = zipSync({ "xl/workbook.xml": strToU8("<workbook") })
    expect(await read("stops.xlsx", broken)).toEqual({ error: "unreadable" })
  })
})

describe("readSheets reads", () => {
  it.each(formats)(
    "a $format sheet with exactly 10,000 data rows",
    async ({ format, manyRows }) => {
      const rows = firstSheetRows(
        await read(`stops.${format}`, manyRows(10_000))
      )
      expect([rows.length, rows.at(-1)]).toEqual([10_001, ["10000"]])
    }
  )

  it("10,000 data rows followed by formatted empty rows, which do not count", async () => {
    const row = (r: number, cell: string) => `<row r="${r}">${cell}</row>`
    const xml = Array.from({ length: 15_001 }, (_, i) =>
      i <= 10_000
        ? row(i + 1, `<c r="A${i + 1}"><v>${i}</v></c>`)
        : row(i + 1, `<c r="A${i + 1}" s="1"/>`)
    ).join("")
    const rows = firstSheetRows(await read("stops.xlsx", xlsxOfSheetXml(xml)))
    expect([rows.length, rows.at(-1)]).toEqual([10_001, ["10000"]])
  })

  it("100 columns", async () => {
    const result = await read("stops.csv", strToU8(wideRow(100).join(",")))
    expect(firstSheetRows(result)).toEqual([wideRow(100)])
  })

  it("both sheets of a two-sheet workbook, with their names", async () => {
    await expectRoundTrip([
      { name: "Clientes", rows: [["Name"], ["Ana"]] },
      {
        name: "Bodegas",
        rows: [
          ["Name", "Address"],
          ["Norte", "Calle 2"],
        ],
      },
    ])
  })

  it("dates as YYYY-MM-DD (or ISO text with a time), numbers in full and empty cells as text", async () => {
    const file = await xlsxOf([
      {
        name: "Hoja1",
        rows: [
          ["Name", "Since", "Visit", "Latitude", "Note"],
          [
            "Ana",
            new Date(Date.UTC(2024, 4, 17)),
            new Date(Date.UTC(2024, 4, 17, 9, 30, 15)),
            19.432607712345,
            null,
          ],
          ["Bruno", null, null, 0.1 + 0.2, "x"],
        ],
      },
    ])
    expect(await read("stops.xlsx", file)).toEqual({
      sheets: [
        {
          name: "Hoja1",
          rows: [
            ["Name", "Since", "Visit", "Latitude", "Note"],
            [
              "Ana",
              "2024-05-17",
              "2024-05-17T09:30:15.000Z",
              "19.432607712345",
              "",
            ],
            ["Bruno", "", "", "0.30000000000000004", "x"],
          ],
        },
      ],
    })
  })

  it("a formula as its cached value", async () => {
    const file = xlsxOfSheetXml(
      '<row r="1"><c r="A1"><v>21</v></c><c r="B1"><f>A1*2</f><v>42</v></c>' +
        '<c r="C1" t="str"><f>"Calle "&amp;A1</f><v>Calle 21</v></c></row>'
    )
    expect(await read("stops.xlsx", file)).toEqual({
      sheets: [{ name: "Sheet1", rows: [["21", "42", "Calle 21"]] }],
    })
  })

  it("a windows-1252 CSV, as Excel in Spanish saves it", async () => {
    const text = "Nombre;Dirección\nAna;Calle Ñandú 5\n"
    const windows1252 = Uint8Array.from(text, (c) => c.charCodeAt(0))
    expect(await read("clientes.csv", windows1252)).toEqual({
      sheets: [
        {
          name: "clientes.csv",
          rows: [
            ["Nombre", "Dirección"],
            ["Ana", "Calle Ñandú 5"],
          ],
        },
      ],
    })
  })

  it("a UTF-8 CSV with a byte order mark", async () => {
    const result = await read(
      "clientes.csv",
      strToU8("\uFEFFNombre;Dirección\n")
    )
    expect(result).toEqual({
      sheets: [{ name: "clientes.csv", rows: [["Nombre", "Dirección"]] }],
    })
  })

  it("repeated header names as they are (the upload reports them)", async () => {
    await expectRoundTrip([
      {
        name: "Hoja1",
        rows: [
          ["Name", "Address", "Name"],
          ["Ana", "Calle 1", "A"],
        ],
      },
    ])
  })

  it("without trailing rows that are blank", async () => {
    const file = await xlsxOf([
      { name: "Hoja1", rows: [["Name"], ["Ana"], [" "], [null], ["  "]] },
    ])
    expect(await read("stops.xlsx", file)).toEqual({
      sheets: [{ name: "Hoja1", rows: [["Name"], ["Ana"]] }],
    })
  })
})

describe("spreadsheet fixtures", () => {
  it("bombXlsx's sheet expands to the zeros it says", () => {
    const bomb = bombXlsx({ inflatedBytes: 16 * MB })
    const sheet = readZipDirectory(bomb)!.find((e) =>
      e.name.endsWith("sheet1.xml")
    )!
    let expanded = 0
    let allZeros = true
    new Inflate((chunk) => {
      expanded += chunk.length
      allZeros &&= chunk.every((byte) => byte === 0)
    }).push(entryBytes(bomb, sheet)!, true)
    expect({ expanded, allZeros }).toEqual({
      expanded: 16 * MB,
      allZeros: true,
    })
  })
})
