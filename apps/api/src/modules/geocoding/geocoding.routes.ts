import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { createGeocodeCacheRepository } from "./geocode-cache.repository.ts"
import type { Geocoder, Place } from "./geocoder.ts"
import type { AddressBookMatch } from "./geocoding.service.ts"
import {
  GEOCODER_CONCURRENCY,
  geocodeLocally,
  geocodeRemainder,
  geocodedSchema,
  geocodingReaders,
  missingKeys,
} from "./geocoding.service.ts"

const findManyBody = z.object({
  addresses: z
    .array(
      z.object({
        address: z.string().max(300).optional(),
        latitude: z.number().min(-90).max(90).optional(),
        longitude: z.number().min(-180).max(180).optional(),
        alias: z.string().max(100).optional(),
        isDepot: z.boolean().optional(),
      })
    )
    .min(1, { error: "Required field." })
    .max(500, { error: "At most 500 addresses at a time." }),
})

const pointQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
})

const tags = ["Geocoding"]
const routeSchema = { tags, ...authorizedRoute }
const errors = { ...rowErrors, 502: rowErrors[404] }

/** Geocoding for the optimization wizard: many addresses at once, and a point's address. */
export const geocodingRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  geocoder: Geocoder
  addressBook: AddressBookMatch
}> = async (app, { authorize, geocoder, addressBook }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/geocoding/find-many",
    {
      schema: {
        ...routeSchema,
        description: `Coordinates and the address book first, then the client's cache of earlier answers; the rest through the geocoding service (each distinct text once, ${GEOCODER_CONCURRENCY} calls at a time), and its answers cached. An ambiguous text comes back with alternatives.`,
        summary:
          "Geocode a list of addresses (each: text or coordinates, alias, isDepot); results keep the list's index",
        body: findManyBody,
        response: { 200: envelope(z.array(geocodedSchema)), ...errors },
      },
    },
    async (request) => {
      // Coordinates, the address book and the cache in the caller's transaction; then the
      // service for the rest, outside it; then its answers cached in a second transaction.
      const local = await authorize(request, async (auth) => {
        auth.requireAny(geocodingReaders)
        const results = []
        for (const [index, entry] of request.body.addresses.entries())
          results.push(
            await geocodeLocally(auth, { ...entry, index }, addressBook)
          )
        const cache =
          auth.id_client === null
            ? null
            : createGeocodeCacheRepository(auth.tx, auth.id_client)
        const cached = cache
          ? await cache.get(geocoder.name, missingKeys(results))
          : new Map<string, Place[]>()
        return { results, cached, id_client: auth.id_client }
      })
      const { results, fresh } = await geocodeRemainder(
        geocoder,
        local.results,
        local.cached
      )
      if (fresh.size > 0 && local.id_client !== null) {
        const id_client = local.id_client
        await authorize(request, (auth) =>
          createGeocodeCacheRepository(auth.tx, id_client).put(
            geocoder.name,
            fresh
          )
        )
      }
      return {
        data: results,
        message: `${results.filter((r) => r.found).length} of ${results.length} addresses found.`,
      }
    }
  )

  app.get(
    "/geocoding/geolocate-one",
    {
      schema: {
        ...routeSchema,
        summary:
          "The address at a point (the geocoding service's, or the coordinates offline)",
        querystring: pointQuery,
        response: { 200: envelope(geocodedSchema), ...errors },
      },
    },
    async (request) => {
      const { latitude, longitude } = request.query
      const result = await authorize(request, async (auth) => {
        auth.requireAny(geocodingReaders)
        return geocodeLocally(
          auth,
          { index: 0, latitude, longitude },
          addressBook
        )
      })
      const place = await geocoder.reverse(latitude, longitude)
      return {
        data:
          place && geocoder.name !== "offline"
            ? { ...result, address: place.address, source: geocoder.name }
            : result,
        message: "OK",
      }
    }
  )
}
