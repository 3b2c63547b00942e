import { z } from "zod"

import { errorBodySchema, errorResponses } from "../../lib/envelope.ts"

/** Spec section 9: default page 0, page size 25. */
export const DEFAULT_PAGE = 0
export const DEFAULT_PAGE_SIZE = 25

export const pagingQuery = {
  page: z.coerce.number().int().min(0).default(DEFAULT_PAGE),
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
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

/** A numeric id in the path: `/{id}`. */
export const idParams = z.object({
  id: z.coerce.number().int().positive(),
})

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

/** Every route here requires a bearer access token. */
export const bearerSecurity = [{ bearerAuth: [] }]
