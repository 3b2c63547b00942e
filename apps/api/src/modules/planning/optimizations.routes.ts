import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { routeConfigurationSchema } from "@ruta/validation/planning"
import { textSchema } from "@ruta/validation/fields"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../lib/envelope.ts"
import type { Authorize } from "../authorization/authorization.ts"
import { idParams, pageOf, rowErrors } from "../authorization/schemas.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import {
  invalidField,
  loadOptimization,
  planningReaders,
} from "./planning.access.ts"
import {
  optimizationSchema,
  optimizationSummarySchema,
} from "./planning.schemas.ts"
import { addStops, readOptimization } from "./planning.service.ts"
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
          "Create an optimization of a site, with its first stops, in one transaction",
        body: createBody,
        response: { 200: envelope(optimizationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny([
          [A.create, S.optimizations],
          [A.menuNewOptimization, S.sideMenu],
        ])
        const { stops, ...input } = request.body
        const site = await createSubsidiariesRepository(auth.tx).findById(
          input.id_subsidiary
        )
        if (
          !site ||
          (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
          !auth.can(A.create, S.optimizations, site)
        )
          throw invalidField("id_subsidiary", "Site not found.")
        const repo = createOptimizationsRepository(auth.tx)
        const id = await repo.create({
          id_client: site.id_client,
          id_subsidiary: site.id_subsidiary,
          name: input.name,
          method: input.method,
          configuration:
            input.configuration ?? routeConfigurationSchema.parse({}),
          createdBy: auth.user.id_user,
        })
        if (stops)
          await addStops(
            auth.tx,
            {
              id_client: site.id_client,
              id_subsidiary: site.id_subsidiary,
              id_optimization: id,
              id_route: null,
            },
            stops
          )
        const created = (await repo.findById(id))!
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
        summary: "Rename an optimization",
        params: idParams,
        body: z.object({ name: textSchema({ max: 100 }) }),
        response: { 200: envelope(optimizationSummarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadOptimization(auth, request.params.id, [
          [A.edit, S.optimizations],
        ])
        const repo = createOptimizationsRepository(auth.tx)
        await repo.update(before.id_optimization, { name: request.body.name })
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
