// A spreadsheet of address-book entries (issue 45): its columns found by their headers in
// English or Spanish, and each row made an entry with its visit rule. A cell that cannot be read
// is said, by row and column, and the row keeps everything else.
import type { VisitRuleInput } from "@ruta/validation/visit-rules"

import { parseVisits } from "./visit-cells.ts"
import { windowsOf } from "./visit-rule-draft.ts"

const COLUMNS = {
  alias: ["alias", "name", "nombre", "cliente", "customer"],
  address: ["address", "direccion", "domicilio"],
  latitude: ["latitude", "latitud", "lat"],
  longitude: ["longitude", "longitud", "lng", "lon"],
  visits: ["visits", "visitas"],
  windows: ["windows", "ventanas", "horario", "time windows"],
  duration: ["duration", "duracion", "minutes", "minutos"],
  first_name: ["first name", "contact", "contacto"],
  phone_number: ["phone", "phone number", "telefono"],
  email: ["email", "correo"],
} as const
type Column = keyof typeof COLUMNS

/** What a row's cell could not say. */
export interface CellProblem {
  column: "visits" | "coordinates" | "address"
  text: string
}

export interface AddressRow {
  /** The row's number in the sheet (the header is row 1). */
  line: number
  alias: string
  address: string
  latitude: number | null
  longitude: number | null
  first_name: string
  phone_number: string
  email: string
  /** The rule the row's cells make, starting `start_date`; null: none (or not read). */
  visit_rule: VisitRuleInput | null
  problems: CellProblem[]
}

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[_\s]+/g, " ")
    .trim()

/** The column of each field, by its header; -1 when the sheet has none. */
export function addressColumns(
  header: readonly string[]
): Record<Column, number> {
  const names = header.map(plain)
  return Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [
      column,
      names.findIndex((name) =>
        (COLUMNS[column] as readonly string[]).includes(name)
      ),
    ])
  ) as Record<Column, number>
}

const numberOf = (text: string) =>
  text === "" ? null : Number(text.replace(",", "."))

/**
 * The entries of a sheet's rows (the first is the header); empty rows are skipped. A Visits
 * cell makes a rule starting `start_date`, with the row's windows and duration.
 */
export function addressRowsOf(
  rows: readonly (readonly string[])[],
  start_date: string
): AddressRow[] {
  const [header = [], ...body] = rows
  const at = addressColumns(header)
  return body.flatMap((row, index): AddressRow[] => {
    const cell = (column: Column) =>
      at[column] >= 0 ? (row[at[column]] ?? "").trim() : ""
    if (row.every((c) => c.trim() === "")) return []
    const problems: CellProblem[] = []
    const latitude = numberOf(cell("latitude"))
    const longitude = numberOf(cell("longitude"))
    const placed = latitude !== null && longitude !== null
    if (
      (latitude !== null || longitude !== null) &&
      (!placed ||
        !Number.isFinite(latitude) ||
        !Number.isFinite(longitude) ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180)
    )
      problems.push({
        column: "coordinates",
        text: `${cell("latitude")}, ${cell("longitude")}`,
      })
    if (cell("address") === "" && !placed)
      problems.push({ column: "address", text: "" })
    const visits = parseVisits(cell("visits"))
    if (visits === null)
      problems.push({ column: "visits", text: cell("visits") })
    const duration = numberOf(cell("duration"))
    return [
      {
        line: index + 2,
        alias: cell("alias").slice(0, 100),
        address: cell("address").slice(0, 300),
        latitude: problems.some((p) => p.column === "coordinates")
          ? null
          : latitude,
        longitude: problems.some((p) => p.column === "coordinates")
          ? null
          : longitude,
        first_name: cell("first_name").slice(0, 100),
        phone_number: cell("phone_number"),
        email: cell("email"),
        visit_rule: visits
          ? {
              ...visits,
              start_date,
              windows: windowsOf(cell("windows")),
              ...(duration === null ? {} : { duration }),
            }
          : null,
        problems,
      },
    ]
  })
}
