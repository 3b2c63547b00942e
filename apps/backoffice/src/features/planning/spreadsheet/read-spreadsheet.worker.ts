/// <reference lib="webworker" />
// Reads a spreadsheet off the page's thread, so a large file never freezes the screen.
import readXlsxFile from "read-excel-file/web-worker"

import type { ReadResult, XlsxReader } from "./read-sheets.ts"
import { readSheets } from "./read-sheets.ts"
import { sheetMessages } from "./sheet-messages.ts"
import { MAX_FILE_BYTES } from "./spreadsheet-limits.ts"

/** read-excel-file takes a whole ArrayBuffer, so it gets a copy of the view. */
const readXlsx: XlsxReader = (bytes) => readXlsxFile(bytes.slice().buffer)

self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data
  // One byte past the limit tells a file is too large without loading all of it.
  const result: ReadResult = await file
    .slice(0, MAX_FILE_BYTES + 1)
    .arrayBuffer()
    .then(
      (buffer) => readSheets(file.name, new Uint8Array(buffer), readXlsx),
      () => ({ error: "unreadable" })
    )
  for (const message of sheetMessages(result)) self.postMessage(message)
}
