// Delivery routes (spec section 7, "Routes"): the list by status, one route with its stops and
// its road path; a route's edits are `route-edits.http.ts`, its stops changed by hand
// `route-stop-changes.http.ts`.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { loadRoute } from "./planning.access.ts"
import { routeSchema } from "./planning.schemas.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { routePathSchema, routePoints } from "./route-path.ts"
import { TravelError } from "../travel/travel-error.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import type { FileLinks } from "../files/file-links.ts"
import { withProofs } from "../proof/route-proofs.ts"
import {
  listQuery,
  routeDetailSchema,
  routeSchemaOf,
} from "./delivery-routes.schemas.ts"
import { routeAssignRoute, routeEditRoutes } from "./route-edits.http.ts"
import { routeStopChangesRoute } from "./route-stop-changes.http.ts"

/** Routes (spec section 7, "Routes"): list by status, one with its stops, edit, assign, path. */
export const routesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  travel: TravelSource
  /** Signs the links to the stops' proof photos and signatures. */
  links: FileLinks
}> = async (app, { authorize, travel, links }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/routes",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Routes of the sites the caller sees, by status (status_route), text and dates, paged",
        querystring: listQuery,
        response: { 200: envelope(pageOf(routeSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny([
          [A.menuRoutes, S.sideMenu],
          [A.menuOptimizations, S.sideMenu],
        ])
        const { page, size, ...filter } = request.query
        const data = await createRoutesRepository(auth.tx).list(
          { ...filter, sites: auth.sites },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/routes/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "One route with its status, progress and its stops in order, each with its proof of delivery",
        params: idParams,
        response: { 200: envelope(routeDetailSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const route = await loadRoute(auth, request.params.id)
        const stops = await createStopsRepository(auth.tx).listByRoute(
          route.id_route
        )
        return {
          data: { ...route, stops: await withProofs(auth.tx, stops, links) },
          message: "OK",
        }
      })
  )

  routeEditRoutes(app, authorize, travel)
  routeStopChangesRoute(app, authorize, travel)
  routeAssignRoute(app, authorize)

  app.get(
    "/routes/:id/path",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "The road path of a route: its depot, its stops in order and its end",
        params: idParams,
        response: { 200: envelope(routePathSchema), ...rowErrors },
      },
    },
    async (request) => {
      const { points, mode } = await authorize(request, async (auth) =>
        routePoints(auth.tx, await loadRoute(auth, request.params.id))
      )
      if (points.length < 2)
        return {
          data: {
            id_route: request.params.id,
            coordinates: [],
            distance: 0,
            duration: 0,
          },
          message: "OK",
        }
      try {
        const path = await travel.path(points, mode)
        return { data: { id_route: request.params.id, ...path }, message: "OK" }
      } catch (error) {
        if (error instanceof TravelError)
          throw new AppError(502, ErrorCode.UPSTREAM_ERROR, error.message)
        throw error
      }
    }
  )
}
