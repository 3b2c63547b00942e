import { sql } from "drizzle-orm"
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core"
import type { AnyPgColumn } from "drizzle-orm/pg-core"

import {
  at,
  createdAt,
  blank,
  owned,
  optional,
  creator,
  tenant,
  place,
  contact,
} from "../../db/columns.ts"
import { addresses } from "../addresses/addresses.schema.ts"
import { cars } from "../cars/cars.schema.ts"
import { depots } from "../depots/depots.schema.ts"
import { stopOutcomes } from "../stop-outcomes/stop-outcomes.schema.ts"
import { users } from "../users/users.schema.ts"
import { horizonDays, stopDuration } from "@ruta/validation/values"

/** One of a stop's time windows as stored: instants as ISO text, or null for an open side. */
export interface StopWindow {
  start: string | null
  end: string | null
}

export function optimizationColumn() {
  return owned("id_optimization", () => optimizations.id_optimization)
}
export function stopColumn() {
  return owned("id_stop", () => stops.id_stop)
}

/** A planning session of a site: its stops, grouped into routes and optimized (spec section 3). */
export const optimizations = pgTable(
  "optimizations",
  {
    id_optimization: serial("id_optimization").primaryKey(),
    ...tenant(),
    name: text("name").notNull(),
    /** 1 typed by hand, 2 uploaded from a spreadsheet. */
    method: smallint("method").notNull().default(1),
    /** The route configuration new routes start from (spec section 3 defaults). */
    configuration: jsonb("configuration").notNull().default({}),
    /** The days it plans, from its first route's day (issue 45): 1 to 14. */
    horizon_days: smallint("horizon_days")
      .notNull()
      .default(horizonDays.default),
    /**
     * A what-if scenario's plan (issue 45): the optimization it was copied from, or the plan
     * promoted in its place; null for a plan. Scenarios are not billed until promoted.
     */
    scenario_of: integer("scenario_of").references(
      (): AnyPgColumn => optimizations.id_optimization,
      { onDelete: "set null" }
    ),
    createdBy: creator(),
    createdAt: createdAt(),
  },
  (t) => [
    index("optimizations_client_created").on(t.id_client, t.createdAt),
    index("optimizations_site_created").on(t.id_subsidiary, t.createdAt),
  ]
)

/**
 * A route of an optimization: a depot, a car and a driver for a day, its configuration, its zone,
 * and what optimizing it planned. `optimization_state`: 0 not optimized, 1 optimized, 2 by hand.
 */
export const routes = pgTable(
  "routes",
  {
    id_route: serial("id_route").primaryKey(),
    ...tenant(),
    id_optimization: optimizationColumn(),
    name: text("name").notNull(),
    id_depot: optional("id_depot", () => depots.id_depot),
    id_car: optional("id_car", () => cars.id_car),
    id_user: optional("id_user", () => users.id_user),
    start_date: at("start_date"),
    end_date: at("end_date"),
    optimization_state: smallint("optimization_state").notNull().default(0),
    started: at("started"),
    completed: at("completed"),
    configuration: jsonb("configuration").notNull().default({}),
    figure: jsonb("figure"),
    color: blank("color"),
    /** Planned by the last optimization: metres and seconds from departure to the end. */
    distance: integer("distance"),
    duration: integer("duration"),
    /** Driven, set when the route is completed: metres along the stops in the order visited. */
    actual_distance: integer("actual_distance"),
    /**
     * Driven along its positions, kept once the route is completed (issue 44): metres, and of
     * them the metres bridged in a straight line over a gap between two fixes. Null until then.
     */
    driven_distance: integer("driven_distance"),
    bridged_distance: integer("bridged_distance"),
    /**
     * The travel its plan was timed with (issue 44): learned from this many days of driven
     * routes, or null for the standard travel of the travel source.
     */
    travel_profile_days: integer("travel_profile_days"),
    createdAt: createdAt(),
  },
  (t) => [
    index("routes_optimization").on(t.id_optimization),
    index("routes_client_day").on(t.id_client, t.start_date),
    index("routes_driver_day").on(t.id_user, t.start_date),
    index("routes_site_created").on(t.id_subsidiary, t.createdAt),
    index("routes_client_created").on(t.id_client, t.createdAt),
    // The routes on the road (the live map's list): few among years of routes.
    index("routes_on_the_road")
      .on(t.id_subsidiary)
      .where(sql`started is not null and completed is null`),
  ]
)

