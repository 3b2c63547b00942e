import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { planningReaders } from "../planning/planning.access.ts"
import { billingPeriod, clientZone } from "../planning/billing-period.ts"
import { createDashboardRepository } from "./dashboard.repository.ts"
import { dashboardQuery, dashboardSchema } from "./dashboard.schemas.ts"

/** The dashboard: the day on the road added up for a range of days. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  now: () => number
}> = async (app, { authorize, now }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["Dashboard"],
        ...authorizedRoute,
        summary:
          "Routes by status, stops by state and outcome, on-time rate, planned against actual, and optimized addresses this period",
        querystring: dashboardQuery,
        response: { 200: envelope(dashboardSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(planningReaders)
        const { from, to, id_subsidiary } = request.query
        const scope = {
          from,
          to,
          sites: auth.sites,
          id_subsidiary,
        }
        const repo = createDashboardRepository(auth.tx)
        const period = billingPeriod(
          new Date(now()),
          auth.id_client === null
            ? DEFAULT_TIME_ZONE
            : await clientZone(auth.tx, auth.id_client)
        )
        const routeFigures = await repo.routeFigures(scope)
        const stopFigures = await repo.stopFigures(scope)
        return {
          data: {
            ...routeFigures,
            ...stopFigures,
            optimized_addresses: {
              period,
              count: await repo.optimizedAddresses(period, scope),
              plan: null,
            },
          },
          message: "OK",
        }
      })
  )
}
