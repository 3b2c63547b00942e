import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { z } from "zod"

import type { Authorized } from "../authorization/authorization.ts"
import { createAddressesRepository } from "../addresses/addresses.repository.ts"
import type { Geocoder } from "./geocoder.ts"
import { isDepotResult, parseCoordinates } from "./geocoder.ts"

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
  })
  .meta({ id: "GeocodedResult" })
export type Geocoded = z.infer<typeof geocodedSchema>

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

/**
 * Finds where an address is: coordinates as given ("lat,lng" text or the latitude and longitude
 * fields), then the caller's address book, then the configured geocoding service.
 */
export async function geocodeOne(
  auth: Authorized,
  geocoder: Geocoder,
  request: GeocodeRequest
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
    }
  if (text !== "") {
    const book = await createAddressesRepository(auth.tx).list(
      { sites: auth.sites, text },
      0,
      1
    )
    const entry = book.items[0]
    if (entry)
      return {
        ...base,
        found: true,
        address: entry.address,
        latitude: entry.latitude,
        longitude: entry.longitude,
        source: "address-book",
        id_address: entry.id_address,
      }
    const [place] = await geocoder.search(text, 1)
    if (place && geocoder.name !== "offline")
      return {
        ...base,
        found: true,
        ...place,
        source: geocoder.name,
        id_address: null,
      }
  }
  return {
    ...base,
    found: false,
    address: null,
    latitude: null,
    longitude: null,
    source: null,
    id_address: null,
  }
}

/** Every place that matches a text: the caller's address book first, then the service. */
export async function geocodeMany(
  auth: Authorized,
  geocoder: Geocoder,
  query: string,
  limit: number,
  alias?: string
): Promise<Geocoded[]> {
  const text = query.trim()
  const point = parseCoordinates(text)
  if (point)
    return [
      await geocodeOne(auth, geocoder, { index: 0, address: text, alias }),
    ]
  const base = {
    alias: alias ?? null,
    requested_address: text,
    isDepot: isDepotResult(alias),
  }
  const book = await createAddressesRepository(auth.tx).list(
    { sites: auth.sites, text },
    0,
    limit
  )
  const results: Omit<Geocoded, "index">[] = book.items.map((entry) => ({
    ...base,
    found: true,
    address: entry.address,
    latitude: entry.latitude,
    longitude: entry.longitude,
    source: "address-book",
    id_address: entry.id_address,
  }))
  if (results.length < limit && geocoder.name !== "offline") {
    const places = await geocoder.search(text, limit - results.length)
    for (const place of places)
      results.push({
        ...base,
        found: true,
        ...place,
        source: geocoder.name,
        id_address: null,
      })
  }
  return results.map((result, index) => ({ ...result, index }))
}
