/**
 * The public input and output contract of the solver. Times are integer
 * seconds on any common clock (for example seconds since midnight), distances
 * integer metres, unless a caller passes its own matrices in other units.
 */

/** Stop types of the product spec (section 4). */
export const STOP_TYPE = {
  pickup: 1,
  delivery: 2,
  meetUp: 3,
  service: 4,
  visit: 5,
  driveBy: 6,
  prospect: 7,
  break: 8,
  depot: 9,
  noSpecified: 10,
} as const
export type StopType = (typeof STOP_TYPE)[keyof typeof STOP_TYPE]

/** How a route ends (the spec's finalization modes). */
export const FINALIZATION_MODE = {
  returnToDepot: 1,
  finishOnAddress: 2,
  finishOnLastStop: 3,
} as const
export type FinalizationMode =
  (typeof FINALIZATION_MODE)[keyof typeof FINALIZATION_MODE]

/** What the solver minimises once every job it can serve is served. */
export const OPTIMIZATION_TYPE = {
  shortestTime: 1,
  shortestDistance: 2,
  balanced: 3,
} as const
export type OptimizationType =
  (typeof OPTIMIZATION_TYPE)[keyof typeof OPTIMIZATION_TYPE]

/** What a balanced optimization evens out (see Problem.balance). */
export type BalanceKind = "workload" | "longest" | "stops"

/** Travel modes; each one has its own speed profile and matrices. */
export const TRAVEL_MODE = {
  driving: 1,
  cycling: 2,
  walking: 3,
  truck: 4,
} as const
export type TravelMode = (typeof TRAVEL_MODE)[keyof typeof TRAVEL_MODE]

/** Reasons a job is left unassigned. */
export const UNASSIGNED_REASON = {
  skills: "skills",
  capacity: "capacity",
  timeWindow: "time_window",
  maxHours: "max_hours",
  maxDistance: "max_distance",
  pinnedVehicle: "pinned_vehicle",
  /** None of the job's `vehicles` (for example its allowed days' driver-days) could take it. */
  allowedVehicles: "allowed_vehicles",
  noRoom: "no_room",
} as const
export type UnassignedReason =
  (typeof UNASSIGNED_REASON)[keyof typeof UNASSIGNED_REASON]

export interface Coordinates {
  lat: number
  lng: number
}

/** A closed interval [start, end] of seconds. */
export type TimeWindow = readonly [start: number, end: number]

/** Amounts in the three capacity dimensions; a missing field is 0. */
export interface Amount {
  pieces?: number
  weight?: number
  volume?: number
}

export interface Job {
  id: string
  /** Index into `Problem.locations` (and into the matrices). */
  location: number
  /** Service duration in seconds; default 900 (15 min). */
  service?: number
  /** When service may start; several windows allowed, any order. */
  timeWindows?: readonly TimeWindow[]
  demand?: Amount
  skills?: readonly string[]
  /** 0 (default) to 100; a higher priority is served first when not all fit. */
  priority?: number
  /**
   * Pickups add to the load on board; every other type is delivered from the
   * depot. A break (8) is the driver's pause: `service` is its length and
   * `timeWindows` when it may start; it belongs to its `vehicle`, is taken
   * wherever the driver is (its location is ignored) and is only needed when
   * the route still runs as its last window closes.
   */
  type?: StopType
  /**
   * On a pickup: the id of the delivery that drops what it picks up (a
   * pickup-and-delivery pair). Both go on the same vehicle, the pickup
   * first, and the pickup's demand rides between them; the delivery's own
   * demand, if given, must be the same.
   */
  delivery?: string
  /** Only this vehicle may serve the job. */
  vehicle?: string
  /**
   * Only these vehicles may serve the job. A multi-day plan makes a vehicle
   * per driver-day, so a stop's allowed days become the driver-days of those
   * days. With `vehicle` too, `vehicle` must be one of them.
   */
  vehicles?: readonly string[]
  /**
   * An added objective cost, in objective units (seconds or metres), of
   * serving the job with the vehicle of that id; unlisted vehicles cost 0.
   * Stable territories put a weight on every vehicle but last time's driver's.
   */
  vehicleCosts?: Readonly<Record<string, number>>
  /** The job must be the first or the last stop of its route. */
  position?: "first" | "last"
}

export interface Vehicle {
  id: string
  /** Index into `Problem.locations` where the route starts. */
  start: number
  /** Location where the route ends when `finalization` is finishOnAddress. */
  end?: number
  /** Default returnToDepot: the route ends at `start`. */
  finalization?: FinalizationMode
  /** When the vehicle may leave and must be back; default all day. */
  shift?: TimeWindow
  /** Missing dimensions are unlimited. */
  capacity?: Amount
  skills?: readonly string[]
  /** Longest route duration in hours, measured from the shift start. */
  maxHours?: number
  /** Longest route distance in metres. */
  maxDistance?: number
  travelMode?: TravelMode
  /**
   * Cost of using the vehicle at all, in objective units (seconds or
   * metres); makes the solver prefer fewer routes when the saving is small.
   */
  fixedCost?: number
  /**
   * Multiple trips: the vehicle may go back to its start to reload when its
   * capacity runs out, spending `service` seconds there (default 0), for at
   * most `maxTrips` trips in all (default unlimited), within its shift.
   */
  reload?: { service?: number; maxTrips?: number }
  /**
   * Jobs already served (or frozen) on this route, in order. They stay at the
   * head of the route and the rest is optimised after them.
   */
  frozenJobs?: readonly string[]
}

