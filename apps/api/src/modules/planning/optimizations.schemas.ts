// The optimizations routes' query, body and answer schemas (the OpenAPI document is built from them).
import {
  optimizationInputSchema,
  stopListSchema,
} from "@ruta/validation/planning"
import { z } from "zod"

import {
  authorizedRoute,
  idQuery,
  pagingQuery,
} from "../authorization/schemas.ts"

export const listQuery = z.object({
  text: z.string().max(100).optional(),
  id_subsidiary: idQuery.optional(),
  ...pagingQuery,
})

export const createBody = optimizationInputSchema.extend({
  stops: stopListSchema.optional(),
})

export const routeSchemaOf = { tags: ["Optimizations"], ...authorizedRoute }
