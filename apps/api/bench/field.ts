/**
 * The day on the road's benchmark (figures in docs/benchmarks.md):
 *
 *   npm run bench:field                        # embedded PGlite, 2 minutes
 *   npm run bench:field -- --postgres          # a throw-away PostgreSQL 15 server
 *   npm run bench:field -- --seconds 30        # shorter
 *
 * 200 drivers, each on a started route of 20 stops, post their phone's positions every 10 s
 * (a batch of the fixes since the last, one every 2 s, as the driver's app sends them) while 30
 * planners hold the live stream (GET /live) and read the lists their screens show (the live map's
 * GET /live/drivers and GET /routes) every 10 s. All over HTTP on loopback. It prints the API's
 * p99 for positions and for lists, how long a position takes to reach every planner's stream
 * (p95), the API process's RSS, and the positions stored against those sent. Targets: p99 ≤
 * 150 ms, p95 ≤ 1.5 s, RSS ≤ 600 MB, stored = sent.
 */
import type { AddressInfo } from "node:net"
import { parseArgs } from "node:util"
import { setTimeout as sleep } from "node:timers/promises"

import { SeedRole } from "@ruta/permissions/context-types"
import { sql } from "drizzle-orm"

import { rowsOf } from "../src/db/database.ts"
import {
  optimizations,
  positions,
  routes,
  stops,
  userSubsidiaries,
  users,
} from "../src/db/schema.ts"
import { hashPassword } from "../src/modules/auth/passwords.ts"
import { DEMO_PASSWORD } from "../src/db/seed.ts"
import {
  databaseOptions,
  ms,
  openBenchStore,
  percentile,
  startBenchApp,
} from "./bench-support.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    drivers: { type: "string", default: "200" },
    planners: { type: "string", default: "30" },
    seconds: { type: "string", default: "120" },
  },
})
const DRIVERS = Number(args.drivers)
const PLANNERS = Number(args.planners)
const SECONDS = Number(args.seconds)
const EVERY_MS = 10_000
const FIX_EVERY_S = 2
const STOPS_PER_ROUTE = 20

/** Acme Centro, and a started route of 20 stops for each of `count` new drivers there. */
async function seedDrivers(
  store: Awaited<ReturnType<typeof openBenchStore>>["store"],
  count: number
) {
  const db = store.owner
  const [site] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id_subsidiary as id from subsidiaries where name = 'Acme Centro'`
    )
  )
  const id_subsidiary = site!.id
  const owner = { id_client: 1, id_subsidiary }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, d) => ({
        id_client: 1,
        name: `Bench driver ${d + 1}`,
        email: `bench-driver-${d + 1}@acme.demo`,
        passwordHash,
        isFirstLogin: false,
        id_context_type: SeedRole.Driver.id_context_type,
        id_role: SeedRole.Driver.id_role,
      }))
    )
    .returning({ id: users.id_user, email: users.email })
  await db
    .insert(userSubsidiaries)
    .values(made.map((u) => ({ id_client: 1, id_user: u.id, id_subsidiary })))
  const [opt] = await db
    .insert(optimizations)
    .values({ ...owner, name: "Bench day on the road", configuration: {} })
    .returning()
  const now = Date.now()
  const hour = (h: number) => new Date(now + h * 3_600_000)
  const madeRoutes = await db
    .insert(routes)
    .values(
      made.map((u, d) => ({
        ...owner,
        id_optimization: opt!.id_optimization,
        name: `Bench route ${d + 1}`,
        id_user: u.id,
        start_date: hour(-1),
        end_date: hour(8),
        optimization_state: 1,
        configuration: {},
        started: hour(-1),
      }))
    )
    .returning({ id: routes.id_route })
  const rows = madeRoutes.flatMap(({ id }, d) =>
    Array.from({ length: STOPS_PER_ROUTE }, (_, k) => ({
      ...owner,
      id_optimization: opt!.id_optimization,
      id_route: id,
      name: `Stop ${d}-${k}`,
      address: `Street ${d}-${k}`,
      latitude: 19.43 + ((d * 7 + k) % 97) / 1000 - 0.048,
      longitude: -99.13 + ((d * 5 + k) % 89) / 1000 - 0.044,
      order: k + 1,
      eta: hour(k / 3),
      time_window_start: hour(k / 3 - 1),
      time_window_end: hour(k / 3 + (k % 4 === 0 ? -0.5 : 1)),
    }))
  )
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(stops).values(rows.slice(i, i + 1000))
  return made.map((u, d) => ({ email: u.email, id_route: madeRoutes[d]!.id }))
}

/** Reads a planner's live stream, noting when each position event arrives. */
async function holdStream(
  url: string,
  token: string,
  heard: (ids: Record<string, unknown>) => void,
  signal: AbortSignal
) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  })
  if (!response.ok || !response.body)
    throw new Error(`the stream answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let ready!: () => void
  const isReady = new Promise<void>((resolve) => (ready = resolve))
  void (async () => {
    let buffer = ""
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        const parts = buffer.split("\n\n")
        buffer = parts.pop() ?? ""
        for (const part of parts) {
          if (part.includes("event: ready")) ready()
          if (!part.includes("event: position")) continue
          const data = part.split("\n").find((l) => l.startsWith("data: "))
          if (data) heard(JSON.parse(data.slice(6)).ids)
        }
      }
    } catch {
      // Aborted at the end.
    }
  })()
  await isReady
}

