import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import type { Geocoder } from "../geocoding/geocoder.ts"
import {
  addressBookMatches,
  geocodeLocally,
  geocodeRemotely,
  geocodedSchema,
  geocodingReaders,
  moreFromService,
} from "../geocoding/geocoding.service.ts"
import {
  addressSchema,
  createAddressesRepository,
  addressesMatching,
} from "./addresses.repository.ts"
import {
  findByQuery,
  findOneQuery,
  invalid,
  listQuery,
  routeSchema,
} from "./addresses.schemas.ts"
import { loadAddress, readers } from "./addresses.access.ts"
import { addressChangeRoutes } from "./address-changes.http.ts"

/**
 * The address book (spec section 7, "Addresses"): saved customer addresses, and looking places
 * up through the geocoding service; saving, editing and deleting are `address-changes.http.ts`.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  geocoder: Geocoder
}> = async (app, { authorize, geocoder }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/addresses",
    {
      schema: {
        ...routeSchema,
        summary:
          "Search the address book (alias, address, contact names, email, phone)",
        querystring: listQuery,
        response: { 200: envelope(pageOf(addressSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { page, size, ...filter } = request.query
        const data = await createAddressesRepository(auth.tx).list(
          { ...filter, sites: auth.sites },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/addresses/find-one",
    {
      schema: {
        ...routeSchema,
        summary:
          "Where one address is: coordinates, the address book, then the geocoding service",
        querystring: findOneQuery,
        response: {
          200: envelope(geocodedSchema),
          ...rowErrors,
          502: rowErrors[404],
        },
      },
    },
    async (request) => {
      // The service is called after the caller's transaction ends, so a slow service holds no
      // database connection.
      const local = await authorize(request, async (auth) => {
        auth.requireAny(geocodingReaders)
        const { query, ...rest } = request.query
        if (
          !query &&
          (rest.latitude === undefined || rest.longitude === undefined)
        )
          throw invalid("query", "Required field.")
        return geocodeLocally(
          auth,
          { index: 0, address: query, ...rest },
          addressesMatching
        )
      })
      const result = await geocodeRemotely(geocoder, local)
      if (!result.found) throw notFound("No place found for this address.")
      return { data: result, message: "OK" }
    }
  )

  app.get(
    "/addresses/find-by-query",
    {
      schema: {
        ...routeSchema,
        summary:
          "Every place that matches a text: the address book first, then the geocoding service",
        querystring: findByQuery,
        response: {
          200: envelope(z.array(geocodedSchema)),
          ...rowErrors,
          502: rowErrors[404],
        },
      },
    },
    async (request) => {
      const { query, limit, alias } = request.query
      const local = await authorize(request, async (auth) => {
        auth.requireAny(geocodingReaders)
        return addressBookMatches(auth, addressesMatching, query, limit, alias)
      })
      const data = await moreFromService(geocoder, local, query, limit, alias)
      return { data, message: "OK" }
    }
  )

  app.get(
    "/addresses/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One address-book entry",
        params: idParams,
        response: { 200: envelope(addressSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadAddress(auth, request.params.id, readers),
        message: "OK",
      }))
  )

  addressChangeRoutes(app, authorize)
}
