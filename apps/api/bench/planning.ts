/**
 * The planning engine's benchmark (issue figures in docs/benchmarks.md):
 *
 *   npm run bench:planning                      # embedded PGlite
 *   npm run bench:planning -- --postgres        # a throw-away PostgreSQL 15 server
 *   npm run bench:planning -- --database-url postgres://…   # a server of yours (a new database)
 *
 * 1. Reads: 1,000 optimizations and 100,000 stops seeded; p50/p99 of listing optimizations and
 *    routes, and of opening one optimization of 2,000 stops.
 * 2. One optimize run of 1,000 stops and 50 routes with time windows, 10 s limit: from the
 *    request to the routes saved, while a list call is repeated (its p99).
 * 3. 50 optimize requests at once from 5 clients: all finish, none lost, and the most runs of
 *    one client active at once against OPTIMIZE_CLIENT_CONCURRENCY.
 *
 * The API is built in process and called with `inject` (no network), as the tests do.
 */
import { setTimeout as sleep } from "node:timers/promises"
import { parseArgs } from "node:util"

import { SeedRole } from "@ruta/permissions/context-types"
import { sql } from "drizzle-orm"
import type { DataStore } from "../src/db/database.ts"
import { rowsOf } from "../src/db/database.ts"
import { DEMO_PASSWORD } from "../src/db/seed.ts"
import {
  clients,
  depots,
  optimizationRuns,
  optimizations,
  routes,
  stops,
  subsidiaries,
  users,
} from "../src/db/schema.ts"
import { hashPassword } from "../src/platform/crypto/passwords.ts"
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
    "time-limit": { type: "string", default: "10" },
    "cap-seconds": { type: "string", default: "2" },
    workers: { type: "string", default: "4" },
  },
})

/** Around a city centre, on a deterministic spiral. */
const around = (i: number, lat: number, lng: number, spread = 0.08) => ({
  latitude: lat + spread * Math.cos(i * 2.4) * Math.sqrt((i % 997) / 997),
  longitude: lng + spread * Math.sin(i * 2.4) * Math.sqrt((i % 997) / 997),
})

/** Extra clients (with a site, a default depot and a client user) for the fairness run. */
async function addClients(store: DataStore, count: number) {
  const db = store.owner
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const emails: string[] = []
  for (let c = 0; c < count; c++) {
    const [client] = await db
      .insert(clients)
      .values({ name: `Bench ${c}` })
      .returning()
    const id_client = client!.id_client
    const [site] = await db
      .insert(subsidiaries)
      .values({ id_client, name: `Bench ${c} site`, isMain: true })
      .returning()
    await db.insert(depots).values({
      id_client,
      id_subsidiary: site!.id_subsidiary,
      isDefault: true,
      name: "Bench depot",
      latitude: 19.43,
      longitude: -99.13,
    })
    const email = `bench${c}@bench.demo`
    await db.insert(users).values({
      id_client,
      name: `Bench ${c}`,
      email,
      passwordHash,
      isFirstLogin: false,
      id_context_type: SeedRole.ClientUser.id_context_type,
      id_role: SeedRole.ClientUser.id_role,
    })
    emails.push(email)
  }
  return emails
}

/** An optimization of `stopCount` stops and `routeCount` routes, written straight to the tables. */
async function plantOptimization(
  store: DataStore,
  owner: { id_client: number; id_subsidiary: number },
  name: string,
  stopCount: number,
  routeCount: number,
  withWindows = false
) {
  const db = store.owner
  const [opt] = await db
    .insert(optimizations)
    .values({ ...owner, name, configuration: {} })
    .returning()
  const id_optimization = opt!.id_optimization
  const day = Date.UTC(2026, 10, 23)
  const hour = (h: number) => new Date(day + h * 3_600_000)
  await db.insert(routes).values(
    Array.from({ length: routeCount }, (_, r) => ({
      ...owner,
      id_optimization,
      name: `${name} route ${r + 1}`,
      start_date: hour(8),
      end_date: hour(20),
      configuration: {},
    }))
  )
  for (let i = 0; i < stopCount; i += 1000)
    await db.insert(stops).values(
      Array.from({ length: Math.min(1000, stopCount - i) }, (_, k) => {
        const n = i + k
        const window = withWindows && n % 3 === 0
        return {
          ...owner,
          id_optimization,
          name: `${name} stop ${n}`,
          address: `Street ${n}`,
          ...around(n, 19.4326, -99.1332),
          pieces: 1,
          ...(window
            ? {
                time_window_start: hour(8 + (n % 8)),
                time_window_end: hour(10 + (n % 8)),
              }
            : {}),
        }
      })
    )
  return id_optimization
}

