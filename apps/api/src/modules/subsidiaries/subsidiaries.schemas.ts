// The sites routes' query, body and answer schemas (the OpenAPI document is built from them).
import { optionalEmailSchema, textSchema } from "@ruta/validation/fields"
import { phoneSchema } from "@ruta/validation/phone"
import { workingDaysSchema } from "@ruta/validation/stop-days"
import { timeZoneSchema } from "@ruta/validation/time-zone"
import { z } from "zod"

import {
  authorizedRoute,
  idSchema,
} from "../../platform/authorization/schemas.ts"

export const subsidiaryBody = z.object({
  name: textSchema({ max: 100 }),
  address: z.string().max(200).optional(),
  phone_number: phoneSchema,
  email: optionalEmailSchema,
  time_zone: timeZoneSchema
    .optional()
    .describe(
      "The IANA zone of the site's times; on creation it defaults to the client's zone, else to the zone of the site's first depot"
    ),
  working_days: workingDaysSchema.optional(),
})
export const createBody = subsidiaryBody.extend({
  /** The client of the new site; a client's own users always create for their client. */
  id_client: idSchema.optional(),
})

export const tags = ["Subsidiaries"]
export const routeSchema = { tags, ...authorizedRoute }
