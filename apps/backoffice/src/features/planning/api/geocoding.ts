import { api, unwrap } from "../../../lib/api.ts"
import type { Geocoded, ImportRow } from "../import/import-row.ts"
import { foundAt } from "../import/import-row.ts"

export type { Geocoded }

/** The server takes at most 500 addresses a call. */
const BATCH = 500

/** A row that gives its coordinates is found where it says (mode latlng), with no call. */
const atItsPoint = (row: ImportRow, index: number): Geocoded =>
  foundAt(
    {
      ...row.point!,
      address: row.address || `${row.point!.latitude},${row.point!.longitude}`,
    },
    {
      index,
      alias: row.name || null,
      requested_address: row.address,
      isDepot: row.depot,
      source: "coordinates",
    }
  )

/**
 * Finds the rows that need it (not left out, every cell read, not found yet): coordinates at once, the
 * rest through the server (the address book, the client's cache, then the geocoding service) in
 * batches, reporting progress after each. Cancelling stops before the next batch.
 *
 * @returns the rows, with `found` set on those looked up
 */
export async function findRows(
  rows: ImportRow[],
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal
): Promise<ImportRow[]> {
  const out = rows.map((row) =>
    row.point && !row.found ? { ...row, found: atItsPoint(row, row.key) } : row
  )
  // A row whose cells were all read is looked up even when a value is refused (a phone): it is
  // fixed in its dialog, found already.
  const todo = out.filter(
    (row) =>
      !row.found &&
      !row.leftOut &&
      row.problems.every((problem) => problem.kind === "invalid")
  )
  const position = new Map(out.map((row, index) => [row.key, index]))
  let done = 0
  onProgress(done, todo.length)
  for (let i = 0; i < todo.length && !signal?.aborted; i += BATCH) {
    const batch = todo.slice(i, i + BATCH)
    const { data } = await unwrap(
      api.POST("/geocoding/find-many", {
        body: {
          addresses: batch.map((row) => ({
            address: row.address,
            isDepot: row.depot,
            ...(row.name ? { alias: row.name.slice(0, 100) } : {}),
          })),
        },
        ...(signal ? { signal } : {}),
      })
    )
    batch.forEach((row, n) => {
      out[position.get(row.key)!] = { ...row, found: data[n]! }
    })
    done += batch.length
    onProgress(done, todo.length)
  }
  return out
}
