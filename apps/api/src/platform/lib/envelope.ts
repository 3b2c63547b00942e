import { z } from "zod"

/** Every response body is `{ data, message }` (architecture decision 1). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string() })
}

export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional(),
  })
  .meta({ id: "Error" })

/** Error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
}
