import type { RouteConfiguration } from "@ruta/validation/planning"
import { routeConfigurationSchema } from "@ruta/validation/planning"
import type { SQL } from "drizzle-orm"
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { cars, depots, routes, stops, users } from "../../db/schema.ts"
import { textMatches, withinSites } from "../../db/list-query.ts"
import type { RouteOut } from "./planning.schemas.ts"
import { keepRouteDrives } from "./route-drives.ts"

type RouteRow = typeof routes.$inferSelect

/** Spec section 4: Pending (neither flag), On route (started), Completed (both). */
export function routeStatus(row: {
  started: Date | null
  completed: Date | null
}): 1 | 2 | 3 {
  if (row.started && row.completed) return 3
  if (row.started) return 2
  return 1
}

/** A route's stored configuration, with the spec's defaults for anything missing. */
export function configurationOf(value: unknown): RouteConfiguration {
  return routeConfigurationSchema.parse(value ?? {})
}

/** A car's capacity, or null when it has none (or the route has no car). */
const capacityOf = (
  car:
    | { pieces: number | null; weight: number | null; volume: number | null }
    | undefined
): RouteOut["capacity"] =>
  car && (car.pieces !== null || car.weight !== null || car.volume !== null)
    ? { pieces: car.pieces, weight: car.weight, volume: car.volume }
    : null

const iso = (value: Date | null) => (value ? value.toISOString() : null)

