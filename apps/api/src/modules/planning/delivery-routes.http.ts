import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { routeInputSchema } from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import {
  checkRouteResources,
  invalidField,
  loadOptimization,
  loadRoute,
} from "./planning.access.ts"
import { routeSchema, routeWithStopsSchema } from "./planning.schemas.ts"
import { editedRoute } from "./route-edit.ts"
import { routeDefaults } from "./planning.service.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { routePathSchema, routePoints } from "./route-path.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { daysMoved, retimeRoutes } from "./route-timing.ts"
import { TravelError } from "../travel/travel-error.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import type { FileLinks } from "../files/file-links.ts"
import { withProofs } from "../proof/route-proofs.ts"
import {
  assignBody,
  createBody,
  listQuery,
  routeDetailSchema,
  routeSchemaOf,
  stopIds,
} from "./delivery-routes.schemas.ts"

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

  app.post(
    "/routes",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Create a route in an optimization",
        body: createBody,
        response: { 201: envelope(routeSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const optimization = await loadOptimization(
          auth,
          request.body.id_optimization,
          [[A.createRoute, S.route]]
        ).catch(() => {
          throw invalidField("id_optimization", "Optimization not found.")
        })
        await checkRouteResources(auth, optimization, request.body)
        const data = await createRoutesRepository(auth.tx).create(
          optimization,
          {
            ...request.body,
            configuration: routeDefaults(
              optimization,
              request.body.configuration
            ),
          }
        )
        replyCreated(reply, `/routes/${data.id_route}`)
        return { data, message: "Route created." }
      })
  )

  app.put(
    "/routes/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Edit a route: name, depot, car, driver, dates, configuration, zone",
        params: idParams,
        body: routeInputSchema,
        response: { 200: envelope(routeSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadRoute(auth, request.params.id, [
          [A.editRoute, S.route],
          [A.configureRoute, S.route],
        ])
        // New dates keep the driver and the car, checked against the new days.
        const values = editedRoute(before, request.body)
        await checkRouteResources(auth, before, values, before.id_route)
        const repo = createRoutesRepository(auth.tx)
        await repo.update(before.id_route, values)
        // A window falls on its route's day: moving the route to another day moves them too,
        // at the same time of day on the site's clock.
        const zone = await createSubsidiariesRepository(auth.tx).zoneOf(
          before.id_subsidiary
        )
        await createStopsRepository(auth.tx).shiftWindows(
          before.id_route,
          daysMoved(before.start_date, request.body.start_date, zone),
          zone
        )
        await retimeRoutes(auth.tx, [before.id_route], {
          travel,
          log: request.log,
        })
        return {
          data: (await repo.findById(before.id_route))!,
          message: "Route updated.",
        }
      })
  )

  app.delete(
    "/routes/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Delete a route; its stops go back to the optimization's unassigned stops",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadRoute(auth, request.params.id, [
          [A.deleteRoute, S.route],
        ])
        await createRoutesRepository(auth.tx).remove(before.id_route)
        return { data: null, message: "Route deleted." }
      })
  )

  app.put(
    "/routes/:id/stops",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Add stops of its optimization to a route and remove others (back to unassigned); the route is no longer optimized",
        params: idParams,
        body: z.object({ add: stopIds, remove: stopIds }),
        response: { 200: envelope(routeWithStopsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const route = await loadRoute(auth, request.params.id, [
          [A.assign, S.optimization],
          [A.unassign, S.optimization],
        ])
        const { add, remove } = request.body
        if (add.length > 0) auth.require(A.assign, S.optimization)
        if (remove.length > 0) auth.require(A.unassign, S.optimization)
        const stopsRepo = createStopsRepository(auth.tx)
        const all = await stopsRepo.listByOptimization(route.id_optimization)
        const known = new Set(all.map((s) => s.id_stop))
        const onRoute = new Set(
          all.filter((s) => s.id_route === route.id_route).map((s) => s.id_stop)
        )
        if (add.some((id) => !known.has(id)))
          throw invalidField("add", "Stop not found.")
        if (remove.some((id) => !onRoute.has(id)))
          throw invalidField("remove", "Stop not found.")
        await stopsRepo.moveToRoute(route.id_optimization, add, route.id_route)
        await stopsRepo.moveToRoute(route.id_optimization, remove, null)
        // Stops taken from other routes leave those changed too.
        const changed = [
          route.id_route,
          ...all
            .filter((s) => add.includes(s.id_stop) && s.id_route !== null)
            .map((s) => s.id_route!),
        ]
        const repo = createRoutesRepository(auth.tx)
        if (add.length + remove.length > 0) {
          await repo.setOptimizationState([...new Set(changed)], 0)
          await retimeRoutes(auth.tx, changed, { travel, log: request.log })
        }
        const stops = await stopsRepo.listByRoute(route.id_route)
        return {
          data: { ...(await repo.findById(route.id_route))!, stops },
          message: "Route stops updated.",
        }
      })
  )

  app.put(
    "/routes/:id/assign",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Assign a driver and a car to a route (null clears either)",
        params: idParams,
        body: assignBody,
        response: { 200: envelope(routeSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const route = await loadRoute(auth, request.params.id, [
          [A.assign, S.optimization],
        ])
        await checkRouteResources(
          auth,
          route,
          {
            ...request.body,
            start_date: route.start_date,
            end_date: route.end_date,
          },
          route.id_route
        )
        const repo = createRoutesRepository(auth.tx)
        await repo.assign(route.id_route, request.body)
        return {
          data: (await repo.findById(route.id_route))!,
          message: "Route assigned.",
        }
      })
  )

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
