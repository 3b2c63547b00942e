import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import type { Dashboard } from "./dashboard.schemas.ts"

/** Which routes count: their day in the range, on the sites the caller sees. */
export interface DashboardScope {
  from: Date
  to: Date
  sites: number[] | null
  id_subsidiary?: number | undefined
}

/** The caller's sites (and the one chosen), on the row aliased `r`. */
function onSites(scope: Pick<DashboardScope, "sites" | "id_subsidiary">): SQL {
  const sites =
    scope.sites === null
      ? sql`true`
      : scope.sites.length === 0
        ? sql`false`
        : sql`r.id_subsidiary in (${sql.join(
            scope.sites.map((s) => sql`${s}`),
            sql`, `
          )})`
  return scope.id_subsidiary === undefined
    ? sites
    : sql`${sites} and r.id_subsidiary = ${scope.id_subsidiary}`
}

function routesIn(scope: DashboardScope): SQL {
  return sql`r.start_date between ${scope.from.toISOString()} and ${scope.to.toISOString()} and ${onSites(scope)}`
}

const int = (value: unknown) => Number(value ?? 0)

/** The dashboard's figures, each added up in SQL; row-level security keeps to the client. */
export function createDashboardRepository(tx: Tx) {
  return {
    async routeFigures(scope: DashboardScope) {
      const [row] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select
            count(*) filter (where r.started is null) as pending,
            count(*) filter (where r.started is not null and r.completed is null) as on_route,
            count(*) filter (where r.completed is not null) as completed,
            coalesce(sum(r.distance) filter (where r.completed is not null), 0) as planned_distance,
            coalesce(sum(r.actual_distance) filter (where r.completed is not null), 0) as actual_distance,
            coalesce(sum(r.duration) filter (where r.completed is not null), 0) as planned_duration,
            coalesce(sum(extract(epoch from r.completed - r.started)) filter (where r.completed is not null), 0) as actual_duration
          from routes r where ${routesIn(scope)}`)
      )
      return {
        routes: {
          pending: int(row?.pending),
          on_route: int(row?.on_route),
          completed: int(row?.completed),
        },
        distance: {
          planned: int(row?.planned_distance),
          actual: int(row?.actual_distance),
        },
        duration: {
          planned: int(row?.planned_duration),
          actual: Math.round(int(row?.actual_duration)),
        },
      }
    },

    async stopsByDay(scope: DashboardScope) {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select
            to_char(date_trunc('day', r.start_date at time zone 'UTC'), 'YYYY-MM-DD') as day,
            count(*) filter (where s.completed is not null and not s.failed) as completed,
            count(*) filter (where s.completed is not null and s.failed) as failed,
            count(*) filter (where s.completed is null) as pending,
            count(*) filter (where s.visit_time is not null) as visited,
            count(*) filter (
              where s.visit_time is not null
                and (s.time_window_start is null or s.visit_time >= s.time_window_start)
                and (s.time_window_end is null or s.visit_time <= s.time_window_end)
            ) as on_time
          from routes r join stops s on s.id_route = r.id_route
          where ${routesIn(scope)}
          group by 1 order by 1`)
      )
      const days = rows.map((r) => ({
        day: String(r.day),
        completed: int(r.completed),
        failed: int(r.failed),
        pending: int(r.pending),
      }))
      const sum = (key: "visited" | "on_time") =>
        rows.reduce((total, r) => total + int(r[key]), 0)
      return {
        days,
        stops: {
          completed: days.reduce((n, d) => n + d.completed, 0),
          failed: days.reduce((n, d) => n + d.failed, 0),
          pending: days.reduce((n, d) => n + d.pending, 0),
        },
        on_time: { visited: sum("visited"), on_time: sum("on_time") },
      }
    },

    async outcomes(scope: DashboardScope): Promise<Dashboard["outcomes"]> {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select o.name,
            count(*) filter (where not s.failed) as completed,
            count(*) filter (where s.failed) as failed
          from routes r
            join stops s on s.id_route = r.id_route
            left join stop_outcomes o on o.id_stop_outcome = s.id_stop_outcome
          where ${routesIn(scope)} and s.completed is not null
          group by o.name order by count(*) desc, o.name`)
      )
      return rows.map((r) => ({
        name: r.name === null ? null : String(r.name),
        completed: int(r.completed),
        failed: int(r.failed),
      }))
    },

    /** Optimized addresses of a billing period, on the sites the caller sees. */
    async optimizedAddresses(
      period: string,
      scope: Pick<DashboardScope, "sites" | "id_subsidiary">
    ) {
      const [row] = rowsOf<{ n: unknown }>(
        await tx.execute(sql`
          select count(*) as n
          from optimized_addresses a join optimizations r on r.id_optimization = a.id_optimization
          where a.period = ${period} and ${onSites(scope)}`)
      )
      return int(row?.n)
    },
  }
}
