import {
  latitudeSchema,
  longitudeSchema,
  stopOutcomeKindSchema,
} from "@ruta/validation/fleet"
import {
  proofSettingsSchema,
  recipientNameSchema,
} from "@ruta/validation/proof"
import { z } from "zod"

import { idSchema } from "../../platform/authorization/schemas.ts"
import { routeSchema, stopSchema } from "../planning/planning.schemas.ts"

/** The instants a driver's day runs between, as their device counts the day. */
export const dayQuery = z.object({
  from: z.iso
    .datetime({ offset: true })
    .describe("Start of the driver's day on their device"),
  to: z.iso
    .datetime({ offset: true })
    .describe("End of the driver's day on their device"),
})

/** A stop outcome a driver may choose (the client's active ones). */
const outcomeSchema = z.object({
  id_stop_outcome: z.number().int(),
  name: z.string(),
  kind: stopOutcomeKindSchema
    .optional()
    .describe(
      "completed: offered when finishing a visit; failed: when it could not be completed"
    ),
  preset: z
    .string()
    .nullable()
    .optional()
    .describe("The key of a name the product gave, shown translated"),
})

/** Where and when the driver said they had arrived at a stop. */
export const arrivalSchema = z
  .object({
    id_stop: z.number().int(),
    arrived: z.string().describe("When the driver arrived"),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: "StopArrival" })
export type ArrivalOut = z.infer<typeof arrivalSchema>

/** A stop as the driver sees it: with their arrival, once they have arrived. */
const driverStopSchema = stopSchema
  .extend({
    arrival: arrivalSchema.nullable(),
    live_eta: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The live ETA while the route is on the road (predicted from the driver's positions); `eta` stays the planned one"
      ),
  })
  .meta({ id: "DriverStop" })

const driverRouteSchema = routeSchema
  .extend({ stops: z.array(driverStopSchema) })
  .meta({ id: "DriverRoute" })

/** What the driver's phone keeps for the day: their routes with stops, and the outcomes. */
export const driverDaySchema = z
  .object({
    routes: z.array(driverRouteSchema),
    outcomes: z.array(outcomeSchema),
    // Always sent; optional in the document so that clients built before it still read the day.
    proof: proofSettingsSchema
      .optional()
      .describe(
        "What finishing a visit requires, by kind of outcome (the client's settings)"
      ),
  })
  .meta({ id: "DriverDay" })

/** The id a phone gives what it records, so that sending it again applies it once. */
const deviceKey = (what: string) =>
  z
    .string()
    .min(8)
    .max(100)
    .describe(
      `The device's id for this ${what}: sending it again applies it once`
    )

/** A visit finished by the driver, possibly recorded offline and sent later. */
export const completionSchema = z
  .object({
    key: deviceKey("completion"),
    failed: z
      .boolean()
      .default(false)
      .describe("The visit was made but did not succeed"),
    id_stop_outcome: idSchema.nullable().optional(),
    note: z.string().max(500).default(""),
    visit_time: z.iso
      .datetime({ offset: true })
      .describe("When the driver finished the visit, by their device's clock"),
    recipient_name: recipientNameSchema
      .optional()
      .describe("Who received the visit, when the driver asked"),
    latitude: latitudeSchema
      .optional()
      .describe("Where the phone was when the driver finished the visit"),
    longitude: longitudeSchema.optional(),
    accuracy: z
      .number()
      .min(0)
      .max(100_000)
      .optional()
      .describe("The position's accuracy in metres, as the phone gave it"),
  })
  .meta({ id: "StopCompletion" })
export type Completion = z.infer<typeof completionSchema>

/** A stop after its completion, with its route's status and progress. */
export const completedSchema = z
  .object({ stop: stopSchema, route: routeSchema })
  .meta({ id: "CompletedStop" })

/** The driver is at the stop, possibly recorded offline and sent later. */
export const arrivalBodySchema = z
  .object({
    key: deviceKey("arrival"),
    arrived: z.iso
      .datetime({ offset: true })
      .describe("When the driver arrived, by their device's clock"),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .nullable()
      .default(null)
      .describe("Where the phone was, when it could tell"),
    longitude: z.number().min(-180).max(180).nullable().default(null),
  })
  .refine((body) => (body.latitude === null) === (body.longitude === null), {
    error: "Give both the latitude and the longitude, or neither.",
    path: ["longitude"],
  })
  .meta({ id: "StopArrivalBody" })
export type Arrival = z.infer<typeof arrivalBodySchema>
