// Fixtures of the import stories: rows in each state a planner meets while confirming addresses.
import type { Geocoded } from "../api/geocoding.ts"
import type { ImportRow } from "../import/import-row.ts"

const place = (
  index: number,
  latitude: number,
  longitude: number,
  alternatives: Geocoded["alternatives"] = []
): Geocoded => ({
  index,
  alias: null,
  requested_address: `Street ${index}`,
  isDepot: false,
  found: true,
  address: `Street ${index}, Centro, Ciudad de México`,
  latitude,
  longitude,
  source: "nominatim",
  id_address: null,
  alternatives,
})

export const importRow = (
  key: number,
  overrides: Partial<ImportRow> = {}
): ImportRow => ({
  key,
  line: key + 2,
  name: `Customer ${key}`,
  address: `Street ${key}`,
  point: null,
  depot: false,
  details: {},
  problems: [],
  found: place(key, 19.43 + key * 0.004, -99.13 - key * 0.003),
  leftOut: false,
  ...overrides,
})

/** One row of each kind: found, a depot, ambiguous, not found, unreadable, left out. */
export const importRows: ImportRow[] = [
  importRow(0),
  importRow(1, { name: "Depot", depot: true }),
  importRow(2, {
    found: place(2, 19.44, -99.14, [
      { address: "Street 2, Monterrey", latitude: 25.68, longitude: -100.31 },
    ]),
  }),
  importRow(3, {
    found: {
      ...place(3, 0, 0),
      found: false,
      latitude: null,
      longitude: null,
      address: null,
    },
  }),
  importRow(4, {
    found: null,
    problems: [
      { field: "pieces", kind: "number" },
      { field: "time_window_end", kind: "time" },
    ],
  }),
  importRow(5, { leftOut: true }),
]

/** `n` found rows, for the long-list stories. */
export const manyImportRows = (n: number) =>
  Array.from({ length: n }, (_, key) => importRow(key))
