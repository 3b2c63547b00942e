import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"

import type { Tx } from "../../db/database.ts"
import type { EtaHistogram } from "./eta-histogram.ts"
import { addHistogram, mergeHistogram, percentileOf } from "./eta-histogram.ts"
import type { PerformanceScope } from "./performance.repository.ts"
import { createPerformanceRepository } from "./performance.repository.ts"
import type { Performance, PerformanceFigures } from "./performance.schemas.ts"

type Row = Record<string, unknown>

const int = (value: unknown) => Number(value ?? 0)
const meanOf = (sum: unknown, count: unknown) =>
  int(count) === 0 ? null : Math.round(int(sum) / int(count))
const rounded = (value: number | null) =>
  value === null ? null : Math.round(value)

/**
 * A row's figures from its sums (`row`) and its ETA errors (`histogram`); a grouping of visits
 * alone has no route figures.
 */
function figuresOf(
  row: Row | undefined,
  histogram: EtaHistogram
): PerformanceFigures {
  return {
    routes: int(row?.routes),
    planned_distance: int(row?.planned_distance),
    driven_distance: int(row?.driven_distance),
    bridged_distance: int(row?.bridged_distance),
    planned_duration: int(row?.planned_duration),
    actual_duration: int(row?.actual_duration),
    arrivals: int(row?.arrivals),
    on_time: int(row?.on_time),
    eta_error_mean: meanOf(row?.eta_error_sum, row?.eta_count),
    eta_error_p90: rounded(percentileOf(histogram, 0.9)),
    planned_service: meanOf(
      row?.planned_service_sum,
      row?.planned_service_count
    ),
    actual_service: meanOf(row?.actual_service_sum, row?.actual_service_count),
    failed: int(row?.failed),
  }
}

/** A group of `rows` by the number `grouping()` gave it. */
const groupOf = (rows: Row[], by: number) =>
  rows.filter((row) => int(row.grouped) === by)

/** Planned against driven for the routes in scope (issue 44). */
export async function readPerformance(
  tx: Tx,
  scope: PerformanceScope
): Promise<Performance> {
  const repo = createPerformanceRepository(tx)
  const live = await repo.liveRoutes(scope)
  const groups = await repo.routeGroups(scope, live)
  const [totals] = groupOf(groups, 3)
  const routes = groupOf(groups, 0)
  const drivers = groupOf(groups, 2)
  // Each route's ETA errors, added up per driver and in total.
  const total: EtaHistogram = new Map()
  const perDriver = new Map<number | null, EtaHistogram>()
  const perRoute = routes.map((row) => {
    const histogram = addHistogram(row.eta_histogram as string)
    const driver = row.id_user === null ? null : int(row.id_user)
    mergeHistogram(total, histogram)
    mergeHistogram(
      perDriver.get(driver) ?? perDriver.set(driver, new Map()).get(driver)!,
      histogram
    )
    return histogram
  })
  const names = await repo.names({
    routes: routes.map((r) => int(r.id_route)),
    users: drivers.flatMap((d) => (d.id_user === null ? [] : [int(d.id_user)])),
  })
  const visitGroups = await repo.visitGroups(scope, live)
  const visits = (kind: string) =>
    visitGroups
      .filter((row) => row.kind === kind)
      .map((row) => ({
        row,
        ...figuresOf(
          { ...row, routes: 0 },
          addHistogram(row.eta_histogram as string)
        ),
      }))
  return {
    time_zone: (await repo.timeZone(scope)) ?? DEFAULT_TIME_ZONE,
    totals: figuresOf(totals, total),
    by_route: routes.map((row, i) => ({
      id_route: int(row.id_route),
      name: names.routes.get(int(row.id_route)) ?? "",
      ...figuresOf(row, perRoute[i]!),
    })),
    by_driver: drivers.map((row) => {
      const driver = row.id_user === null ? null : int(row.id_user)
      return {
        id_user: driver,
        name: driver === null ? "" : (names.users.get(driver) ?? ""),
        ...figuresOf(row, perDriver.get(driver) ?? new Map()),
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
