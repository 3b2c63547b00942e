import type { AddressLine } from "../address-lines.ts"

/** The fields a spreadsheet's columns are matched to. */
export const FIELDS = ["address", "latitude", "longitude", "name"] as const
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
}

const normalized = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()

/**
 * Suggests a column for each field from the file's own headers (English or Spanish), or -1.
 *
 * @param headers - the first row of the sheet
 * @param remembered - a matching used before for this client, kept where its columns still exist
 */
export function suggestMatch(
  headers: string[],
  remembered?: Partial<Record<Field, string>>
): HeaderMatch {
  const names = headers.map(normalized)
  const pick = (field: Field) => {
    const before = remembered?.[field]
    if (before !== undefined) {
      const index = headers.indexOf(before)
      if (index >= 0) return index
    }
    const exact = names.findIndex((n) => ALIASES[field].includes(n))
    if (exact >= 0) return exact
    return names.findIndex((n) =>
      ALIASES[field].some(
        (alias) => alias.length > 2 && n.split(" ").includes(alias)
      )
    )
  }
  return Object.fromEntries(FIELDS.map((f) => [f, pick(f)])) as HeaderMatch
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

/**
 * The sheet's rows (after the header) as address lines: coordinates when both columns hold
 * numbers in range, else the address text; each keeps its spreadsheet row number and name.
 */
export function rowsToLines(
  rows: string[][],
  match: HeaderMatch
): AddressLine[] {
  return rows.slice(1).flatMap((row, index): AddressLine[] => {
    const cell = (field: Field) =>
      match[field] >= 0 ? (row[match[field]] ?? "").trim() : ""
    const line = index + 2
    const name = cell("name").slice(0, 200)
    const latitude = Number(cell("latitude").replace(",", "."))
    const longitude = Number(cell("longitude").replace(",", "."))
    if (
      cell("latitude") !== "" &&
      cell("longitude") !== "" &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
    )
      return [{ line, latitude, longitude, name }]
    const address = cell("address").slice(0, 300)
    return address ? [{ line, address, name }] : []
  })
}
