import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { routes } from "../../db/schema.ts"
import { drivesOf } from "../planning/route-drives.ts"

/** Which routes count: their day in the range, on the caller's sites, a site and a driver. */
export interface PerformanceScope {
  from: Date
  to: Date
  sites: number[] | null
  id_subsidiary?: number | undefined
  id_user?: number | undefined
}

/** The zones' grid, in degrees (about 5 km). */
export const ZONE_DEGREES = 0.05

function routesIn(scope: PerformanceScope): SQL {
  return sql`${routes.start_date} between ${scope.from.toISOString()} and ${scope.to.toISOString()}
    and ${withinSites(routes.id_subsidiary, scope.sites) ?? sql`true`}
    ${scope.id_subsidiary === undefined ? sql`` : sql`and ${routes.id_subsidiary} = ${scope.id_subsidiary}`}
    ${scope.id_user === undefined ? sql`` : sql`and ${routes.id_user} = ${scope.id_user}`}`
}

/**
 * The routes in scope (`r`), the drive of those whose drive is not kept yet (`drive`: on the
 * road, or completed before drives were kept; see `drivesOf`), and their visits (`v`, with the
 * arrival's weekday and hour on the site's clock and the zone of the grid).
 */
function scoped(scope: PerformanceScope): SQL {
  return sql`with r as (
      select id_route, name, id_user, id_subsidiary, distance, duration, started, completed,
             driven_distance, bridged_distance
      from ${routes} where ${routesIn(scope)}
    ),
    drive as (${drivesOf(sql`select id_route from r where r.driven_distance is null`)}),
    v as (
      select s.id_route, r.id_user, s.stop_duration, s.failed, s.id_stop_outcome, s.arrived,
             s.arrived is not null and (s.time_window_end is null or s.arrived <= s.time_window_end) as on_time,
             abs(extract(epoch from s.arrived - s.eta)) as eta_error,
             case when not s.failed then extract(epoch from coalesce(s.visit_time, s.completed) - s.arrived) end as spent,
             coalesce(a.id_address_type, 0) as id_address_type,
             extract(isodow from s.arrived at time zone z.time_zone)::int as weekday,
             extract(hour from s.arrived at time zone z.time_zone)::int as hour,
             floor(s.latitude / ${ZONE_DEGREES}) * ${ZONE_DEGREES} || ',' || floor(s.longitude / ${ZONE_DEGREES}) * ${ZONE_DEGREES} as zone
      from stops s
      join r on r.id_route = s.id_route
      join subsidiaries z on z.id_subsidiary = s.id_subsidiary
      left join addresses a on a.id_address = s.id_address
      where s.completed is not null or s.arrived is not null
    )`
}

/** The visit figures of a group of `v`'s rows. */
const visitFigures = sql`count(v.arrived)::int as arrivals,
  count(*) filter (where v.on_time)::int as on_time,
  round(avg(v.eta_error))::int as eta_error_mean,
  round(percentile_cont(0.9) within group (order by v.eta_error))::int as eta_error_p90,
  round(avg(v.stop_duration * 60) filter (where v.spent is not null))::int as planned_service,
  round(avg(v.spent))::int as actual_service,
  count(*) filter (where v.failed)::int as failed`

/** The route figures of a group of `r` (with `drive`). */
const routeFigures = sql`count(*)::int as routes,
  coalesce(sum(r.distance), 0)::int as planned_distance,
  coalesce(round(sum(coalesce(r.driven_distance, d.driven))), 0)::int as driven_distance,
  coalesce(round(sum(coalesce(r.bridged_distance, d.bridged))), 0)::int as bridged_distance,
  coalesce(sum(r.duration) filter (where r.completed is not null), 0)::int as planned_duration,
  coalesce(round(sum(extract(epoch from r.completed - r.started)) filter (where r.completed is not null)), 0)::int as actual_duration`

type Row = Record<string, unknown>

/** The Performance screen's figures, added up in SQL; row-level security keeps to the client. */
export function createPerformanceRepository(tx: Tx) {
  const read = async (scope: PerformanceScope, query: SQL) =>
    rowsOf<Row>(await tx.execute(sql`${scoped(scope)} ${query}`))

  /**
   * Routes and their visits in total (`grouped` 3), per route (1) and per driver (2), in one
   * pass over each (grouping sets), joined on keys a hash join can match (ids are positive; a
   * route without a driver has 0).
   */
  const routeGroups = async (scope: PerformanceScope) =>
    read(
      scope,
      sql`, rg as (
        select grouping(r.id_route, r.id_user) as grouped, r.id_route, r.id_user, ${routeFigures}
        from r left join drive d on d.id_route = r.id_route
        group by grouping sets ((), (r.id_route), (r.id_user))
      ), vg as (
        select grouping(v.id_route, v.id_user) as grouped, v.id_route, v.id_user, ${visitFigures}
        from v group by grouping sets ((), (v.id_route), (v.id_user))
      )
      select rg.*, vg.arrivals, vg.on_time, vg.eta_error_mean, vg.eta_error_p90,
             vg.planned_service, vg.actual_service, vg.failed
      from rg left join vg on vg.grouped = rg.grouped
        and coalesce(vg.id_route, 0) = coalesce(rg.id_route, 0)
        and coalesce(vg.id_user, 0) = coalesce(rg.id_user, 0)
      order by rg.grouped, rg.id_route, rg.id_user`
    )

  return {
    routeGroups,

    /**
     * Visits per zone (`grouped` 7), per weekday and hour (9) and per address class (14), in
     * one pass (grouping sets).
     */
    async visitGroups(scope: PerformanceScope) {
      return read(
        scope,
        sql`select grouping(v.zone, v.weekday, v.hour, v.id_address_type) as grouped,
              v.zone, v.weekday, v.hour, v.id_address_type, ${visitFigures} from v
            where v.arrived is not null or v.failed
            group by grouping sets ((v.zone), (v.weekday, v.hour), (v.id_address_type))
            order by grouped, v.zone, v.weekday, v.hour, v.id_address_type`
      )
    },

    async failedByOutcome(scope: PerformanceScope) {
      return read(
        scope,
        sql`select o.name, count(*)::int as failed from v
            left join stop_outcomes o on o.id_stop_outcome = v.id_stop_outcome
            where v.failed group by o.name order by failed desc, o.name`
      )
    },

    async names(ids: { routes: number[]; users: number[] }) {
      const list = (values: number[]) =>
        values.length === 0
          ? sql`(null)`
          : sql`(${sql.join(
              values.map((v) => sql`${v}`),
              sql`, `
            )})`
      const routes = rowsOf<{ id: number; name: string }>(
        await tx.execute(
          sql`select id_route as id, name from routes where id_route in ${list(ids.routes)}`
        )
      )
      const users = rowsOf<{ id: number; name: string }>(
        await tx.execute(
          sql`select id_user as id, name from users where id_user in ${list(ids.users)}`
        )
      )
      return {
        routes: new Map(routes.map((r) => [Number(r.id), r.name])),
        users: new Map(users.map((u) => [Number(u.id), u.name])),
      }
    },

    async timeZone(scope: PerformanceScope): Promise<string | undefined> {
      const [row] = rowsOf<{ time_zone: string }>(
        await tx.execute(
          sql`select z.time_zone from subsidiaries z
              where ${scope.id_subsidiary === undefined ? sql`true` : sql`z.id_subsidiary = ${scope.id_subsidiary}`}
              order by z.id_subsidiary limit 1`
        )
      )
      return row?.time_zone
    },
  }
}
