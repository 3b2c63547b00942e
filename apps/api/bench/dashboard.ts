/**
 * The dashboard's benchmark (figures in docs/benchmarks.md):
 *
 *   npm run bench:dashboard                     # embedded PGlite
 *   npm run bench:dashboard -- --postgres       # a throw-away PostgreSQL 15 server
 *   npm run bench:dashboard -- --database-url postgres://…   # a server of yours (a new database)
 *
 * 1. Seeds 100,000 stops over 90 days for Acme (routes of 32 stops on its sites; the past
 *    driven, with failed visits, outcomes and time windows; the future pending), then times the
 *    dashboard for 7, 30 and 90 days, for all sites and for one.
 * 2. A stop completion seen by the planner: the driver's completion, then the routes list the
 *    planner's screen polls, which must show the new progress; the worst case the planner waits
 *    is the screen's refresh interval plus both calls.
 */
import { parseArgs } from "node:util"

import { sql } from "drizzle-orm"

import type { DataStore } from "../src/db/database.ts"
import { rowsOf } from "../src/db/database.ts"
import { optimizations, routes, stops } from "../src/db/schema.ts"
import {
  databaseOptions,
  ms,
  openBenchStore,
  percentile,
  startBenchApp,
  timed,
} from "./bench-support.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    stops: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
  },
})

/** The planners' screens refresh every 1.5 s (LIVE_REFRESH_MS in the back office). */
const REFRESH_MS = 1_500
const DAYS = 90
const PER_ROUTE = 32
const DAY_MS = 86_400_000

/** Acme's sites, its driver and its stop outcomes, as the demo data made them. */
async function acmeOf(store: DataStore) {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await store.owner.execute(query))
  const sites = await one<{ id: number }>(
    sql`select id_subsidiary as id from subsidiaries where id_client = 1 order by 1`
  )
  const [driver] = await one<{ id: number }>(
    sql`select id_user as id from users where email = 'driver@acme.demo'`
  )
  const outcomes = await one<{ id: number }>(
    sql`select id_stop_outcome as id from stop_outcomes where id_client = 1 order by 1`
  )
  return {
    sites: sites.map((s) => s.id),
    driver: driver!.id,
    outcomes: outcomes.map((o) => o.id),
  }
}

/** 90 days of routes ending 30 days from today: the past driven, today on the road, the rest pending. */
async function seedDays(store: DataStore, total: number) {
  const acme = await acmeOf(store)
  const db = store.owner
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS
  const first = today - 59 * DAY_MS
  const routesPerDay = Math.ceil(total / PER_ROUTE / DAYS)
  let seeded = 0
  for (let d = 0; d < DAYS && seeded < total; d++) {
    const dayStart = first + d * DAY_MS
    const at = (hours: number) => new Date(dayStart + hours * 3_600_000)
    const past = dayStart < today
    const isToday = dayStart === today
    const id_subsidiary = acme.sites[d % acme.sites.length]!
    const [opt] = await db
      .insert(optimizations)
      .values({
        id_client: 1,
        id_subsidiary,
        name: `Day ${d}`,
        configuration: {},
      })
      .returning()
    const made = await db
      .insert(routes)
      .values(
        Array.from({ length: routesPerDay }, (_, r) => {
          const driving = past || (isToday && r % 2 === 0)
          return {
            id_client: 1,
            id_subsidiary,
            id_optimization: opt!.id_optimization,
            name: `Day ${d} route ${r + 1}`,
            id_user: isToday && r === 0 ? acme.driver : null,
            start_date: at(8),
            end_date: at(18),
            optimization_state: 1,
            configuration: {},
            distance: 60_000 + r * 500,
            duration: 28_800,
            started: driving ? at(8) : null,
            completed: past ? at(16 + (r % 3)) : null,
            actual_distance: past ? 62_000 + r * 450 : null,
          }
        })
      )
      .returning({ id: routes.id_route })
    const rows = made.flatMap(({ id }, r) =>
      Array.from({ length: PER_ROUTE }, (_, k) => {
        const n = seeded + r * PER_ROUTE + k
        const visited = past
        const failed = visited && n % 20 === 0
        const windowed = n % 3 === 0
        return {
          id_client: 1,
          id_subsidiary,
          id_optimization: opt!.id_optimization,
          id_route: id,
          name: `Stop ${n}`,
          address: `Street ${n}`,
          latitude: 19.43 + ((n % 97) - 48) / 1000,
          longitude: -99.13 + ((n % 89) - 44) / 1000,
          order: k + 1,
          eta: at(8 + k / 4),
          ...(windowed
            ? {
                time_window_start: at(8 + k / 4 - 1),
                time_window_end: at(8 + k / 4 + 1),
              }
            : {}),
          ...(visited
            ? {
                started: at(8 + k / 4),
                completed: at(8 + k / 4 + 0.1),
                // One visit in nine runs late.
                visit_time: at(8 + k / 4 + (n % 9 === 0 ? 1.5 : 0)),
                failed,
                id_stop_outcome:
                  acme.outcomes.length > 0
                    ? acme.outcomes[n % acme.outcomes.length]!
                    : null,
              }
            : {}),
        }
      })
    )
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(stops).values(rows.slice(i, i + 1000))
    seeded += rows.length
  }
  return { ...acme, seeded, today }
}

