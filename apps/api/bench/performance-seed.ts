// The Performance benchmark's data (issue 44): days × drivers of driven routes at Acme Centro,
// each completed route's drive and visit figures kept as completing it does.
import { sql } from "drizzle-orm"

import type { DataStore } from "../src/db/database.ts"
import { rowsOf } from "../src/db/database.ts"
import { keepVisitFigures } from "../src/modules/performance/keep-visit-figures.ts"
import { keepRouteDrives } from "../src/modules/planning/route-drives.ts"
import { seedAcmeDrivers } from "./bench-support.ts"

const DAY = 86_400_000

export interface DrivenDays {
  days: number
  drivers: number
  /** Visits a route. */
  stops: number
  /** Minutes between two positions while driving (a fix a minute on the road). */
  positionEvery: number
}

/** How long each part of the seed took, in milliseconds. */
export interface SeedTimes {
  seeded: number
  drivesKept: number
  figuresKept: number
  positions: number
}

/**
 * Seeds `days` × `drivers` of driven routes starting on `first` (a route a driver a day, 14:00
 * to 18:00 UTC, planned 40 km and 4 h; its visits every 20 minutes with ETA, arrival and
 * completion, one in 20 failed; a position every `positionEvery` minutes with a 10-minute gap
 * every hour), one day a statement, then keeps each route's drive and visit figures.
 */
export async function seedDrivenDays(
  store: DataStore,
  first: number,
  size: DrivenDays
) {
  const start = performance.now()
  const { db, owner, drivers, id_optimization } = await seedAcmeDrivers(
    store,
    size.drivers,
    { driver: "Perf Driver", plan: "Performance" }
  )
  const at = (time: number) => new Date(time).toISOString()
  const ids = sql.raw(`array[${drivers.map((d) => d.id).join(",")}]`)
  await db.execute(sql`
    insert into routes (id_client, id_subsidiary, id_optimization, name, id_user, start_date,
                        started, completed, distance, duration)
    select ${owner.id_client}, ${owner.id_subsidiary}, ${id_optimization}, 'R ' || d || '-' || u,
           (${ids})[u], ${at(first)}::timestamptz + make_interval(days => d, hours => 14),
           ${at(first)}::timestamptz + make_interval(days => d, hours => 14),
           ${at(first)}::timestamptz + make_interval(days => d, hours => 18),
           40000, 14400
    from generate_series(0, ${size.days - 1}) d, generate_series(1, ${size.drivers}) u`)
  /** The routes of day `d` of the range, for seeding one day at a time (no statement too long). */
  const routesOfDay = (d: number) =>
    sql`select r.id_route from routes r where r.id_optimization = ${id_optimization}
      and r.start_date >= ${at(first + d * DAY)} and r.start_date < ${at(first + (d + 1) * DAY)}`
  for (let d = 0; d < size.days; d++) {
    await db.execute(sql`
      insert into stops (id_client, id_subsidiary, id_optimization, id_route, address, latitude, longitude,
                         stop_duration, stop_order, eta, departure, arrived, visit_time, completed, failed,
                         time_window_end)
      select r.id_client, r.id_subsidiary, r.id_optimization, r.id_route, 'Calle ' || i,
             19.3 + random() * 0.3, -99.3 + random() * 0.3, 5, i,
             r.started + make_interval(mins => 20 * i), r.started + make_interval(mins => 20 * i + 5),
             r.started + make_interval(mins => 20 * i, secs => (random() * 900 - 300)::int),
             r.started + make_interval(mins => 20 * i + 7), r.started + make_interval(mins => 20 * i + 7),
             random() < 0.05, r.started + make_interval(mins => 20 * i + 10)
      from routes r cross join generate_series(1, ${size.stops}) i
      where r.id_route in (${routesOfDay(d)})`)
    await db.execute(sql`
      insert into positions (id_client, id_subsidiary, id_route, id_user, recorded_at, latitude, longitude)
      select r.id_client, r.id_subsidiary, r.id_route, r.id_user, r.started + make_interval(mins => m),
             19.4 + m * 0.0005, -99.13
      from routes r cross join generate_series(0, 239, ${size.positionEvery}) m
      where r.id_route in (${routesOfDay(d)}) and m % 60 >= 10`)
  }
  const seeded = performance.now() - start
  const keepStart = performance.now()
  // Statistics first: without them the planner walks every position and visit seeded so far
  // for each day's routes (on PGlite, 19 minutes for the drives of 90 × 200).
  await db.execute(sql`analyze`)
  for (let d = 0; d < size.days; d++) await keepRouteDrives(db, routesOfDay(d))
  const drivesKept = performance.now() - keepStart
  const figuresStart = performance.now()
  for (let d = 0; d < size.days; d++) await keepVisitFigures(db, routesOfDay(d))
  await db.execute(sql`analyze`)
  const figuresKept = performance.now() - figuresStart
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from positions`)
  )
  return {
    owner,
    times: { seeded, drivesKept, figuresKept, positions: Number(count!.n) },
  }
}
