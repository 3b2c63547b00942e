import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../lib/envelope.ts"
import type { Authorize } from "../authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../authorization/schemas.ts"
import { routeSchema } from "../planning/planning.schemas.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import {
  arriveStop,
  completeStop,
  driverDay,
  startRoute,
} from "./driver-day.service.ts"
import {
  arrivalBodySchema,
  arrivalSchema,
  completedSchema,
  completionSchema,
  dayQuery,
  driverDaySchema,
} from "./driver-day.schemas.ts"

const routeSchemaOf = { tags: ["Driver"], ...authorizedRoute }

/** The driver's view: their day's routes, starting a route, completing its stops. */
export const driverDayRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  travel: TravelSource
}> = async (app, { authorize, travel }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/driver/day",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "The caller's routes of a day (and any started, not completed) with their stops, and the stop outcomes",
        querystring: dayQuery,
        response: { 200: envelope(driverDaySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await driverDay(
          auth,
          new Date(request.query.from),
          new Date(request.query.to)
        ),
        message: "OK",
      }))
  )

  app.post(
    "/driver/routes/:id/start",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Start the caller's route (it is then On route)",
        params: idParams,
        response: { 200: envelope(routeSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await startRoute(auth, request.params.id),
        message: "Route started.",
      }))
  )

  app.post(
    "/driver/stops/:id/arrive",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Record that the caller is at a stop of their route (when, and where the phone was), once per arrival key",
        params: idParams,
        body: arrivalBodySchema,
        response: { 200: envelope(arrivalSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await arriveStop(auth, request.params.id, request.body),
        message: "Arrival recorded.",
      }))
  )

  app.post(
    "/driver/stops/:id/complete",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Complete (or fail) a stop of the caller's route, once per completion key",
        params: idParams,
        body: completionSchema,
        response: { 200: envelope(completedSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await completeStop(auth, request.params.id, request.body, travel),
        message: "Stop completed.",
      }))
  )
}
