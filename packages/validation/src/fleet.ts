import { z } from "zod"

import {
  optionalEmailSchema,
  requiredSelectSchema,
  textSchema,
} from "./fields.ts"
import { declaredNumberSchema } from "./declared-schema.ts"
import { phoneSchema } from "./phone.ts"
import { maxValue, messages } from "./messages.ts"
import { carCostPerHour, carCostPerKm, carFixedCost } from "./values.ts"
import type { DeclaredNumber } from "./values.ts"

// Bodies of the fleet and catalog screens (spec section 3: Car, Depot, Skill, Stop outcome,
// address book). The API validates with them and the back office's forms use them as they are.

/** A skill or a stop outcome: a name (text, up to 100 characters). */
export const namedItemSchema = z.object({
  name: textSchema({ max: 100 }),
  /** The client the row is created for; only the provider's staff choose it. */
  id_client: z.number().int().positive().optional(),
})
export type NamedItem = z.infer<typeof namedItemSchema>

/** Which visits a stop outcome may end: completed ones ("Delivered") or failed ones ("Refused"). */
export const StopOutcomeKind = {
  completed: "completed",
  failed: "failed",
} as const
export type StopOutcomeKind =
  (typeof StopOutcomeKind)[keyof typeof StopOutcomeKind]
export const stopOutcomeKindSchema = z.enum([
  StopOutcomeKind.completed,
  StopOutcomeKind.failed,
])

/** A stop outcome: its name and its kind (a completion when not given). */
export const stopOutcomeSchema = namedItemSchema.extend({
  kind: stopOutcomeKindSchema.default(StopOutcomeKind.completed),
})
export type StopOutcomeInput = z.input<typeof stopOutcomeSchema>

/**
 * A capacity (0 or more; the car makes it optional, null to clear): 'Field only accepts
 * numbers.' for anything that is not a number (a string, NaN), 'Amount has to be 0 or greater.'
 * below 0.
 */
const capacity = z
  .number({ error: messages.spotsNumber })
  .min(0, { error: messages.amountMin })
/** A whole-number capacity: the capacity rules plus 'Value needs to be an integer number'. */
const capacityPieces = capacity.int({ error: messages.integer })

/**
 * A car's cost (issue 45), in the client's currency: 0 or more, up to its declared bound; null
 * (or left out) is no cost.
 */
const cost = (value: DeclaredNumber) =>
  declaredNumberSchema(value, {
    type: messages.spotsNumber,
    min: messages.amountMin,
    max: maxValue(value.max),
  })
    .nullable()
    .optional()

/** A car: catalog ids for make, model and type are required selects ('Required field.'). */
export const carSchema = z.object({
  name: textSchema({ max: 100 }),
  plate: textSchema({ max: 20 }),
  alias: z
    .string()
    .max(50, { error: "Max 50 characters" })
    .optional()
    .default(""),
  id_subsidiary: requiredSelectSchema,
  id_car_make: requiredSelectSchema,
  id_car_model: requiredSelectSchema,
  id_car_type: requiredSelectSchema,
  id_unit_of_distance: requiredSelectSchema,
  id_unit_of_measure: requiredSelectSchema,
  id_unit_of_weight: requiredSelectSchema,
  capacity_pieces: capacityPieces.nullable().optional(),
  capacity_weight: capacity.nullable().optional(),
  capacity_volume: capacity.nullable().optional(),
  fixed_cost: cost(carFixedCost),
  cost_per_km: cost(carCostPerKm),
  cost_per_hour: cost(carCostPerHour),
  active: z.boolean({ error: messages.required }).optional().default(true),
})
export type Car = z.infer<typeof carSchema>

export const latitudeSchema = z
  .number({ error: messages.latitude })
  .min(-90, { error: messages.latitude })
  .max(90, { error: messages.latitude })
export const longitudeSchema = z
  .number({ error: messages.longitude })
  .min(-180, { error: messages.longitude })
  .max(180, { error: messages.longitude })

/** A depot: its site, a name, a description, and an address found on the map or geocoded. */
export const depotSchema = z.object({
  id_subsidiary: requiredSelectSchema,
  name: textSchema({ max: 100 }),
  description: z
    .string()
    .max(200, { error: "Max 200 characters" })
    .optional()
    .default(""),
  address: z
    .string()
    .max(300, { error: "Max 300 characters" })
    .optional()
    .default(""),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  isDefault: z.boolean({ error: messages.required }).optional().default(false),
})
export type Depot = z.infer<typeof depotSchema>

/** An address-book entry: the address with its coordinates and the customer's contact. */
export const addressBookSchema = z.object({
  id_subsidiary: requiredSelectSchema,
  id_address_type: requiredSelectSchema.optional().default(1),
  alias: z
    .string()
    .max(100, { error: "Max 100 characters" })
    .optional()
    .default(""),
  address: textSchema({ max: 300 }),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  first_name: z
    .string()
    .max(100, { error: "Max 100 characters" })
    .optional()
    .default(""),
  last_name: z
    .string()
    .max(100, { error: "Max 100 characters" })
    .optional()
    .default(""),
  email: optionalEmailSchema,
  phone_number: phoneSchema,
})
export type AddressBookEntry = z.infer<typeof addressBookSchema>
