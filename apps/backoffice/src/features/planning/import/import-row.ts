import type { StopInput } from "@ruta/validation/planning"

import type { components } from "@ruta/api-client/schema"

/** What finding an address answered (the API's geocoded result). */
export type Geocoded = components["schemas"]["GeocodedResult"]

/**
 * Why a row cannot be used as it is: which field, and what is wrong with it. A cell that cannot
 * be read has its own kind; a value the server's stop schema refuses is "invalid", with that
 * schema's message (the spec's, in English).
 */
export type RowProblem =
  | {
      field: string
      kind:
        | "number"
        | "time"
        | "coordinates"
        | "missing"
        | "window-order"
        | "stop-type"
        | "days"
        | "yes-no"
    }
  | { field: string; kind: "invalid"; message: string }

/** A value written in its canonical form before sending (a phone in E.164): what it was. */
export interface RowChange {
  field: keyof StopDetails
  from: string
  to: string
}

/** The stop fields a row may carry besides where it is (spec section 3, Stop). */
export type StopDetails = Pick<
  StopInput,
  | "stop_duration"
  | "time_window_start"
  | "time_window_end"
  | "time_windows"
  | "allowed_days"
  | "same_driver"
  | "pieces"
  | "weight"
  | "volume"
  | "first_name"
  | "last_name"
  | "email"
  | "phone_number"
  | "delivery_instructions"
  | "type"
>

/** One typed line or spreadsheet row on its way to becoming a stop or a depot. */
export interface ImportRow {
  /** Its position in the import, unique. */
  key: number
  /** The line typed or the spreadsheet's row number, as the planner sees it. */
  line: number
  name: string
  /** The text to find ("" when the row gives coordinates). */
  address: string
  /** Coordinates given by the row (mode latlng: never geocoded). */
  point: { latitude: number; longitude: number } | null
  depot: boolean
  details: StopDetails
  problems: RowProblem[]
  /** The values written in their canonical form (see `checkRow`). */
  changes?: RowChange[]
  /** What finding it answered; null until it is looked up. */
  found: Geocoded | null
  leftOut: boolean
}

/**
 * A result found at a known place, never looked up: typed coordinates, a dragged pin, an
 * address-book entry.
 */
export function foundAt(
  place: { address: string; latitude: number; longitude: number },
  about: Pick<Geocoded, "index" | "alias" | "requested_address" | "isDepot"> & {
    source: "coordinates" | "address-book"
    id_address?: number | null
  }
): Geocoded {
  return {
    ...about,
    ...place,
    found: true,
    id_address: about.id_address ?? null,
    alternatives: [],
  }
}

/** Where a row stands: the planner fixes or leaves out "problem" and "not-found" rows. */
export type RowStatus =
  "left-out" | "problem" | "pending" | "not-found" | "ambiguous" | "found"

export function rowStatus(row: ImportRow): RowStatus {
  if (row.leftOut) return "left-out"
  if (row.problems.length > 0) return "problem"
  if (!row.found) return "pending"
  if (!row.found.found) return "not-found"
  return row.found.alternatives.length > 0 ? "ambiguous" : "found"
}

/** A row the planner must still fix or leave out before the optimization is created. */
export const needsAttention = (row: ImportRow) =>
  ["problem", "not-found", "pending"].includes(rowStatus(row))

// Spec section 4's depot words, with their Spanish equivalents.
const DEPOT_WORDS =
  /^(depot|departure|start|dep[oó]sito|salida|inicio|almac[eé]n)$/i
const YES = /^(1|x|yes|y|true|s[ií]|verdadero|depot|dep[oó]sito)$/i
const YES_NO = /^(?:(1|x|yes|y|true|s[ií]|verdadero)|0|no|n|false|falso)$/i

/** A yes-or-no cell in English or Spanish: undefined when empty, null when it is neither. */
export function parseYesNo(text: string): boolean | null | undefined {
  const value = text.trim()
  if (value === "") return undefined
  const match = YES_NO.exec(value)
  return match ? match[1] !== undefined : null
}

/**
 * Spec section 4's depot rule for a row: its depot flag is set, its alias is missing (only when
 * the file has an alias column: a file without one has no depots by that rule), or the alias is
 * depot, departure or start.
 */
export function isDepotRow(
  alias: string,
  flag: string,
  hasAliasColumn: boolean
): boolean {
  if (YES.test(flag.trim())) return true
  const text = alias.trim()
  return (hasAliasColumn && text === "") || DEPOT_WORDS.test(text)
}

/** A usable row's place: the one found, or the coordinates it gave. */
export function placeOf(row: ImportRow) {
  const found = row.found?.found ? row.found : null
  if (!found || found.latitude === null || found.longitude === null) return null
  return {
    address: found.address ?? row.address,
    latitude: found.latitude,
    longitude: found.longitude,
    id_address: found.id_address,
  }
}

/** The request's stop for a usable row. */
export function toStop(row: ImportRow): StopInput {
  const place = placeOf(row)!
  return {
    name: row.name.slice(0, 200),
    ...place,
    address: place.address.slice(0, 300),
    ...row.details,
  }
}

/** A stop's single window (its start and end fields) as the first of a list: none when open. */
export function firstWindow(
  details: Pick<StopDetails, "time_window_start" | "time_window_end">
): { start: string | null; end: string | null }[] {
  return details.time_window_start || details.time_window_end
    ? [
        {
          start: details.time_window_start ?? null,
          end: details.time_window_end ?? null,
        },
      ]
    : []
}

/**
 * A stop's fields with several windows: its single window first, then `more`; the list's first
 * is the single window again (as the API keeps it), so each form reads the same stop.
 */
export function withWindows(
  details: StopDetails,
  more: readonly { start: string | null; end: string | null }[]
): StopDetails {
  const list = [...firstWindow(details), ...more]
  return {
    ...details,
    time_window_start: list[0]?.start ?? undefined,
    time_window_end: list[0]?.end ?? undefined,
    time_windows: list,
  }
}