/** A square matrix of integers in row-major order. */
export interface TravelMatrices {
  size: number
  /** Seconds from row to column. */
  durations: ArrayLike<number>
  /** Metres from row to column. */
  distances: ArrayLike<number>
}

/**
 * Time-dependent travel (Ichoua, Gendreau and Potvin): the clock is cut into
 * bands, and in each band an arc is driven `factor` times slower than its
 * matrix duration (1.6 = 60 % slower). Travel is integrated band by band at
 * the band's speed, so a vehicle that leaves later never arrives earlier
 * (FIFO). Distances do not change. A multi-day or weekly profile is expanded
 * by the caller onto the problem's clock (a band per hour of each day).
 */
export interface TravelProfile {
  /**
   * Band boundaries on the problem's clock, in seconds, ascending: band i
   * covers [bandStarts[i], bandStarts[i + 1]); the last band runs on, and
   * times before bandStarts[0] are in band 0.
   */
  bandStarts: readonly number[]
  /** Per location, the zone (row of `factors`) its departing arcs use; default all 0. */
  locationZones?: readonly number[]
  /** factors[zone][band], each > 0; one row per zone, one column per band. */
  factors: readonly (readonly number[])[]
}

export interface Problem {
  locations: readonly Coordinates[]
  jobs: readonly Job[]
  vehicles: readonly Vehicle[]
  /** Default shortestTime (the spec's default optimization_type 1). */
  optimizationType?: OptimizationType
  /**
   * What the balanced optimization type evens out: `workload` (default) each
   * route's cost, `longest` the longest route's duration (minimised first,
   * then the total), `stops` the number of stops per route.
   */
  balance?: BalanceKind
  /** Matrices given by a provider, per travel mode; others are computed. */
  matrices?: Partial<Record<TravelMode, TravelMatrices>>
  /**
   * Time-dependent travel for every vehicle; without it (the default) travel
   * times are the matrices' and the solver takes its time-independent path.
   */
  travelProfile?: TravelProfile
}

export interface Progress {
  /** Penalised cost of the best solution: unassigned jobs first, then cost. */
  bestCost: number
  unassigned: number
  elapsedMs: number
  iteration: number
}

export interface SolveCallbacks {
  onStart?: (progress: Progress) => void
  onBest?: (progress: Progress) => void
  /** Called about every `progressEvery` iterations. */
  onIteration?: (progress: Progress) => void
  onEnd?: (progress: Progress) => void
}

export interface SolveOptions {
  /** Wall-clock budget in ms; default the declared time limit (`searchBudgetMs()`, 10,000 ms). */
  timeLimitMs?: number
  /** Iteration budget; default unlimited. */
  maxIterations?: number
  /** Default 1. Same seed, same problem: same result. */
  seed?: number
  /** Stops the search at the next iteration; the best solution is returned. */
  signal?: { readonly aborted: boolean }
  callbacks?: SolveCallbacks
  progressEvery?: number
  /** Clock in milliseconds; default Date.now. */
  now?: () => number
}

export interface StopResult {
  /** The job's id; "" for a reload. */
  jobId: string
  /** A job's stop, a break taken where the driver is, or a reload at the start. */
  kind: "job" | "break" | "reload"
  location: number
  arrival: number
  waiting: number
  /** Start of service. */
  start: number
  departure: number
  /** Load on board after the stop. */
  load: Required<Amount>
  /** Cumulative distance from the route start to this stop. */
  distance: number
  /** Cumulative time from the route start to the arrival at this stop. */
  duration: number
  frozen: boolean
}

export interface RouteResult {
  vehicleId: string
  startLocation: number
  departure: number
  /** null for open routes (finishOnLastStop). */
  endLocation: number | null
  arrival: number
  stops: StopResult[]
  distance: number
  /** From departure to arrival at the end (or last departure when open). */
  duration: number
  /** Driving time only. */
  travelTime: number
  waiting: number
  service: number
  /** Load on board when leaving the start. */
  startLoad: Required<Amount>
}

export interface UnassignedJob {
  jobId: string
  reasons: UnassignedReason[]
}

export interface SolveResult {
  routes: RouteResult[]
  unassigned: UnassignedJob[]
  distance: number
  travelTime: number
  /** Objective value of the routes (without unassigned penalties). */
  cost: number
  iterations: number
  elapsedMs: number
}
