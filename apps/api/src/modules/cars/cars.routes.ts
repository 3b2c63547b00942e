import { messages } from "@ruta/validation/messages"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { daysOf } from "../planning/car-days.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import {
  idParams,
  pageOf,
  queryFlag,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { carSchema, createCarsRepository } from "./cars.repository.ts"
import {
  availableQuery,
  invalid,
  listQuery,
  routeSchema,
} from "./cars.schemas.ts"
import {
  ids,
  loadCar,
  loadRouteRef,
  loadUserOf,
  readers,
} from "./cars.access.ts"
import { carEditRoutes } from "./car-changes.http.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** Cars (spec section 7, "Cars"): a site's vehicles, their skills and their driver. */

/** Cars: the list, the available ones, one car, create, edit and deletion. */
export const carsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)
  carReadRoutes(app, authorize)
  carEditRoutes(app, authorize)
}

/** Cars listed, the cars still free, and one car. */
function carReadRoutes(app: ZodApp, authorize: Authorize) {
  app.get(
    "/cars",
    {
      schema: {
        ...routeSchema,
        summary:
          "Cars of the sites the caller sees, by site, skills (all of them) and text",
        querystring: listQuery,
        response: { 200: envelope(pageOf(carSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { page, size, skills, active, ...filter } = request.query
        const data = await createCarsRepository(auth.tx).list(
          {
            ...filter,
            sites: auth.sites,
            skills: ids(skills),
            active: queryFlag(active),
          },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/cars/available",
    {
      schema: {
        ...routeSchema,
        summary:
          "Cars free for a period: active, not assigned to another driver, and on no other route those days",
        description:
          "A car drives one route a day: with start_date (and end_date), cars on a route " +
          "(other than id_route) on any of those days are left out; the days are those of the " +
          "site's calendar (id_subsidiary's, else id_route's). with_driver=true offers " +
          "cars assigned to a driver too (a route takes its car's driver); with id_user, the " +
          "driver's own car stays offered and cars another route has on one of the driver's " +
          "days are left out. id_route and id_user must be the caller's (404 otherwise).",
        querystring: availableQuery,
        response: { 200: envelope(z.array(carSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { start_date, end_date, skills, id_user, id_route, ...query } =
          request.query
        const { with_driver, ...filter } = query
        if (start_date && end_date && end_date < start_date)
          throw invalid("end_date", messages.endDateBeforeStartDate)
        const route =
          id_route === undefined
            ? undefined
            : await loadRouteRef(auth, id_route)
        if (id_user !== undefined) await loadUserOf(auth, id_user, null)
        const site = filter.id_subsidiary ?? route?.id_subsidiary
        const zone = site
          ? await createSubsidiariesRepository(auth.tx).zoneOf(site)
          : "UTC"
        const data = await createCarsRepository(auth.tx).available(
          { ...filter, sites: auth.sites, skills: ids(skills) },
          {
            id_user,
            days: daysOf(start_date, end_date, zone),
            id_route,
            withDriver: queryFlag(with_driver),
          }
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/cars/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One car",
        params: idParams,
        response: { 200: envelope(carSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadCar(auth, request.params.id, readers),
        message: "OK",
      }))
  )
}
