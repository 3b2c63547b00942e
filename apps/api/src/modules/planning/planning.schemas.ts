import { routeConfigurationSchema } from "@ruta/validation/planning"
import { z } from "zod"

const timestamp = z.string().nullable()

/** A stop as the API shows it (spec section 3, Stop). */
export const stopSchema = z
  .object({
    id_stop: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    id_optimization: z.number().int(),
    id_route: z.number().int().nullable(),
    id_address: z.number().int().nullable(),
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    stop_duration: z.number().int(),
    /** How many completed visits its duration was learned from; null when given or typed. */
    learned_visits: z.number().int().nullable(),
    time_window_start: timestamp,
    time_window_end: timestamp,
    /** Every window the stop may be served in; the first is `time_window_start`/`_end`. */
    time_windows: z.array(
      z.object({ start: z.string().nullable(), end: z.string().nullable() })
    ),
    /** Weekdays (`mon`..`sun`) or dates (`YYYY-MM-DD`) the stop may be served on; none: any. */
    allowed_days: z.array(z.string()),
    pieces: z.number(),
    weight: z.number(),
    volume: z.number(),
    skills: z.array(z.number().int()),
    priority: z.number().int(),
    type: z.number().int(),
    pinned: z.boolean(),
    /** The run keeps the stop with the driver who served its customer last, strongly. */
    same_driver: z.boolean(),
    order: z.number().int().nullable(),
    eta: timestamp,
    departure: timestamp,
    distance: z.number().int().nullable(),
    started: timestamp,
    completed: timestamp,
    /** When the driver finished the visit, as their device saw it. */
    visit_time: timestamp,
    /** The visit was made but did not succeed (its outcome says why). */
    failed: z.boolean(),
    /** The driver's note on the visit. */
    note: z.string(),
    id_stop_outcome: z.number().int().nullable(),
    customData: z.record(z.string(), z.unknown()),
    delivery_instructions: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    unassigned_reasons: z.array(z.string()),
    /** Spec section 4: on hold, started or completed. */
    status: z.enum(["on_hold", "started", "completed"]),
  })
  .meta({ id: "Stop" })
export type StopOut = z.infer<typeof stopSchema>

/** A route as the API shows it (spec section 3, Route), with its status and progress (section 4). */
export const routeSchema = z
  .object({
    id_route: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    id_optimization: z.number().int(),
    name: z.string(),
    id_depot: z.number().int().nullable(),
    id_car: z.number().int().nullable(),
    id_user: z.number().int().nullable(),
    /** The driver's and the car's names, for lists. */
    driver: z.string().nullable(),
    car: z.string().nullable(),
    /** The car's capacity (null: no car, or a car without limits), for load against capacity. */
    capacity: z
      .object({
        pieces: z.number().nullable(),
        weight: z.number().nullable(),
        volume: z.number().nullable(),
      })
      .nullable(),
    /** Where the route starts: its depot, or its site's default depot. */
    depot: z
      .object({
        id_depot: z.number().int(),
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      })
      .nullable(),
    start_date: timestamp,
    end_date: timestamp,
    isOptimized: z.boolean(),
    /** 0 not optimized, 1 optimized, 2 manually optimized. */
    optimization_state: z.number().int(),
    started: timestamp,
    completed: timestamp,
    /** 1 Pending, 2 On route, 3 Completed. */
    status_route: z.number().int(),
    /** Completed stops, in percent. */
    progress: z.number().int(),
    stops_count: z.number().int(),
    configuration: routeConfigurationSchema,
    figure: z.record(z.string(), z.unknown()).nullable(),
    color: z.string(),
    distance: z.number().int().nullable(),
    duration: z.number().int().nullable(),
    /**
     * The travel its plan was timed with (issue 44): the learned travel profile of this many
     * days of driven routes, or null for standard travel (always sent; optional for clients
     * written before it).
     */
    travel_profile_days: z.number().int().nullable().optional(),
    createdAt: z.string(),
  })
  .meta({ id: "Route" })
export type RouteOut = z.infer<typeof routeSchema>

/** A route with its stops in order. */
export const routeWithStopsSchema = routeSchema
  .extend({ stops: z.array(stopSchema) })
  .meta({ id: "RouteWithStops" })

/** One row of the optimizations list. */
export const optimizationSummarySchema = z
  .object({
    id_optimization: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    subsidiary: z.string(),
    name: z.string(),
    method: z.number().int(),
    /** The days it plans, from its first route's day (issue 45). */
    horizon_days: z.number().int(),
    /** A what-if scenario: the plan it was copied from (null for a plan). */
    scenario_of: z.number().int().nullable(),
    routes_quantity: z.number().int(),
    stops_quantity: z.number().int(),
    /** 0 not optimized, 1 optimized (every route), 2 manually optimized (any route by hand). */
    optimization_state: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "OptimizationSummary" })
export type OptimizationSummary = z.infer<typeof optimizationSummarySchema>

/** One optimization with its routes (and their stops) and the stops on no route. */
export const optimizationSchema = optimizationSummarySchema
  .extend({
    configuration: routeConfigurationSchema,
    routes: z.array(routeWithStopsSchema),
    stops: z.array(stopSchema),
  })
  .meta({ id: "Optimization" })
export type OptimizationOut = z.infer<typeof optimizationSchema>
