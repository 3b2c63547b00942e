// What a group of visits adds up to (issue 44), in SQL: the same sums whether they are kept when
// a route is completed or read live for the routes still on the road.
import { zoneDegrees as ZONE_DEGREES } from "@ruta/validation/values"
import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

/** The sums kept for a group of visits, each added up again at read time. */
export const SUM_COLUMNS = [
  "arrivals",
  "on_time",
  "failed",
  "eta_count",
  "eta_error_sum",
  "actual_service_count",
  "actual_service_sum",
  "planned_service_count",
  "planned_service_sum",
] as const
export type SumColumn = (typeof SUM_COLUMNS)[number]

/** The sums that are counts (integers); the others are seconds (floats). */
export const COUNT_COLUMNS = new Set<SumColumn>([
  "arrivals",
  "on_time",
  "failed",
  "eta_count",
  "actual_service_count",
  "planned_service_count",
])

/** The sums' columns, then the histogram's, as a list for `insert` and `select`. */
export const figureColumns = sql.raw(
  [...SUM_COLUMNS, "eta_histogram"].join(", ")
)

/**
 * The bucket of an absolute ETA error in seconds: a minute each up to 2 hours (0-119), then a
 * quarter of an hour up to 6 hours (120-135), an hour up to a day (136-153), and the rest (154).
 */
const etaBucket = (error: SQL) => sql`case
    when ${error} < 7200 then floor(${error} / 60)
    when ${error} < 21600 then 120 + floor((${error} - 7200) / 900)
    when ${error} < 86400 then 136 + floor((${error} - 21600) / 3600)
    else 154 end`

/**
 * The visits (arrived at or completed) of the routes `routeIds` selects (a query of
 * `id_route`s), one row each: on time by the arrival, the ETA error and its bucket, the seconds
 * spent, the address class, the arrival's weekday and hour on the site's clock, and the zone.
 */
export function visitsOf(routeIds: SQL): SQL {
  const error = sql`abs(extract(epoch from s.arrived - s.eta))`
  return sql`select s.id_route, r.id_user, r.id_client, r.id_subsidiary, r.start_date,
      s.stop_duration, s.failed, s.id_stop_outcome, s.arrived,
      s.arrived is not null and (s.time_window_end is null or s.arrived <= s.time_window_end) as on_time,
      ${error} as eta_error,
      ${etaBucket(error)}::int as eta_bucket,
      case when not s.failed then extract(epoch from coalesce(s.visit_time, s.completed) - s.arrived) end as spent,
      coalesce(a.id_address_type, 0) as id_address_type,
      extract(isodow from s.arrived at time zone z.time_zone)::int as weekday,
      extract(hour from s.arrived at time zone z.time_zone)::int as hour,
      floor(s.latitude / ${ZONE_DEGREES}) * ${ZONE_DEGREES} || ',' || floor(s.longitude / ${ZONE_DEGREES}) * ${ZONE_DEGREES} as zone
    from stops s
    join routes r on r.id_route = s.id_route
    join subsidiaries z on z.id_subsidiary = s.id_subsidiary
    left join addresses a on a.id_address = s.id_address
    where s.id_route in (${routeIds}) and (s.completed is not null or s.arrived is not null)`
}

/**
 * The sums of `v`'s visits of one ETA bucket, and that bucket's histogram entry
 * ("bucket:count:sum of errors"); group by `v.eta_bucket` with the keys.
 */
const bucketSums = sql`count(v.arrived)::int as arrivals,
  count(*) filter (where v.on_time)::int as on_time,
  count(*) filter (where v.failed)::int as failed,
  count(v.eta_error)::int as eta_count,
  coalesce(sum(v.eta_error), 0)::float8 as eta_error_sum,
  count(v.spent)::int as actual_service_count,
  coalesce(sum(v.spent), 0)::float8 as actual_service_sum,
  count(v.stop_duration) filter (where v.spent is not null)::int as planned_service_count,
  coalesce(sum(v.stop_duration * 60) filter (where v.spent is not null), 0)::float8 as planned_service_sum,
  case when count(v.eta_error) > 0
    then v.eta_bucket || ':' || count(v.eta_error) || ':' || round(sum(v.eta_error), 3) else '' end as eta_histogram`

/** The sums of `alias`'s rows (of `bucketSums` or kept). */
function sumsOf(alias: string): SQL {
  const a = sql.raw(alias)
  return sql.join(
    SUM_COLUMNS.map((c) =>
      COUNT_COLUMNS.has(c)
        ? sql`coalesce(sum(${a}.${sql.raw(c)}), 0)::int as ${sql.raw(c)}`
        : sql`coalesce(sum(${a}.${sql.raw(c)}), 0)::float8 as ${sql.raw(c)}`
    ),
    sql`, `
  )
}

/** The sums of `alias`'s rows (of `bucketSums` or kept), and their histograms end to end. */
export function summed(alias: string): SQL {
  return sql`${sumsOf(alias)}, coalesce(string_agg(nullif(${sql.raw(alias)}.eta_histogram, ''), ' '), '') as eta_histogram`
}

/** Per route of `routeIds` with visits: `id_route` and its sums. */
export function routeSumsOf(routeIds: SQL): SQL {
  return sql`select b.id_route, ${summed("b")} from (
      select v.id_route, ${bucketSums} from (${visitsOf(routeIds)}) v
      group by v.id_route, v.eta_bucket
    ) b group by b.id_route`
}

/** A group's kind, by `grouping(zone, weekday, hour, id_address_type, id_stop_outcome)`. */
const kindOf = sql`case grouping(v.zone, v.weekday, v.hour, v.id_address_type, v.id_stop_outcome)
    when 15 then 'zone' when 19 then 'hour' when 29 then 'class' else 'outcome' end`

/**
 * The visits of `routeIds` that arrived or failed, added up per zone, weekday × hour, address
 * class and outcome (`kind`, and its keys), within each of `keys` (columns of `visitsOf`).
 */
export function groupSumsOf(routeIds: SQL, keys: string[] = []): SQL {
  const by = keys.map((k) => sql.raw(`b.${k}`))
  const inner = keys.map((k) => sql.raw(`v.${k}`))
  const lead = (list: SQL[]) =>
    list.length === 0 ? sql`` : sql`${sql.join(list, sql`, `)}, `
  return sql`select ${lead(by)}b.kind, b.zone, b.weekday, b.hour, b.id_address_type,
      b.id_stop_outcome, ${summed("b")}
    from (
      select ${lead(inner)}${kindOf} as kind, v.zone, v.weekday, v.hour, v.id_address_type,
             v.id_stop_outcome, ${bucketSums}
      from (${visitsOf(routeIds)}) v
      where v.arrived is not null or v.failed
      group by ${lead(inner)}grouping sets ((v.zone, v.eta_bucket), (v.weekday, v.hour, v.eta_bucket),
        (v.id_address_type, v.eta_bucket), (v.id_stop_outcome, v.eta_bucket))
    ) b
    group by ${lead(by)}b.kind, b.zone, b.weekday, b.hour, b.id_address_type, b.id_stop_outcome`
}
