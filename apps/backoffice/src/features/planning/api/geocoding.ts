import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import type { AddressLine } from "../address-lines.ts"

export type Geocoded = components["schemas"]["GeocodedResult"]

/** The server takes at most 500 addresses a call. */
const BATCH = 500

/**
 * Finds typed addresses (coordinates and the address book first, then the geocoding service),
 * in batches, reporting progress.
 *
 * @returns one result per line, in order
 */
export async function findAddresses(
  lines: AddressLine[],
  onProgress: (done: number) => void
): Promise<Geocoded[]> {
  const found: Geocoded[] = []
  for (let i = 0; i < lines.length; i += BATCH) {
    const batch = lines.slice(i, i + BATCH)
    const { data } = await unwrap(
      api.POST("/geocoding/find-many", {
        body: {
          addresses: batch.map((line) => ({
            ...("address" in line
              ? { address: line.address }
              : { latitude: line.latitude, longitude: line.longitude }),
            ...(line.name ? { alias: line.name.slice(0, 100) } : {}),
          })),
        },
      })
    )
    found.push(...data)
    onProgress(found.length)
  }
  return found
}
