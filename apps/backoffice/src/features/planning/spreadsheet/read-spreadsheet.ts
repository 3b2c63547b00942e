import type { ReadResult } from "./read-sheets.ts"
import type { SheetMessage } from "./sheet-messages.ts"
import { sheetAssembler } from "./sheet-messages.ts"

export type { ReadFailure, SheetRows } from "./read-sheets.ts"

/**
 * Reads an `.xlsx` (every sheet) or `.csv` file in a web worker, checked first as `readSheets`
 * says (size, type by content, zip bomb, rows and columns); the rows arrive in chunks.
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
  const take = sheetAssembler()
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<SheetMessage>) => {
      const result = take(event.data)
      if (!result) return
      resolve(result)
      worker.terminate()
    }
    worker.onerror = () => {
      resolve({ error: "unreadable" })
      worker.terminate()
    }
    worker.postMessage(file)
  })
}
