import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { latitudeSchema, longitudeSchema } from "@ruta/validation/fleet"
import { stopInputSchema } from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../lib/envelope.ts"
import type { Authorize } from "../authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  idSchema,
  rowErrors,
} from "../authorization/schemas.ts"
import { invalidField, loadRoute, loadStop } from "./planning.access.ts"
import { routeWithStopsSchema, stopSchema } from "./planning.schemas.ts"
import { createRoutesRepository } from "./routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"

const routeSchemaOf = { tags: ["Stops"], ...authorizedRoute }

/** Stops (spec section 7, "Stops"): edit, delete, relocate, and a route's order by hand. */
export const stopsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.put(
    "/stops/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Edit a stop; its route is no longer optimized",
        params: idParams,
        body: stopInputSchema,
        response: { 200: envelope(stopSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadStop(auth, request.params.id, [
          [A.edit, S.optimization],
        ])
        const data = await createStopsRepository(auth.tx).update(
          before.id_stop,
          request.body
        )
        if (before.id_route !== null)
          await createRoutesRepository(auth.tx).setOptimizationState(
            [before.id_route],
            0
          )
        return { data, message: "Stop updated." }
      })
  )

  app.delete(
    "/stops/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Delete a stop; its route is no longer optimized",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadStop(auth, request.params.id, [
          [A.delete, S.optimization],
        ])
        await createStopsRepository(auth.tx).remove(before.id_stop)
        if (before.id_route !== null)
          await createRoutesRepository(auth.tx).setOptimizationState(
            [before.id_route],
            0
          )
        return { data: null, message: "Stop deleted." }
      })
  )

  app.post(
    "/stops/:id/relocate",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Move a stop's location (a pin dragged on the map); its route is no longer optimized",
        params: idParams,
        body: z.object({
          latitude: latitudeSchema,
          longitude: longitudeSchema,
          address: z.string().max(300).optional(),
        }),
        response: { 200: envelope(stopSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadStop(auth, request.params.id, [
          [A.moveLocation, S.route],
        ])
        const data = await createStopsRepository(auth.tx).relocate(
          before.id_stop,
          request.body
        )
        if (before.id_route !== null)
          await createRoutesRepository(auth.tx).setOptimizationState(
            [before.id_route],
            0
          )
        return { data, message: "Stop relocated." }
      })
  )

  app.put(
    "/stops/order",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Order a route's stops by hand (every stop of the route, once); the route becomes manually optimized",
        body: z.object({
          id_route: idSchema,
          stops: z.array(idSchema).max(10_000),
        }),
        response: { 200: envelope(routeWithStopsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const route = await loadRoute(auth, request.body.id_route, [
          [A.editRoute, S.route],
        ])
        const stopsRepo = createStopsRepository(auth.tx)
        const current = (await stopsRepo.listByRoute(route.id_route)).map(
          (s) => s.id_stop
        )
        const given = request.body.stops
        const same =
          given.length === current.length &&
          new Set(given).size === given.length &&
          given.every((id) => current.includes(id))
        if (!same)
          throw invalidField(
            "stops",
            "List every stop of the route exactly once."
          )
        await stopsRepo.place(
          route.id_optimization,
          given.map((id_stop, index) => ({
            id_stop,
            id_route: route.id_route,
            order: index + 1,
          }))
        )
        const repo = createRoutesRepository(auth.tx)
        await repo.setOptimizationState([route.id_route], 2)
        return {
          data: {
            ...(await repo.findById(route.id_route))!,
            stops: await stopsRepo.listByRoute(route.id_route),
          },
          message: "Stop order saved.",
        }
      })
  )
}
