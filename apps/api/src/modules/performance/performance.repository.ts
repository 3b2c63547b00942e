import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { routes } from "../../db/schema.ts"

/** Which routes count: their day in the range, on the caller's sites, a site and a driver. */
export interface PerformanceScope {
  from: Date
  to: Date
  sites: number[] | null
  id_subsidiary?: number | undefined
  id_user?: number | undefined
}

/** A gap between two positions longer than this is bridged by the travel model (seconds). */
export const GAP_SECONDS = 300
/** The zones' grid, in degrees (about 5 km). */
export const ZONE_DEGREES = 0.05

function routesIn(scope: PerformanceScope): SQL {
  return sql`${routes.start_date} between ${scope.from.toISOString()} and ${scope.to.toISOString()}
    and ${withinSites(routes.id_subsidiary, scope.sites) ?? sql`true`}
    ${scope.id_subsidiary === undefined ? sql`` : sql`and ${routes.id_subsidiary} = ${scope.id_subsidiary}`}
    ${scope.id_user === undefined ? sql`` : sql`and ${routes.id_user} = ${scope.id_user}`}`
}

/** Great-circle metres between two points (the offline travel model's distance). */
const metresBetween = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL) =>
  sql`2 * 6371000 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))`

/**
 * The routes in scope (`r`), the metres driven along each one's positions (`drive`: a gap of
 * more than GAP_SECONDS between two fixes is bridged in a straight line, the offline model, and
 * counted apart as bridged), and their visits (`v`, with the arrival's weekday and hour on the
 * site's clock and the zone of the grid).
 */
function scoped(scope: PerformanceScope): SQL {
  return sql`with r as (
      select id_route, name, id_user, id_subsidiary, distance, duration, started, completed
      from ${routes} where ${routesIn(scope)}
    ),
    legs as (
      select p.id_route,
             ${metresBetween(sql`lag(p.latitude) over w`, sql`lag(p.longitude) over w`, sql`p.latitude`, sql`p.longitude`)} as metres,
             extract(epoch from p.recorded_at - lag(p.recorded_at) over w) > ${GAP_SECONDS} as gap
      from positions p join r on r.id_route = p.id_route
      window w as (partition by p.id_route order by p.recorded_at)
    ),
    drive as (
      select id_route, sum(metres) as driven, coalesce(sum(metres) filter (where gap), 0) as bridged
      from legs where metres is not null group by id_route
    ),
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
  coalesce(round(sum(d.driven)), 0)::int as driven_distance,
  coalesce(round(sum(d.bridged)), 0)::int as bridged_distance,
  coalesce(sum(r.duration) filter (where r.completed is not null), 0)::int as planned_duration,
  coalesce(round(sum(extract(epoch from r.completed - r.started)) filter (where r.completed is not null)), 0)::int as actual_duration`

type Row = Record<string, unknown>

/** The Performance screen's figures, added up in SQL; row-level security keeps to the client. */
export function createPerformanceRepository(tx: Tx) {
  const read = async (scope: PerformanceScope, query: SQL) =>
    rowsOf<Row>(await tx.execute(sql`${scoped(scope)} ${query}`))

  /** Routes and visits grouped by a key of both (`r.id_route`, `r.id_user`, or none). */
  const byRouteKey = async (
    scope: PerformanceScope,
    key: "id_route" | "id_user" | null
  ) => {
    const routeKey = key ? sql.raw(`r.${key}`) : sql`0`
    const visitKey = key ? sql.raw(`v.${key}`) : sql`0`
    return read(
      scope,
      sql`, rg as (
        select ${routeKey} as key, ${routeFigures}
        from r left join drive d on d.id_route = r.id_route group by 1
      ), vg as (
        select ${visitKey} as key, ${visitFigures} from v group by 1
      )
      select rg.*, vg.arrivals, vg.on_time, vg.eta_error_mean, vg.eta_error_p90,
             vg.planned_service, vg.actual_service, vg.failed
      from rg left join vg on vg.key is not distinct from rg.key`
    )
  }

  return {
    byRouteKey,

    /** Visits grouped by columns of `v`. */
    async visitsBy(scope: PerformanceScope, keys: string[]) {
      const columns = sql.raw(keys.map((k) => `v.${k}`).join(", "))
      return read(
        scope,
        sql`select ${columns}, ${visitFigures} from v
            where v.arrived is not null or v.failed group by ${columns} order by ${columns}`
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
