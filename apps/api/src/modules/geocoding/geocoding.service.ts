import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { cacheKey } from "./geocode-cache.repository.ts"
import type { Geocoder, Place } from "./geocoder.ts"
import { isDepotResult, parseCoordinates } from "./geocoder.ts"

const placeSchema = z
  .object({
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: "Place" })

/** The spec's geocoded result (alias, requested_address, isDepot, index) with the place found. */
export const geocodedSchema = z
  .object({
    index: z.number().int(),
    alias: z.string().nullable(),
    requested_address: z.string(),
    isDepot: z.boolean(),
    found: z.boolean(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** Where the place came from: typed coordinates, the address book, or the service. */
    source: z
      .enum(["coordinates", "address-book", "nominatim", "photon", "google"])
      .nullable(),
    id_address: z.number().int().nullable(),
    /** Other places the service found for an ambiguous text, best first, for the planner to pick. */
    alternatives: z.array(placeSchema),
  })
  .meta({ id: "GeocodedResult" })
export type Geocoded = z.infer<typeof geocodedSchema>

/**
 * The caller's address-book entries matching a text, at most `limit`, in the caller's
 * transaction and sites (null: every site): the addresses module's read, passed in by
 * `start-up/` and by the addresses module itself.
 */
/** An address-book entry as a found result: its own address and point, no alternatives. */
const foundInAddressBook = (entry: {
  address: string
  latitude: number
  longitude: number
  id_address: number
}) => ({
  found: true,
  address: entry.address,
  latitude: entry.latitude,
  longitude: entry.longitude,
  source: "address-book" as const,
  id_address: entry.id_address,
  alternatives: [],
})

export type AddressBookMatch = (
  tx: Tx,
  sites: number[] | null,
  text: string,
  limit: number
) => Promise<
  { address: string; latitude: number; longitude: number; id_address: number }[]
>

export interface GeocodeRequest {
  index: number
  address?: string | undefined
  latitude?: number | undefined
  longitude?: number | undefined
  alias?: string | undefined
  isDepot?: boolean | undefined
}

/** Who may look addresses up: the address book, depot and optimization screens. */
export const geocodingReaders: [Action, Subject][] = [
  [A.menuAddressBook, S.sideMenu],
  [A.create, S.addressBook],
  [A.menuDepots, S.sideMenu],
  [A.create, S.depots],
  [A.menuNewOptimization, S.sideMenu],
  [A.addAddress, S.optimization],
]

const missing = (): Pick<
  Geocoded,
  | "found"
  | "address"
  | "latitude"
  | "longitude"
  | "source"
  | "id_address"
  | "alternatives"
> => ({
  found: false,
  address: null,
  latitude: null,
  longitude: null,
  source: null,
  id_address: null,
  alternatives: [],
})

/**
 * What can be found without the geocoding service: coordinates as given ("lat,lng" text or the
 * latitude and longitude fields), then the caller's address book. Runs in the caller's
 * transaction; a miss comes back with `found: false`.
 */
export async function geocodeLocally(
  auth: Authorized,
  request: GeocodeRequest,
  addressBook: AddressBookMatch
): Promise<Geocoded> {
  const text = (request.address ?? "").trim()
  const base = {
    index: request.index,
    alias: request.alias ?? null,
    requested_address: text,
    isDepot: isDepotResult(request.alias, request.isDepot),
  }
  const point =
    request.latitude !== undefined && request.longitude !== undefined
      ? { latitude: request.latitude, longitude: request.longitude }
      : parseCoordinates(text)
  if (point)
    return {
      ...base,
      found: true,
      address: text || `${point.latitude},${point.longitude}`,
      ...point,
      source: "coordinates",
      id_address: null,
      alternatives: [],
    }
  if (text !== "") {
    const [entry] = await addressBook(auth.tx, auth.sites, text, 1)
    if (entry) return { ...base, ...foundInAddressBook(entry) }
  }
  return { ...base, ...missing() }
}

/** How many places the service is asked for: the best, and alternatives for an ambiguous text. */
export const PLACES_PER_ADDRESS = 3

/** A result with the service's places: the best one found, the others as alternatives. */
function withPlaces(
  result: Geocoded,
  places: Place[],
  source: Geocoder["name"]
): Geocoded {
  const [best, ...others] = places
  if (!best || source === "offline") return result
  return { ...result, found: true, ...best, source, alternatives: others }
}

/** Asks the geocoding service for a result that was not found locally (offline: unchanged). */
export async function geocodeRemotely(
  geocoder: Geocoder,
  result: Geocoded
): Promise<Geocoded> {
  if (result.found || result.requested_address === "") return result
  if (geocoder.name === "offline") return result
  const places = await geocoder.search(
    result.requested_address,
    PLACES_PER_ADDRESS
  )
  return withPlaces(result, places, geocoder.name)
}

/** The most calls to the geocoding service at once, for a list of addresses. */
export const GEOCODER_CONCURRENCY = 4

/** The cache keys of the results still to find through the service. */
export function missingKeys(results: Geocoded[]): string[] {
  return [
    ...new Set(
      results
        .filter((r) => !r.found && r.requested_address !== "")
        .map((r) => cacheKey(r.requested_address))
    ),
  ]
}

/**
 * Finds the misses of `results`: from `cached` (the client's earlier answers) first, then through
 * the service, each distinct text once and at most GEOCODER_CONCURRENCY calls at a time.
 *
 * @returns the results, and the service's new answers by cache key (to store)
 */
export async function geocodeRemainder(
  geocoder: Geocoder,
  results: Geocoded[],
  cached: Map<string, Place[]> = new Map()
): Promise<{ results: Geocoded[]; fresh: Map<string, Place[]> }> {
  const fresh = new Map<string, Place[]>()
  if (geocoder.name === "offline") return { results, fresh }
  const asked = missingKeys(results).filter((key) => !cached.has(key))
  const texts = new Map(
    results.map((r) => [cacheKey(r.requested_address), r.requested_address])
  )
  let next = 0
  const worker = async () => {
    while (next < asked.length) {
      const key = asked[next++]!
      fresh.set(key, await geocoder.search(texts.get(key)!, PLACES_PER_ADDRESS))
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(GEOCODER_CONCURRENCY, asked.length) }, worker)
  )
  return {
    results: results.map((r) => {
      if (r.found || r.requested_address === "") return r
      const key = cacheKey(r.requested_address)
      return withPlaces(
        r,
        cached.get(key) ?? fresh.get(key) ?? [],
        geocoder.name
      )
    }),
    fresh,
  }
}

