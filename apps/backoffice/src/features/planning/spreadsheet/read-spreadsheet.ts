/** One sheet of a spreadsheet, every cell as text. */
export interface SheetRows {
  name: string
  rows: string[][]
}

export type ReadFailure = "too-large" | "too-many-rows" | "unreadable"

/**
 * Reads an `.xlsx` (every sheet) or `.csv` file in a web worker.
 *
 * @returns the sheets, or why the file could not be read
 */
export function readSpreadsheet(
  file: File
): Promise<{ sheets: SheetRows[] } | { error: ReadFailure }> {
  const worker = new Worker(
    new URL("./read-spreadsheet.worker.ts", import.meta.url),
    {
      type: "module",
    }
  )
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent) => {
      resolve(event.data as { sheets: SheetRows[] } | { error: ReadFailure })
      worker.terminate()
    }
    worker.onerror = () => {
      resolve({ error: "unreadable" })
      worker.terminate()
    }
    worker.postMessage(file)
  })
}