/** A stop of an optimization, on a route or not yet (spec section 3, Stop). */
export const stops = pgTable(
  "stops",
  {
    id_stop: serial("id_stop").primaryKey(),
    ...tenant(),
    id_optimization: optimizationColumn(),
    id_route: optional("id_route", () => routes.id_route),
    id_address: optional("id_address", () => addresses.id_address),
    name: blank("name"),
    address: blank("address"),
    ...place(),
    /** Minutes. */
    stop_duration: integer("stop_duration")
      .notNull()
      .default(stopDuration.default),
    /** The completed visits its duration was learned from; null when given or typed (issue 44). */
    learned_visits: integer("learned_visits"),
    time_window_start: at("time_window_start"),
    time_window_end: at("time_window_end"),
    /**
     * Every window the stop may be served in, `{ start, end }` instants (ISO text or null), the
     * first being `time_window_start` and `time_window_end` (issue 45).
     */
    time_windows: jsonb("time_windows")
      .$type<StopWindow[]>()
      .notNull()
      .default([]),
    /** Weekdays (`mon`..`sun`) or dates (`YYYY-MM-DD`) the stop may be served on; none: any. */
    allowed_days: text("allowed_days")
      .array()
      .notNull()
      .default(sql`'{}'`),
    pieces: doublePrecision("pieces").notNull().default(0),
    weight: doublePrecision("weight").notNull().default(0),
    volume: doublePrecision("volume").notNull().default(0),
    skills: integer("skills")
      .array()
      .notNull()
      .default(sql`'{}'`),
    priority: smallint("priority").notNull().default(0),
    type: smallint("type").notNull().default(2),
    pinned: boolean("pinned").notNull().default(false),
    /** Keep the stop with the driver who served its customer last (issue 45). */
    same_driver: boolean("same_driver").notNull().default(false),
    order: integer("stop_order"),
    /** Planned arrival and departure, and metres from the route's start. */
    eta: at("eta"),
    departure: at("departure"),
    distance: integer("distance"),
    /**
     * The travel source's own seconds of the leg that reaches this stop from the one planned
     * before it, without a learned profile's slow-down (issue 44): what a driven leg is learned
     * against. Null for the first stop after a reload, and for plans made before it was kept.
     */
    travel_seconds: integer("travel_seconds"),
    started: at("started"),
    completed: at("completed"),
    /** When the driver finished the visit, as the device saw it (it may have been offline). */
    visit_time: at("visit_time"),
    /** The visit did not succeed (nobody home, refused...); `completed` is still set. */
    failed: boolean("failed").notNull().default(false),
    /** The driver's note on the visit. */
    note: blank("note"),
    /** The device's id for the completion, so a completion sent twice is applied once. */
    completion_key: text("completion_key"),
    /** When the driver said they had arrived, by their device's clock (it may have been offline). */
    arrived: at("arrived"),
    /** Where the phone was on arrival; none when it could not tell or was not allowed to. */
    arrival_latitude: doublePrecision("arrival_latitude"),
    arrival_longitude: doublePrecision("arrival_longitude"),
    /** The device's id for the arrival, so an arrival sent twice is recorded once. */
    arrival_key: text("arrival_key"),
    id_stop_outcome: optional(
      "id_stop_outcome",
      () => stopOutcomes.id_stop_outcome
    ),
    customData: jsonb("custom_data").notNull().default({}),
    delivery_instructions: blank("delivery_instructions"),
    ...contact(),
    /** Why the last optimization left it unassigned (the solver's reasons). */
    unassigned_reasons: text("unassigned_reasons")
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [
    index("stops_optimization_route").on(t.id_optimization, t.id_route),
    index("stops_route_order").on(t.id_route, t.order),
  ]
)
