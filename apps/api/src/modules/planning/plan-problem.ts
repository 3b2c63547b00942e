import type {
  Coordinates,
  Job,
  Problem,
  TravelMatrices,
  TimeWindow,
  TravelMode,
  Vehicle,
} from "@ruta/optimizer"
import { serviceSeconds } from "@ruta/optimizer"
import { sameDriverWeight } from "@ruta/validation/values"
import { zonedDay, zonedInstant } from "@ruta/validation/zoned-time"
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import {
  carSkills,
  cars,
  depots,
  routes,
  stops,
  userSkills,
} from "../../db/schema.ts"
import { configurationOf } from "./delivery-routes.repository.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { RunError } from "./run-error.ts"
import { routeDayAllowed } from "./horizon-days.ts"
import { stableTerritoriesOf } from "../clients/stable-territories.ts"
import { territoriesOf } from "./last-drivers.ts"
import type { Drivers, Territories } from "./stable-territories.ts"
import { objectiveWeight, withTerritoryCosts } from "./stable-territories.ts"

type StopRow = typeof stops.$inferSelect
type RouteRow = typeof routes.$inferSelect

/** What a run optimizes, as the solver sees it and as the results map back. */
export interface PlanProblem {
  /** Milliseconds since 1970 of the solver's time 0. */
  epoch: number
  problem: Problem
  /** The routes optimized, by their vehicle id. */
  routes: Map<string, RouteRow>
  /** The stops planned, by their job id. */
  stops: Map<string, StopRow>
  /** The travel modes whose matrices the solver needs. */
  modes: TravelMode[]
  /** Who served each stop's customer last, and who drives each route (stable territories). */
  territories: Territories
  drivers: Drivers
}

const HOUR = 3600
/** The spec's stop type of a driver's break. */
const BREAK = 8
/** Far enough to mean "no end" for a window with only a start. */
const HORIZON = 400 * 24 * HOUR

/** When a route without a date starts: 08:00 today on the clock of its site's `timeZone`. */
export function undatedStart(now: number, timeZone: string): number {
  return zonedInstant(
    zonedDay(new Date(now), timeZone),
    "08:00",
    timeZone
  ).getTime()
}

/** The start of the first route, or 08:00 today on the site's clock when no route has a date. */
function epochOf(rows: RouteRow[], now: number, timeZone: string): number {
  const dates = rows
    .map((r) => r.start_date?.getTime())
    .filter((t): t is number => t !== undefined)
  return dates.length > 0 ? Math.min(...dates) : undatedStart(now, timeZone)
}

const seconds = (at: Date, epoch: number) =>
  Math.round((at.getTime() - epoch) / 1000)

/** A stop's windows on the run's clock (seconds from `epoch`), each clipped to start at 0. */
function windowsOf(stop: StopRow, epoch: number): Job["timeWindows"] {
  const windows = stop.time_windows.map(({ start, end }): TimeWindow => {
    const from = start ? Math.max(0, seconds(new Date(start), epoch)) : 0
    const to = end ? Math.max(0, seconds(new Date(end), epoch)) : HORIZON
    return [Math.min(from, to), to]
  })
  return windows.length > 0 ? windows : undefined
}

/** Skill ids as the solver's strings. */
const skillNames = (ids: readonly number[]) => ids.map(String)

/** What a run optimizes: its client, optimization, site and routes, and how. */
interface PlanRun {
  id_client: number
  id_optimization: number
  id_subsidiary: number
  route_ids: number[]
  keep_changes_small: boolean
}

