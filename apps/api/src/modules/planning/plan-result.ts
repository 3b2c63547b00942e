import {
  timeSequence,
  type Problem,
  type SolveResult,
  type TravelMatrices,
} from "@ruta/optimizer"
import { eq, inArray, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import {
  optimizations,
  optimizedAddresses,
  routes,
  stops,
} from "../../db/schema.ts"
import { billingPeriod, clientZone } from "./billing-period.ts"
import type { PlanProblem } from "./plan-problem.ts"
import { RunError } from "./run-error.ts"
import type { RunDiff } from "./runs.repository.ts"
import { addressKey } from "./address-key.ts"

/** Where each stop goes and when, and what each route plans: what a run writes. */
export interface Plan {
  stops: {
    id_stop: number
    id_route: number | null
    order: number | null
    eta: string | null
    departure: string | null
    distance: number | null
    /** The travel source's seconds of the leg from the stop before, without a learned profile. */
    travel_seconds?: number | null
    reasons: string[]
  }[]
  routes: { id_route: number; distance: number; duration: number }[]
  /** The addresses served, as the meter counts them. */
  addresses: string[]
}

export { addressKey }

/**
 * Each stop's leg on the travel source's matrix, from the place before it (the route's start for
 * the first): the time a learned profile slows, kept so that a driven leg is learned against
 * the source and not against a plan already slowed (issue 44). Null after a reload (the leg went
 * by the depot) and without matrices.
 */
function baseLegs(
  matrices: TravelMatrices | undefined,
  route: SolveResult["routes"][number]
): (number | null)[] {
  if (!matrices) return route.stops.map(() => null)
  let from = route.startLocation
  return route.stops.map((stop, k) => {
    const before = route.stops[k - 1]
    const seconds =
      before?.kind === "reload"
        ? null
        : Math.round(
            Number(matrices.durations[from * matrices.size + stop.location])
          )
    from = stop.location
    return seconds
  })
}

/**
 * Maps the solver's answer back to stops and routes, with each leg's time on the travel source's
 * `matrices` (per travel mode) as it was before a learned profile slowed it.
 */
export function planOf(
  plan: PlanProblem,
  result: SolveResult,
  matrices?: ReadonlyMap<number, TravelMatrices>
): Plan {
  const at = (secondsFromEpoch: number) =>
    new Date(plan.epoch + secondsFromEpoch * 1000).toISOString()
  const planned: Plan["stops"] = []
  const routesOut: Plan["routes"] = []
  const served = new Set<number>()
  const addresses = new Set<string>()
  const vehicles = new Map(plan.problem.vehicles.map((v) => [v.id, v]))
  for (const route of result.routes) {
    const legSeconds = baseLegs(
      matrices?.get(vehicles.get(route.vehicleId)?.travelMode ?? 1),
      route
    )
    routesOut.push({
      id_route: Number(route.vehicleId),
      distance: route.distance,
      duration: route.duration,
    })
    served.add(Number(route.vehicleId))
    // Reloads are no stop of the plan; a break is one, but no address served.
    route.stops
      .map((stop, k) => ({ stop, travel_seconds: legSeconds[k] ?? null }))
      .filter(({ stop }) => stop.kind !== "reload")
      .forEach(({ stop, travel_seconds }, index) => {
        const row = plan.stops.get(stop.jobId)!
        if (stop.kind === "job")
          addresses.add(addressKey(row.latitude, row.longitude))
        planned.push({
          id_stop: row.id_stop,
          id_route: Number(route.vehicleId),
          order: index + 1,
          eta: at(stop.arrival),
          departure: at(stop.departure),
          distance: stop.distance,
          travel_seconds,
          reasons: [],
        })
      })
  }
  for (const id of plan.routes.keys())
    if (!served.has(Number(id)))
      routesOut.push({ id_route: Number(id), distance: 0, duration: 0 })
  for (const job of result.unassigned)
    planned.push({
      id_stop: Number(job.jobId),
      id_route: null,
      order: null,
      eta: null,
      departure: null,
      distance: null,
      // The product names the solver's allowed vehicles as what they are: the stop's allowed days.
      reasons: job.reasons.map((r) =>
        r === "allowed_vehicles" ? "allowed_days" : r
      ),
    })
  return { stops: planned, routes: routesOut, addresses: [...addresses] }
}

/** Distance and time (driving plus service) of visiting the jobs in order on one vehicle. */
function figuresOf(
  problem: Problem,
  matrices: Map<number, TravelMatrices>,
  vehicleIndex: number,
  jobIndexes: number[]
) {
  const vehicle = problem.vehicles[vehicleIndex]!
  const ends = jobIndexes.length > 0 && vehicle.finalization !== 3
  // Windows left out: no waiting, so the duration is driving plus service.
  const timed = timeSequence(
    matrices.get(vehicle.travelMode ?? 1)!,
    {
      start: vehicle.start,
      departure: 0,
      end: !ends
        ? null
        : vehicle.finalization === 2
          ? (vehicle.end ?? vehicle.start)
          : vehicle.start,
    },
    jobIndexes.map((j) => {
      const job = problem.jobs[j]!
      return { location: job.location, service: job.service ?? 900 }
    })
  )
  return {
    distance: Math.round(timed.distance),
    duration: Math.round(timed.duration),
  }
}

/**
 * What the plan changes against the routes as they are: stops moved to another route (or to
 * none), stops reordered, and each route's distance and time (driving plus service) before and
 * after, both measured on the same matrices.
 */
export function diffOf(
  plan: PlanProblem,
  matrices: Map<number, TravelMatrices>,
  next: Plan
): RunDiff {
  const { problem } = plan
  const jobIndex = new Map(problem.jobs.map((job, index) => [job.id, index]))
  const vehicleIndex = new Map(
    problem.vehicles.map((v, index) => [v.id, index])
  )
  const beforeByRoute = new Map<string, number[]>()
  for (const row of plan.stops.values()) {
    if (row.id_route === null) continue
    const list = beforeByRoute.get(String(row.id_route)) ?? []
    list.push(jobIndex.get(String(row.id_stop))!)
    beforeByRoute.set(String(row.id_route), list)
  }
  const afterByRoute = new Map<string, number[]>()
  for (const stop of [...next.stops].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0)
  )) {
    if (stop.id_route === null) continue
    const list = afterByRoute.get(String(stop.id_route)) ?? []
    list.push(jobIndex.get(String(stop.id_stop))!)
    afterByRoute.set(String(stop.id_route), list)
  }
  const routesDiff = [...plan.routes.keys()].map((id) => {
    const v = vehicleIndex.get(id)!
    const before = beforeByRoute.get(id) ?? []
    const after = afterByRoute.get(id) ?? []
    return {
      id_route: Number(id),
      before: {
        ...figuresOf(problem, matrices, v, before),
        stops: before.length,
      },
      after: { ...figuresOf(problem, matrices, v, after), stops: after.length },
    }
  })
  const moves: RunDiff["moves"] = []
  let moved = 0
  let reordered = 0
  for (const stop of next.stops) {
    const row = plan.stops.get(String(stop.id_stop))!
    if (row.id_route !== stop.id_route) moved++
    else if (row.order !== stop.order) reordered++
    else continue
    moves.push({
      id_stop: stop.id_stop,
      from_route: row.id_route,
      to_route: stop.id_route,
      from_order: row.order,
      to_order: stop.order,
    })
  }
  const total = (side: "before" | "after") => ({
    distance: routesDiff.reduce((sum, r) => sum + r[side].distance, 0),
    duration: routesDiff.reduce((sum, r) => sum + r[side].duration, 0),
  })
  return {
    stops_moved: moved,
    stops_reordered: reordered,
    before: total("before"),
    after: total("after"),
    routes: routesDiff,
    moves,
  }
}

