// The roles routes' query, body and answer schemas (the OpenAPI document is built from them).
import { roleSchema } from "@ruta/validation/role"
import { z } from "zod"

import {
  authorizedRoute,
  booleanQuery,
  contextTypeSchema,
  idQuery,
  idSchema,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"

export const listQuery = z.object({
  ...pagingQuery,
  name: z.string().max(100).optional(),
  id_context_type: idQuery.optional(),
  isActive: booleanQuery.optional(),
})

export const permissionsQuery = z.object({
  id_role: idQuery,
  id_subject: idQuery.optional(),
})

export const permissionBody = z.object({
  id_role: idSchema,
  id_subject: idSchema,
  id_action: idSchema,
  isActive: z.boolean({ error: "Required field." }),
})

/** The spec's role form; the role type must also be one of the five context types. */
export const roleBody = roleSchema.extend({
  id_context_type: contextTypeSchema,
})

export const tags = ["Roles"]
export const routeSchema = { tags, ...authorizedRoute }
