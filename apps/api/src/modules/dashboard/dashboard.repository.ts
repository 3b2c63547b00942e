import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { inRange, siteDay } from "./dashboard-range.ts"
import type { Dashboard } from "./dashboard.schemas.ts"

/**
 * Which routes count: their day in the range, on the sites the caller sees. A day (`YYYY-MM-DD`)
 * is one of each route's own site's calendar; a moment is an instant.
 */
export interface DashboardScope {
  from: string
  to: string
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
  return sql`${inRange(sql`r.start_date`, sql`r.id_subsidiary`, scope)} and ${onSites(scope)}`
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

    /**
     * Stops by day and outcome in one pass over the range's stops, then added up by day (the
     * chart), by outcome, and in all. A visit is on time when the driver got there within its
     * window: by their arrival when they recorded one, else by when they finished it.
     */
    async stopFigures(scope: DashboardScope) {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select
            to_char(${siteDay(sql`r.start_date`, sql`r.id_subsidiary`)}, 'YYYY-MM-DD') as day,
            o.name as outcome,
            count(*) filter (where s.completed is not null and not s.failed) as completed,
            count(*) filter (where s.completed is not null and s.failed) as failed,
            count(*) filter (where s.completed is null) as pending,
            count(*) filter (where s.visit_time is not null) as visited,
            count(*) filter (
              where s.visit_time is not null
                and (s.time_window_start is null or coalesce(s.arrived, s.visit_time) >= s.time_window_start)
                and (s.time_window_end is null or coalesce(s.arrived, s.visit_time) <= s.time_window_end)
            ) as on_time
          from routes r
            join stops s on s.id_route = r.id_route
            left join stop_outcomes o on o.id_stop_outcome = s.id_stop_outcome
          where ${routesIn(scope)}
          group by 1, 2`)
      ).map((r) => ({
        day: String(r.day),
        outcome: r.outcome === null ? null : String(r.outcome),
        completed: int(r.completed),
        failed: int(r.failed),
        pending: int(r.pending),
        visited: int(r.visited),
        on_time: int(r.on_time),
      }))
      const days = new Map<string, Dashboard["days"][number]>()
      const outcomes = new Map<string | null, Dashboard["outcomes"][number]>()
      for (const row of rows) {
        const day = days.get(row.day) ?? {
          day: row.day,
          completed: 0,
          failed: 0,
          pending: 0,
        }
        day.completed += row.completed
        day.failed += row.failed
        day.pending += row.pending
        days.set(row.day, day)
        if (row.completed + row.failed === 0) continue
        const outcome = outcomes.get(row.outcome) ?? {
          name: row.outcome,
          completed: 0,
          failed: 0,
        }
        outcome.completed += row.completed
        outcome.failed += row.failed
        outcomes.set(row.outcome, outcome)
      }
      const sum = (
        key: "completed" | "failed" | "pending" | "visited" | "on_time"
      ) => rows.reduce((total, r) => total + r[key], 0)
      const visits = (o: Dashboard["outcomes"][number]) =>
        o.completed + o.failed
      return {
        days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
        // Most visits first; no outcome last.
        outcomes: [...outcomes.values()].sort(
          (a, b) =>
            visits(b) - visits(a) ||
            Number(a.name === null) - Number(b.name === null) ||
            (a.name ?? "").localeCompare(b.name ?? "")
        ),
        stops: {
          completed: sum("completed"),
          failed: sum("failed"),
          pending: sum("pending"),
        },
        on_time: { visited: sum("visited"), on_time: sum("on_time") },
      }
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
