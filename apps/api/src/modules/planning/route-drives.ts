import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"

/** A gap between two positions longer than this is bridged by the travel model (seconds). */
export const GAP_SECONDS = 300

/** Great-circle metres between two points (the offline travel model's distance). */
const metresBetween = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL) =>
  sql`2 * 6371000 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))`

/**
 * The metres driven along the positions of the routes `routeIds` (a query of `id_route`s), one
 * row per route with positions: `driven`, and of it `bridged`, the legs after a gap of more than
 * GAP_SECONDS between two fixes, counted in a straight line (the offline model). One walk over
 * each route's positions, in the order the phone took them.
 */
export function drivesOf(routeIds: SQL): SQL {
  return sql`select id_route, sum(metres) as driven,
      coalesce(sum(metres) filter (where gap), 0) as bridged
    from (
      select p.id_route,
             ${metresBetween(sql`lag(p.latitude) over w`, sql`lag(p.longitude) over w`, sql`p.latitude`, sql`p.longitude`)} as metres,
             extract(epoch from p.recorded_at - lag(p.recorded_at) over w) > ${GAP_SECONDS} as gap
      from positions p
      where p.id_route in (${routeIds})
      window w as (partition by p.id_route order by p.recorded_at)
    ) legs
    where metres is not null group by id_route`
}

/**
 * Keeps the drive of the completed routes `routeIds` selects on each route (`driven_distance`,
 * `bridged_distance`; 0 when it has no positions), so reading it back never walks the positions
 * again (issue 44). Called when a route is completed and when positions come in after.
 */
export async function keepRouteDrives(tx: Pick<Tx, "execute">, routeIds: SQL) {
  await tx.execute(sql`update routes set
      driven_distance = coalesce(round(d.driven), 0)::int,
      bridged_distance = coalesce(round(d.bridged), 0)::int
    from routes kept left join (${drivesOf(routeIds)}) d on d.id_route = kept.id_route
    where routes.id_route = kept.id_route and kept.completed is not null
      and kept.id_route in (${routeIds})`)
}
