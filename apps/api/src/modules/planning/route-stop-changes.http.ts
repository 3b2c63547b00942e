// A route's stops changed by hand: stops of its optimization added to it and others taken off
// (back to unassigned); the routes they leave and join are no longer optimized and re-timed. A
// stop is not added to a route on a day it may not go on (`day-moves.ts`, as the layout checks).
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { invalidField, loadRoute } from "./planning.access.ts"
import { routeWithStopsSchema } from "./planning.schemas.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { retimeRoutes } from "./route-timing.ts"
import { refuseMovesOffDay } from "./day-moves.ts"
import { routeSchemaOf, stopIds } from "./delivery-routes.schemas.ts"

/** PUT /routes/:id/stops: stops added to a route and taken off it. */
export function routeStopChangesRoute(
  app: ZodApp,
  authorize: Authorize,
  travel: TravelSource
) {
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
        await refuseMovesOffDay(
          auth.tx,
          route.id_subsidiary,
          all,
          [route],
          add.map((id_stop) => ({ id_stop, id_route: route.id_route })),
          request.language
        )
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
}
