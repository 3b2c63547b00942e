import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { textSchema } from "@ruta/validation/fields"
import { horizonDaysSchema } from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import {
  loadOptimization,
  planningReaders,
  siteToPlanIn,
} from "./planning.access.ts"
import {
  optimizationSchema,
  optimizationSummarySchema,
} from "./planning.schemas.ts"
import { createOptimizationPlan } from "./optimization-create.ts"
import { readOptimization } from "./planning.service.ts"
import {
  createBody,
  listQuery,
  routeSchemaOf,
} from "./optimizations.schemas.ts"

/** Optimizations (spec section 7, "Optimizations"): a site's stops, its routes, and optimize. */

/** Optimizations: the list, one optimization, create, rename and deletion. */
export const optimizationsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/optimizations",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Optimizations of the sites the caller sees, newest first, paged",
        querystring: listQuery,
        response: {
          200: envelope(pageOf(optimizationSummarySchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(planningReaders)
        const { page, size, ...filter } = request.query
        const data = await createOptimizationsRepository(auth.tx).list(
          { ...filter, sites: auth.sites },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/optimizations/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "One optimization with its routes, their stops in order, and the stops on no route",
        params: idParams,
        response: { 200: envelope(optimizationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const summary = await loadOptimization(auth, request.params.id)
        return { data: await readOptimization(auth.tx, summary), message: "OK" }
      })
  )

  app.post(
    "/optimizations",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Create an optimization of a site in one transaction: its stops, the depots of its depot rows, new routes, and pending routes of the site taken in",
        body: createBody,
        response: { 201: envelope(optimizationSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const site = await siteToPlanIn(auth, request.body.id_subsidiary)
        const id = await createOptimizationPlan(auth, site, request.body)
        const created = (await createOptimizationsRepository(auth.tx).findById(
          id
        ))!
        replyCreated(reply, `/optimizations/${id}`)
        return {
          data: await readOptimization(auth.tx, created),
          message: "Optimization created.",
        }
      })
  )

  app.put(
    "/optimizations/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Rename an optimization, or change the days it plans",
        params: idParams,
        body: z.object({
          name: textSchema({ max: 100 }),
          horizon_days: horizonDaysSchema.optional(),
        }),
        response: { 200: envelope(optimizationSummarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadOptimization(auth, request.params.id, [
          [A.edit, S.optimizations],
        ])
        const repo = createOptimizationsRepository(auth.tx)
        await repo.update(before.id_optimization, request.body)
        const { configuration: _c, ...after } = (await repo.findById(
          before.id_optimization
        ))!
        return { data: after, message: "Optimization updated." }
      })
  )

  app.delete(
    "/optimizations/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Delete an optimization with its routes and stops",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadOptimization(auth, request.params.id, [
          [A.delete, S.optimizations],
        ])
        await createOptimizationsRepository(auth.tx).remove(
          before.id_optimization
        )
        await auth.audit({
          id_client: before.id_client,
          action: "optimization.delete",
          entity: "optimization",
          entityId: before.id_optimization,
        })
        return { data: null, message: "Optimization deleted." }
      })
  )
}
