import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"

import type { Tx } from "../../db/database.ts"
import type { PerformanceScope } from "./performance.repository.ts"
import { createPerformanceRepository } from "./performance.repository.ts"
import type { Performance, PerformanceFigures } from "./performance.schemas.ts"

type Row = Record<string, unknown>

const int = (value: unknown) => Number(value ?? 0)
const maybe = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

const NO_ROUTES = {
  routes: 0,
  planned_distance: 0,
  driven_distance: 0,
  bridged_distance: 0,
  planned_duration: 0,
  actual_duration: 0,
}

/** A row's figures; a grouping of visits alone has no route figures. */
function figuresOf(row: Row | undefined): PerformanceFigures {
  return {
    routes: int(row?.routes),
    planned_distance: int(row?.planned_distance),
    driven_distance: int(row?.driven_distance),
    bridged_distance: int(row?.bridged_distance),
    planned_duration: int(row?.planned_duration),
    actual_duration: int(row?.actual_duration),
    arrivals: int(row?.arrivals),
    on_time: int(row?.on_time),
    eta_error_mean: maybe(row?.eta_error_mean),
    eta_error_p90: maybe(row?.eta_error_p90),
    planned_service: maybe(row?.planned_service),
    actual_service: maybe(row?.actual_service),
    failed: int(row?.failed),
  }
}

/** Planned against driven for the routes in scope (issue 44). */
export async function readPerformance(
  tx: Tx,
  scope: PerformanceScope
): Promise<Performance> {
  const repo = createPerformanceRepository(tx)
  const groups = await repo.routeGroups(scope)
  const grouped = (by: number) => groups.filter((g) => int(g.grouped) === by)
  const [totals] = grouped(3)
  const routes = grouped(1).map((row) => ({ ...row, key: row.id_route }))
  const drivers = grouped(2).map((row) => ({ ...row, key: row.id_user }))
  const names = await repo.names({
    routes: routes.map((r) => int(r.key)),
    users: drivers.flatMap((d) => (d.key === null ? [] : [int(d.key)])),
  })
  const visitGroups = await repo.visitGroups(scope)
  const visits = (by: number) =>
    visitGroups
      .filter((row) => int(row.grouped) === by)
      .map((row) => ({ row, ...figuresOf({ ...row, ...NO_ROUTES }) }))
  return {
    time_zone: (await repo.timeZone(scope)) ?? DEFAULT_TIME_ZONE,
    totals: figuresOf(totals),
    by_route: routes.map((row) => ({
      id_route: int(row.key),
      name: names.routes.get(int(row.key)) ?? "",
      ...figuresOf(row),
    })),
    by_driver: drivers.map((row) => ({
      id_user: row.key === null ? null : int(row.key),
      name: row.key === null ? "" : (names.users.get(int(row.key)) ?? ""),
      ...figuresOf(row),
    })),
    by_zone: visits(7).map(({ row, ...figures }) => ({
      zone: String(row.zone),
      ...figures,
    })),
    by_hour: visits(9).map(({ row, ...figures }) => ({
      weekday: int(row.weekday),
      hour: int(row.hour),
      ...figures,
    })),
    by_address_class: visits(14).map(({ row, ...figures }) => ({
      id_address_type: int(row.id_address_type),
      ...figures,
    })),
    failed_by_outcome: (await repo.failedByOutcome(scope)).map((row) => ({
      name: (row.name as string | null) ?? null,
      failed: int(row.failed),
    })),
  }
}
