// The delivery routes' HTTP query, body and answer schemas (the OpenAPI document is built from them).
import { routeInputSchema } from "@ruta/validation/planning"
import { z } from "zod"

import {
  authorizedRoute,
  idQuery,
  idSchema,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"
import { stopProofSchema } from "../proof/route-proofs.ts"
import { routeSchema, stopSchema } from "./planning.schemas.ts"

export const listQuery = z.object({
  /** Spec section 4: 1 Pending, 2 On route, 3 Completed; anything else no filter. */
  status_route: z.coerce.number().int().optional(),
  text: z.string().max(100).optional(),
  id_subsidiary: idQuery.optional(),
  id_optimization: idQuery.optional(),
  id_user: idQuery.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pagingQuery,
})

export const createBody = routeInputSchema.and(
  z.object({ id_optimization: idSchema })
)
/** A driver and a car for a route (null clears either); naming neither is refused. */
export const assignBody = z
  .object({
    id_user: idSchema.nullable().optional(),
    id_car: idSchema.nullable().optional(),
  })
  .refine((body) => body.id_user !== undefined || body.id_car !== undefined, {
    error: "Choose a driver or a car to assign.",
  })

export const stopIds = z.array(idSchema).max(10_000).optional().default([])

export const routeSchemaOf = { tags: ["Routes"], ...authorizedRoute }

/** A stop with the proof of its visit (null until it is finished with one). */
export const stopWithProofSchema = stopSchema
  .extend({ proof: stopProofSchema.nullable() })
  .meta({ id: "StopWithProof" })

/** The route page's answer: a route with its stops in order, each with its proof. */
export const routeDetailSchema = routeSchema
  .extend({ stops: z.array(stopWithProofSchema) })
  .meta({ id: "RouteDetail" })
