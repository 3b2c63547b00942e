import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { planningReaders } from "../planning/planning.access.ts"
import { readPerformance } from "./performance.ts"
import { performanceCsv } from "./performance-csv.ts"
import { performanceQuery, performanceSchema } from "./performance.schemas.ts"

const routeSchema = { tags: ["Dashboard"], ...authorizedRoute }

/** Dashboard → Performance: planned against driven for a range of days (issue 44). */
export const performanceRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  const scopeOf = (
    query: z.infer<typeof performanceQuery>,
    sites: number[] | null
  ) => ({
    from: new Date(query.from),
    to: new Date(query.to),
    sites,
    id_subsidiary: query.id_subsidiary,
    id_user: query.id_user,
  })

  app.get(
    "/performance",
    {
      schema: {
        ...routeSchema,
        summary:
          "Planned against driven: distance, duration, on-time arrivals, ETA error and service time per route, driver, zone and weekday × hour",
        querystring: performanceQuery,
        response: { 200: envelope(performanceSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(planningReaders)
        return {
          data: await readPerformance(
            auth.tx,
            scopeOf(request.query, auth.sites)
          ),
          message: "OK",
        }
      })
  )

  app.get(
    "/performance/export",
    {
      schema: {
        ...routeSchema,
        summary:
          "The Performance figures as CSV: per route, per driver and the totals",
        querystring: performanceQuery,
        produces: ["text/csv"],
        response: { 200: z.string(), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.requireAny(planningReaders)
        const performance = await readPerformance(
          auth.tx,
          scopeOf(request.query, auth.sites)
        )
        reply
          .type("text/csv; charset=utf-8")
          .header(
            "content-disposition",
            'attachment; filename="performance.csv"'
          )
        return performanceCsv(performance)
      })
  )
}
