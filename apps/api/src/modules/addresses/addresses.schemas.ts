// The address book routes' query, body and answer schemas (the OpenAPI document is built from them).
import { addressWithRuleSchema } from "@ruta/validation/visit-rules"
import { z } from "zod"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import {
  authorizedRoute,
  idQuery,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"

export const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

export const listQuery = z.object({
  ...pagingQuery,
  text: z.string().max(100).optional(),
  id_subsidiary: idQuery.optional(),
})

export const coordinate = (min: number, max: number) =>
  z.coerce.number().min(min).max(max)

export const findOneQuery = z.object({
  query: z.string().max(300).optional(),
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
  alias: z.string().max(100).optional(),
})

export const findByQuery = z.object({
  query: z.string().min(1, { error: "Required field." }).max(300),
  limit: z.coerce.number().int().min(1).max(20).default(5),
  alias: z.string().max(100).optional(),
})

export const tags = ["Address book"]
export const routeSchema = { tags, ...authorizedRoute }

export const addressBody = addressWithRuleSchema
