/// <reference lib="webworker" />
// Reads a spreadsheet off the page's thread, so a large file never freezes the screen.
import readXlsxFile from "read-excel-file/web-worker"

import { parseCsv } from "./csv.ts"

/** A file larger than this is refused before it is opened (a zip bomb expands a lot). */
const MAX_BYTES = 5 * 1024 * 1024
/** The most rows of one sheet (an optimization holds at most 10,000 stops). */
const MAX_ROWS = 10_001

const text = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : value === null
      ? ""
      : String(value)

self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data
  try {
    if (file.size > MAX_BYTES) {
      self.postMessage({ error: "too-large" })
      return
    }
    const sheets = file.name.toLowerCase().endsWith(".csv")
      ? [{ name: file.name, rows: parseCsv(await file.text()) }]
      : (await readXlsxFile(file)).map((s) => ({
          name: s.sheet,
          rows: s.data.map((row) => row.map(text)),
        }))
    if (sheets.some((s) => s.rows.length > MAX_ROWS)) {
      self.postMessage({ error: "too-many-rows" })
      return
    }
    self.postMessage({ sheets })
  } catch {
    self.postMessage({ error: "unreadable" })
  }
}
