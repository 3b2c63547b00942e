// An optimization laid out by hand: each listed route gets exactly these stops in this order, the
// rest go to no route, and the routes changed are re-timed.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import {
  routesPerOptimize,
  stopsPerOptimization,
} from "@ruta/validation/values"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  idSchema,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { loadOptimization } from "./planning.access.ts"
import { optimizationSchema } from "./planning.schemas.ts"
import { readOptimization } from "./planning.service.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { retimeRoutes } from "./route-timing.ts"
import { layoutChanges } from "./stop-layout.ts"
import { refuseMovesOffDay } from "./day-moves.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { routeSchemaOf } from "./optimizations.schemas.ts"

/** The body of a hand layout: routes with their stops in order, and the stops on no route. */
const layoutBody = z.object({
  routes: z
    .array(
      z.object({
        id_route: idSchema,
        stops: z.array(idSchema).max(stopsPerOptimization.max),
      })
    )
    .max(routesPerOptimize.max),
  unassigned: z.array(idSchema).max(stopsPerOptimization.max).default([]),
})

/** PUT /optimizations/:id/layout: stops laid out by hand. */
export function optimizationLayoutRoute(
  app: ZodApp,
  authorize: Authorize,
  travel: TravelSource
) {
  app.put(
    "/optimizations/:id/layout",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Lay stops out by hand: each listed route gets exactly these stops in this order, the unassigned go to no route; optimized routes changed become manually optimized",
        params: idParams,
        body: layoutBody,
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
          changes.placements,
          request.language
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
