import { and, asc, desc, eq, inArray, isNotNull, or } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import {
  cars,
  optimizationRuns,
  optimizations,
  optimizedAddresses,
  routes,
  stops,
} from "../../db/schema.ts"
import { billingPeriod, clientZone } from "./billing-period.ts"
import { addressKey } from "./plan-result.ts"

type StopRow = typeof stops.$inferSelect
type RouteRow = typeof routes.$inferSelect

/** What a scenario changes from the plan it copies (issue 45); the rest stays as it is. */
export interface ScenarioChanges {
  name: string
  horizon_days?: number | undefined
}

/**
 * Copies an optimization as a what-if scenario in the caller's transaction: the same stops, on
 * the same routes (drivers, cars, depots, hours and settings), to change and run apart. Stops'
 * visits (started, completed, proof) are not copied: a scenario plans, it is not driven.
 *
 * @returns the scenario's id
 */
export async function copyAsScenario(
  tx: Tx,
  id_optimization: number,
  changes: ScenarioChanges,
  createdBy: number
): Promise<number> {
  const [source] = await tx
    .select()
    .from(optimizations)
    .where(eq(optimizations.id_optimization, id_optimization))
  const [copy] = await tx
    .insert(optimizations)
    .values({
      id_client: source!.id_client,
      id_subsidiary: source!.id_subsidiary,
      name: changes.name,
      method: source!.method,
      configuration: source!.configuration,
      horizon_days: changes.horizon_days ?? source!.horizon_days,
      scenario_of: source!.id_optimization,
      createdBy,
    })
    .returning({ id: optimizations.id_optimization })
  const id = copy!.id
  const routeRows = await tx
    .select()
    .from(routes)
    .where(eq(routes.id_optimization, id_optimization))
    .orderBy(asc(routes.id_route))
  const routeIds = new Map<number, number>()
  for (const r of routeRows) {
    const [made] = await tx
      .insert(routes)
      .values({
        id_client: r.id_client,
        id_subsidiary: r.id_subsidiary,
        id_optimization: id,
        name: r.name,
        id_depot: r.id_depot,
        id_car: r.id_car,
        id_user: r.id_user,
        start_date: r.start_date,
        end_date: r.end_date,
        optimization_state: r.optimization_state,
        configuration: r.configuration,
        figure: r.figure,
        color: r.color,
        distance: r.distance,
        duration: r.duration,
      })
      .returning({ id: routes.id_route })
    routeIds.set(r.id_route, made!.id)
  }
  const stopRows = await tx
    .select()
    .from(stops)
    .where(eq(stops.id_optimization, id_optimization))
    .orderBy(asc(stops.id_stop))
  for (let i = 0; i < stopRows.length; i += 500)
    await tx.insert(stops).values(
      stopRows.slice(i, i + 500).map((s) => {
        const {
          id_stop: _id,
          createdAt: _at,
          started: _s,
          completed: _c,
          visit_time: _v,
          failed: _f,
          note: _n,
          completion_key: _k,
          arrived: _a,
          arrival_latitude: _la,
          arrival_longitude: _lo,
          arrival_key: _ak,
          id_stop_outcome: _o,
          ...planned
        } = s
        return {
          ...planned,
          id_optimization: id,
          id_route: s.id_route === null ? null : routeIds.get(s.id_route)!,
        }
      })
    )
  return id
}

/** A plan's figures, for scenarios side by side (issue 45). */
export interface ScenarioFigures {
  id_optimization: number
  name: string
  scenario_of: number | null
  horizon_days: number
  /** Metres and seconds (from departure to the end) over its routes. */
  distance: number
  working_time: number
  /** Seconds of service at its planned stops; working time less this is driving and waiting. */
  service_time: number
  routes_used: number
  planned: number
  unassigned: number
  /** Planned stops that arrive after their last window closes. */
  late: number
  /** The longest route's working time less the shortest's, in seconds (0: even). */
  balance: number
  /** Stops served by another driver than in the plan compared against. */
  drivers_changed: number
  /**
   * What its routes cost by their cars (in the client's currency): each route used adds its car's
   * fixed cost, its kilometres by the cost per km and its working hours by the cost per hour.
   */
  cost: number
  /** The cost over the planned stops; null when none is planned. */
  cost_per_stop: number | null
}

type CarCosts = Pick<
  typeof cars.$inferSelect,
  "id_car" | "fixed_cost" | "cost_per_km" | "cost_per_hour"
>

/** What the routes cost by their cars' costs (a car without a cost adds nothing). */
function costOf(used: RouteRow[], carCosts: CarCosts[]): number {
  return used.reduce((sum, r) => {
    const car = carCosts.find((c) => c.id_car === r.id_car)
    if (!car) return sum
    return (
      sum +
      (car.fixed_cost ?? 0) +
      ((r.distance ?? 0) / 1000) * (car.cost_per_km ?? 0) +
      ((r.duration ?? 0) / 3600) * (car.cost_per_hour ?? 0)
    )
  }, 0)
}

/** A stop's identity across copies: where it is and who it is for. */
const stopKey = (s: StopRow) => `${s.name}|${s.latitude}|${s.longitude}`

/** Whether a planned stop arrives after every one of its windows has closed. */
function late(stop: StopRow): boolean {
  if (!stop.eta || stop.time_windows.length === 0) return false
  return stop.time_windows.every(
    (w) => w.end !== null && stop.eta!.getTime() > Date.parse(w.end)
  )
}