async function main() {
  const { store, stop } = await openBenchStore(args)
  const { app, config, login } = await startBenchApp(store, {
    OPTIMIZE_WORKERS: args.workers,
  })
  const acme = await login("client@acme.demo")
  const [acmeSite] = rowsOf<{ id_subsidiary: number }>(
    await store.owner.execute(
      sql`select id_subsidiary from subsidiaries where name = 'Acme Centro'`
    )
  )
  const owner = { id_client: 1, id_subsidiary: acmeSite!.id_subsidiary }
  console.log(`database: ${store.kind}`)

  // 1. Reads over 1,000 optimizations and 100,000 stops.
  let t0 = performance.now()
  for (let o = 0; o < 999; o++)
    await plantOptimization(store, owner, `Plan ${o}`, 98, 2)
  const big = await plantOptimization(store, owner, "Big plan", 2000, 20)
  console.log(
    `seeded 1,000 optimizations, 100,000 stops in ${((performance.now() - t0) / 1000).toFixed(1)} s`
  )
  for (const [label, url] of [
    ["list optimizations (page 0, 25)", "/optimizations"],
    ["list optimizations, page 20, text", "/optimizations?page=20&text=Plan"],
    ["list routes (page 0, 25)", "/routes"],
    ["list routes, status 1, page 30", "/routes?status_route=1&page=30"],
    ["open one optimization of 2,000 stops", `/optimizations/${big}`],
  ] as const) {
    const samples = await timed(() => acme("GET", url), 100)
    console.log(
      `${label}: p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`
    )
  }

  // 2. One run of 1,000 stops and 50 routes with time windows, while a list call repeats.
  const limit = Number(args["time-limit"])
  const e2e = await plantOptimization(
    store,
    owner,
    "End to end",
    1000,
    50,
    true
  )
  t0 = performance.now()
  const started = await acme("POST", `/optimizations/${e2e}/optimize`, {
    time_limit: limit,
  })
  const id_run = started.json().data.id_run as number
  const during: number[] = []
  let run = started.json().data
  while (!["done", "failed", "cancelled"].includes(run.status)) {
    during.push(...(await timed(() => acme("GET", "/routes"), 1)))
    run = (await acme("GET", `/optimization-runs/${id_run}`)).json().data
    await sleep(50)
  }
  const total = (performance.now() - t0) / 1000
  console.log(
    `optimize 1,000 stops / 50 routes, limit ${limit} s: ${run.status} in ${total.toFixed(2)} s ` +
      `(limit + ${(total - limit).toFixed(2)} s), ${run.unassigned} unassigned, ` +
      `${(run.distance / 1000).toFixed(1)} km; concurrent list p50 ${ms(percentile(during, 50))}, ` +
      `p99 ${ms(percentile(during, 99))} over ${during.length} calls`
  )

  // 3. 50 requests at once from 5 clients (Acme, Globex and three more), each on its own plan.
  const emails = [
    "client@acme.demo",
    "client@globex.demo",
    ...(await addClients(store, 3)),
  ]
  const callers = await Promise.all(emails.map(login))
  const capSeconds = Number(args["cap-seconds"])
  const plans: { call: (typeof callers)[number]; id: number }[] = []
  for (const [c, email] of emails.entries()) {
    const [row] = rowsOf<{ id_client: number; id_subsidiary: number }>(
      await store.owner.execute(
        sql`select u.id_client, s.id_subsidiary from users u join subsidiaries s on s.id_client = u.id_client and s.is_main where u.email = ${email}`
      )
    )
    for (let k = 0; k < 10; k++)
      plans.push({
        call: callers[c]!,
        id: await plantOptimization(store, row!, `Fair ${c}-${k}`, 60, 3),
      })
  }
  t0 = performance.now()
  const queued = await Promise.all(
    plans.map(({ call, id }) =>
      call("POST", `/optimizations/${id}/optimize`, { time_limit: capSeconds })
    )
  )
  const ids = queued.map((res) => res.json().data.id_run as number)
  let maxPerClient = 0
  for (;;) {
    const rows = rowsOf<{ id_client: number; active: number; open: number }>(
      await store.owner.execute(sql`
        select id_client,
          count(*) filter (where status in ('matrix', 'solving', 'saving'))::int as active,
          count(*) filter (where status not in ('done', 'failed', 'cancelled'))::int as open
        from ${optimizationRuns} where id_run in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `
        )})
        group by id_client`)
    )
    maxPerClient = Math.max(maxPerClient, ...rows.map((r) => r.active))
    if (rows.every((r) => r.open === 0)) break
    await sleep(100)
  }
  const finished = rowsOf<{ status: string; n: number }>(
    await store.owner.execute(sql`
      select status, count(*)::int as n from ${optimizationRuns}
      where id_run in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `
      )}) group by status`)
  )
  console.log(
    `50 requests from 5 clients (limit ${capSeconds} s each, ${config.OPTIMIZE_WORKERS} worker(s), ` +
      `cap ${config.OPTIMIZE_CLIENT_CONCURRENCY} per client): ${finished.map((f) => `${f.n} ${f.status}`).join(", ")} ` +
      `in ${((performance.now() - t0) / 1000).toFixed(1)} s; most active runs of one client at once: ${maxPerClient}`
  )

  await app.close()
  await store.close()
  stop()
}

await main()
