import { latitudeSchema, longitudeSchema } from "@ruta/validation/fleet"
import {
  proofSettingsSchema,
  recipientNameSchema,
} from "@ruta/validation/proof"
import { z } from "zod"

import { idSchema } from "../authorization/schemas.ts"
import {
  routeSchema,
  routeWithStopsSchema,
  stopSchema,
} from "../planning/planning.schemas.ts"

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
})

/** What the driver's phone keeps for the day: their routes with stops, and the outcomes. */
export const driverDaySchema = z
  .object({
    routes: z.array(routeWithStopsSchema),
    outcomes: z.array(outcomeSchema),
    // Always sent; optional in the document so that clients built before it still read the day.
    proof: proofSettingsSchema
      .optional()
      .describe(
        "What finishing a visit requires, by kind of outcome (the client's settings)"
      ),
  })
  .meta({ id: "DriverDay" })

/** A visit finished by the driver, possibly recorded offline and sent later. */
export const completionSchema = z
  .object({
    key: z
      .string()
      .min(8)
      .max(100)
      .describe(
        "The device's id for this completion: sending it again applies it once"
      ),
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
