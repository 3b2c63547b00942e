import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import {
  routeConfigurationSchema,
  routeInputSchema,
  stopInputSchema,
  stopListSchema,
} from "@ruta/validation/planning"
import {
  routesPerOptimize,
  stopsPerOptimization,
} from "@ruta/validation/values"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import {
  idParams,
  idSchema,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import { checkRouteResources, loadOptimization } from "./planning.access.ts"
import {
  optimizationSchema,
  routeSchema,
  stopSchema,
} from "./planning.schemas.ts"
import {
  addStops,
  readOptimization,
  routeDefaults,
} from "./planning.service.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { retimeRoutes } from "./route-timing.ts"
import { layoutChanges } from "./stop-layout.ts"
import { refuseMovesOffDay } from "./day-moves.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { routeSchemaOf } from "./optimizations.schemas.ts"

/** Optimizations (spec section 7, "Optimizations"): a site's stops, its routes, and optimize. */

/** An optimization's plan: its configuration, stops and routes; hand layouts re-time routes. */
export const optimizationPlanRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  travel: TravelSource
}> = async (app, { authorize, travel }) => {
  app.addHook("onRequest", app.authenticate)

  app.put(
    "/optimizations/:id/configuration",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Create or update the configuration new routes of the optimization start from",
        params: idParams,
        body: routeConfigurationSchema,
        response: { 200: envelope(routeConfigurationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadOptimization(auth, request.params.id, [
          [A.configureOptimization, S.optimization],
        ])
        await createOptimizationsRepository(auth.tx).update(
          before.id_optimization,
          {
            configuration: request.body,
          }
        )
        return { data: request.body, message: "Configuration saved." }
      })
  )

  app.post(
    "/optimizations/:id/stops",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Add many stops on no route (at most 10,000 in one optimization)",
        params: idParams,
        body: z.object({ stops: stopListSchema }),
        response: { 201: envelope(z.array(stopSchema)), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const optimization = await loadOptimization(auth, request.params.id, [
          [A.addAddress, S.optimization],
        ])
        const data = await addStops(
          auth.tx,
          { ...optimization, id_route: null },
          request.body.stops
        )
        replyCreated(reply)
        return { data, message: "Stops added." }
      })
  )

  app.post(
    "/optimizations/:id/stop",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Add one stop on no route",
        params: idParams,
        body: stopInputSchema,
        response: { 201: envelope(stopSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const optimization = await loadOptimization(auth, request.params.id, [
          [A.addAddress, S.optimization],
        ])
        const [data] = await addStops(
          auth.tx,
          { ...optimization, id_route: null },
          [request.body]
        )
        replyCreated(reply)
        return { data: data!, message: "Stop added." }
      })
  )

  app.post(
    "/optimizations/:id/routes",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Create a route in the optimization (configuration defaults from the optimization's)",
        params: idParams,
        body: routeInputSchema,
        response: { 201: envelope(routeSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const optimization = await loadOptimization(auth, request.params.id, [
          [A.createRoute, S.route],
        ])
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
    "/optimizations/:id/layout",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Lay stops out by hand: each listed route gets exactly these stops in this order, the unassigned go to no route; optimized routes changed become manually optimized",
        params: idParams,
        body: z.object({
          routes: z
            .array(
              z.object({
                id_route: idSchema,
                stops: z.array(idSchema).max(stopsPerOptimization.max),
              })
            )
            .max(routesPerOptimize.max),
          unassigned: z
            .array(idSchema)
            .max(stopsPerOptimization.max)
            .default([]),
        }),
        response: { 200: envelope(optimizationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const optimization = await loadOptimization(auth, request.params.id, [
          [A.editRoute, S.route],
        ])
        const stopsRepo = createStopsRepository(auth.tx)
        const routesRepo = createRoutesRepository(auth.tx)
        const routes = await routesRepo.listByOptimization(
          optimization.id_optimization
        )
        const stops = await stopsRepo.listByOptimization(
          optimization.id_optimization
        )
        const changes = layoutChanges(
          stops,
          routes.map((r) => r.id_route),
          request.body
        )
        await refuseMovesOffDay(
          auth.tx,
          optimization.id_subsidiary,
          stops,
          routes,
          changes.placements
        )
        if (changes.assigns) auth.require(A.assign, S.optimization)
        if (changes.unassigns) auth.require(A.unassign, S.optimization)
        await stopsRepo.place(optimization.id_optimization, changes.placements)
        // An optimized route changed by hand is manually optimized; one never optimized stays so.
        const changed = new Set(changes.changedRoutes)
        await routesRepo.setOptimizationState(
          routes
            .filter(
              (r) => changed.has(r.id_route) && r.optimization_state !== 0
            )
            .map((r) => r.id_route),
          2
        )
        await retimeRoutes(auth.tx, changes.changedRoutes, {
          travel,
          log: request.log,
        })
        return {
          data: await readOptimization(auth.tx, optimization),
          message: "Stops laid out.",
        }
      })
  )
}