function routeOut(
  row: RouteRow,
  counts: {
    total: number
    completed: number
    driver?: string | null
    car?: string | null
    capacity?: RouteOut["capacity"]
    depot?: RouteOut["depot"]
  }
): RouteOut {
  return {
    id_route: row.id_route,
    id_client: row.id_client,
    id_subsidiary: row.id_subsidiary,
    id_optimization: row.id_optimization,
    name: row.name,
    id_depot: row.id_depot,
    id_car: row.id_car,
    id_user: row.id_user,
    driver: counts.driver ?? null,
    car: counts.car ?? null,
    capacity: counts.capacity ?? null,
    depot: counts.depot ?? null,
    start_date: iso(row.start_date),
    end_date: iso(row.end_date),
    isOptimized: row.optimization_state !== 0,
    optimization_state: row.optimization_state,
    started: iso(row.started),
    completed: iso(row.completed),
    status_route: routeStatus(row),
    progress:
      counts.total === 0
        ? 0
        : Math.round((100 * counts.completed) / counts.total),
    stops_count: counts.total,
    configuration: configurationOf(row.configuration),
    figure: (row.figure as Record<string, unknown> | null) ?? null,
    color: row.color,
    distance: row.distance,
    duration: row.duration,
    travel_profile_days: row.travel_profile_days,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A route's own columns, as the planner sets them. */
export interface RouteValues {
  name: string
  id_depot?: number | null | undefined
  id_car?: number | null | undefined
  id_user?: number | null | undefined
  start_date?: string | null | undefined
  end_date?: string | null | undefined
  configuration: RouteConfiguration
  figure?: Record<string, unknown> | null | undefined
  color?: string | undefined
}

const toDate = (value: string | null | undefined) =>
  value ? new Date(value) : null

function columns(values: RouteValues) {
  return {
    name: values.name,
    id_depot: values.id_depot ?? null,
    id_car: values.id_car ?? null,
    id_user: values.id_user ?? null,
    start_date: toDate(values.start_date),
    end_date: toDate(values.end_date),
    configuration: values.configuration,
    figure: values.figure ?? null,
    color: values.color ?? "",
  }
}

/** The route list's filters (spec section 4: status_route 1, 2, 3; anything else no filter). */
export interface RouteFilter {
  sites: number[] | null
  id_subsidiary?: number | undefined
  id_optimization?: number | undefined
  id_user?: number | undefined
  status_route?: number | undefined
  text?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

function statusCondition(status: number | undefined): SQL | undefined {
  if (status === 1) return isNull(routes.started)
  if (status === 2)
    return and(isNotNull(routes.started), isNull(routes.completed))
  if (status === 3)
    return and(isNotNull(routes.started), isNotNull(routes.completed))
  return undefined
}

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const stopCounts = sql<number>`(select count(*)::int from stops s where s.id_route = "routes"."id_route")`
const completedCounts = sql<number>`(select count(*)::int from stops s where s.id_route = "routes"."id_route" and s.completed is not null)`
/** A route row with what the lists show beside it. */
const withFigures = {
  row: routes,
  total: stopCounts,
  completed: completedCounts,
}

/** Routes of optimizations; row-level security keeps other clients' routes out. */
export function createRoutesRepository(tx: Tx) {
  /** The routes with their drivers' and cars' names, looked up once for all of them. */
  async function named(
    rows: { row: RouteRow; total: number; completed: number }[]
  ): Promise<RouteOut[]> {
    const userIds = [...new Set(rows.flatMap((r) => r.row.id_user ?? []))]
    const carIds = [...new Set(rows.flatMap((r) => r.row.id_car ?? []))]
    const depotIds = [...new Set(rows.flatMap((r) => r.row.id_depot ?? []))]
    const siteIds = [...new Set(rows.map((r) => r.row.id_subsidiary))]
    // A route without a depot starts from its site's default one.
    const depotRows =
      rows.length === 0
        ? []
        : await tx
            .select({
              id_depot: depots.id_depot,
              id_subsidiary: depots.id_subsidiary,
              isDefault: depots.isDefault,
              name: depots.name,
              latitude: depots.latitude,
              longitude: depots.longitude,
            })
            .from(depots)
            .where(
              or(
                depotIds.length
                  ? inArray(depots.id_depot, depotIds)
                  : sql`false`,
                and(
                  inArray(depots.id_subsidiary, siteIds),
                  eq(depots.isDefault, true)
                )
              )
            )
    const depotOf = (row: RouteRow) => {
      const found =
        depotRows.find((d) => d.id_depot === row.id_depot) ??
        depotRows.find(
          (d) => d.isDefault && d.id_subsidiary === row.id_subsidiary
        )
      return found
        ? {
            id_depot: found.id_depot,
            name: found.name,
            latitude: found.latitude,
            longitude: found.longitude,
          }
        : null
    }
    const [drivers, carRows] = await Promise.all([
      userIds.length
        ? tx
            .select({ id: users.id_user, name: users.name })
            .from(users)
            .where(inArray(users.id_user, userIds))
        : [],
      carIds.length
        ? tx
            .select({
              id: cars.id_car,
              name: cars.name,
              pieces: cars.capacity_pieces,
              weight: cars.capacity_weight,
              volume: cars.capacity_volume,
            })
            .from(cars)
            .where(inArray(cars.id_car, carIds))
        : [],
    ])
    const nameOf = (list: { id: number; name: string }[], id: number | null) =>
      list.find((x) => x.id === id)?.name ?? null
    return rows.map((r) =>
      routeOut(r.row, {
        ...r,
        driver: nameOf(drivers, r.row.id_user),
        car: nameOf(carRows, r.row.id_car),
        capacity: capacityOf(carRows.find((c) => c.id === r.row.id_car)),
        depot: depotOf(r.row),
      })
    )
  }

  async function withCounts(where: SQL | undefined) {
    return named(await tx.select(withFigures).from(routes).where(where))
  }

  return {
    async findById(id_route: number): Promise<RouteOut | undefined> {
      const [found] = await withCounts(eq(routes.id_route, id_route))
      return found
    },

    async listByOptimization(id_optimization: number): Promise<RouteOut[]> {
      const rows = await tx
        .select(withFigures)
        .from(routes)
        .where(eq(routes.id_optimization, id_optimization))
        .orderBy(asc(routes.id_route))
      return named(rows)
    },

    async findMany(ids: number[]): Promise<RouteOut[]> {
      if (ids.length === 0) return []
      return withCounts(inArray(routes.id_route, ids))
    },

    async list(filter: RouteFilter, page: number, size: number) {
      const where = and(
        withinSites(routes.id_subsidiary, filter.sites),
        filter.id_subsidiary === undefined
          ? undefined
          : eq(routes.id_subsidiary, filter.id_subsidiary),
        filter.id_optimization === undefined
          ? undefined
          : eq(routes.id_optimization, filter.id_optimization),
        filter.id_user === undefined
          ? undefined
          : eq(routes.id_user, filter.id_user),
        statusCondition(filter.status_route),
        textMatches(filter.text, routes.name),
        filter.from ? gte(routes.start_date, new Date(filter.from)) : undefined,
        filter.to ? lte(routes.start_date, new Date(filter.to)) : undefined
      )
      const [rows, [counted]] = await Promise.all([
        tx
          .select({
            row: routes,
            total: stopCounts,
            completed: completedCounts,
          })
          .from(routes)
          .where(where)
          .orderBy(desc(routes.createdAt), desc(routes.id_route))
          .limit(size)
          .offset(page * size),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(routes)
          .where(where),
      ])
      return {
        items: await named(rows),
        total: counted?.n ?? 0,
        page,
        size,
      }
    },

    async create(
      owner: {
        id_client: number
        id_subsidiary: number
        id_optimization: number
      },
      values: RouteValues
    ): Promise<RouteOut> {
      const [row] = await tx
        .insert(routes)
        .values({
          id_client: owner.id_client,
          id_subsidiary: owner.id_subsidiary,
          id_optimization: owner.id_optimization,
          ...columns(values),
        })
        .returning()
      const [created] = await named([{ row: row!, total: 0, completed: 0 }])
      return created!
    },

    async update(id_route: number, values: RouteValues) {
      await tx
        .update(routes)
        .set(columns(values))
        .where(eq(routes.id_route, id_route))
    },

    async assign(
      id_route: number,
      values: {
        id_user?: number | null | undefined
        id_car?: number | null | undefined
      }
    ) {
      await tx.update(routes).set(values).where(eq(routes.id_route, id_route))
    },

    /**
     * Spec section 4: optimizing marks a route optimized (1), adding or removing stops marks it
     * not optimized (0), a hand-made order manually optimized (2).
     */
    async setOptimizationState(
      ids: number[],
      state: 0 | 1 | 2,
      plan?: { distance: number | null; duration: number | null }
    ) {
      if (ids.length === 0) return
      await tx
        .update(routes)
        .set({
          optimization_state: state,
          ...(plan ?? (state === 1 ? {} : { distance: null, duration: null })),
        })
        .where(inArray(routes.id_route, ids))
    },

    /** Spec section 4: a started route is On route; starting it again changes nothing. */
    async start(id_route: number, at: Date) {
      await tx
        .update(routes)
        .set({ started: at })
        .where(and(eq(routes.id_route, id_route), isNull(routes.started)))
    },

    /**
     * Completes a route with the metres driven, and keeps its drive along its positions;
     * completing it again changes nothing.
     */
    async complete(id_route: number, at: Date, actual_distance: number) {
      await tx
        .update(routes)
        .set({ completed: at, actual_distance })
        .where(and(eq(routes.id_route, id_route), isNull(routes.completed)))
      await keepRouteDrives(tx, sql`${id_route}`)
    },

    /**
     * Moves a route with its stops into another optimization (of the same site); it gets new
     * stops there, so it is no longer optimized.
     */
    async moveToOptimization(id_route: number, id_optimization: number) {
      await tx
        .update(routes)
        .set({ id_optimization, optimization_state: 0 })
        .where(eq(routes.id_route, id_route))
      await tx
        .update(stops)
        .set({ id_optimization })
        .where(eq(stops.id_route, id_route))
    },

    async remove(id_route: number) {
      // Its stops go back to the optimization's unassigned stops (the foreign key sets null).
      await tx
        .update(stops)
        .set({ order: null, eta: null, departure: null, distance: null })
        .where(eq(stops.id_route, id_route))
      await tx.delete(routes).where(eq(routes.id_route, id_route))
    },
  }
}
export type RoutesRepository = ReturnType<typeof createRoutesRepository>
