// One declaration per value (issue 49): each value that more than one layer reads (the back
// office's screens, the API's schemas, the run queue, the solver) is declared here once, with its
// name, its unit, its default and its bounds. The layers take it as it is; a unit is converted
// once, where the solver reads it (`@ruta/optimizer`'s `units` module).
//
// This module imports nothing, so the solver can read it without the schemas' dependencies.

/** The units a declared value is measured in, named in full. */
export type Unit =
  | "second"
  | "minute"
  | "hour"
  | "row"
  | "stop"
  | "route"
  | "message"
  | "photo"
  | "star"
  | "segment"
  | "task"
  | "day"
  | "window"
  | "visit"
  | "week"
  | "currency"

/** A number with one name, one unit, one default and one range. */
export interface DeclaredNumber<
  U extends Unit = Unit,
  D extends number | null = number | null,
> {
  /** The field's name, as the API and the forms write it. */
  readonly name: string
  readonly unit: U
  /** What it is when nothing says otherwise, or null when it has no default (no limit). */
  readonly default: D
  /** The smallest value taken: inclusive, unless `exclusiveMin` (then only values above it). */
  readonly min: number
  readonly exclusiveMin?: boolean
  /** The largest value taken (inclusive). */
  readonly max: number
  /** Whether only whole numbers are taken. */
  readonly integer: boolean
  /** The values a screen offers to choose from, when it offers a list; each within bounds. */
  readonly choices?: readonly number[]
}

/**
 * Declares a number, checking it when it is made: the bounds are in order, and the default and
 * every choice lie within them (and are whole when the value is).
 *
 * @throws RangeError when the declaration contradicts itself
 */
export function declareNumber<U extends Unit>(
  declaration: DeclaredNumber<U, number>
): DeclaredNumber<U, number>
export function declareNumber<U extends Unit>(
  declaration: DeclaredNumber<U, null>
): DeclaredNumber<U, null>
export function declareNumber<U extends Unit>(
  declaration: DeclaredNumber<U>
): DeclaredNumber<U> {
  const { name, min, max, integer } = declaration
  const fits = (n: number) =>
    (declaration.exclusiveMin ? n > min : n >= min) &&
    n <= max &&
    (!integer || Number.isInteger(n))
  if (!(min <= max)) throw new RangeError(`${name}: min ${min} > max ${max}`)
  const values = [
    ...(declaration.default === null ? [] : [declaration.default]),
    ...(declaration.choices ?? []),
  ]
  const wrong = values.find((n) => !fits(n))
  if (wrong !== undefined)
    throw new RangeError(`${name}: ${wrong} is outside ${min}..${max}`)
  return Object.freeze({
    ...declaration,
    ...(declaration.choices
      ? { choices: Object.freeze([...declaration.choices]) }
      : {}),
  })
}

/**
 * How long an optimize run searches (spec section 3 gives no figure; ours): 10 s unless the
 * planner chooses another of the screen's choices, at most 5 minutes, which the run queue adds to
 * a job's expiry.
 */
export const timeLimit = declareNumber({
  name: "time_limit",
  unit: "second",
  default: 10,
  min: 1,
  max: 300,
  integer: true,
  choices: [5, 10, 30, 60, 120, 300],
})

/**
 * How long a stop takes (spec sections 3 and 9: "Default stop duration 15"), for a stop and for a
 * route's configuration alike: at most a day.
 */
export const stopDuration = declareNumber({
  name: "stop_duration",
  unit: "minute",
  default: 15,
  min: 0,
  max: 24 * 60,
  integer: true,
})

/** A route's longest working day (spec section 3, route configuration): none by default. */
export const maxHours = declareNumber({
  name: "max_hours",
  unit: "hour",
  default: null,
  min: 0,
  exclusiveMin: true,
  max: 24,
  integer: false,
})

/** The stops one optimization holds (ours: the specification sets no limit). */
export const stopsPerOptimization = declareNumber({
  name: "stops",
  unit: "stop",
  default: null,
  min: 1,
  max: 10_000,
  integer: true,
})

/** The routes one optimize request names (ours). */
export const routesPerOptimize = declareNumber({
  name: "routes",
  unit: "route",
  default: null,
  min: 0,
  max: 500,
  integer: true,
})

/**
 * A list's page size (spec section 9: "Default page 0, page size 25"), in the API's `size` and
 * `pageSize` parameters and the back office's tables, which offer the choices.
 */