/** The run's rows: its routes, their stops, depots, cars and skills. */
async function readPlanRows(tx: Tx, run: PlanRun, wholeOptimization: boolean) {
  const routeRows = await tx
    .select()
    .from(routes)
    .where(
      and(
        eq(routes.id_optimization, run.id_optimization),
        inArray(routes.id_route, run.route_ids)
      )
    )
    .orderBy(asc(routes.id_route))
  if (routeRows.length === 0)
    throw new RunError("The optimization has no route to optimize.")
  const stopRows = await tx
    .select()
    .from(stops)
    .where(
      and(
        eq(stops.id_optimization, run.id_optimization),
        wholeOptimization
          ? or(inArray(stops.id_route, run.route_ids), isNull(stops.id_route))
          : inArray(stops.id_route, run.route_ids)
      )
    )
    .orderBy(sql`${stops.order} asc nulls last`, asc(stops.id_stop))
  if (stopRows.length === 0)
    throw new RunError("There are no stops to optimize.")

  const depotIds = routeRows
    .map((r) => r.id_depot)
    .filter((id): id is number => id !== null)
  const depotRows = await tx
    .select()
    .from(depots)
    .where(
      or(
        depotIds.length > 0 ? inArray(depots.id_depot, depotIds) : sql`false`,
        and(
          eq(depots.id_subsidiary, run.id_subsidiary),
          eq(depots.isDefault, true)
        )
      )
    )
  const siteDefault = depotRows.find(
    (d) => d.isDefault && d.id_subsidiary === run.id_subsidiary
  )
  const carIds = routeRows
    .map((r) => r.id_car)
    .filter((id): id is number => id !== null)
  const driverIds = routeRows
    .map((r) => r.id_user)
    .filter((id): id is number => id !== null)
  const [carRows, carSkillRows, driverSkillRows] = await Promise.all([
    carIds.length
      ? tx.select().from(cars).where(inArray(cars.id_car, carIds))
      : [],
    carIds.length
      ? tx.select().from(carSkills).where(inArray(carSkills.id_car, carIds))
      : [],
    driverIds.length
      ? tx
          .select()
          .from(userSkills)
          .where(inArray(userSkills.id_user, driverIds))
      : [],
  ])

  return {
    routeRows,
    stopRows,
    depotRows,
    siteDefault,
    carRows,
    carSkillRows,
    driverSkillRows,
  }
}
type PlanRows = Awaited<ReturnType<typeof readPlanRows>>

/** A route as the solver's vehicle: its depot, car capacity, car and driver skills, shift and limits. */
function vehicleOf(
  route: RouteRow,
  rows: PlanRows,
  epoch: number,
  place: (lat: number, lng: number) => number
): Vehicle & { travelMode: TravelMode } {
  const configuration = configurationOf(route.configuration)
  const depot =
    rows.depotRows.find((d) => d.id_depot === route.id_depot) ??
    rows.siteDefault
  if (!depot)
    throw new RunError(
      "A route has no depot, and its site has no default depot."
    )
  const start = place(depot.latitude, depot.longitude)
  let end: number | undefined
  if (configuration.id_finalization_mode === 2) {
    if (
      configuration.end_latitude === null ||
      configuration.end_longitude === null
    )
      throw new RunError("A route ends on an address but has none.")
    end = place(configuration.end_latitude, configuration.end_longitude)
  }
  const shiftStart = route.start_date ? seconds(route.start_date, epoch) : 0
  const shiftEnd = route.end_date
    ? seconds(route.end_date, epoch)
    : shiftStart + 24 * HOUR
  const car = rows.carRows.find((c) => c.id_car === route.id_car)
  const travelMode = configuration.id_travel_mode as TravelMode
  const skills = new Set([
    ...skillNames(
      rows.carSkillRows
        .filter((s) => s.id_car === route.id_car)
        .map((s) => s.id_skill)
    ),
    ...skillNames(
      rows.driverSkillRows
        .filter((s) => s.id_user === route.id_user)
        .map((s) => s.id_skill)
    ),
  ])
  const frozen = rows.stopRows
    .filter((s) => s.id_route === route.id_route && (s.started || s.completed))
    .map((s) => String(s.id_stop))
  return {
    id: String(route.id_route),
    start,
    ...(end === undefined ? {} : { end }),
    finalization: configuration.id_finalization_mode as 1 | 2 | 3,
    shift: [shiftStart, Math.max(shiftStart, shiftEnd)],
    capacity: {
      ...(car?.capacity_pieces != null ? { pieces: car.capacity_pieces } : {}),
      ...(car?.capacity_weight != null ? { weight: car.capacity_weight } : {}),
      ...(car?.capacity_volume != null ? { volume: car.capacity_volume } : {}),
    },
    skills: [...skills],
    ...(configuration.max_hours ? { maxHours: configuration.max_hours } : {}),
    // The configuration's max distance is in kilometres; the solver works in metres.
    ...(configuration.max_distance
      ? { maxDistance: Math.round(configuration.max_distance * 1000) }
      : {}),
    travelMode,
    ...(frozen.length > 0 ? { frozenJobs: frozen } : {}),
  }
}

