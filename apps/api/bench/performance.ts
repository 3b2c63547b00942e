/**
 * The Performance screen's benchmark (issue 44; figures in docs/benchmarks.md):
 *
 *   npm run bench:performance                     # embedded PGlite
 *   npm run bench:performance -- --postgres       # a throw-away PostgreSQL server
 *
 * Seeds `--days` days × `--drivers` drivers of driven routes at Acme Centro (a route a driver a
 * day, `--stops` visits each with ETA, arrival and completion, a position a minute while driving),
 * keeps each completed route's drive and visit figures (as completing it does), then reads
 * Dashboard → Performance over the whole range `--runs` times and prints the p50 and p95 (the
 * read the screen makes: every figure, grouping and chart).
 */
import { parseArgs } from "node:util"

import { sql } from "drizzle-orm"

import { readPerformance } from "../src/modules/performance/performance.ts"
import { keepVisitFigures } from "../src/modules/performance/keep-visit-figures.ts"
import { keepRouteDrives } from "../src/modules/planning/route-drives.ts"
import {
  databaseOptions,
  ms,
  openBenchStore,
  percentile,
  seedAcmeDrivers,
} from "./bench-support.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    days: { type: "string", default: "90" },
    drivers: { type: "string", default: "200" },
    stops: { type: "string", default: "10" },
    runs: { type: "string", default: "20" },
  },
})
const DAYS = Number(args.days)
const DRIVERS = Number(args.drivers)
const STOPS = Number(args.stops)

const { store, stop } = await openBenchStore(args)
const seedStart = performance.now()
const { db, owner, drivers, id_optimization } = await seedAcmeDrivers(
  store,
  DRIVERS,
  { driver: "Perf Driver", plan: "Performance" }
)
const DAY = 86_400_000
const first = Date.UTC(2026, 7, 1)
const ids = sql.raw(`array[${drivers.map((d) => d.id).join(",")}]`)
// One route a driver a day, 14:00 to 18:00 UTC, planned 40 km and 4 h.
await db.execute(sql`
  insert into routes (id_client, id_subsidiary, id_optimization, name, id_user, start_date,
                      started, completed, distance, duration)
  select ${owner.id_client}, ${owner.id_subsidiary}, ${id_optimization}, 'R ' || d || '-' || u,
         (${ids})[u], ${new Date(first).toISOString()}::timestamptz + make_interval(days => d, hours => 14),
         ${new Date(first).toISOString()}::timestamptz + make_interval(days => d, hours => 14),
         ${new Date(first).toISOString()}::timestamptz + make_interval(days => d, hours => 18),
         40000, 14400
  from generate_series(0, ${DAYS - 1}) d, generate_series(1, ${DRIVERS}) u`)
/** The routes of day `d` of the range, for seeding one day at a time (no statement too long). */
const routesOfDay = (d: number) =>
  sql`r.id_optimization = ${id_optimization}
    and r.start_date >= ${new Date(first + d * DAY).toISOString()}
    and r.start_date < ${new Date(first + (d + 1) * DAY).toISOString()}`
for (let d = 0; d < DAYS; d++) {
  // Its visits every 20 minutes, arriving a few minutes off their ETA; one in 20 failed.
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
    from routes r cross join generate_series(1, ${STOPS}) i
    where ${routesOfDay(d)}`)
  // A position a minute for the 4 hours, with a 10-minute gap every hour.
  await db.execute(sql`
    insert into positions (id_client, id_subsidiary, id_route, id_user, recorded_at, latitude, longitude)
    select r.id_client, r.id_subsidiary, r.id_route, r.id_user, r.started + make_interval(mins => m),
           19.4 + m * 0.0005, -99.13
    from routes r cross join generate_series(0, 239) m
    where ${routesOfDay(d)} and m % 60 >= 10`)
}
const seeded = performance.now() - seedStart
// Each completed route keeps its drive and its visit figures, as completing it does (and the
// back-fills did).
const keepStart = performance.now()
for (let d = 0; d < DAYS; d++)
  await keepRouteDrives(
    db,
    sql`select r.id_route from routes r where ${routesOfDay(d)}`
  )
const keeping = performance.now() - keepStart
const figuresStart = performance.now()
for (let d = 0; d < DAYS; d++)
  await keepVisitFigures(
    db,
    sql`select r.id_route from routes r where ${routesOfDay(d)}`
  )
await db.execute(sql`analyze`)
const keepingFigures = performance.now() - figuresStart

const scope = {
  from: new Date(first),
  to: new Date(first + DAYS * DAY),
  sites: null,
  id_subsidiary: owner.id_subsidiary,
}
const samples: number[] = []
let figures
for (let i = 0; i < Number(args.runs); i++) {
  const start = performance.now()
  figures = await store.withScope({ clientId: 1, allClients: false }, (tx) =>
    readPerformance(tx, scope)
  )
  samples.push(performance.now() - start)
}
console.log(
  `Performance over ${DAYS} days × ${DRIVERS} drivers (${DAYS * DRIVERS} routes, ${DAYS * DRIVERS * STOPS} visits), ${args.postgres || args["database-url"] ? "PostgreSQL" : "PGlite"}`
)
console.log(
  `  seeded in ${ms(seeded)}, drives kept in ${ms(keeping)} (${DAYS * DRIVERS * 216} positions), visit figures kept in ${ms(keepingFigures)}`
)
console.log(
  `  read ×${samples.length}: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`
)
console.log(
  `  totals: ${figures!.totals.routes} routes, ${figures!.totals.arrivals} arrivals, driven ${figures!.totals.driven_distance} m`
)
await store.close()
stop()
