// A route's edits by a planner: created in an optimization, edited (its stops' windows moved with
// its day and its times re-computed), assigned a driver and a car, and deleted.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { routeInputSchema } from "@ruta/validation/planning"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import {
  checkRouteResources,
  invalidField,
  loadOptimization,
  loadRoute,
} from "./planning.access.ts"
import { routeSchema } from "./planning.schemas.ts"
import { createRouteIn, editedRoute } from "./route-edit.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { daysMoved, retimeRoutes } from "./route-timing.ts"
import {
  assignBody,
  createBody,
  routeSchemaOf,
} from "./delivery-routes.schemas.ts"

/** POST /routes, PUT /routes/:id and DELETE /routes/:id: a route created, edited, deleted. */
export function routeEditRoutes(
  app: ZodApp,
  authorize: Authorize,
  travel: TravelSource
) {
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
        const data = await createRouteIn(auth, optimization, request.body)
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
}

/** PUT /routes/:id/assign: a driver and a car for a route. */
export function routeAssignRoute(app: ZodApp, authorize: Authorize) {
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
}
