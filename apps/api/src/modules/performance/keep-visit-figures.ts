import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import {
  SUM_COLUMNS,
  figureColumns,
  groupSumsOf,
  routeSumsOf,
} from "./visit-figures.ts"

/** The digest naming a set of routes (`ids`, a column of `id_route`s in the group). */
export const routeSet = (ids: SQL) =>
  sql`md5(string_agg(${ids}::text, ',' order by ${ids}))`

const zeros = sql.raw(SUM_COLUMNS.map(() => "0").join(", "))

/**
 * Keeps the visit figures of the completed routes `routeIds` selects (a query of `id_route`s),
 * so Dashboard → Performance adds up kept rows rather than visits (issue 44): each route's sums
 * (`route_visit_figures`), and again the groups of the routes of each site starting at the same
 * time (`visit_figure_groups`, per zone, weekday × hour, address class and outcome). Called when
 * a route's last visit is done.
 */
export async function keepVisitFigures(tx: Pick<Tx, "execute">, routeIds: SQL) {
  await tx.execute(
    sql`delete from route_visit_figures where id_route in (${routeIds})`
  )
  await tx.execute(sql`insert into route_visit_figures (id_route, id_client, id_subsidiary, ${figureColumns})
    select r.id_route, r.id_client, r.id_subsidiary,
      ${sql.join(
        SUM_COLUMNS.map((c) => sql`coalesce(f.${sql.raw(c)}, 0)`),
        sql`, `
      )}, coalesce(f.eta_histogram, '')
    from routes r left join (${routeSumsOf(routeIds)}) f on f.id_route = r.id_route
    where r.id_route in (${routeIds}) and r.completed is not null`)
  // The groups of these routes, one at a time (a lock each, in order): a group is added up
  // again from all its kept routes, which another completion may be changing at the same time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('visit_figure_groups'), hashtext(g.id_subsidiary || '@' || extract(epoch from g.start_date)))
    from (select distinct id_subsidiary, start_date from routes
          where id_route in (${routeIds}) and start_date is not null
          order by id_subsidiary, start_date) g`)
  const groups = sql`select distinct id_subsidiary, start_date from routes
    where id_route in (${routeIds}) and start_date is not null`
  await tx.execute(sql`delete from visit_figure_groups g using (${groups}) o
    where g.id_subsidiary = o.id_subsidiary and g.start_date = o.start_date`)
  const kept = sql`select r.id_route from routes r
    join (${groups}) o on o.id_subsidiary = r.id_subsidiary and o.start_date = r.start_date
    join route_visit_figures f on f.id_route = r.id_route`
  await tx.execute(sql`insert into visit_figure_groups (id_client, id_subsidiary, start_date, kind,
      zone, weekday, hour, id_address_type, id_stop_outcome, ${figureColumns})
    ${groupSumsOf(kept, ["id_client", "id_subsidiary", "start_date"])}`)
  await tx.execute(sql`insert into visit_figure_groups (id_client, id_subsidiary, start_date, kind,
      route_set, ${figureColumns})
    select r.id_client, r.id_subsidiary, r.start_date, 'routes', ${routeSet(sql`r.id_route`)}, ${zeros}, ''
    from routes r where r.id_route in (${kept})
    group by r.id_client, r.id_subsidiary, r.start_date`)
}