export const pageSize = declareNumber({
  name: "size",
  unit: "row",
  default: 25,
  min: 1,
  max: 100,
  integer: true,
  choices: [10, 25, 50, 100],
})

/** A customer's ETA window (ours): ±30 minutes around the ETA unless the client chooses. */
export const etaWindow = declareNumber({
  name: "window_minutes",
  unit: "minute",
  default: 30,
  min: 5,
  max: 180,
  integer: true,
})

/** 'Approaching' is also sent when the visit's ETA is this near (ours; 0: only the visit before). */
export const approachingMinutes = declareNumber({
  name: "approaching_minutes",
  unit: "minute",
  default: 15,
  min: 0,
  max: 120,
  integer: true,
})

/** The tracking page shows the driver once the visit is this many stops away (ours). */
export const positionStops = declareNumber({
  name: "position_stops",
  unit: "stop",
  default: 1,
  min: 1,
  max: 10,
  integer: true,
})

/** A new window is sent when the live ETA leaves the one told by more than this (ours). */
export const updateAfterMinutes = declareNumber({
  name: "update_after_minutes",
  unit: "minute",
  default: 20,
  min: 5,
  max: 240,
  integer: true,
})

/** The most new-window messages one stop's customer is sent (ours; 0: none). */
export const maxUpdates = declareNumber({
  name: "max_updates",
  unit: "message",
  default: 2,
  min: 0,
  max: 10,
  integer: true,
})

/** The photos a visit's proof requires (ours): none by default, at most the 3 a visit keeps. */
export const proofPhotos = declareNumber({
  name: "photos",
  unit: "photo",
  default: 0,
  min: 0,
  max: 3,
  integer: true,
})

/** A customer's rating of a visit on its tracking page (ours): 1 to 5 stars, chosen. */
export const rating = declareNumber({
  name: "rating",
  unit: "star",
  default: null,
  min: 1,
  max: 5,
  integer: true,
  choices: [1, 2, 3, 4, 5],
})

/** How long an SMS template may run (ours): at most 10 segments. */
export const smsSegments = declareNumber({
  name: "sms",
  unit: "segment",
  default: null,
  min: 1,
  max: 10,
  integer: true,
})

/**
 * The VROOM-compatible solve API's largest synchronous problem (docs/vroom.md), in tasks: jobs,
 * and each shipment's pickup and delivery. Above it, the problem goes to an asynchronous job.
 */
export const vroomSyncTasks = declareNumber({
  name: "tasks",
  unit: "task",
  default: 500,
  min: 1,
  max: 500,
  integer: true,
})

/** An asynchronous VROOM job's largest problem, in tasks. */
export const vroomJobTasks = declareNumber({
  name: "tasks",
  unit: "task",
  default: 5_000,
  min: 1,
  max: 5_000,
  integer: true,
})

/**
 * A VROOM job's search time (`options.time_limit`, or `?t=` on the synchronous endpoint): by the
 * problem's size when not given (no default here), above 0 and at most 5 minutes, as an
 * optimize run's; the synchronous endpoint caps it at 30 s.
 */
export const vroomTimeLimit = declareNumber({
  name: "time_limit",
  unit: "second",
  default: null,
  min: 0,
  exclusiveMin: true,
  max: 300,
  integer: false,
})

/**
 * The zones' grid, in degrees (issue 44): a cell about 5 km wide is a zone, where a client drew
 * none, for the learned travel profile and the Performance screen's figures per zone alike.
 */
export const zoneDegrees = 0.05

/** The synchronous endpoint's longest search, in seconds. */
export const vroomSyncMaxSeconds = 30

/** How long a finished VROOM job's input and output are kept before the purge deletes them. */
export const vroomJobKeepDays = declareNumber({
  name: "keep_days",
  unit: "day",
  default: 7,
  min: 1,
  max: 90,
  integer: true,
})

/** The time windows one stop may carry (issue 45): on one day or on different days. */
export const timeWindowsPerStop = declareNumber({
  name: "time_windows",
  unit: "window",
  default: null,
  min: 0,
  max: 10,
  integer: true,
})

/** The days one optimization plans (issue 45): a day by default, at most two weeks. */
export const horizonDays = declareNumber({
  name: "horizon_days",
  unit: "day",
  default: 1,
  min: 1,
  max: 14,
  integer: true,
})

