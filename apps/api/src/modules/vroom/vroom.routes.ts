import { randomUUID } from "node:crypto"

import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { vroomSyncMaxSeconds } from "@ruta/validation/values"
import { z } from "zod"

import type { Authorize } from "../../platform/authorization/authorization.ts"
import { authorizedRoute } from "../../platform/authorization/schemas.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { meterVroomSolve } from "./vroom-meter.ts"
import { solveVroomRequest } from "./vroom-solve.ts"
import {
  vroomErrorSchema,
  vroomInputSchema,
  vroomOutputSchema,
} from "./vroom.schemas.ts"

/** VROOM's codes as vroom-express answers them over HTTP. */
const HTTP_STATUS = { 0: 200, 1: 500, 2: 400, 3: 500 } as const

/** The VROOM-compatible solve API (issue 46, docs/vroom.md). */
export const vroomRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  travel: TravelSource
  threads: number
  now: () => number
}> = async (app, { authorize, travel, threads, now }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/vroom",
    {
      attachValidation: true,
      schema: {
        tags: ["VROOM"],
        ...authorizedRoute,
        summary: "Solve a VROOM problem and answer in VROOM's output format",
        description:
          "VROOM's input and output (docs/API.md of VROOM-Project/vroom), solved by Ruta's solver. " +
          "Errors come in VROOM's shape, { code, error }: 2 (HTTP 400) for input, 1 or 3 (HTTP 500) " +
          "for internal and routing errors. Needs the permission optimize on solverApi.",
        querystring: z.object({
          t: z.coerce
            .number()
            .positive()
            .max(vroomSyncMaxSeconds)
            .optional()
            .describe("Search time limit in seconds; default by size"),
        }),
        body: vroomInputSchema,
        response: {
          200: vroomOutputSchema,
          400: vroomErrorSchema,
          500: vroomErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await authorize(request, async (auth) => {
        auth.require(A.optimize, S.solverApi)
      })
      const output = request.validationError
        ? {
            code: 2 as const,
            error: `input: ${request.validationError.message}`,
          }
        : await solveVroomRequest(request.body, {
            travel,
            threads,
            ...(request.query.t === undefined
              ? {}
              : { seconds: request.query.t }),
          })
      if (output.code === 0)
        await authorize(request, async (auth) => {
          if (auth.id_client !== null)
            await meterVroomSolve(
              auth.tx,
              {
                id_solve: randomUUID(),
                id_client: auth.id_client,
                at: new Date(now()),
              },
              output
            )
        })
      // A refusal also carries the API's usual `message` (VROOM clients read `error`).
      return reply
        .code(HTTP_STATUS[output.code])
        .send(output.code === 0 ? output : { ...output, message: output.error })
    }
  )
}
