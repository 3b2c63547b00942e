import type { ReadResult, SheetRows } from "./read-sheets.ts"

/**
 * What the reading worker posts: the sheets in chunks of rows, then the end (or why the file was
 * not read). Each message is taken in by the page as its own task, so 10,000 rows arriving never
 * hold the page's thread for long.
 */
export type SheetMessage =
  | { sheet: number; name: string; rows: string[][] }
  | { done: true }
  | { error: Extract<ReadResult, { error: unknown }>["error"] }

/** Rows per message: a few milliseconds of the page's time each. */
export const ROWS_PER_MESSAGE = 500

/** A reading result as the messages the worker posts, in order. */
export function* sheetMessages(result: ReadResult): Generator<SheetMessage> {
  if ("error" in result) {
    yield { error: result.error }
    return
  }
  for (const [sheet, { name, rows }] of result.sheets.entries()) {
    if (rows.length === 0) yield { sheet, name, rows: [] }
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE)
      yield { sheet, name, rows: rows.slice(i, i + ROWS_PER_MESSAGE) }
  }
  yield { done: true }
}

/**
 * Puts the worker's messages back together.
 *
 * @returns `take(message)`: the whole result once the last message has arrived, else null
 */
export function sheetAssembler() {
  const sheets: SheetRows[] = []
  return (message: SheetMessage): ReadResult | null => {
    if ("error" in message) return { error: message.error }
    if ("done" in message) return { sheets }
    const sheet = (sheets[message.sheet] ??= { name: message.name, rows: [] })
    for (const row of message.rows) sheet.rows.push(row)
    return null
  }
}