/** How many weeks apart a visit rule's weeks fall (issue 45): 1 is every week. */
export const visitEveryWeeks = declareNumber({
  name: "every_weeks",
  unit: "week",
  default: 1,
  min: 1,
  max: 52,
  integer: true,
})

/** The dates a visit rule skips (issue 45). */
export const visitExceptions = declareNumber({
  name: "exceptions",
  unit: "day",
  default: null,
  min: 0,
  max: 100,
  integer: true,
})

/** The routes a plan of recurring visits starts with on its first day (issue 45). */
export const visitPlanRoutes = declareNumber({
  name: "routes_per_day",
  unit: "route",
  default: 1,
  min: 0,
  max: 50,
  integer: true,
})

/**
 * Stable territories (issue 45): what serving a customer with another driver than last time adds
 * to the objective, in seconds of driving (a shortest-distance plan reads it as metres at 10 m/s).
 * The choices are off, low, medium and high; the default keeps distance within 2 % of the plan
 * without it on `bench:week` (docs/benchmarks.md).
 */
export const stableTerritories = declareNumber({
  name: "stable_territories",
  unit: "second",
  default: 30,
  min: 0,
  max: 3600,
  integer: true,
  choices: [0, 30, 120, 300],
})

/**
 * What a car costs (issue 45), in the client's currency: a fixed cost for each day it drives a
 * route, a cost per kilometre driven and a cost per working hour. None is set by default (0).
 * Scenarios compare plans by them; the solver does not read them.
 */
export const carFixedCost = declareNumber({
  name: "fixed_cost",
  unit: "currency",
  default: 0,
  min: 0,
  max: 1_000_000,
  integer: false,
})

/** A car's cost per kilometre driven (issue 45), in the client's currency. */
export const carCostPerKm = declareNumber({
  name: "cost_per_km",
  unit: "currency",
  default: 0,
  min: 0,
  max: 10_000,
  integer: false,
})

/** A car's cost per working hour (issue 45), in the client's currency. */
export const carCostPerHour = declareNumber({
  name: "cost_per_hour",
  unit: "currency",
  default: 0,
  min: 0,
  max: 100_000,
  integer: false,
})

/**
 * "Same driver as last time" on a stop (issue 45): what serving it with another driver than the
 * one who served its customer last adds to the objective, in seconds of driving (metres at 10 m/s
 * in a shortest-distance plan). Strong: the high end of stable territories, for that stop alone.
 */
export const sameDriverWeight = declareNumber({
  name: "same_driver_weight",
  unit: "second",
  default: 3600,
  min: 0,
  max: 3600,
  integer: true,
})

/** A text value with one name, one written form and one length. */
export interface DeclaredText {
  readonly name: string
  /** The form the value is kept in, named. */
  readonly unit: string
  /** The rule every layer applies to a value given (spec section 5). */
  readonly pattern: RegExp
  readonly maxLength: number
}

/**
 * A phone number (spec section 5: "optional digits with optional plus and 1-3 digit country part
 * then up to 14 digits"). Its schemas and its normalisation are in `./phone.ts`: a phone is kept
 * without separators as it comes in, and written in E.164 (with the client's country) by
 * whatever reaches someone by phone.
 */
export const phoneNumber: DeclaredText = Object.freeze({
  name: "phone_number",
  unit: "E.164",
  pattern: /^\+?\d{1,3}\d{0,14}$/,
  maxLength: 1 + 3 + 14,
})

/**
 * Learned service times (issue 44, ours): an address's duration is learned once it has this many
 * completed visits (arrival to completion) in the learning window; 3 unless the client chooses.
 */
export const learningMinVisits = declareNumber({
  name: "min_visits",
  unit: "visit",
  default: 3,
  min: 1,
  max: 100,
  integer: true,
})

/** How far back learning reads the day's actuals (issue 44, ours): the past 90 days by default. */
export const learningWindowDays = declareNumber({
  name: "window_days",
  unit: "day",
  default: 90,
  min: 7,
  max: 365,
  integer: true,
})

/**
 * The days of actuals a learned travel profile needs before a client can turn it on (issue 44,
 * ours): off by default until 14 days of data.
 */
export const travelProfileMinDays = declareNumber({
  name: "travel_profile_min_days",
  unit: "day",
  default: 14,
  min: 1,
  max: 365,
  integer: true,
})
