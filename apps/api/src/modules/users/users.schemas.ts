// The users routes' query, body and answer schemas (the OpenAPI document is built from them).
import { ContextType } from "@ruta/permissions/context-types"
import {
  emailSchema,
  newPasswordSchema,
  requiredSelectSchema,
  textSchema,
} from "@ruta/validation/fields"
import { phoneSchema } from "@ruta/validation/phone"
import { z } from "zod"

import { MULTIPART_EXTENSION } from "../../platform/openapi/multipart-body.ts"
import {
  authorizedRoute,
  booleanQuery,
  contextTypeSchema,
  idQuery,
  idSchema,
  MAX_ID,
  pagingQuery,
} from "../../platform/authorization/schemas.ts"
import { PHOTO_MEDIA_TYPES, photoPart } from "../../platform/http/multipart.ts"

/** The user tabs of spec section 2, by context type. */
export const UserKind = {
  admin: ContextType.SYSTEM,
  client: ContextType.CLIENT,
  site: ContextType.SUBSIDIARY,
  maintainer: ContextType.MANTAINER,
  driver: ContextType.DRIVER,
} as const

export const listQuery = z.object({
  ...pagingQuery,
  kind: z.enum(["admin", "client", "site", "maintainer", "driver"]).optional(),
  id_client: idQuery.optional(),
  id_subsidiary: idQuery.optional(),
  term: z.string().max(100).optional(),
  isActive: booleanQuery.optional(),
})
export const allSiteQuery = z.object({
  id_client: idQuery.optional(),
})

export const userFields = {
  name: textSchema({ max: 100 }),
  email: emailSchema,
  telephone: phoneSchema,
  id_context_type: contextTypeSchema,
  id_role: requiredSelectSchema.refine((id) => id > 0 && id <= MAX_ID, {
    error: "Required field.",
  }),
  /** The client of a client's user; only the provider's staff choose it. */
  id_client: idSchema.optional(),
  /** The sites of a site user or driver. */
  subsidiaries: z.array(idSchema).max(100).optional(),
  /** One site, for forms that choose a single one. */
  id_subsidiary: idSchema.optional(),
  isActive: z.boolean().optional(),
}
/** Create: the user sets their own password at first sign-in (isFirstLogin). */
export const createBody = z.object({
  ...userFields,
  password: newPasswordSchema,
})
export const updateBody = z.object({
  ...userFields,
  password: newPasswordSchema.optional(),
})
export type UserBody = z.infer<typeof updateBody>

export const themeBody = z.object({ theme: z.enum(["light", "dark"]) })
export const skillsBody = z.object({
  skills: z.array(idSchema).max(100),
})
export const carBody = z.object({ id_car: idSchema.nullable() })

export const tags = ["Users"]
export const routeSchema = { tags, ...authorizedRoute }
/** Create and edit take the user's photo when the body is multipart. */
export const withPhoto = {
  [MULTIPART_EXTENSION]: { files: { photo: photoPart } },
}
/** The photo route's answer: the image as it was uploaded. */
export const photoResponse = {
  description: "The photo",
  content: Object.fromEntries(
    PHOTO_MEDIA_TYPES.map((type) => [type, { schema: z.file() }])
  ),
}
