import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import type { LegObservation } from "./travel-profile.ts"
import { zoneOf } from "./travel-profile.ts"

/** Which legs are read: one site's, over the past `window_days` before `asOf`. */
export interface LegScope {
  id_subsidiary: number
  window_days: number
  /** The end of the window; the database's clock when left out. */
  asOf?: Date | undefined
}

const asOfSql = (asOf: Date | undefined) =>
  asOf ? sql`${asOf.toISOString()}::timestamptz` : sql`now()`

/**
 * The legs drivers drove between two visits of a route, each against the travel source: from the
 * first visit's completion to the next one's arrival, over the travel source's own time for the
 * leg as the plan kept it (`stops.travel_seconds`, never a learned profile's slowed time, so a
 * plan timed with the profile does not teach the next one that traffic is as planned). A leg
 * counts when the driver came from the stop planned just before (a break between, or another
 * order, is no leg of the plan). A stop planned before the source's time was kept falls back on
 * the plan's own times (the ETA less the planned departure before it), for plans made without
 * the profile only. A leg is placed in the zone it left from and the hour of the week it left at,
 * on the site's clock.
 */
export async function drivenLegs(
  tx: Tx,
  scope: LegScope
): Promise<LegObservation[]> {
  const asOf = asOfSql(scope.asOf)
  const rows = rowsOf<{
    latitude: unknown
    longitude: unknown
    weekday: unknown
    hour: unknown
    ratio: unknown
  }>(
    await tx.execute(sql`
      with v as (
        select s.id_route, s.latitude, s.longitude, s.eta, s.departure, s.arrived,
               s.stop_order, s.travel_seconds, r.travel_profile_days,
               coalesce(s.visit_time, s.completed) as left_at, z.time_zone
        from stops s join subsidiaries z on z.id_subsidiary = s.id_subsidiary
          join routes r on r.id_route = s.id_route
        where s.id_subsidiary = ${scope.id_subsidiary} and s.id_route is not null
          and s.arrived is not null
          and s.arrived > ${asOf} - make_interval(days => ${scope.window_days})
          and s.arrived <= ${asOf}
      ),
      l as (
        select lag(latitude) over w as latitude, lag(longitude) over w as longitude,
               lag(left_at) over w as left_at, arrived, time_zone,
               case
                 when travel_seconds is not null then
                   case when lag(stop_order) over w = stop_order - 1 then travel_seconds end
                 when travel_profile_days is null then
                   extract(epoch from eta - lag(departure) over w)
               end as source_seconds
        from v window w as (partition by id_route order by arrived)
      )
      select latitude, longitude,
             extract(isodow from left_at at time zone time_zone)::int as weekday,
             extract(hour from left_at at time zone time_zone)::int as hour,
             extract(epoch from arrived - left_at) / source_seconds as ratio
      from l
      where latitude is not null and source_seconds > 0 and arrived > left_at`)
  )
  return rows.map((row) => ({
    zone: zoneOf(Number(row.latitude), Number(row.longitude)),
    hourOfWeek: (Number(row.weekday) - 1) * 24 + Number(row.hour),
    ratio: Number(row.ratio),
  }))
}

/** How many days (on each site's clock) the client's drivers made visits, over the past year. */
export async function daysOfData(tx: Tx, asOf?: Date): Promise<number> {
  const [row] = rowsOf<{ days: unknown }>(
    await tx.execute(sql`
      select count(distinct (s.arrived at time zone z.time_zone)::date)::int as days
      from stops s join subsidiaries z on z.id_subsidiary = s.id_subsidiary
      where s.arrived is not null
        and s.arrived > ${asOfSql(asOf)} - interval '365 days'`)
  )
  return Number(row?.days ?? 0)
}
