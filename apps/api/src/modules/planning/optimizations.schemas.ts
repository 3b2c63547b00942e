// The optimizations routes' query, body and answer schemas (the OpenAPI document is built from them).
import { depotSchema } from "@ruta/validation/fleet"
import {
  optimizationInputSchema,
  routeInputSchema,
  stopListSchema,
} from "@ruta/validation/planning"
import { z } from "zod"

import {
  authorizedRoute,
  idQuery,
  idSchema,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"

export const listQuery = z.object({
  text: z.string().max(100).optional(),
  /** By created date: newest first (the default) or oldest first. */
  order: z.enum(["newest", "oldest"]).optional().default("newest"),
  id_subsidiary: idQuery.optional(),
  ...pagingQuery,
})

/** The most depots, new routes and routes taken in that one creation may name. */
export const MAX_CREATED_ROUTES = 50

export const createBody = optimizationInputSchema.extend({
  stops: stopListSchema.optional(),
  /**
   * Depot rows of the upload (spec section 4's depot rule): each becomes a depot of the site
   * unless one is already there (within about ten metres); new routes start from the first.
   */
  depots: z
    .array(depotSchema.omit({ id_subsidiary: true, isDefault: true }))
    .max(20)
    .optional()
    .default([]),
  /** Pending routes of the same site taken into the new optimization, with their stops. */
  routes: z.array(idSchema).max(MAX_CREATED_ROUTES).optional().default([]),
  /** Routes created with the optimization. */
  new_routes: z
    .array(routeInputSchema)
    .max(MAX_CREATED_ROUTES)
    .optional()
    .default([]),
})
export type CreateBody = z.infer<typeof createBody>

export const routeSchemaOf = { tags: ["Optimizations"], ...authorizedRoute }
