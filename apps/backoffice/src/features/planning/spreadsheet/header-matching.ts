import { parseCoordinate, parseStopType } from "../import/cell-values.ts"
import type {
  ImportRow,
  RowProblem,
  StopDetails,
} from "../import/import-row.ts"
import { isDepotRow, parseYesNo, withWindows } from "../import/import-row.ts"
import { readAmountsAndWindow, readWindowsCell } from "../import/timed-cells.ts"
import { parseAllowedDays } from "../import/day-cells.ts"

/** The fields a spreadsheet's columns are matched to (spec section 3, Stop). */
export const FIELDS = [
  "address",
  "latitude",
  "longitude",
  "name",
  "depot",
  "stop_duration",
  "time_window_start",
  "time_window_end",
  "time_windows",
  "allowed_days",
  "same_driver",
  "pieces",
  "weight",
  "volume",
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "delivery_instructions",
  "type",
] as const
export type Field = (typeof FIELDS)[number]

/** Which column (by index) each field takes; -1 for none. */
export type HeaderMatch = Record<Field, number>

// Header names each field goes by, in English and Spanish, compared without accents or case.
const ALIASES: Record<Field, string[]> = {
  address: [
    "address",
    "street",
    "direccion",
    "calle",
    "domicilio",
    "ubicacion",
  ],
  latitude: ["latitude", "lat", "latitud", "y"],
  longitude: ["longitude", "lng", "lon", "long", "longitud", "x"],
  name: [
    "name",
    "customer",
    "client",
    "alias",
    "nombre",
    "cliente",
    "destinatario",
  ],
  depot: ["depot", "is depot", "deposito", "almacen", "es deposito"],
  stop_duration: [
    "duration",
    "service time",
    "minutes",
    "duracion",
    "tiempo de servicio",
    "minutos",
  ],
  time_window_start: [
    "window start",
    "time window start",
    "from",
    "earliest",
    "ventana inicio",
    "inicio ventana",
    "desde",
    "hora inicio",
  ],
  time_window_end: [
    "window end",
    "time window end",
    "to",
    "latest",
    "ventana fin",
    "fin ventana",
    "hasta",
    "hora fin",
  ],
  time_windows: [
    "windows",
    "time windows",
    "ventanas",
    "ventanas horarias",
    "horario",
    "horarios",
  ],
  allowed_days: [
    "allowed days",
    "days",
    "visit days",
    "dias",
    "dias permitidos",
    "dias de visita",
  ],
  same_driver: [
    "same driver",
    "same driver as last time",
    "mismo conductor",
    "mismo chofer",
    "mismo repartidor",
  ],
  pieces: ["pieces", "items", "packages", "piezas", "bultos", "paquetes"],
  weight: ["weight", "kg", "peso"],
  volume: ["volume", "m3", "volumen"],
  first_name: [
    "first name",
    "contact",
    "contact name",
    "nombre contacto",
    "contacto",
  ],
  last_name: ["last name", "surname", "apellido", "apellidos"],
  email: ["email", "e mail", "mail", "correo", "correo electronico"],
  phone_number: [
    "phone",
    "phone number",
    "telephone",
    "mobile",
    "telefono",
    "celular",
    "movil",
  ],
  type: ["type", "stop type", "kind", "tipo", "tipo de parada"],
  delivery_instructions: [
    "instructions",
    "delivery instructions",
    "notes",
    "instrucciones",
    "notas",
    "indicaciones",
  ],
}

const normalized = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()

/**
 * Suggests a column for each field from the file's own headers (English or Spanish), or -1; each
 * column goes to one field at most: a remembered matching first, then exact names, then a header
 * that contains a field's word ("Dirección de entrega").
 *
 * @param headers - the first row of the sheet
 * @param remembered - the header names used before for this client, kept where they still exist
 */
export function suggestMatch(
  headers: string[],
  remembered?: Partial<Record<Field, string>>
): HeaderMatch {
  const names = headers.map(normalized)
  const match = Object.fromEntries(FIELDS.map((f) => [f, -1])) as HeaderMatch
  const used = new Set<number>()
  const take = (field: Field, index: number) => {
    if (index < 0 || used.has(index) || match[field] >= 0) return
    match[field] = index
    used.add(index)
  }
  for (const field of FIELDS) {
    const before = remembered?.[field]
    if (before !== undefined) take(field, headers.indexOf(before))
  }
  for (const field of FIELDS)
    take(
      field,
      names.findIndex((n, i) => !used.has(i) && ALIASES[field].includes(n))
    )
  for (const field of FIELDS)
    take(
      field,
      names.findIndex(
        (n, i) =>
          !used.has(i) &&
          ALIASES[field].some(
            (alias) => alias.length > 2 && ` ${n} `.includes(` ${alias} `)
          )
      )
    )
  return match
}

