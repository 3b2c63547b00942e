import { z } from "zod"

import { latitudeSchema, longitudeSchema } from "./fleet.ts"
import {
  amountSchema,
  optionalEmailSchema,
  requiredSelectSchema,
  textSchema,
} from "./fields.ts"
import { phoneSchema } from "./phone.ts"
import { declaredNumberSchema, oneMessage } from "./declared-schema.ts"
import { inOrder, stopDaysFields } from "./stop-days.ts"
import { maxCharacters, maxValue, messages } from "./messages.ts"
import {
  horizonDays,
  maxHours,
  routesPerOptimize,
  stopDuration,
  stableTerritories,
  stopsPerOptimization,
  timeLimit,
} from "./values.ts"

/**
 * How long a stop takes, in minutes, for a stop and a route's configuration alike: refused like
 * the spec's number fields, and above a day with "Max 1440".
 */
export const stopDurationSchema = declaredNumberSchema(stopDuration, {
  type: messages.spotsNumber,
  integer: messages.integer,
  min: messages.amountMin,
  max: maxValue(stopDuration.max),
})

/** A route's longest day, in hours: above nothing, at most a day. */
export const maxHoursSchema = declaredNumberSchema(maxHours, {
  type: messages.spotsNumber,
  min: messages.positive,
  max: maxValue(maxHours.max),
})

/** The days an optimization plans (issue 45). */
export const horizonDaysSchema = declaredNumberSchema(horizonDays, {
  ...oneMessage(messages.horizonDays),
  type: messages.spotsNumber,
  integer: messages.integer,
})

/**
 * A client's stable territories (issue 45): what serving a customer with another driver than
 * last time weighs, in seconds; 0 is off.
 */
export const stableTerritoriesSchema = z
  .object({
    stable_territories: declaredNumberSchema(stableTerritories, {
      ...oneMessage(messages.stableTerritories),
      type: messages.spotsNumber,
      integer: messages.integer,
    }),
  })
  .meta({ id: "StableTerritories" })
export type StableTerritories = z.infer<typeof stableTerritoriesSchema>

/** An optimize run's time limit, in seconds. */
export const timeLimitSchema = declaredNumberSchema(timeLimit, {
  ...oneMessage(messages.timeLimitRange),
  type: messages.spotsNumber,
  integer: messages.integer,
})

/** Spec section 4: how a route ends. */
export const FinalizationMode = {
  returnToDepot: 1,
  finishOnAddress: 2,
  finishOnLastStop: 3,
} as const

/** Spec section 4: "Optimization shown as: not optimized, optimized, manually optimized". */
export const OptimizationState = {
  notOptimized: 0,
  optimized: 1,
  manuallyOptimized: 2,
} as const
export type OptimizationState =
  (typeof OptimizationState)[keyof typeof OptimizationState]

/** Spec section 4: the route list filter status_route. */
export const RouteStatus = { pending: 1, onRoute: 2, completed: 3 } as const
export type RouteStatus = (typeof RouteStatus)[keyof typeof RouteStatus]

const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: maxCharacters(max) })
    .optional()
    .default("")

const dateTime = z.iso.datetime({
  offset: true,
  error: messages.invalidDate,
})

const optionalAmount = amountSchema.optional().default(0)

/** A selectable catalog id that may be left out. */
const optionalSelect = (fallback: number) =>
  requiredSelectSchema.optional().default(fallback)

/** True when a window's end is not before its start (or either is missing). */
function windowInOrder(value: {
  time_window_start?: string | null | undefined
  time_window_end?: string | null | undefined
}) {
  return inOrder(value.time_window_start, value.time_window_end)
}

/**
 * A stop as the planner enters it (spec section 3, Stop): where it is, how long it takes, when it
 * may be served, what it carries and who receives it.
 */
export const stopInputSchema = z
  .object({
    name: optionalText(200),
    address: optionalText(300),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    id_address: z.number().int().positive().nullable().optional(),
    // No default here: a stop given none takes its address's learned time, else the default
    // (issue 44, the API's modules/learning).
    stop_duration: stopDurationSchema.optional(),
    time_window_start: dateTime.nullable().optional(),
    time_window_end: dateTime.nullable().optional(),
    ...stopDaysFields,
    pieces: optionalAmount,
    weight: optionalAmount,
    volume: optionalAmount,
    skills: z.array(z.number().int().positive()).max(50).optional().default([]),
    priority: z
      .number({ error: messages.spotsNumber })
      .int({ error: messages.integer })
      .min(0, { error: messages.amountMin })
      .max(100, { error: maxValue(100) })
      .optional()
      .default(0),
    type: z
      .number({ error: messages.required })
      .int({ error: messages.required })
      .min(1, { error: messages.required })
      .max(10, { error: messages.required })
      .optional()
      // Spec section 4 stop types: 2 is delivery.
      .default(2),
    pinned: z.boolean().optional().default(false),
    /** "Same driver as last time": the run keeps it with its customer's last driver (issue 45). */
    same_driver: z.boolean().optional().default(false),
    delivery_instructions: optionalText(1000),
    customData: z.record(z.string(), z.unknown()).optional().default({}),
    first_name: optionalText(100),
    last_name: optionalText(100),
    email: optionalEmailSchema,
    phone_number: phoneSchema,
  })
  .refine(windowInOrder, {
    path: ["time_window_end"],
    error: messages.endDateBeforeStartDate,
  })
