import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"

import type { Tx } from "../../db/database.ts"
import {
  EtaHistogram,
  addHistogram,
  mergeHistogram,
  percentileOf,
} from "./eta-histogram.ts"
import type { PerformanceScope, RouteRow } from "./performance.repository.ts"
import {
  ROUTE_AT,
  createPerformanceRepository,
} from "./performance.repository.ts"
import type { Performance, PerformanceFigures } from "./performance.schemas.ts"

type Row = Record<string, unknown>

const int = (value: unknown) => Number(value ?? 0)
const meanOf = (sum: unknown, count: unknown) =>
  int(count) === 0 ? null : Math.round(int(sum) / int(count))
const rounded = (value: number | null) =>
  value === null ? null : Math.round(value)

/**
 * The figures from their sums (`value` of each sum's name) and the ETA errors' 90th percentile
 * (`p90`); a grouping of visits alone has no route figures.
 */
function figuresOf(
  value: (name: string) => unknown,
  p90: number | null
): PerformanceFigures {
  return {
    routes: int(value("routes")),
    planned_distance: int(value("planned_distance")),
    driven_distance: int(value("driven_distance")),
    bridged_distance: int(value("bridged_distance")),
    planned_duration: int(value("planned_duration")),
    actual_duration: int(value("actual_duration")),
    arrivals: int(value("arrivals")),
    on_time: int(value("on_time")),
    eta_error_mean: meanOf(value("eta_error_sum"), value("eta_count")),
    eta_error_p90: rounded(p90),
    planned_service: meanOf(
      value("planned_service_sum"),
      value("planned_service_count")
    ),
    actual_service: meanOf(
      value("actual_service_sum"),
      value("actual_service_count")
    ),
    failed: int(value("failed")),
  }
}

/** A row's sums by name. */
const ofRow = (row: Row | undefined) => (name: string) => row?.[name]
/** A route's sums by name, read from its row's values. */
const ofRoute = (route: RouteRow) => (name: string) => route[ROUTE_AT[name]!]

/**
 * Each route's ETA errors' 90th percentile (in the order of `routes`), and their histograms
 * added up per driver and in total: one pass over the routes' texts into arrays.
 */
function routePercentiles(routes: RouteRow[]) {
  const route = new EtaHistogram()
  const total = new EtaHistogram()
  const perDriver = new Map<number | null, EtaHistogram>()
  const p90s = routes.map((row) => {
    route.clear()
    addHistogram(row[ROUTE_AT.eta_histogram!] as string | null, route)
    const user = row[ROUTE_AT.id_user!]
    const driver = user === null ? null : int(user)
    let driverHistogram = perDriver.get(driver)
    if (!driverHistogram)
      perDriver.set(driver, (driverHistogram = new EtaHistogram()))
    mergeHistogram(driverHistogram, route)
    mergeHistogram(total, route)
    return percentileOf(route, 0.9)
  })
  return { p90s, total, perDriver }
}

/** Planned against driven for the routes in scope (issue 44). */
export async function readPerformance(
  tx: Tx,
  scope: PerformanceScope
): Promise<Performance> {
  const repo = createPerformanceRepository(tx)
  await repo.prepare()
  const { routes, drivers, totals, live } = await repo.routeFigures(scope)
  const { p90s, total, perDriver } = routePercentiles(routes)
  const visitGroups = await repo.visitGroups(scope, live)
  const visits = (kind: string) =>
    visitGroups
      .filter((row) => row.kind === kind)
      .map((row) => ({
        row,
        ...figuresOf(
          (name) => (name === "routes" ? 0 : row[name]),
          percentileOf(addHistogram(row.eta_histogram as string), 0.9)
        ),
      }))
  return {
    time_zone: (await repo.timeZone(scope)) ?? DEFAULT_TIME_ZONE,
    totals: figuresOf(ofRow(totals), percentileOf(total, 0.9)),
    by_route: routes.map((route, i) => ({
      id_route: int(route[ROUTE_AT.id_route!]),
      name: (route[ROUTE_AT.name!] as string | null) ?? "",
      ...figuresOf(ofRoute(route), p90s[i]!),
    })),
    by_driver: drivers.map((row) => {
      const driver = row.id_user === null ? null : int(row.id_user)
      const histogram = perDriver.get(driver)
      return {
        id_user: driver,
        name: driver === null ? "" : ((row.driver as string | null) ?? ""),
        ...figuresOf(
          ofRow(row),
          histogram ? percentileOf(histogram, 0.9) : null
        ),
      }
    }),
    by_zone: visits("zone").map(({ row, ...figures }) => ({
      zone: String(row.zone),
      ...figures,
    })),
    by_hour: visits("hour").map(({ row, ...figures }) => ({
      weekday: int(row.weekday),
      hour: int(row.hour),
      ...figures,
    })),
    by_address_class: visits("class").map(({ row, ...figures }) => ({
      id_address_type: int(row.id_address_type),
      ...figures,
    })),
    failed_by_outcome: visits("outcome").map(({ row, failed }) => ({
      name: (row.name as string | null) ?? null,
      failed,
    })),
  }
}
