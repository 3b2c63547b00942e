import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { textSchema } from "@ruta/validation/fields"
import { horizonDaysSchema } from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { conflict } from "../../platform/lib/errors.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import { routeSchemaOf } from "./optimizations.schemas.ts"
import { loadOptimization } from "./planning.access.ts"
import {
  optimizationSchema,
  optimizationSummarySchema,
} from "./planning.schemas.ts"
import { readOptimization } from "./planning.service.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { copyAsScenario, familyOf, figuresOf, promote } from "./scenarios.ts"

const figuresSchema = z
  .object({
    id_optimization: z.number().int(),
    name: z.string(),
    scenario_of: z.number().int().nullable(),
    horizon_days: z.number().int(),
    distance: z.number().int().describe("Metres over its routes"),
    working_time: z
      .number()
      .int()
      .describe("Seconds from departure to the end, over its routes"),
    service_time: z
      .number()
      .int()
      .describe("Seconds of service at its planned stops"),
    routes_used: z.number().int(),
    planned: z.number().int(),
    unassigned: z.number().int(),
    late: z
      .number()
      .int()
      .describe("Planned stops arriving after their last window closes"),
    balance: z
      .number()
      .int()
      .describe("The longest route's working seconds less the shortest's"),
    drivers_changed: z
      .number()
      .int()
      .describe("Stops served by another driver than in the plan"),
    cost: z
      .number()
      .describe(
        "What its used routes cost by their cars, in the client's currency: each car's fixed cost, plus km by its cost per km, plus working hours by its cost per hour"
      ),
    cost_per_stop: z
      .number()
      .nullable()
      .describe("The cost over the planned stops; null when none is planned"),
  })
  .meta({ id: "ScenarioFigures" })

/**
 * What-if scenarios (issue 45): copy an optimization as a scenario, compare the plan and its
 * scenarios side by side, and promote one to be the plan. A scenario is an optimization: it is
 * edited, run and deleted as one.
 */
export const scenariosRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/optimizations/:id/scenarios",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Copy an optimization as a what-if scenario: the same stops and routes, to change and run apart; not billed until promoted",
        params: idParams,
        body: z.object({
          name: textSchema({ max: 100 }),
          horizon_days: horizonDaysSchema.optional(),
        }),
        response: { 201: envelope(optimizationSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        const source = await loadOptimization(auth, request.params.id, [
          [A.create, S.optimizations],
        ])
        const id = await copyAsScenario(
          auth.tx,
          source.id_optimization,
          request.body,
          auth.user.id_user
        )
        const created = (await createOptimizationsRepository(auth.tx).findById(
          id
        ))!
        replyCreated(reply, `/optimizations/${id}`)
        return {
          data: await readOptimization(auth.tx, created),
          message: "Scenario created.",
        }
      })
  )

  app.get(
    "/optimizations/:id/scenarios",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "The plan an optimization belongs to and its scenarios, side by side: distance, times, cost and cost per stop, routes used, unassigned, late stops, balance and drivers changed",
        params: idParams,
        response: { 200: envelope(z.array(figuresSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const one = await loadOptimization(auth, request.params.id)
        const { plan, scenarios } = await familyOf(auth.tx, one.id_optimization)
        return {
          data: await figuresOf(auth.tx, [plan, ...scenarios], plan),
          message: "OK",
        }
      })
  )

  app.post(
    "/optimizations/:id/promote",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Promote a scenario to be the plan; the plan and the other scenarios are kept as its scenarios, and its addresses are billed now",
        params: idParams,
        response: { 200: envelope(optimizationSummarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const scenario = await loadOptimization(auth, request.params.id, [
          [A.edit, S.optimizations],
        ])
        if (scenario.scenario_of === null)
          throw conflict("This optimization is not a scenario.")
        await promote(auth.tx, scenario.id_optimization, new Date())
        const { configuration: _c, ...after } =
          (await createOptimizationsRepository(auth.tx).findById(
            scenario.id_optimization
          ))!
        return {
          data: after,
          message: "Scenario promoted: it is the plan now.",
        }
      })
  )
}
