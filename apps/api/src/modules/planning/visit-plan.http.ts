import { visitPlanSchema } from "@ruta/validation/visit-rules"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { Authorize } from "../../platform/authorization/authorization.ts"
import { rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import { routeSchemaOf } from "./optimizations.schemas.ts"
import { siteToPlanIn } from "./planning.access.ts"
import { optimizationSchema } from "./planning.schemas.ts"
import { readOptimization } from "./planning.service.ts"
import { createVisitPlan } from "./visit-plan.ts"

/** "Plan next week" (issue 45): a multi-day optimization of the visits the address book makes due. */
export const visitPlanRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/optimizations/from-visits",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Plan a date range (at most 14 days): an optimization with a stop for every visit the site's address book makes due, each on its day, and the routes of its first day",
        body: visitPlanSchema,
        response: {
          201: envelope(
            optimizationSchema.extend({
              visits: z.number().int().describe("The due visits planned"),
            })
          ),
          ...rowErrors,
        },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const site = await siteToPlanIn(auth, request.body.id_subsidiary)
        const { id, visits } = await createVisitPlan(auth, site, request.body)
        const created = (await createOptimizationsRepository(auth.tx).findById(
          id
        ))!
        replyCreated(reply, `/optimizations/${id}`)
        return {
          data: { ...(await readOptimization(auth.tx, created)), visits },
          message: "Optimization created.",
        }
      })
  )
}