export type StopInput = z.input<typeof stopInputSchema>
export type Stop = z.infer<typeof stopInputSchema>

/** The stops of one request: at least one, at most the optimization's limit. */
export const stopListSchema = z
  .array(stopInputSchema)
  .min(1, { error: messages.required })
  .max(stopsPerOptimization.max, {
    error: messages.tooManyStops,
  })

/**
 * How a route is optimized (spec section 3, Route configuration), with the section 3 defaults:
 * stop duration 15, optimization type 1, travel mode 1.
 */
export const routeConfigurationSchema = z.object({
  stop_duration: stopDurationSchema.optional().default(stopDuration.default),
  max_hours: maxHoursSchema.nullable().optional().default(maxHours.default),
  max_distance: z
    .number({ error: messages.spotsNumber })
    .positive({ error: messages.positive })
    .nullable()
    .optional()
    .default(null),
  id_restriction_type: optionalSelect(1),
  id_travel_mode: z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .min(1, { error: messages.required })
    .max(4, { error: messages.required })
    .optional()
    .default(1),
  id_optimization_type: z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .min(1, { error: messages.required })
    .max(3, { error: messages.required })
    .optional()
    .default(1),
  id_finalization_mode: z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .min(1, { error: messages.required })
    .max(3, { error: messages.required })
    .optional()
    .default(FinalizationMode.returnToDepot),
  end_latitude: latitudeSchema.nullable().optional().default(null),
  end_longitude: longitudeSchema.nullable().optional().default(null),
})
export type RouteConfiguration = z.infer<typeof routeConfigurationSchema>

/** A zone drawn on the map (spec section 3, figure). */
export const figureSchema = z.object({
  type: z.enum(["polygon", "rectangle", "circle", "no_figure"]),
  uid: optionalText(100),
  colors: z.array(z.string().max(50)).max(10).optional().default([]),
  coordinates: z
    .array(z.object({ lat: latitudeSchema, lng: longitudeSchema }))
    .max(1000)
    .optional()
    .default([]),
  radius: z.number().nonnegative().optional(),
})
export type Figure = z.infer<typeof figureSchema>

const routeDates = {
  start_date: dateTime.nullable().optional(),
  end_date: dateTime.nullable().optional(),
}

const datesInOrder = (value: {
  start_date?: string | null | undefined
  end_date?: string | null | undefined
}) =>
  !value.start_date ||
  !value.end_date ||
  Date.parse(value.end_date) >= Date.parse(value.start_date)

/** A route's own fields (spec section 3, Route), as created or edited. */
export const routeInputSchema = z
  .object({
    name: textSchema({ max: 100 }),
    id_depot: z.number().int().positive().nullable().optional(),
    id_car: z.number().int().positive().nullable().optional(),
    id_user: z.number().int().positive().nullable().optional(),
    ...routeDates,
    configuration: routeConfigurationSchema.optional(),
    figure: figureSchema.nullable().optional(),
    color: optionalText(20),
  })
  .refine(datesInOrder, {
    path: ["end_date"],
    error: messages.endDateBeforeStartDate,
  })
export type RouteInput = z.input<typeof routeInputSchema>

/** An optimization's own fields (spec section 3, Optimization). */
export const optimizationInputSchema = z.object({
  name: textSchema({ max: 100 }),
  id_subsidiary: requiredSelectSchema,
  /** 1 manual, 2 spreadsheet upload. */
  method: z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .min(1, { error: messages.required })
    .max(2, { error: messages.required })
    .optional()
    .default(1),
  configuration: routeConfigurationSchema.optional(),
  horizon_days: horizonDaysSchema.optional().default(horizonDays.default),
})

/** What the planner asks of an optimize run. */
export const optimizeRequestSchema = z.object({
  /** The routes to optimize; every route of the optimization when left out. */
  routes: z
    .array(z.number().int().positive())
    .max(routesPerOptimize.max)
    .optional(),
  time_limit: timeLimitSchema.optional().default(timeLimit.default),
  /** Keep the result as a proposal (a diff to apply or discard) instead of writing it. */
  preview: z.boolean().optional().default(false),
  /** Penalise moving stops between routes (re-optimizing a plan already sent). */
  keep_changes_small: z.boolean().optional().default(false),
})
export type OptimizeRequest = z.input<typeof optimizeRequestSchema>
