import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { latitudeSchema, longitudeSchema } from "@ruta/validation/fleet"
import { stopInputSchema } from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import {
  authorizedRoute,
  idParams,
  idSchema,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { changesThePlan } from "./plan-fields.ts"
import { invalidField, loadRoute, loadStop } from "./planning.access.ts"
import { routeWithStopsSchema, stopSchema } from "./planning.schemas.ts"
import type { RouteTiming } from "./route-timing.ts"
import { retimeRoutes } from "./route-timing.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import type { StopsRepository } from "./stops.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"

const routeSchemaOf = { tags: ["Stops"], ...authorizedRoute }

interface StopsDeps {
  authorize: Authorize
  travel: TravelSource
}

/**
 * Stops (spec section 7, "Stops"): edit, delete, relocate, and a route's order by hand. Each
 * change re-times the stop's route at once.
 */
export const stopsRoutes: FastifyPluginAsyncZod<StopsDeps> = async (
  app,
  { authorize, travel }
) => {
  app.addHook("onRequest", app.authenticate)

  /**
   * Changes a stop, then its route: no longer optimized, and timed again at once, unless `plan`
   * says the change leaves the plan as it was. Answers the stop as it is now (none once deleted).
   */
  async function changeStop(
    tx: Tx,
    before: { id_stop: number; id_route: number | null },
    log: RouteTiming["log"],
    write: (repo: StopsRepository) => Promise<unknown>,
    plan = true
  ) {
    const stopsRepo = createStopsRepository(tx)
    await write(stopsRepo)
    if (before.id_route !== null && plan) {
      await createRoutesRepository(tx).setOptimizationState(
        [before.id_route],
        0
      )
      await retimeRoutes(tx, [before.id_route], { travel, log })
    }
    return stopsRepo.findById(before.id_stop)
  }

  app.put(
    "/stops/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Edit a stop; its route is no longer optimized when the edit changes what it is planned with",
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
        const data = await changeStop(
          auth.tx,
          before,
          request.log,
          (repo) => repo.update(before.id_stop, request.body),
          changesThePlan(before, request.body)
        )
        return { data: data!, message: "Stop updated." }
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
        await changeStop(auth.tx, before, request.log, (repo) =>
          repo.remove(before.id_stop)
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
        const data = await changeStop(auth.tx, before, request.log, (repo) =>
          repo.relocate(before.id_stop, request.body)
        )
        return { data: data!, message: "Stop relocated." }
      })
  )

  stopOrderRoute(app, { authorize, travel })
}

/** `PUT /stops/order`: a route's stops in the planner's order; the route is re-timed at once. */
function stopOrderRoute(
  app: Parameters<FastifyPluginAsyncZod<StopsDeps>>[0],
  { authorize, travel }: StopsDeps
) {
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
        await retimeRoutes(auth.tx, [route.id_route], {
          travel,
          log: request.log,
        })
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
