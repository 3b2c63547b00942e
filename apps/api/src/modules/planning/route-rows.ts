// A route as the API answers it: its row with its stop counts, its driver's and car's names, its
// car's capacity and its depot (its own, or its site's default one), each looked up once for a
// whole list.
import type { RouteConfiguration } from "@ruta/validation/planning"
import { routeConfigurationSchema } from "@ruta/validation/planning"
import { and, eq, inArray, or, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { cars, depots, routes, users } from "../../db/schema.ts"
import type { RouteOut } from "./planning.schemas.ts"

export type RouteRow = typeof routes.$inferSelect

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

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const stopCounts = sql<number>`(select count(*)::int from stops s where s.id_route = "routes"."id_route")`
const completedCounts = sql<number>`(select count(*)::int from stops s where s.id_route = "routes"."id_route" and s.completed is not null)`
/** A route row with what the lists show beside it. */
export const withFigures = {
  row: routes,
  total: stopCounts,
  completed: completedCounts,
}

/** A route row with its stop counts. */
export interface CountedRoute {
  row: RouteRow
  total: number
  completed: number
}

/** The routes with their drivers' and cars' names, looked up once for all of them. */
export async function namedRoutes(
  tx: Tx,
  rows: CountedRoute[]
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
              depotIds.length ? inArray(depots.id_depot, depotIds) : sql`false`,
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
