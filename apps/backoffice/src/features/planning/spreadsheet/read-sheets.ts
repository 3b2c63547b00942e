import { countCsvRows, csvText } from "./csv-text.ts"
import { parseCsv } from "./csv.ts"
import {
  MAX_COLUMNS,
  MAX_DATA_ROWS,
  MAX_FILE_BYTES,
} from "./spreadsheet-limits.ts"
import { checkXlsx } from "./xlsx-checks.ts"

/** One sheet of a spreadsheet, every cell as text. */
export interface SheetRows {
  name: string
  rows: string[][]
}

/** Why a file was not read; the upload shows a message for each. */
export type ReadFailure =
  | "empty"
  | "not-a-spreadsheet"
  | "too-large"
  | "too-many-rows"
  | "too-many-columns"
  | "bomb"
  | "unreadable"

/** A file's sheets, or why it was not read. */
export type ReadResult = { sheets: SheetRows[] } | { error: ReadFailure }

/**
 * Reads every sheet of an .xlsx: read-excel-file, through its web-worker entry in the app and
 * its universal one in tests. Cells are `string`, `number`, `boolean`, `Date` or `null`.
 */
export type XlsxReader = (
  bytes: Uint8Array
) => Promise<{ sheet: string; data: unknown[][] }[]>

/**
 * Reads an uploaded `.csv` or `.xlsx`, refusing it first, without expanding it, when it is
 * empty, too large, not what its name says, a zip bomb or has too many rows; then refusing a
 * sheet with too many rows or columns. A file named `.csv` must be text (UTF-8, or
 * windows-1252 as Excel in Spanish saves it); any other file must be an .xlsx workbook.
 *
 * Cells become text: a date as `YYYY-MM-DD` when it is midnight UTC and as ISO text otherwise,
 * a number as `String(n)`, a formula as its cached value, an empty cell as "". Trailing empty
 * rows are dropped; headers are kept as they are, repeated or not.
 *
 * @param name - the file's name, which says whether it claims to be CSV
 * @param bytes - the file (or its first `MAX_FILE_BYTES + 1` bytes: enough to refuse a larger one)
 * @param readXlsx - reads the sheets of an .xlsx once it has passed the checks
 * @returns the sheets, or why the file was not read
 */
export async function readSheets(
  name: string,
  bytes: Uint8Array,
  readXlsx: XlsxReader
): Promise<ReadResult> {
  if (bytes.length === 0) return { error: "empty" }
  if (bytes.length > MAX_FILE_BYTES) return { error: "too-large" }
  try {
    const read = name.toLowerCase().endsWith(".csv")
      ? readCsv(name, bytes)
      : await readXlsxSheets(bytes, readXlsx)
    return "error" in read ? read : checkSheets(read.sheets)
  } catch {
    return { error: "unreadable" }
  }
}

function readCsv(name: string, bytes: Uint8Array): ReadResult {
  const text = csvText(bytes)
  if (text === undefined) return { error: "not-a-spreadsheet" }
  // Counted before parsing, so a million-line file is refused without building its cells.
  if (countCsvRows(text, MAX_DATA_ROWS + 1) > MAX_DATA_ROWS + 1)
    return { error: "too-many-rows" }
  return { sheets: [{ name, rows: withoutTrailingBlankRows(parseCsv(text)) }] }
}

async function readXlsxSheets(
  bytes: Uint8Array,
  readXlsx: XlsxReader
): Promise<ReadResult> {
  const failure = checkXlsx(bytes)
  if (failure) return { error: failure }
  const sheets = await readXlsx(bytes)
  return {
    sheets: sheets.map(({ sheet, data }) => ({
      name: sheet,
      rows: withoutTrailingBlankRows(data.map((row) => row.map(cellText))),
    })),
  }
}

function checkSheets(sheets: SheetRows[]): ReadResult {
  if (sheets.every((sheet) => sheet.rows.length === 0))
    return { error: "empty" }
  // The first row is the header.
  if (sheets.some((sheet) => sheet.rows.length - 1 > MAX_DATA_ROWS))
    return { error: "too-many-rows" }
  if (
    sheets.some((sheet) => sheet.rows.some((row) => width(row) > MAX_COLUMNS))
  )
    return { error: "too-many-columns" }
  return { sheets }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ""
  if (value instanceof Date) {
    const iso = value.toISOString()
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso
  }
  return String(value)
}

const isBlank = (cell: string) => cell.trim() === ""

function withoutTrailingBlankRows(rows: string[][]) {
  return rows.slice(0, rows.findLastIndex((row) => !row.every(isBlank)) + 1)
}

/** The columns up to the row's last cell with a value. */
function width(row: string[]) {
  return row.findLastIndex((cell) => !isBlank(cell)) + 1
}
