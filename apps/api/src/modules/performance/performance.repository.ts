import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { routes } from "../../db/schema.ts"
import { drivesOf } from "../planning/route-drives.ts"
import { routeSet } from "./keep-visit-figures.ts"
import {
  figureColumns,
  groupSumsOf,
  routeSumsOf,
  summed,
} from "./visit-figures.ts"

/** Which routes count: their day in the range, on the caller's sites, a site and a driver. */
export interface PerformanceScope {
  from: Date
  to: Date
  sites: number[] | null
  id_subsidiary?: number | undefined
  id_user?: number | undefined
}

function routesIn(scope: PerformanceScope): SQL {
  return sql`${routes.start_date} between ${scope.from.toISOString()} and ${scope.to.toISOString()}
    and ${withinSites(routes.id_subsidiary, scope.sites) ?? sql`true`}
    ${scope.id_subsidiary === undefined ? sql`` : sql`and ${routes.id_subsidiary} = ${scope.id_subsidiary}`}
    ${scope.id_user === undefined ? sql`` : sql`and ${routes.id_user} = ${scope.id_user}`}`
}

/**
 * The routes in scope (`r`), the drive of those whose drive is not kept yet (`drive`: on the
 * road, or completed before drives were kept; see `drivesOf`), and the routes whose visit
 * figures are kept (`kept`, with their group: site and start).
 */
function scoped(scope: PerformanceScope): SQL {
  return sql`with r as (
      select id_route, name, id_user, id_subsidiary, start_date, distance, duration, started,
             completed, driven_distance, bridged_distance
      from ${routes} where ${routesIn(scope)}
    ),
    drive as (${drivesOf(sql`select id_route from r where r.driven_distance is null`)}),
    kept as (
      select r.id_route, r.id_subsidiary, r.start_date
      from r join route_visit_figures f on f.id_route = r.id_route
    ),
    whole as (
      select g.id_subsidiary, g.start_date from visit_figure_groups g
      join (select id_subsidiary, start_date, ${routeSet(sql`id_route`)} as route_set
            from kept group by id_subsidiary, start_date) k
        on k.id_subsidiary = g.id_subsidiary and k.start_date = g.start_date
           and k.route_set = g.route_set
      where g.kind = 'routes'
    )`
}

/** The routes `ids`, as a query of `id_route`s the planner can count (it looks them up by index). */
const routesOf = (ids: number[]) =>
  sql`select unnest(${`{${ids.join(",")}}`}::int[])`

/** The routes in scope whose visits are read: those not kept, and those not in a whole group. */
export interface LiveRoutes {
  notKept: number[]
  notWhole: number[]
}

/** The route figures of a group of `r` (with `drive`). */
const routeFigures = sql`count(*)::int as routes,
  coalesce(sum(r.distance), 0)::int as planned_distance,
  coalesce(round(sum(coalesce(r.driven_distance, d.driven))), 0)::int as driven_distance,
  coalesce(round(sum(coalesce(r.bridged_distance, d.bridged))), 0)::int as bridged_distance,
  coalesce(sum(r.duration) filter (where r.completed is not null), 0)::int as planned_duration,
  coalesce(round(sum(extract(epoch from r.completed - r.started)) filter (where r.completed is not null)), 0)::int as actual_duration`

type Row = Record<string, unknown>

/** The Performance screen's sums, added up in SQL; row-level security keeps to the client. */
export function createPerformanceRepository(tx: Tx) {
  const read = async (scope: PerformanceScope, query: SQL) =>
    rowsOf<Row>(await tx.execute(sql`${scoped(scope)} ${query}`))

  /**
   * The routes' figures and their visits' sums in total (`grouped` 3), per route (0, with its
   * ETA errors' histogram) and per driver (2), in one pass (grouping sets): kept sums for the
   * routes that have them, their visits added up for the others.
   */
  const routeGroups = async (scope: PerformanceScope, live: LiveRoutes) =>
    read(
      scope,
      sql`, live as (${routeSumsOf(routesOf(live.notKept))}),
      f as (
        select f.id_route, ${figureColumns} from route_visit_figures f
        where f.id_route in (select id_route from kept)
        union all select id_route, ${figureColumns} from live
      )
      select grouping(r.id_route, r.id_user) as grouped, r.id_route, r.id_user, ${routeFigures},
        ${summed("f")}
      from r left join drive d on d.id_route = r.id_route left join f on f.id_route = r.id_route
      group by grouping sets ((), (r.id_route, r.id_user), (r.id_user))
      order by grouped, r.id_route, r.id_user`
    )

  return {
    /** The routes in scope whose visits are read rather than their kept figures. */
    async liveRoutes(scope: PerformanceScope): Promise<LiveRoutes> {
      const [row] = await read(
        scope,
        sql`select coalesce(array_agg(r.id_route) filter (where k.id_route is null), '{}') as not_kept,
              coalesce(array_agg(r.id_route) filter (where w.start_date is null), '{}') as not_whole
            from r left join kept k on k.id_route = r.id_route
            left join whole w on w.id_subsidiary = k.id_subsidiary and w.start_date = k.start_date`
      )
      const ids = (value: unknown) => (value as unknown[]).map(Number)
      return { notKept: ids(row!.not_kept), notWhole: ids(row!.not_whole) }
    },

    routeGroups,

    /**
     * The visits that arrived or failed per zone, weekday × hour, address class (`kind`) and
     * the failed ones by outcome (`name`): the kept groups whose routes are the routes in
     * scope, and the visits of the other routes added up.
     */
    async visitGroups(scope: PerformanceScope, live: LiveRoutes) {
      return read(
        scope,
        sql`,
        x as (
          select g.kind, g.zone, g.weekday, g.hour, g.id_address_type, g.id_stop_outcome, ${figureColumns}
          from visit_figure_groups g
          join whole w on w.id_subsidiary = g.id_subsidiary and w.start_date = g.start_date
          where g.kind <> 'routes'
          union all ${groupSumsOf(routesOf(live.notWhole))}
        )
        select x.kind, x.zone, x.weekday, x.hour, x.id_address_type, o.name, ${summed("x")}
        from x left join stop_outcomes o
          on x.kind = 'outcome' and o.id_stop_outcome = x.id_stop_outcome
        group by x.kind, x.zone, x.weekday, x.hour, x.id_address_type, o.name
        having x.kind <> 'outcome' or sum(x.failed) > 0
        order by x.kind, case when x.kind = 'outcome' then -sum(x.failed) end,
          x.zone, x.weekday, x.hour, x.id_address_type, o.name`
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
