import { Action as A, Subject as S } from "@ruta/permissions/catalog"
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
import { replyCreated } from "../../platform/http/created.ts"
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
  addressBody,
  findByQuery,
  findOneQuery,
  invalid,
  listQuery,
  routeSchema,
} from "./addresses.schemas.ts"
import {
  checkType,
  loadAddress,
  loadSite,
  readers,
} from "./addresses.access.ts"

/**
 * The address book (spec section 7, "Addresses"): saved customer addresses, and looking places
 * up through the geocoding service.
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

  app.post(
    "/addresses",
    {
      schema: {
        ...routeSchema,
        summary: "Save an address with its contact in a site's address book",
        body: addressBody,
        response: { 201: envelope(addressSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.addressBook)
        checkType(request.body.id_address_type)
        const site = await loadSite(auth, request.body.id_subsidiary, A.create)
        const created = await createAddressesRepository(auth.tx).create(
          site.id_client,
          request.body
        )
        await auth.audit({
          id_client: site.id_client,
          action: "address.create",
          entity: "address",
          entityId: created.id_address,
          after: created,
        })
        replyCreated(reply, `/addresses/${created.id_address}`)
        return { data: created, message: "Address saved." }
      })
  )

  app.put(
    "/addresses/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit an address-book entry",
        params: idParams,
        body: addressBody,
        response: { 200: envelope(addressSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadAddress(auth, request.params.id, [
          [A.edit, S.addressBook],
        ])
        checkType(request.body.id_address_type)
        const site = await loadSite(auth, request.body.id_subsidiary, A.edit)
        if (site.id_client !== before.id_client)
          throw invalid("id_subsidiary", "Site not found.")
        const after = await createAddressesRepository(auth.tx).update(
          before.id_address,
          request.body
        )
        await auth.audit({
          id_client: before.id_client,
          action: "address.update",
          entity: "address",
          entityId: before.id_address,
          before,
          after,
        })
        return { data: after, message: "Address updated." }
      })
  )

  app.delete(
    "/addresses/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete an address-book entry",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadAddress(auth, request.params.id, [
          [A.delete, S.addressBook],
        ])
        await createAddressesRepository(auth.tx).remove(before.id_address)
        await auth.audit({
          id_client: before.id_client,
          action: "address.delete",
          entity: "address",
          entityId: before.id_address,
          before,
        })
        return { data: null, message: "Address deleted." }
      })
  )
}
