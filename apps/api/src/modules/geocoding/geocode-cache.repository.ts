import { and, eq, inArray, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { geocodeCache } from "../../db/schema.ts"
import type { Geocoder, Place } from "./geocoder.ts"

/**
 * The key an address text is cached under: the same words whatever their case, accents' encoding
 * or spacing ("Calle  Madero 17" and "calle madero 17" are one entry).
 */
export function cacheKey(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim()
}

/** A client's cached geocoding answers, by service; row-level security keeps them the client's. */
export function createGeocodeCacheRepository(tx: Tx, id_client: number) {
  return {
    /** The cached places of each key found (an empty list is a cached "not found"). */
    async get(
      geocoder: Geocoder["name"],
      keys: string[]
    ): Promise<Map<string, Place[]>> {
      if (keys.length === 0) return new Map()
      const rows = await tx
        .select({ key: geocodeCache.query_key, places: geocodeCache.places })
        .from(geocodeCache)
        .where(
          and(
            eq(geocodeCache.id_client, id_client),
            eq(geocodeCache.geocoder, geocoder),
            inArray(geocodeCache.query_key, keys)
          )
        )
      return new Map(rows.map((row) => [row.key, row.places as Place[]]))
    },

    /** Stores the service's answers; an entry cached meanwhile by another request is replaced. */
    async put(geocoder: Geocoder["name"], entries: Map<string, Place[]>) {
      if (entries.size === 0) return
      await tx
        .insert(geocodeCache)
        .values(
          [...entries].map(([query_key, places]) => ({
            id_client,
            geocoder,
            query_key,
            places,
          }))
        )
        .onConflictDoUpdate({
          target: [
            geocodeCache.id_client,
            geocodeCache.geocoder,
            geocodeCache.query_key,
          ],
          set: { places: sql`excluded.places`, createdAt: sql`now()` },
        })
    },
  }
}
