// Helpers of the learning tests (issue 44): a history of legs driven slower than planned.
import { sql } from "drizzle-orm"

import type { TestApp } from "./helper.ts"

/** The site's clock in these tests: Mexico City, six hours behind UTC in November. */
const UTC_OFFSET_HOURS = 6

/**
 * Forty routes of an optimization on Monday 2026-11-16, each with one leg driven twice as slow as
 * planned, leaving at ten past `hour` on the site's clock, in the centre's zone (19.42, -99.13):
 * planned to leave the first stop at :05 and reach the second at :20 (15 minutes); driven from
 * :10 to :40 (30 minutes).
 *
 * @param hour - the hour of the day the legs are driven in, on the site's clock (Mexico City)
 */
export async function seedSlowLegs(
  t: TestApp,
  site: { id_subsidiary: number; id_optimization: number },
  hour: number
) {
  const at = (minutes: number) =>
    new Date(
      Date.UTC(2026, 10, 16, hour + UTC_OFFSET_HOURS, minutes)
    ).toISOString()
  await t.store.owner.execute(sql`
    insert into routes (id_client, id_subsidiary, id_optimization, name, start_date)
    select 1, ${site.id_subsidiary}, ${site.id_optimization}, 'History ' || g, ${at(0)}::timestamptz
    from generate_series(1, 40) g`)
  await t.store.owner.execute(sql`
    insert into stops (id_client, id_subsidiary, id_optimization, id_route, address, latitude,
                       longitude, eta, departure, arrived, visit_time, completed)
    select r.id_client, r.id_subsidiary, r.id_optimization, r.id_route, s.address, s.latitude,
           s.longitude, s.eta::timestamptz, s.departure::timestamptz, s.arrived::timestamptz,
           s.done::timestamptz, s.done::timestamptz
    from routes r cross join (values
      ('First', 19.42, -99.13, ${at(0)}, ${at(5)}, ${at(2)}, ${at(10)}),
      ('Second', 19.43, -99.12, ${at(20)}, ${at(25)}, ${at(40)}, ${at(45)})
    ) as s(address, latitude, longitude, eta, departure, arrived, done)
    where r.name like 'History %' and r.id_optimization = ${site.id_optimization}`)
}
