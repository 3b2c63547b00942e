import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { envelope, errorBodySchema } from "../../lib/envelope.ts"

const healthSchema = z
  .object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) })
  .meta({ id: "Health" })

export const healthRoutes: FastifyPluginAsyncZod<{ store: DataStore }> = async (
  app,
  { store }
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
}
