import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import {
  routeConfigurationSchema,
  routeInputSchema,
  stopInputSchema,
  stopListSchema,
} from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import { loadOptimization } from "./planning.access.ts"
import { routeSchema, stopSchema } from "./planning.schemas.ts"
import { addStops } from "./planning.service.ts"
import { createRouteIn } from "./route-edit.ts"
import { routeSchemaOf } from "./optimizations.schemas.ts"
import { optimizationLayoutRoute } from "./optimization-layout.http.ts"

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
        const data = await createRouteIn(auth, optimization, request.body)
        replyCreated(reply, `/routes/${data.id_route}`)
        return { data, message: "Route created." }
      })
  )

  optimizationLayoutRoute(app, authorize, travel)
}