async function main() {
  const { store, stop } = await openBenchStore(args)
  const { app } = await startBenchApp(store)
  await app.listen({ port: 0, host: "127.0.0.1" })
  // The clients keep their connections between calls 10 s apart: the server must not close them
  // under a request in flight (Node's default keeps an idle connection 5 s).
  app.server.keepAliveTimeout = 120_000
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`
  console.log(
    `database: ${store.kind}; ${DRIVERS} drivers posting every ${EVERY_MS / 1000} s, ${PLANNERS} planners streaming, for ${SECONDS} s`
  )
  const drivers = await seedDrivers(store, DRIVERS)
  const tokenOf = async (email: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password: DEMO_PASSWORD },
    })
    return res.json().data.accessToken as string
  }
  const driverTokens: string[] = []
  for (const d of drivers) driverTokens.push(await tokenOf(d.email))
  const plannerToken = await tokenOf("client@acme.demo")

  const call = async (
    samples: number[],
    method: "GET" | "POST",
    url: string,
    token: string,
    body?: unknown
  ) => {
    const start = performance.now()
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const text = await res.text()
    samples.push(performance.now() - start)
    if (res.status !== 200)
      throw new Error(`${url} answered ${res.status}: ${text}`)
    return text
  }

  // Planners' streams: when each position reached each of them.
  const abort = new AbortController()
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  for (let p = 0; p < PLANNERS; p++)
    await holdStream(
      `${base}/live`,
      plannerToken,
      (ids) => {
        const at = sentAt.get(`${ids.id_route}@${Date.parse(String(ids.at))}`)
        if (at !== undefined) latencies.push(performance.now() - at)
      },
      abort.signal
    )

  const positionSamples: number[] = []
  const listSamples: number[] = []
  let sent = 0
  let batches = 0
  const until = performance.now() + SECONDS * 1000
  let rssPeak = process.memoryUsage().rss
  const rssTimer = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
  }, 1000)

  /** One driver: a batch of the fixes of the last 10 s, every 10 s, from a random offset. */
  const driving = drivers.map(async (driver, d) => {
    await sleep(Math.random() * EVERY_MS)
    let step = 0
    while (performance.now() < until) {
      const now = Date.now()
      const batch = Array.from(
        { length: EVERY_MS / 1000 / FIX_EVERY_S },
        (_, i) => {
          step++
          return {
            time: new Date(now - (4 - i) * FIX_EVERY_S * 1000).toISOString(),
            latitude: 19.4 + d / 4000 + step * 0.00005,
            longitude: -99.15 + step * 0.00004,
            accuracy: 6,
            speed: 9,
            heading: 45,
          }
        }
      )
      const last = batch.at(-1)!
      sentAt.set(
        `${driver.id_route}@${Date.parse(last.time)}`,
        performance.now()
      )
      await call(
        positionSamples,
        "POST",
        "/driver/positions",
        driverTokens[d]!,
        {
          id_route: driver.id_route,
          positions: batch,
        }
      )
      sent += batch.length
      batches++
      await sleep(Math.max(0, EVERY_MS - (Date.now() - now)))
    }
  })
  /** One planner's screen: the live map's list and the routes list, every 10 s. */
  const planning = Array.from({ length: PLANNERS }, async () => {
    await sleep(Math.random() * EVERY_MS)
    while (performance.now() < until) {
      const now = Date.now()
      await call(listSamples, "GET", "/live/drivers", plannerToken)
      await call(listSamples, "GET", "/routes?size=25", plannerToken)
      await sleep(Math.max(0, EVERY_MS - (Date.now() - now)))
    }
  })
  await Promise.all([...driving, ...planning])
  await sleep(2000)
  clearInterval(rssTimer)
  abort.abort()

  const [stored] = rowsOf<{ n: number }>(
    await store.owner.execute(sql`select count(*)::int as n from ${positions}`)
  )
  const expected = batches * PLANNERS
  console.log(
    `positions: ${positionSamples.length} batches, p50 ${ms(percentile(positionSamples, 50))}, p99 ${ms(percentile(positionSamples, 99))}`
  )
  console.log(
    `lists (GET /live/drivers, GET /routes): ${listSamples.length} calls, p50 ${ms(percentile(listSamples, 50))}, p99 ${ms(percentile(listSamples, 99))}`
  )
  console.log(
    `position to planner: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (${latencies.length} of ${expected} deliveries)`
  )
  // The API and the load generator share this process: its RSS bounds the API's from above.
  console.log(
    `API process RSS (with the load generator): peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB`
  )
  console.log(`positions stored ${stored!.n} of ${sent} sent`)
  await app.close()
  await store.close()
  stop()
}

await main()