async function main() {
  const { store, stop } = await openBenchStore(args)
  const { app, login } = await startBenchApp(store)
  console.log(`database: ${store.kind}`)
  const t0 = performance.now()
  const seeded = await seedDays(store, Number(args.stops))
  console.log(
    `seeded ${seeded.seeded.toLocaleString("en")} stops over ${DAYS} days in ${((performance.now() - t0) / 1000).toFixed(1)} s`
  )
  await store.owner.execute(sql`analyze`)
  const planner = await login("client@acme.demo")
  const runs = Number(args.runs)
  const day = (offset: number) =>
    new Date(seeded.today + offset * DAY_MS).toISOString()
  const ranges: [string, string][] = [
    ["7 days", `from=${day(-6)}&to=${day(1)}`],
    ["30 days", `from=${day(-29)}&to=${day(1)}`],
    ["90 days", `from=${day(-59)}&to=${day(31)}`],
    [
      "90 days, one site",
      `from=${day(-59)}&to=${day(31)}&id_subsidiary=${seeded.sites[0]}`,
    ],
  ]
  for (const [label, query] of ranges) {
    const url = `/dashboard?${query}`
    await timed(() => planner("GET", url), 3)
    const samples = await timed(() => planner("GET", url), runs)
    console.log(
      `dashboard, ${label}: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))} (${runs} calls)`
    )
  }

  // 2. A completion seen by the planner.
  const driver = await login("driver@acme.demo")
  const todays = (
    await driver(
      "GET",
      `/driver/day?from=${day(0)}&to=${new Date(seeded.today + DAY_MS - 1).toISOString()}`
    )
  ).json().data.routes[0]
  const list = `/routes?from=${day(0)}&to=${day(1)}&size=100`
  const completions: number[] = []
  const lists: number[] = []
  for (const [i, s] of (todays.stops as { id_stop: number }[]).entries()) {
    const start = performance.now()
    const done = await driver("POST", `/driver/stops/${s.id_stop}/complete`, {
      key: `bench-completion-${s.id_stop}`,
      visit_time: new Date().toISOString(),
    })
    completions.push(performance.now() - start)
    if (done.statusCode !== 200) throw new Error(done.body)
    const seenAt = performance.now()
    const res = await planner("GET", list)
    lists.push(performance.now() - seenAt)
    const mine = (
      res.json().data.items as { id_route: number; progress: number }[]
    ).find((r) => r.id_route === todays.id_route)
    const expected = Math.round((100 * (i + 1)) / todays.stops.length)
    if (mine?.progress !== expected)
      throw new Error(`the list shows ${mine?.progress}, not ${expected}`)
  }
  const worst = REFRESH_MS + percentile(completions, 95) + percentile(lists, 95)
  console.log(
    `stop completion: p95 ${ms(percentile(completions, 95))}; routes list after it: p95 ${ms(percentile(lists, 95))}, ` +
      `shows the new progress every time (${completions.length} stops); ` +
      `seen by the planner within ${ms(worst)} at worst (${REFRESH_MS} ms refresh + both p95)`
  )
  await app.close()
  await store.close()
  stop()
}

await main()
