import type { RouteConfiguration } from "@ruta/validation/planning"
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
  sql,
} from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { routes, stops } from "../../db/schema.ts"
import { textMatches, withinSites } from "../../db/list-query.ts"
import type { RouteOut } from "./planning.schemas.ts"
import { keepRouteDrives } from "./route-drives.ts"
import type { CountedRoute } from "./route-rows.ts"
import { namedRoutes, withFigures } from "./route-rows.ts"

export { configurationOf, routeStatus } from "./route-rows.ts"

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

/** The route list's condition: the caller's sites and the filters asked for. */
function listCondition(filter: RouteFilter) {
  return and(
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
}

/** Routes of optimizations; row-level security keeps other clients' routes out. */
export function createRoutesRepository(tx: Tx) {
  return { ...routeReads(tx), ...routeWrites(tx) }
}
export type RoutesRepository = ReturnType<typeof createRoutesRepository>

/** The routes as the API answers them, with their figures and names. */
function routeReads(tx: Tx) {
  const named = (rows: CountedRoute[]) => namedRoutes(tx, rows)
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
      const where = listCondition(filter)
      const [rows, [counted]] = await Promise.all([
        tx
          .select(withFigures)
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
  }
}

/** A route's changes: created, edited, assigned, marked, started, completed, moved, removed. */
function routeWrites(tx: Tx) {
  return {
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
      const [created] = await namedRoutes(tx, [
        { row: row!, total: 0, completed: 0 },
      ])
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
