// The clients routes' query, body and answer schemas (the OpenAPI document is built from them).
import { textSchema } from "@ruta/validation/fields"
import { phoneSchema } from "@ruta/validation/phone"
import { z } from "zod"

import {
  authorizedRoute,
  booleanQuery,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"
import { inCatalog } from "../catalogs/catalogs.data.ts"

export const clientBody = z.object({
  name: textSchema({ max: 100 }),
  address: z.string().max(200).optional(),
  phone_number: phoneSchema,
})

export const listQuery = z.object({
  ...pagingQuery,
  /** myList=1, unassigned=2, othersList=3; absent: every client. */
  scope: z.coerce.number().int().min(1).max(3).optional(),
  term: z.string().max(100).optional(),
  isActive: booleanQuery.optional(),
})

export const searchQuery = z.object({ term: z.string().max(100).default("") })

export const catalogId = (catalog: Parameters<typeof inCatalog>[0]) =>
  z
    .number({ error: "Required field." })
    .int()
    .refine((id) => inCatalog(catalog, id), { error: "Required field." })

export const configurationBody = z.object({
  id_unit_of_distance: catalogId("units-of-distance"),
  id_unit_of_measure: catalogId("units-of-measure"),
  id_unit_of_weight: catalogId("units-of-weight"),
})

export const tags = ["Clients"]
export const routeSchema = { tags, ...authorizedRoute }
