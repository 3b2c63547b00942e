import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { loadRoute, planningReaders } from "../planning/planning.access.ts"
import { createPositionsRepository } from "./positions.repository.ts"
import {
  driverOnRouteSchema,
  driversQuery,
  positionBatchSchema,
  positionsRecordedSchema,
  routeLiveSchema,
} from "./positions.schemas.ts"
import { recordPositions } from "./positions.service.ts"

/** Drivers' positions in, and where the routes on the road are for the planners. */
export const positionsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  now: () => number
}> = async (app, { authorize, now }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/driver/positions",
    {
      schema: {
        tags: ["Driver"],
        ...authorizedRoute,
        summary:
          "Record a batch of the phone's positions for the caller's started route (idempotent: positions already stored are not stored again; any order)",
        body: positionBatchSchema,
        response: { 200: envelope(positionsRecordedSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const data = await recordPositions(auth, request.body, now())
        return {
          data,
          message:
            data.stored === 0
              ? "These positions were already recorded."
              : "Positions recorded.",
        }
      })
  )

  app.get(
    "/live/drivers",
    {
      schema: {
        tags: ["Live updates"],
        ...authorizedRoute,
        summary:
          "The routes on the road within the caller's sites (of one optimization or site when asked), each with its driver, latest position and stops predicted late",
        querystring: driversQuery,
        response: {
          200: envelope(z.array(driverOnRouteSchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(planningReaders)
        return {
          data: await createPositionsRepository(auth.tx).driversOnRoute({
            sites: auth.sites,
            ...request.query,
          }),
          message: "OK",
        }
      })
  )

  app.get(
    "/routes/:id/live",
    {
      schema: {
        tags: ["Routes"],
        ...authorizedRoute,
        summary:
          "The route's driven trail (its positions) and its stops' predicted arrivals",
        params: idParams,
        response: { 200: envelope(routeLiveSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const route = await loadRoute(auth, request.params.id)
        const repo = createPositionsRepository(auth.tx)
        return {
          data: {
            trail: await repo.trail(route.id_route),
            etas: await repo.etas(route.id_route),
          },
          message: "OK",
        }
      })
  )
}
