import type { ReadResult } from "./read-sheets.ts"

export type { ReadFailure, SheetRows } from "./read-sheets.ts"

/**
 * Reads an `.xlsx` (every sheet) or `.csv` file in a web worker, checked first as `readSheets`
 * says (size, type by content, zip bomb, rows and columns).
 *
 * @returns the sheets, or why the file could not be read
 */
export function readSpreadsheet(file: File): Promise<ReadResult> {
  const worker = new Worker(
    new URL("./read-spreadsheet.worker.ts", import.meta.url),
    {
      type: "module",
    }
  )
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent) => {
      resolve(event.data as ReadResult)
      worker.terminate()
    }
    worker.onerror = () => {
      resolve({ error: "unreadable" })
      worker.terminate()
    }
    worker.postMessage(file)
  })
}
