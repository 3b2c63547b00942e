import {
  VroomError,
  readVroomInput,
  requestTaskCount,
  vroomTimeLimitMs,
  type VroomOutput,
} from "@ruta/optimizer/vroom/index"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import {
  vroomJobKeepDays,
  vroomJobTasks,
  vroomTimeLimit,
} from "@ruta/validation/values"
import { eq } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { vroomJobs } from "../../db/schema.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { forbidden, notFound } from "../../platform/lib/errors.ts"
import type { VroomJobRow, VroomJobs } from "./vroom-jobs.ts"
import {
  vroomErrorSchema,
  vroomInputSchema,
  vroomJobAcceptedSchema,
  vroomJobSchema,
} from "./vroom.schemas.ts"

const tags = ["VROOM"]

/** The job as GET answers it. */
function jobOut(row: VroomJobRow) {
  return {
    id: row.id,
    status: row.status as z.infer<typeof vroomJobSchema>["status"],
    tasks: row.tasks,
    time_limit: row.time_limit_ms / 1000,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    output: (row.output ?? null) as VroomOutput | null,
  }
}

/** Why a job's input is refused at once (code 2), or null when it may be queued. */
function refusal(raw: unknown): string | null {
  const tasks = requestTaskCount(raw)
  if (tasks > vroomJobTasks.max)
    return `jobs: ${tasks} tasks are more than a job takes (${vroomJobTasks.max}); split the problem`
  try {
    readVroomInput(raw)
    return null
  } catch (error) {
    if (error instanceof VroomError) return error.message
    throw error
  }
}

/** The VROOM-compatible API's asynchronous jobs (issue 46, docs/vroom.md). */
export const vroomJobsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  jobs: VroomJobs
}> = async (app, { authorize, jobs }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/vroom/jobs",
    {
      attachValidation: true,
      schema: {
        tags,
        ...authorizedRoute,
        summary: "Queue a VROOM problem as an asynchronous job",
        description:
          `Takes VROOM's input, as POST /vroom does, up to ${vroomJobTasks.max} tasks, and answers 202 with the ` +
          "job's id (and its address in `Location`) at once; a worker solves it within " +
          `\`options.time_limit\` seconds (at most ${vroomTimeLimit.max}; by default by size). Read it with GET ` +
          "/vroom/jobs/{id}; the webhook event `vroom_job.completed` tells when it ends. An input " +
          "error is answered at once in VROOM's shape (code 2, HTTP 400). Needs the permission " +
          "optimize on solverApi.",
        body: vroomInputSchema,
        response: {
          202: vroomJobAcceptedSchema,
          400: vroomErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const job = await authorize(request, async (auth) => {
        auth.require(A.optimize, S.solverApi)
        if (auth.id_client === null)
          throw forbidden("A VROOM job is solved for a client.")
        const refused = request.validationError
          ? `input: ${request.validationError.message}`
          : refusal(request.body)
        if (refused !== null) return { refused }
        return jobs.submit(auth.tx, {
          id_client: auth.id_client,
          id_subsidiary: request.apiKey?.id_subsidiary ?? null,
          id_api_key: request.apiKey?.id_api_key ?? null,
          tasks: requestTaskCount(request.body),
          time_limit_ms: Math.min(
            vroomTimeLimitMs(request.body),
            vroomTimeLimit.max * 1000
          ),
          input: request.body,
        })
      })
      if ("refused" in job)
        return reply
          .code(400)
          .send({ code: 2, error: job.refused, message: job.refused })
      return reply
        .code(202)
        .header("location", `${request.url.split("?")[0]}/${job.id}`)
        .send({ id: job.id, status: "queued" as const })
    }
  )

  app.get(
    "/vroom/jobs/:id",
    {
      schema: {
        tags,
        ...authorizedRoute,
        summary: "A VROOM job: its status and, once done, VROOM's output",
        description:
          "queued or running: `output` is null; done: VROOM's output; failed: VROOM's " +
          `{ code, error }. A job is kept ${vroomJobKeepDays.default} days after it ends. Another client's job, or a job of ` +
          "another site for a one-site key, is not found.",
        params: z.object({ id: z.uuid() }),
        response: { 200: vroomJobSchema, ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.optimize, S.solverApi)
        const [row] = await auth.tx
          .select()
          .from(vroomJobs)
          .where(eq(vroomJobs.id, request.params.id))
        if (
          !row ||
          (auth.sites !== null &&
            (row.id_subsidiary === null ||
              !auth.sites.includes(row.id_subsidiary)))
        )
          throw notFound("VROOM job not found.")
        return jobOut(row)
      })
  )
}