/**
 * What is missing from a matching: an address column, or both coordinate columns. Returns the
 * fields to mark with 'Selecting an option is required'.
 */
export function missingFields(match: HeaderMatch): Field[] {
  const coordinates = match.latitude >= 0 && match.longitude >= 0
  if (coordinates || match.address >= 0) return []
  return ["address", "latitude", "longitude"]
}

/** Header names that appear more than once (the planner must tell them apart). */
export function duplicateHeaders(headers: string[]): string[] {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const header of headers.map((h) => h.trim()).filter(Boolean)) {
    if (seen.has(header)) twice.add(header)
    seen.add(header)
  }
  return [...twice]
}

const TEXTS = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone_number: 20,
  delivery_instructions: 1000,
} as const

/**
 * The sheet's rows (after the header) as import rows, numbered as in the sheet; blank rows are
 * skipped. Coordinates in range make a row's place (mode latlng); cells that cannot be read (text
 * in a number column, an unknown time, coordinates out of range) become the row's problems,
 * never a silent blank.
 *
 * @param day - the routes' day, "YYYY-MM-DD", for time windows given as a time only
 * @param timeZone - the site's zone: a sheet's "09:00" is 09:00 there
 */
export function rowsToImport(
  rows: string[][],
  match: HeaderMatch,
  day: string,
  timeZone?: string
): ImportRow[] {
  return rows.slice(1).flatMap((row, index): ImportRow[] => {
    const cell = (field: Field) =>
      match[field] >= 0 ? (row[match[field]] ?? "").trim() : ""
    if (FIELDS.every((f) => cell(f) === "")) return []
    const timed = readAmountsAndWindow(cell, day, timeZone)
    const problems: RowProblem[] = [...timed.problems]
    const windows = readWindowsCell(cell("time_windows"), day, timeZone)
    problems.push(...windows.problems)
    let details: StopDetails = { ...timed.details }
    if (windows.windows.length > 0)
      details = withWindows(details, windows.windows)
    const type = parseStopType(cell("type"))
    if (type === null) problems.push({ field: "type", kind: "stop-type" })
    else if (type !== undefined) details.type = type
    const sameDriver = parseYesNo(cell("same_driver"))
    if (sameDriver === null)
      problems.push({ field: "same_driver", kind: "yes-no" })
    else if (sameDriver !== undefined) details.same_driver = sameDriver
    const days = parseAllowedDays(cell("allowed_days"))
    if (days === null) problems.push({ field: "allowed_days", kind: "days" })
    else if (days !== undefined) details.allowed_days = days
    for (const [field, max] of Object.entries(TEXTS) as [
      keyof typeof TEXTS,
      number,
    ][])
      if (cell(field)) details[field] = cell(field).slice(0, max)
    const point = pointOf(cell("latitude"), cell("longitude"), problems)
    const address = cell("address").slice(0, 300)
    if (!point && !address && !problems.some((p) => p.kind === "coordinates"))
      problems.push({ field: "address", kind: "missing" })
    const name = cell("name").slice(0, 200)
    return [
      {
        key: index,
        line: index + 2,
        name,
        address,
        point,
        depot: isDepotRow(name, cell("depot"), match.name >= 0),
        details,
        problems,
        found: null,
        leftOut: false,
      },
    ]
  })
}

/** The row's coordinates when both are given and in range; a problem when given but wrong. */
function pointOf(
  latitudeText: string,
  longitudeText: string,
  problems: RowProblem[]
) {
  if (latitudeText === "" && longitudeText === "") return null
  const latitude = parseCoordinate(latitudeText, 90)
  const longitude = parseCoordinate(longitudeText, 180)
  if (latitude === null || longitude === null) {
    problems.push({
      field: latitude === null ? "latitude" : "longitude",
      kind: "coordinates",
    })
    return null
  }
  return { latitude, longitude }
}
