import { z } from "zod"

import {
  booleanQuery,
  idQuery,
  idSchema,
} from "../../platform/authorization/schemas.ts"

/** The most positions one batch may carry (the phone sends one every few seconds). */
export const MAX_BATCH = 500

/** A fix the phone took; a value no phone can give is refused with its own message. */
const positionSchema = z.object({
  time: z.iso
    .datetime({ offset: true })
    .describe("When the phone took the fix, by its clock"),
  latitude: z
    .number()
    .min(-90, "A position's latitude must be between -90 and 90.")
    .max(90, "A position's latitude must be between -90 and 90."),
  longitude: z
    .number()
    .min(-180, "A position's longitude must be between -180 and 180.")
    .max(180, "A position's longitude must be between -180 and 180."),
  accuracy: z
    .number()
    .min(0, "A position's accuracy must be between 0 and 100,000 metres.")
    .max(100_000, "A position's accuracy must be between 0 and 100,000 metres.")
    .nullable()
    .default(null)
    .describe("Metres"),
  speed: z
    .number()
    .min(0, "A position's speed must be between 0 and 100 metres a second.")
    .max(100, "A position's speed must be between 0 and 100 metres a second.")
    .nullable()
    .default(null)
    .describe("Metres a second"),
  heading: z
    .number()
    .min(0, "A position's heading must be between 0 and 360 degrees.")
    .max(360, "A position's heading must be between 0 and 360 degrees.")
    .nullable()
    .default(null)
    .describe("Degrees clockwise from true north"),
})
export type PositionIn = z.infer<typeof positionSchema>

/** A batch of the phone's positions for one of the driver's started routes. */
export const positionBatchSchema = z
  .object({
    id_route: idSchema,
    positions: z
      .array(positionSchema)
      .min(1, "Send at least one position.")
      .max(MAX_BATCH, "Send at most 500 positions at a time."),
  })
  .meta({ id: "PositionBatch" })
export type PositionBatch = z.infer<typeof positionBatchSchema>

export const positionsRecordedSchema = z
  .object({
    received: z.number().int(),
    stored: z
      .number()
      .int()
      .describe(
        "New positions: those already stored (a batch sent again) are not"
      ),
  })
  .meta({ id: "PositionsRecorded" })

/** A place and when the driver was there. */
const fixSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  at: z.string().describe("When the phone took the fix"),
})

/** A stop predicted to be reached after its window closes. */
const lateStopSchema = z.object({
  id_stop: z.number().int(),
  name: z.string().describe("The stop's name, or its address"),
  eta: z.string().describe("Predicted arrival (the live ETA)"),
  planned_eta: z
    .string()
    .nullable()
    .describe("The planned arrival, to compare with (null: none planned)"),
  late_seconds: z
    .number()
    .int()
    .describe("How long after its window closes (0: on time)"),
})

/** A route on the road: its driver and where they were last seen. */
export const driverOnRouteSchema = z
  .object({
    id_route: z.number().int(),
    route_name: z.string(),
    color: z.string(),
    id_optimization: z.number().int(),
    id_subsidiary: z.number().int(),
    id_user: z.number().int().nullable(),
    driver_name: z.string(),
    last: fixSchema
      .extend({
        accuracy: z.number().nullable(),
        speed: z.number().nullable(),
        heading: z.number().nullable(),
      })
      .nullable()
      .describe("The latest position; null before the first"),
    late: z
      .array(lateStopSchema)
      .describe("Stops not yet completed predicted after their window"),
    etas: z
      .array(lateStopSchema)
      .optional()
      .describe(
        "Every stop not yet completed with its live ETA, when asked (with_etas=true)"
      ),
  })
  .meta({ id: "DriverOnRoute" })
export type DriverOnRoute = z.infer<typeof driverOnRouteSchema>

export const driversQuery = z.object({
  id_optimization: idQuery.optional(),
  id_subsidiary: idQuery.optional(),
  with_etas: booleanQuery
    .optional()
    .describe("true: each route's live ETAs of every stop (`etas`)"),
})

export const routeLiveSchema = z
  .object({
    trail: z
      .array(fixSchema)
      .describe("The positions sent while on the road, oldest first"),
    etas: z
      .object({
        computed_at: z.string(),
        position_at: z.string().nullable(),
        stops: z.array(lateStopSchema),
      })
      .nullable()
      .describe(
        "Predicted arrivals of the stops not yet completed, once computed"
      ),
  })
  .meta({ id: "RouteLive" })
