import { parseAmount, parseWindowTime } from "./cell-values.ts"
import { windowsOf } from "../../fleet/visits/visit-rule-draft.ts"
import type { RowProblem, StopDetails } from "./import-row.ts"

/** A stop's amounts: how long it takes and what it carries. */
export const AMOUNT_FIELDS = [
  "stop_duration",
  "pieces",
  "weight",
  "volume",
] as const
/** When a stop may be served. */
export const WINDOW_FIELDS = ["time_window_start", "time_window_end"] as const
/** What can be wrong with a stop's amounts and window. */
export type TimedProblem = RowProblem & {
  kind: "number" | "time" | "window-order"
}
export type AmountOrWindowField =
  (typeof AMOUNT_FIELDS)[number] | (typeof WINDOW_FIELDS)[number]

/**
 * A stop's amounts and time window read from text (a spreadsheet's cells or the row dialog's
 * fields): the values given, and a problem for each that cannot be read, or for a window that ends
 * before it starts. Empty text gives no value.
 *
 * @param text - a field's text
 * @param day - the routes' day, "YYYY-MM-DD", for times without a date
 * @param timeZone - the site's zone, whose clock the times are read on (the browser's by default)
 */
export function readAmountsAndWindow(
  text: (field: AmountOrWindowField) => string,
  day: string,
  timeZone?: string
): {
  details: Pick<StopDetails, AmountOrWindowField>
  problems: TimedProblem[]
} {
  const details: Pick<StopDetails, AmountOrWindowField> = {}
  const problems: TimedProblem[] = []
  for (const field of AMOUNT_FIELDS) {
    const value = parseAmount(text(field))
    if (value === null) problems.push({ field, kind: "number" })
    else if (value !== undefined)
      details[field] = field === "stop_duration" ? Math.round(value) : value
  }
  for (const field of WINDOW_FIELDS) {
    const value = parseWindowTime(text(field), day, timeZone)
    if (value === null) problems.push({ field, kind: "time" })
    else if (value !== undefined) details[field] = value
  }
  if (
    details.time_window_start &&
    details.time_window_end &&
    details.time_window_end < details.time_window_start
  )
    problems.push({ field: "time_window_end", kind: "window-order" })
  return { details, problems }
}

/**
 * A cell of several time windows ("09:00-11:00; 14:00-16:00", the address book's form, read by
 * its one parser) as instants on `day` in `timeZone`: the windows, and a problem when a part is
 * no window of two times or one ends before it starts. Empty text gives none.
 */
export function readWindowsCell(
  text: string,
  day: string,
  timeZone?: string
): {
  windows: { start: string; end: string }[]
  problems: TimedProblem[]
} {
  const windows: { start: string; end: string }[] = []
  for (const part of windowsOf(text)) {
    const start = parseWindowTime(part.start, day, timeZone)
    const end = parseWindowTime(part.end, day, timeZone)
    if (!start || !end)
      return {
        windows: [],
        problems: [{ field: "time_windows", kind: "time" }],
      }
    if (end < start)
      return {
        windows: [],
        problems: [{ field: "time_windows", kind: "window-order" }],
      }
    windows.push({ start, end })
  }
  return { windows, problems: [] }
}
