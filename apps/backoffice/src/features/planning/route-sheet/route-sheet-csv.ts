// A route's sheet for its driver: one row per stop, in visiting order, as CSV.
import { dayOf } from "../../../lib/local-day.ts"
import type { Stop, StopProof } from "../api/routes.ts"

/** A stop of the sheet: with the proof of its visit when the route page has it. */
export type SheetStop = Stop & { proof?: StopProof | null }

/** A CSV cell: text, a number (written as it is), or nothing. */
export type CsvCell = string | number | null

/** What makes a spreadsheet run a cell as a formula (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

function csvField(cell: CsvCell): string {
  if (cell === null) return ""
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : ""
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * Writes rows as CSV (RFC 4180): a field with a comma, a quote or a line break is quoted, its
 * quotes doubled, and every line ends with CRLF. Text a spreadsheet would run as a formula gets a
 * leading apostrophe; numbers are written as they are, so a negative longitude stays a number.
 *
 * @param rows - the header row and the data rows
 * @returns the CSV text
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("")
}

/** The sheet's columns, in the order they are written. */
export const ROUTE_SHEET_COLUMNS = [
  "order",
  "name",
  "address",
  "latitude",
  "longitude",
  "eta",
  "window_start",
  "window_end",
  "duration",
  "pieces",
  "weight",
  "volume",
  "contact",
  "phone",
  "instructions",
  "status",
  "outcome",
  "proof",
] as const
export type RouteSheetColumn = (typeof ROUTE_SHEET_COLUMNS)[number]

/** What the sheet writes in the user's language: its headers, times, states and outcomes. */
export interface RouteSheetText {
  headers: Record<RouteSheetColumn, string>
  /** A moment's time of day, on the route's site's clock. */
  time: (iso: string) => string
  /** A column's label with the site's zone when it is not the browser's ("ETA (PST)"). */
  labelled: (label: string) => string
  /** A stop's state: on hold, started, completed or failed. */
  status: (stop: Stop) => string
  /** The outcome the driver recorded, and the note. */
  outcome: (stop: Stop) => string
  /** A link to the stop's proof of delivery on the route page, or "" without one. */
  proof: (stop: SheetStop) => string
}

/** The route's stops in visiting order; stops without an order go last. */
export function stopsInOrder<S extends Stop>(stops: readonly S[]): S[] {
  return stops
    .map((stop, index) => ({ stop, index }))
    .sort(
      (a, b) =>
        (a.stop.order ?? Number.MAX_SAFE_INTEGER) -
          (b.stop.order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index
    )
    .map(({ stop }) => stop)
}

/** A stop's contact person: first and last name. */
export const contactName = (stop: Stop) =>
  [stop.first_name, stop.last_name].filter(Boolean).join(" ")

/** A stop's time window as "start – end" ("…" for an open end), or "" without one. */
export function timeWindow(stop: Stop, time: (iso: string) => string): string {
  if (!stop.time_window_start && !stop.time_window_end) return ""
  const start = stop.time_window_start ? time(stop.time_window_start) : "…"
  const end = stop.time_window_end ? time(stop.time_window_end) : "…"
  return `${start} – ${end}`
}

/** One stop's cells, by column. */
export function routeSheetCells(
  stop: SheetStop,
  text: RouteSheetText
): Record<RouteSheetColumn, CsvCell> {
  const time = (iso: string | null) => (iso ? text.time(iso) : "")
  return {
    order: stop.order,
    name: stop.name,
    address: stop.address,
    latitude: stop.latitude,
    longitude: stop.longitude,
    eta: time(stop.eta),
    window_start: time(stop.time_window_start),
    window_end: time(stop.time_window_end),
    duration: stop.stop_duration,
    pieces: stop.pieces,
    weight: stop.weight,
    volume: stop.volume,
    contact: contactName(stop),
    phone: stop.phone_number,
    instructions: stop.delivery_instructions,
    status: text.status(stop),
    outcome: text.outcome(stop),
    proof: text.proof(stop),
  }
}

/**
 * The route sheet as CSV: the translated header row, then one row per stop in visiting order.
 *
 * @param stops - the route's stops
 * @param text - the headers and values in the user's language
 */
export function routeSheetCsv(
  stops: readonly SheetStop[],
  text: RouteSheetText
): string {
  return toCsv([
    ROUTE_SHEET_COLUMNS.map((column) => text.headers[column]),
    ...stopsInOrder(stops).map((stop) => {
      const cells = routeSheetCells(stop, text)
      return ROUTE_SHEET_COLUMNS.map((column) => cells[column])
    }),
  ])
}

/** The sheet's file name: the route's name and day, without characters file systems refuse. */
export function routeSheetFileName(route: {
  name: string
  start_date: string | null
}): string {
  const day = route.start_date ? ` ${dayOf(new Date(route.start_date))}` : ""
  // eslint-disable-next-line no-control-regex -- control characters are refused too
  const name = route.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-").trim()
  return `${name}${day}.csv`
}
