import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import { bearerSecurity } from "../../platform/authorization/schemas.ts"
import type { CatalogName } from "./catalogs.data.ts"
import { catalogs, statusCatalog } from "./catalogs.data.ts"

const labelsSchema = z.object({ en: z.string(), es: z.string() })
const catalogItemSchema = z
  .object({ id: z.number().int(), name: z.string(), labels: labelsSchema })
  .meta({ id: "CatalogItem" })
const carModelSchema = catalogItemSchema
  .extend({ id_car_make: z.number().int() })
  .meta({ id: "CarModelItem" })
const statusItemSchema = z
  .object({ value: z.boolean(), name: z.string(), labels: labelsSchema })
  .meta({ id: "StatusItem" })

const titles: Record<CatalogName, string> = {
  "context-types": "Context types (role types)",
  "units-of-distance": "Units of distance",
  "units-of-weight": "Units of weight",
  "units-of-measure": "Units of measure",
  "activity-types": "Activity types",
  "car-makes": "Car makes",
  "car-models": "Car models, each with its make (id_car_make)",
  "car-types": "Car types",
  "optimization-types":
    "Optimization types: shortest time=1, shortest distance=2",
  "travel-modes": "Travel modes: driving=1, truck=2, bicycling=3, walking=4",
  "finalization-modes":
    "Route end: return_to_depot=1, finish_on_address=2, finish_on_last_stop=3",
  "restriction-types": "Route restriction types",
  "stop-types":
    "Stop types: pickup=1, delivery=2, meetUp=3, service=4, visit=5, driveBy=6, prospect=7, break=8, depot=9, noSpecified=10",
  "address-types": "Address types",
  "file-categories": "File categories",
  "payment-plans": "Payment plans (catalog entries)",
}

/** One GET per catalog (spec section 7), each with English and Spanish labels. */
export const catalogsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of Object.keys(catalogs) as CatalogName[]) {
    if (name === "car-models") continue
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
    "/catalogs/car-models",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Catalogs"],
        summary: titles["car-models"],
        security: bearerSecurity,
        querystring: z.object({
          /** Only the models of this make. */
          id_car_make: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: envelope(z.array(carModelSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const make = request.query.id_car_make
      return {
        data: catalogs["car-models"].filter(
          (model) => make === undefined || model.id_car_make === make
        ),
        message: "OK",
      }
    }
  )
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
