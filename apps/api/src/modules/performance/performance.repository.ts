import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { routes } from "../../db/schema.ts"
import { drivesOf } from "../planning/route-drives.ts"
import { routeSet } from "./keep-visit-figures.ts"
import {
  COUNT_COLUMNS,
  SUM_COLUMNS,
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
 * The routes in scope (`r`, with the columns the read uses), and the drive of those whose
 * drive is not kept yet (`drive`: on the road, or completed before drives were kept; see
 * `drivesOf`).
 */
function scoped(scope: PerformanceScope): SQL {
  return sql`with r as (
      select id_route, name, id_user, id_subsidiary, start_date, distance, duration, started,
             completed, driven_distance, bridged_distance
      from ${routes} where ${routesIn(scope)}
    ),
    drive as (${drivesOf(sql`select id_route from r where r.driven_distance is null`)})`
}

/**
 * The routes in scope whose visit figures are kept (`kept`, with their group, site and start,
 * and their kept figures: `route_visit_figures` is read once), and the groups whose kept
 * figures add up exactly the routes in scope of that site and start (`whole`: the `id` of their
 * row of kind `routes`).
 */
const keptAndWhole = sql`,
    kept as (
      select r.id_route, r.id_subsidiary, r.start_date, ${figureColumns}
      from r join route_visit_figures f on f.id_route = r.id_route
    ),
    whole as (
      select g.id, g.id_subsidiary, g.start_date from visit_figure_groups g
      join (select id_subsidiary, start_date, ${routeSet(sql`id_route`)} as route_set
            from kept group by id_subsidiary, start_date) k
        on k.id_subsidiary = g.id_subsidiary and k.start_date = g.start_date
           and k.route_set = g.route_set
      where g.kind = 'routes'
    )`

/** `ids` as an array parameter. */
const idArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`

/** The routes `ids`, as a query of `id_route`s the planner can count (it looks them up by index). */
const routesOf = (ids: number[]) => sql`select unnest(${idArray(ids)})`

/**
 * The routes in scope whose figures are not kept, as a query of `id_route`s: gathered into an
 * array first, so the planner expects few (those on the road) and looks their visits up by route.
 */
const notKept = sql`select unnest(array(
    select r.id_route from r
    where not exists (select from kept k where k.id_route = r.id_route)))`

/**
 * How the visits are grouped: the routes in scope read from their visits because they are not
 * in a whole group (`notWhole`), and the whole groups (`wholeGroups`, the `id` of their row of
 * kind `routes`).
 */
export interface LiveGroups {
  notWhole: number[]
  wholeGroups: number[]
}

/**
 * What each route adds to the route figures (of `r` and `drive`), and whether the figure is
 * rounded once added up.
 */
const ROUTE_VALUES: [string, SQL, boolean][] = [
  ["planned_distance", sql`r.distance`, false],
  ["driven_distance", sql`coalesce(r.driven_distance, d.driven)`, true],
  ["bridged_distance", sql`coalesce(r.bridged_distance, d.bridged)`, true],
  [
    "planned_duration",
    sql`case when r.completed is not null then r.duration end`,
    false,
  ],
  [
    "actual_duration",
    sql`case when r.completed is not null then extract(epoch from r.completed - r.started) end`,
    true,
  ],
]

const FIGURE_NAMES = [...ROUTE_VALUES.map(([name]) => name), ...SUM_COLUMNS]

/** A route's row of the answer, sent as a JSON array of these, in order. */
export const ROUTE_COLUMNS = [
  "id_route",
  "id_user",
  "name",
  "eta_histogram",
  "routes",
  ...FIGURE_NAMES,
]

/** A route's row: the values of `ROUTE_COLUMNS`, read where `ROUTE_AT` says (no object a route). */
export type RouteRow = unknown[]
export const ROUTE_AT: Record<string, number> = Object.fromEntries(
  ROUTE_COLUMNS.map((name, i) => [name, i])
)

/**
 * The figures of `rf`'s routes (in the order of `FIGURE_NAMES`), each value passed through
 * `add`: `sum` for a group of routes, as it is for one route (which adds up to itself).
 */
function figures(add: (value: SQL) => SQL): SQL[] {
  const column = (name: string) => add(sql`rf.${sql.raw(name)}`)
  return [
    ...ROUTE_VALUES.map(([name, , rounded]) =>
      rounded
        ? sql`coalesce(round(${column(name)}), 0)::int`
        : sql`coalesce(${column(name)}, 0)::int`
    ),
    ...SUM_COLUMNS.map((name) =>
      COUNT_COLUMNS.has(name)
        ? sql`coalesce(${column(name)}, 0)::int`
        : sql`coalesce(${column(name)}, 0)::float8`
    ),
  ]
}

type Row = Record<string, unknown>

/** The Performance screen's sums, added up in SQL; row-level security keeps to the client. */
export function createPerformanceRepository(tx: Tx) {
  const read = async (scope: PerformanceScope, query: SQL) =>
    rowsOf<Row>(await tx.execute(sql`${scoped(scope)} ${query}`))
  return {
    /**
     * Sets the read's transaction up: no JIT compilation (PostgreSQL compiles a statement
     * it expects to be costly, which takes seconds, more than these statements take to run).
     */
    async prepare() {
      await tx.execute(sql`set local jit = off`)
    },

    /**
     * The routes' figures and their visits' sums per route (`routes`, `RouteRow`s
     * with the route's ETA errors' histogram), per driver (`drivers`, with their name) and in
     * total (`totals`): kept sums for the routes that have them, their visits added up for the
     * others; and, in the same statement, which routes' visits `visitGroups` reads (`live`).
     */
    async routeFigures(scope: PerformanceScope) {
      const [row] = await read(
        scope,
        sql`${keptAndWhole}, live as (${routeSumsOf(notKept)}),
        rf as (
          select r.id_route, r.id_user, r.name,
            ${sql.join(
              ROUTE_VALUES.map(
                ([name, value]) => sql`${value} as ${sql.raw(name)}`
              ),
              sql`, `
            )},
            ${sql.join(
              SUM_COLUMNS.map(
                (c) =>
                  sql`coalesce(l.${sql.raw(c)}, k.${sql.raw(c)}) as ${sql.raw(c)}`
              ),
              sql`, `
            )},
            coalesce(l.eta_histogram, k.eta_histogram) as eta_histogram
          from r left join drive d on d.id_route = r.id_route
            left join kept k on k.id_route = r.id_route
            left join live l on l.id_route = r.id_route
        ),
        groups as (
          select grouping(rf.id_user) as grouped, rf.id_user, min(u.name) as driver,
            count(*)::int as routes,
            ${sql.join(
              figures((value) => sql`sum(${value})`).map(
                (figure, i) => sql`${figure} as ${sql.raw(FIGURE_NAMES[i]!)}`
              ),
              sql`, `
            )}
          from rf left join users u on u.id_user = rf.id_user
          group by grouping sets ((rf.id_user), ())
        )
        select (select json_agg(json_build_array(rf.id_route, rf.id_user, rf.name,
                  rf.eta_histogram, 1, ${sql.join(
                    figures((value) => value),
                    sql`, `
                  )}) order by rf.id_route)
                from rf) as routes,
          (select json_agg(groups order by groups.id_user) from groups where grouped = 0) as drivers,
          (select row_to_json(groups) from groups where grouped = 1) as totals,
          (select coalesce(array_agg(r.id_route), '{}') from r
            left join kept k on k.id_route = r.id_route
            left join whole w on w.id_subsidiary = k.id_subsidiary and w.start_date = k.start_date
            where w.start_date is null) as not_whole,
          (select coalesce(array_agg(id), '{}') from whole) as whole_groups`
      )
      const ids = (value: unknown) => (value as unknown[]).map(Number)
      return {
        routes: (row?.routes ?? []) as RouteRow[],
        drivers: (row?.drivers ?? []) as Row[],
        totals: row?.totals as Row | undefined,
        live: {
          notWhole: ids(row!.not_whole),
          wholeGroups: ids(row!.whole_groups),
        } satisfies LiveGroups,
      }
    },

    /**
     * The visits that arrived or failed per zone, weekday × hour, address class (`kind`) and
     * the failed ones by outcome (`name`): the kept groups of the whole groups, and the visits
     * of the other routes added up.
     */
    async visitGroups(scope: PerformanceScope, live: LiveGroups) {
      return read(
        scope,
        sql`,
        x as (
          select g.kind, g.zone, g.weekday, g.hour, g.id_address_type, g.id_stop_outcome, ${figureColumns}
          from visit_figure_groups g
          where (g.id_subsidiary, g.start_date) in (
              select w.id_subsidiary, w.start_date from visit_figure_groups w
              where w.id = any(${idArray(live.wholeGroups)})
            ) and g.kind <> 'routes'
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
