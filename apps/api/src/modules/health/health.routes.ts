import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { envelope, errorBodySchema } from "../../platform/lib/envelope.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import type { ReadinessCheck } from "./readiness.ts"
import { failedChecks } from "./readiness.ts"

const healthSchema = z
  .object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) })
  .meta({ id: "Health" })

const livenessSchema = z
  .object({ status: z.literal("ok") })
  .meta({ id: "Liveness" })

const readinessSchema = z
  .object({
    status: z.literal("ready"),
    checks: z.array(z.string()),
  })
  .meta({ id: "Readiness" })

export interface HealthOptions {
  store: DataStore
  /** What must answer before this instance takes traffic: the database, the job queue. */
  readiness: readonly ReadinessCheck[]
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { store, readiness }
) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["Health"],
        summary: "The API answers and its database is reachable",
        response: { 200: envelope(healthSchema), 503: errorBodySchema },
      },
    },
    async () => {
      await store.ping()
      return {
        data: { status: "ok" as const, database: store.kind },
        message: "OK",
      }
    }
  )

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["Health"],
        summary:
          "Liveness: the process answers (restart it when this fails); checks nothing else",
        response: { 200: envelope(livenessSchema) },
      },
    },
    async () => ({ data: { status: "ok" as const }, message: "OK" })
  )

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["Health"],
        summary:
          "Readiness: the database and the job queue answer (send no traffic while this fails); a 503 lists what failed in `details`",
        response: { 200: envelope(readinessSchema), 503: errorBodySchema },
      },
    },
    async (request) => {
      const failed = await failedChecks(readiness, request.log)
      if (failed.length > 0)
        throw new AppError(
          503,
          ErrorCode.SERVICE_UNAVAILABLE,
          "Not ready.",
          failed.map((check) => ({ field: check.name, message: check.failure }))
        )
      return {
        data: {
          status: "ready" as const,
          checks: readiness.map((check) => check.name),
        },
        message: "Ready.",
      }
    }
  )
}
