import { pageQuerySchema, pageSizeQuerySchema } from "@ruta/validation/paging"
import { z } from "zod"

import { errorBodySchema, errorResponses } from "../lib/envelope.ts"
import { SUBSIDIARY_HEADER_EXTENSION } from "../openapi/subsidiary-header.ts"

/** Spec section 9: default page 0, page size 25 (declared in @ruta/validation/values). */
export const pagingQuery = {
  page: pageQuerySchema,
  size: pageSizeQuerySchema,
}

/** A page of rows with the total count of rows that match. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
}

/** The largest id a PostgreSQL `integer` column holds: larger ids would fail in the database. */
export const MAX_ID = 2_147_483_647

/** A row id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID)
/** A row id in a path or query string. */
export const idQuery = z.coerce.number().int().positive().max(MAX_ID)

/** A numeric id in the path: `/{id}`. */
export const idParams = z.object({ id: idQuery })

/** A context type (kind of user), 1 to 5: 'Required field.' otherwise, as a required select. */
export const contextTypeSchema = z
  .number({ error: "Required field." })
  .int({ error: "Required field." })
  .refine((value) => value >= 1 && value <= 5, { error: "Required field." })

/** The body of the enable/disable calls. */
export const statusBody = z.object({
  isActive: z.boolean({ error: "Required field." }),
})

/** A "true"/"false" list filter in the query string. */
export const booleanQuery = z.enum(["true", "false"])

/** The boolean of a "true"/"false" query filter, or undefined when absent. */
export const queryFlag = (value: "true" | "false" | undefined) =>
  value === undefined ? undefined : value === "true"

/** The errors of a route that reads or writes one row by id. */
export const rowErrors = { ...errorResponses, 404: errorBodySchema }

/** Every route here requires a bearer access token, or an API key (`Bearer rk_…`). */
export const bearerSecurity: Record<string, string[]>[] = [
  { bearerAuth: [] },
  { apiKey: [] },
]

/**
 * The schema of a route that runs through `authorize`: a bearer access token, and the one-site
 * header (`x-ruta-subsidiary`) that `authorize` reads, declared in the OpenAPI document.
 */
export const authorizedRoute = {
  security: bearerSecurity,
  [SUBSIDIARY_HEADER_EXTENSION]: true,
}
