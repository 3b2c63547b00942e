// The cars routes' query, body and answer schemas (the OpenAPI document is built from them).
import { z } from "zod"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import {
  authorizedRoute,
  booleanQuery,
  idQuery,
  idSchema,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"

export const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

/** A comma-separated list of ids in the query string: `skills=1,2`. */
export const idList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: "A list of ids: 1,2,3" })

export const listQuery = z.object({
  ...pagingQuery,
  text: z.string().max(100).optional(),
  id_subsidiary: idQuery.optional(),
  skills: idList.optional(),
  active: booleanQuery.optional(),
})

export const availableQuery = z.object({
  start_date: z.iso.date({ error: "Invalid date" }).optional(),
  end_date: z.iso.date({ error: "Invalid date" }).optional(),
  id_subsidiary: idQuery.optional(),
  skills: idList.optional(),
  /** Keep the car of this driver in the list (editing their assignment). */
  id_user: idQuery.optional(),
  /** Keep the car of this route in the list (editing the route). */
  id_route: idQuery.optional(),
  /** Offer cars assigned to a driver too: a route takes its car with its driver. */
  with_driver: booleanQuery.optional(),
})

export const skillsBody = z.object({ skills: z.array(idSchema).max(100) })
export const userBody = z.object({ id_user: idSchema.nullable() })

export const tags = ["Cars"]
export const routeSchema = { tags, ...authorizedRoute }