/** The caller's address-book entries that match a text (or the typed coordinates). */
export async function addressBookMatches(
  auth: Authorized,
  addressBook: AddressBookMatch,
  query: string,
  limit: number,
  alias?: string
): Promise<Geocoded[]> {
  const text = query.trim()
  if (parseCoordinates(text))
    return [
      await geocodeLocally(
        auth,
        { index: 0, address: text, alias },
        addressBook
      ),
    ]
  const base = {
    alias: alias ?? null,
    requested_address: text,
    isDepot: isDepotResult(alias),
  }
  const book = await addressBook(auth.tx, auth.sites, text, limit)
  return book.map((entry, index) => ({
    ...base,
    index,
    ...foundInAddressBook(entry),
  }))
}

/** Fills `local` up to `limit` with the geocoding service's places (offline: unchanged). */
export async function moreFromService(
  geocoder: Geocoder,
  local: Geocoded[],
  query: string,
  limit: number,
  alias?: string
): Promise<Geocoded[]> {
  const text = query.trim()
  if (
    geocoder.name === "offline" ||
    local.length >= limit ||
    parseCoordinates(text)
  )
    return local
  const source = geocoder.name
  const places = await geocoder.search(text, limit - local.length)
  return [
    ...local,
    ...places.map((place, i) => ({
      index: local.length + i,
      alias: alias ?? null,
      requested_address: text,
      isDepot: isDepotResult(alias),
      found: true,
      ...place,
      source,
      id_address: null,
      alternatives: [],
    })),
  ]
}