/** Refuses a plan whose routes are not all there any more (one was deleted meanwhile). */
export async function assertRoutesExist(tx: Tx, plan: Plan) {
  const ids = plan.routes.map((r) => r.id_route)
  if (ids.length === 0) return
  const found = await tx
    .select({ id: routes.id_route })
    .from(routes)
    .where(inArray(routes.id_route, ids))
  if (found.length !== ids.length)
    throw new RunError("A route was deleted while it was being optimized.")
}

/** Whether an optimization is a what-if scenario (issue 45). */
async function isScenario(tx: Tx, id_optimization: number) {
  const [row] = await tx
    .select({ scenario_of: optimizations.scenario_of })
    .from(optimizations)
    .where(eq(optimizations.id_optimization, id_optimization))
  return row?.scenario_of != null
}

/**
 * Writes a plan in the caller's transaction: each stop's route, order and times (or its reasons
 * for staying unassigned), each route optimized with its distance and duration, and the
 * optimized addresses into the meter, once per address and optimization.
 */
export async function writePlan(
  tx: Tx,
  run: { id_run: number; id_client: number; id_optimization: number },
  plan: Plan,
  now: Date
) {
  await writePlannedStops(tx, run.id_optimization, plan.stops)
  for (const route of plan.routes)
    await tx.execute(sql`
      update ${routes} set optimization_state = 1, distance = ${route.distance},
        duration = ${route.duration},
        travel_profile_days = (select travel_profile_days from optimization_runs where id_run = ${run.id_run})
      where ${routes.id_route} = ${route.id_route}`)
  // A what-if scenario is billed when it is promoted (`scenarios.ts`), not as it is run.
  if (await isScenario(tx, run.id_optimization)) return
  const period = billingPeriod(now, await clientZone(tx, run.id_client))
  for (let i = 0; i < plan.addresses.length; i += 1000)
    await tx
      .insert(optimizedAddresses)
      .values(
        plan.addresses.slice(i, i + 1000).map((address_key) => ({
          id_client: run.id_client,
          id_optimization: run.id_optimization,
          address_key,
          period,
          id_run: run.id_run,
        }))
      )
      .onConflictDoNothing()
}

/**
 * Writes each stop's route, order and times (or its reasons for staying unassigned) in the
 * caller's transaction, in one statement per 500 stops.
 */
export async function writePlannedStops(
  tx: Tx,
  id_optimization: number,
  planned: Plan["stops"]
) {
  for (let i = 0; i < planned.length; i += 500) {
    const rows = planned
      .slice(i, i + 500)
      .map(
        (s) =>
          sql`(${s.id_stop}::integer, ${s.id_route}::integer, ${s.order}::integer, ${s.eta}::timestamptz, ${s.departure}::timestamptz, ${s.distance}::integer, ${s.travel_seconds ?? null}::integer, ${`{${s.reasons.join(",")}}`}::text[])`
      )
    await tx.execute(sql`
      update ${stops} set
        id_route = v.id_route, stop_order = v.stop_order, eta = v.eta,
        departure = v.departure, distance = v.distance, travel_seconds = v.travel_seconds,
        unassigned_reasons = v.reasons
      from (values ${sql.join(rows, sql`, `)})
        as v(id_stop, id_route, stop_order, eta, departure, distance, travel_seconds, reasons)
      where ${stops.id_stop} = v.id_stop and ${stops.id_optimization} = ${id_optimization}`)
  }
}