/** The figures of optimizations, read in the caller's transaction; `base` is compared against. */
export async function figuresOf(
  tx: Tx,
  ids: number[],
  base: number
): Promise<ScenarioFigures[]> {
  const [plans, routeRows, stopRows] = await Promise.all([
    tx
      .select()
      .from(optimizations)
      .where(inArray(optimizations.id_optimization, ids)),
    tx.select().from(routes).where(inArray(routes.id_optimization, ids)),
    tx.select().from(stops).where(inArray(stops.id_optimization, ids)),
  ])
  const carIds = [
    ...new Set(routeRows.flatMap((r) => (r.id_car === null ? [] : [r.id_car]))),
  ]
  const carCosts =
    carIds.length === 0
      ? []
      : await tx
          .select({
            id_car: cars.id_car,
            fixed_cost: cars.fixed_cost,
            cost_per_km: cars.cost_per_km,
            cost_per_hour: cars.cost_per_hour,
          })
          .from(cars)
          .where(inArray(cars.id_car, carIds))
  const driverOf = (s: StopRow, rs: RouteRow[]) =>
    rs.find((r) => r.id_route === s.id_route)?.id_user ?? null
  const baseRoutes = routeRows.filter((r) => r.id_optimization === base)
  const baseDrivers = new Map(
    stopRows
      .filter((s) => s.id_optimization === base && s.id_route !== null)
      .map((s) => [stopKey(s), driverOf(s, baseRoutes)])
  )
  return ids.map((id) => {
    const plan = plans.find((p) => p.id_optimization === id)!
    const rs = routeRows.filter((r) => r.id_optimization === id)
    const ss = stopRows.filter((s) => s.id_optimization === id)
    const onRoutes = ss.filter((s) => s.id_route !== null)
    const used = rs.filter((r) =>
      onRoutes.some((s) => s.id_route === r.id_route)
    )
    const times = used.map((r) => r.duration ?? 0)
    const cost = costOf(used, carCosts)
    return {
      id_optimization: id,
      name: plan.name,
      scenario_of: plan.scenario_of,
      horizon_days: plan.horizon_days,
      distance: rs.reduce((sum, r) => sum + (r.distance ?? 0), 0),
      working_time: rs.reduce((sum, r) => sum + (r.duration ?? 0), 0),
      service_time: onRoutes.reduce((sum, s) => sum + s.stop_duration * 60, 0),
      routes_used: used.length,
      planned: onRoutes.length,
      unassigned: ss.length - onRoutes.length,
      late: onRoutes.filter(late).length,
      balance: times.length > 0 ? Math.max(...times) - Math.min(...times) : 0,
      drivers_changed:
        id === base
          ? 0
          : onRoutes.filter((s) => {
              const before = baseDrivers.get(stopKey(s))
              return before !== undefined && before !== driverOf(s, rs)
            }).length,
      cost,
      cost_per_stop: onRoutes.length > 0 ? cost / onRoutes.length : null,
    }
  })
}

/** The plan an optimization belongs to (itself when it is a plan) and its scenarios' ids. */
export async function familyOf(tx: Tx, id_optimization: number) {
  const [row] = await tx
    .select({ scenario_of: optimizations.scenario_of })
    .from(optimizations)
    .where(eq(optimizations.id_optimization, id_optimization))
  const plan = row?.scenario_of ?? id_optimization
  const scenarios = await tx
    .select({ id: optimizations.id_optimization })
    .from(optimizations)
    .where(eq(optimizations.scenario_of, plan))
    .orderBy(asc(optimizations.id_optimization))
  return { plan, scenarios: scenarios.map((s) => s.id) }
}

/**
 * Promotes a scenario to be the plan, in the caller's transaction: it is a plan from now on, and
 * the plan it was copied from and the other scenarios become its scenarios, kept for reference
 * (or deleted as any optimization). Its planned addresses are billed now, by its last run.
 */
export async function promote(tx: Tx, id_optimization: number, now: Date) {
  const { plan, scenarios } = await familyOf(tx, id_optimization)
  await tx
    .update(optimizations)
    .set({ scenario_of: id_optimization })
    .where(
      or(
        eq(optimizations.id_optimization, plan),
        inArray(optimizations.id_optimization, scenarios)
      )
    )
  const [row] = await tx
    .update(optimizations)
    .set({ scenario_of: null })
    .where(eq(optimizations.id_optimization, id_optimization))
    .returning()
  const [run] = await tx
    .select({ id_run: optimizationRuns.id_run })
    .from(optimizationRuns)
    .where(
      and(
        eq(optimizationRuns.id_optimization, id_optimization),
        eq(optimizationRuns.status, "done")
      )
    )
    .orderBy(desc(optimizationRuns.id_run))
    .limit(1)
  if (!run) return
  const served = await tx
    .select()
    .from(stops)
    .where(
      and(
        eq(stops.id_optimization, id_optimization),
        isNotNull(stops.id_route),
        isNotNull(stops.eta)
      )
    )
  const keys = [
    ...new Set(
      served
        .filter((s) => s.type !== 8)
        .map((s) => addressKey(s.latitude, s.longitude))
    ),
  ]
  const period = billingPeriod(now, await clientZone(tx, row!.id_client))
  for (let i = 0; i < keys.length; i += 1000)
    await tx
      .insert(optimizedAddresses)
      .values(
        keys.slice(i, i + 1000).map((address_key) => ({
          id_client: row!.id_client,
          id_optimization,
          address_key,
          period,
          id_run: run.id_run,
        }))
      )
      .onConflictDoNothing()
}
