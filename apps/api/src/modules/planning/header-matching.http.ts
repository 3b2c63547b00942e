import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { eq } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { clients } from "../../db/schema.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import { rowErrors } from "../../platform/authorization/schemas.ts"
import { invalidField } from "./planning.access.ts"
import { routeSchemaOf } from "./optimizations.schemas.ts"

/** A stop field's name, and the spreadsheet header it was matched to. */
const headerMatchingSchema = z
  .record(
    z.string().regex(/^[a-z_]{1,50}$/),
    z.string().max(200, { error: "Max 200 characters" })
  )
  .refine((value) => Object.keys(value).length <= 50, {
    error: "At most 50 fields.",
  })
  .meta({ id: "HeaderMatching" })

/** Who uploads spreadsheets: whoever creates optimizations, for their own company. */
function uploaderClient(auth: Authorized): number {
  auth.requireAny([
    [A.create, S.optimizations],
    [A.menuNewOptimization, S.sideMenu],
  ])
  if (auth.id_client === null)
    throw invalidField("id_client", "Choose a company first.")
  return auth.id_client
}

/**
 * The new-optimization wizard's header matching, remembered per client: every planner of the
 * company gets the last upload's matching suggested for the next one.
 */
export const headerMatchingRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/optimizations/header-matching",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "The spreadsheet headers the caller's company last matched to each stop field",
        response: { 200: envelope(headerMatchingSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const id_client = uploaderClient(auth)
        const [row] = await auth.tx
          .select({ matching: clients.header_matching })
          .from(clients)
          .where(eq(clients.id_client, id_client))
        return { data: row?.matching ?? {}, message: "OK" }
      })
  )

  app.put(
    "/optimizations/header-matching",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Remember the spreadsheet headers matched to each stop field, for the company's next upload",
        body: headerMatchingSchema,
        response: { 200: envelope(headerMatchingSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const id_client = uploaderClient(auth)
        await auth.tx
          .update(clients)
          .set({ header_matching: request.body })
          .where(eq(clients.id_client, id_client))
        return { data: request.body, message: "Matching remembered." }
      })
  )
}
