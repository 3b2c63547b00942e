import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../lib/envelope.ts"
import { bearerSecurity } from "../authorization/schemas.ts"
import type { CatalogName } from "./catalogs.data.ts"
import { catalogs, statusCatalog } from "./catalogs.data.ts"

const labelsSchema = z.object({ en: z.string(), es: z.string() })
const catalogItemSchema = z
  .object({ id: z.number().int(), name: z.string(), labels: labelsSchema })
  .meta({ id: "CatalogItem" })
const statusItemSchema = z
  .object({ value: z.boolean(), name: z.string(), labels: labelsSchema })
  .meta({ id: "StatusItem" })

const titles: Record<CatalogName, string> = {
  "context-types": "Context types (role types)",
  "units-of-distance": "Units of distance",
  "units-of-weight": "Units of weight",
  "units-of-measure": "Units of measure",
  "activity-types": "Activity types",
}

/** One GET per catalog (spec section 7), each with English and Spanish labels. */
export const catalogsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of Object.keys(catalogs) as CatalogName[]) {
    app.get(
      `/catalogs/${name}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["Catalogs"],
          summary: titles[name],
          security: bearerSecurity,
          response: {
            200: envelope(z.array(catalogItemSchema)),
            ...errorResponses,
          },
        },
      },
      async () => ({ data: [...catalogs[name]], message: "OK" })
    )
  }
  app.get(
    "/catalogs/status",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Catalogs"],
        summary: "Status: Active (true) and Inactive (false)",
        security: bearerSecurity,
        response: {
          200: envelope(z.array(statusItemSchema)),
          ...errorResponses,
        },
      },
    },
    async () => ({ data: statusCatalog, message: "OK" })
  )
}