/**
 * Reads what a run optimizes and builds the solver's problem: each route becomes a vehicle (its
 * depot, car capacity, car and driver skills, shift, limits and travel mode), each stop a job.
 * Stops started or completed stay first on their route, in their order (frozen); pinned stops
 * stay on their route; with `keepChangesSmall` every stop on a route stays on it.
 *
 * @param wholeOptimization - also plan the stops on no route
 */
export async function buildPlanProblem(
  tx: Tx,
  run: PlanRun,
  wholeOptimization: boolean,
  now: number
): Promise<PlanProblem> {
  const rows = await readPlanRows(tx, run, wholeOptimization)
  const { routeRows, stopRows } = rows
  const zone = await createSubsidiariesRepository(tx).zoneOf(run.id_subsidiary)
  const epoch = epochOf(routeRows, now, zone)
  /** The driver-days a stop's allowed days leave it (issue 45: days are vehicles). */
  const allowedRoutes = (allowed: readonly string[]) =>
    routeRows
      .filter((r) =>
        routeDayAllowed(allowed, r.start_date ?? new Date(epoch), zone)
      )
      .map((r) => String(r.id_route))
  const locations: Coordinates[] = []
  const place = (lat: number, lng: number) => locations.push({ lat, lng }) - 1

  const vehicles = routeRows.map((route) =>
    vehicleOf(route, rows, epoch, place)
  )
  const modes = new Set<TravelMode>(vehicles.map((v) => v.travelMode))

  // A break (stop type 8) is its route driver's: one on no route has no driver to take it.
  const planned = stopRows.filter(
    (stop) => stop.type !== BREAK || stop.id_route !== null
  )
  const jobs: Job[] = planned.map((stop) => {
    const windows = windowsOf(stop, epoch)
    const stay =
      stop.id_route !== null &&
      (stop.type === BREAK ||
        stop.pinned ||
        run.keep_changes_small ||
        stop.started ||
        stop.completed)
    return {
      id: String(stop.id_stop),
      location: place(stop.latitude, stop.longitude),
      service: serviceSeconds(stop.stop_duration),
      ...(windows ? { timeWindows: windows } : {}),
      demand: { pieces: stop.pieces, weight: stop.weight, volume: stop.volume },
      skills: skillNames(stop.skills),
      priority: stop.priority,
      type: stop.type as Job["type"],
      ...(stay ? { vehicle: String(stop.id_route) } : {}),
      ...(!stay && stop.allowed_days.length > 0
        ? { vehicles: allowedRoutes(stop.allowed_days) }
        : {}),
    }
  })

  const firstConfiguration = configurationOf(routeRows[0]!.configuration)
  const optimizationType = firstConfiguration.id_optimization_type as 1 | 2 | 3
  const territories = await territoriesOf(tx, run, planned, epoch)
  const drivers: Drivers = new Map(
    routeRows.map((r) => [String(r.id_route), r.id_user])
  )
  const weight = objectiveWeight(
    await stableTerritoriesOf(tx, run.id_client),
    optimizationType
  )
  // A stop marked "same driver as last time" weighs strongly, whatever the client's setting.
  const strong = Math.max(
    weight,
    objectiveWeight(sameDriverWeight.default, optimizationType)
  )
  const sameDriver = new Set(
    planned.filter((s) => s.same_driver).map((s) => String(s.id_stop))
  )
  return {
    epoch,
    problem: {
      locations,
      jobs: withTerritoryCosts(jobs, territories, drivers, (job) =>
        sameDriver.has(job.id) ? strong : weight
      ),
      vehicles,
      optimizationType,
    },
    routes: new Map(routeRows.map((r) => [String(r.id_route), r])),
    stops: new Map(planned.map((s) => [String(s.id_stop), s])),
    modes: [...modes],
    territories,
    drivers,
  }
}

/** The problem with the travel matrices a provider gave for each mode. */
export function withMatrices(
  plan: PlanProblem,
  matrices: Map<TravelMode, TravelMatrices>
): Problem {
  return { ...plan.problem, matrices: Object.fromEntries(matrices) }
}
