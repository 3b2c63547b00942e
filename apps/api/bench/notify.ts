/**
 * The customer notifications' benchmark (figures in docs/benchmarks.md):
 *
 *   npm run bench:notify                       # embedded PGlite: 5,000 stops on 100 routes
 *   npm run bench:notify -- --postgres         # a throw-away PostgreSQL 15 server
 *   npm run bench:notify -- --routes 20        # shorter: 20 routes of 50 stops
 *
 * The client sends "on the way" by SMS (to a local stand-in of Twilio's Messages API, which
 * posts its signed status callbacks back) and by email (to a local SMTP stand-in). 100 drivers
 * start their routes of 50 stops within one minute, over HTTP, while 10 planners read the routes
 * list every 2 s. It prints how long each message took from its route's start to the provider
 * stand-in (p50, p95, max), the messages received against those expected and the duplicates,
 * and the API's p99 meanwhile. Targets: every message within 60 s, received = expected, no
 * duplicates, p99 ≤ 150 ms.
 */
import type { AddressInfo } from "node:net"
import { monitorEventLoopDelay } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { setTimeout as sleep } from "node:timers/promises"

import { defaultNotificationSettings } from "@ruta/validation/notifications"

import { startSmtpStandIn } from "@ruta/stand-ins/smtp"
import { routes, stops } from "../src/db/schema.ts"
import { startTwilioStandIn } from "@ruta/stand-ins/twilio"
import {
  databaseOptions,
  fetchAs,
  ms,
  openBenchStore,
  percentile,
  seedAcmeDrivers,
  startBenchApp,
} from "./bench-support.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    routes: { type: "string", default: "100" },
    stops: { type: "string", default: "50" },
    planners: { type: "string", default: "10" },
    "start-within": { type: "string", default: "60" },
  },
})
const ROUTES = Number(args.routes)
const STOPS = Number(args.stops)
const PLANNERS = Number(args.planners)
const START_WITHIN_S = Number(args["start-within"])
/** How long after the last start the benchmark waits for messages. */
const GRACE_S = 120

const account = { sid: `AC${"b".repeat(32)}`, token: "bench-twilio-token" }
const phoneOf = (r: number, k: number) =>
  `+5255${String(10_000_000 + r * 1000 + k).slice(-8)}`
const emailOf = (r: number, k: number) => `c-${r}-${k}@bench.example`

/** A driver, and a route of STOPS stops (not started) with its contacts, per route. */
async function seedRoutes(
  store: Awaited<ReturnType<typeof openBenchStore>>["store"]
) {
  const { db, owner, drivers, id_optimization } = await seedAcmeDrivers(
    store,
    ROUTES,
    { driver: "Notify driver", plan: "Notify bench" }
  )
  const now = Date.now()
  const hour = (h: number) => new Date(now + h * 3_600_000)
  const made = await db
    .insert(routes)
    .values(
      drivers.map((u, r) => ({
        ...owner,
        id_optimization,
        name: `Notify route ${r + 1}`,
        id_user: u.id,
        start_date: hour(0),
        end_date: hour(9),
        optimization_state: 1,
        configuration: {},
      }))
    )
    .returning({ id: routes.id_route })
  const rows = made.flatMap(({ id }, r) =>
    Array.from({ length: STOPS }, (_, k) => ({
      ...owner,
      id_optimization,
      id_route: id,
      name: `Stop ${r}-${k}`,
      address: `Street ${r}-${k}`,
      latitude: 19.43 + ((r * 7 + k) % 97) / 1000 - 0.048,
      longitude: -99.13 + ((r * 5 + k) % 89) / 1000 - 0.044,
      order: k + 1,
      eta: hour(0.5 + k / 6),
      first_name: `Cliente ${k}`,
      phone_number: phoneOf(r, k),
      email: emailOf(r, k),
      customData: { language: k % 2 === 0 ? "es" : "en" },
    }))
  )
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(stops).values(rows.slice(i, i + 1000))
  return drivers.map((u, r) => ({ email: u.email, id_route: made[r]!.id }))
}

async function main() {
  const { store, stop } = await openBenchStore(args)
  const twilio = await startTwilioStandIn(account)
  const smtp = await startSmtpStandIn()
  const { app, tokenOf } = await startBenchApp(store, {
    TWILIO_ACCOUNT_SID: account.sid,
    TWILIO_AUTH_TOKEN: account.token,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://ruta.example",
  })
  await app.listen({ port: 0, host: "127.0.0.1" })
  app.server.keepAliveTimeout = 120_000
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`
  // Twilio's callbacks reach the API at PUBLIC_URL: here, its loopback address.
  // A callback the API did not take is counted (Twilio would retry it).
  let lostCallbacks = 0
  twilio.postCallbacksWith(async (url, params, signature) => {
    await fetch(url.replace("https://ruta.example/api/v1", base), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature,
      },
      body: new URLSearchParams(params).toString(),
    }).then(
      (res) => res.arrayBuffer(),
      () => (lostCallbacks += 1)
    )
  })
  console.log(
    `database: ${store.kind}; ${ROUTES} routes of ${STOPS} stops started within ${START_WITHIN_S} s, "on the way" by SMS and email, ${PLANNERS} planners reading`
  )
  const drivers = await seedRoutes(store)
  const plannerToken = await tokenOf("client@acme.demo")
  const driverTokens: string[] = []
  for (const d of drivers) driverTokens.push(await tokenOf(d.email))

  const apiSamples: number[] = []
  let failedCalls = 0
  const call = async (
    method: string,
    url: string,
    token: string,
    body?: unknown
  ) => {
    const start = performance.now()
    const res = await fetchAs(base, method, url, token, body).catch(
      (error: unknown) => {
        failedCalls += 1
        throw error
      }
    )
    await res.arrayBuffer()
    apiSamples.push(performance.now() - start)
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`)
  }
  await call("PUT", "/clients/1/notification-settings", plannerToken, {
    ...defaultNotificationSettings,
    events: {
      ...defaultNotificationSettings.events,
      on_the_way: { email: true, sms: true },
    },
  })

  // When each message reached its stand-in, by recipient.
  const arrived = new Map<string, number[]>()
  const note = (to: string) => {
    const list = arrived.get(to) ?? []
    list.push(performance.now())
    arrived.set(to, list)
  }
  let seenSms = 0
  let seenMail = 0
  const watcher = setInterval(() => {
    for (; seenSms < twilio.messages.length; seenSms++)
      note(twilio.messages[seenSms]!.to)
    for (; seenMail < smtp.mails.length; seenMail++)
      for (const to of smtp.mails[seenMail]!.to) note(to)
  }, 20)

  let reading = true
  const readers = Array.from({ length: PLANNERS }, async (_, i) => {
    await sleep((i * 2000) / PLANNERS)
    while (reading) {
      await call("GET", "/routes?size=25", plannerToken).catch(() => {})
      await sleep(2000)
    }
  })

  const startedAt = new Map<number, number>()
  const gap = (START_WITHIN_S * 1000) / ROUTES
  const begin = performance.now()
  const cpuAtStart = process.cpuUsage()
  // What a request may wait for besides the database: the event loop's turns, and (on
  // PostgreSQL) a connection of the pool.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  let poolWaitingMax = 0
  let poolWaitingSamples = 0
  let poolSamples = 0
  const poolWatch = setInterval(() => {
    const use = store.poolUse()
    if (!use) return
    poolSamples += 1
    if (use.waiting > 0) poolWaitingSamples += 1
    poolWaitingMax = Math.max(poolWaitingMax, use.waiting)
  }, 50)
  await Promise.all(
    drivers.map(async (d, r) => {
      await sleep(r * gap)
      startedAt.set(r, performance.now())
      await call(
        "POST",
        `/driver/routes/${d.id_route}/start`,
        driverTokens[r]!
      ).catch(() => {})
    })
  )
  const expected = ROUTES * STOPS * 2
  const deadline = performance.now() + GRACE_S * 1000
  while (arrivedCount() < expected && performance.now() < deadline)
    await sleep(200)
  const cpu = process.cpuUsage(cpuAtStart)
  loopDelay.disable()
  clearInterval(poolWatch)
  await sleep(2000) // late duplicates would show now
  reading = false
  await Promise.all(readers)
  clearInterval(watcher)
  for (; seenSms < twilio.messages.length; seenSms++)
    note(twilio.messages[seenSms]!.to)
  for (; seenMail < smtp.mails.length; seenMail++)
    for (const to of smtp.mails[seenMail]!.to) note(to)

  function arrivedCount() {
    return twilio.messages.length + smtp.mails.length
  }

  const latencies: number[] = []
  let received = 0
  let duplicates = 0
  for (let r = 0; r < ROUTES; r++)
    for (let k = 0; k < STOPS; k++)
      for (const to of [phoneOf(r, k), emailOf(r, k)]) {
        const times = arrived.get(to) ?? []
        if (times.length === 0) continue
        received += 1
        duplicates += times.length - 1
        latencies.push(times[0]! - startedAt.get(r)!)
      }
  const last = Math.max(...latencies)
  console.log(
    `starts spread over ${((Math.max(...startedAt.values()) - begin) / 1000).toFixed(1)} s`
  )
  console.log(
    `messages received ${received} of ${expected} (SMS ${twilio.messages.length}, email ${smtp.mails.length}), duplicates ${duplicates}`
  )
  console.log(
    `route start to provider: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(last)}; within 60 s: ${latencies.filter((l) => l <= 60_000).length}`
  )
  // The process's CPU time (API, workers and, on PGlite, the database) per message: a measure
  // the machine's load changes less than the latencies.
  const cpuMs = (cpu.user + cpu.system) / 1000
  console.log(
    `CPU from the first start to the last message: ${(cpuMs / 1000).toFixed(1)} s, ${(cpuMs / Math.max(1, received)).toFixed(2)} ms per message`
  )
  console.log(
    `event loop delay: p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}` +
      (poolSamples > 0
        ? `; callers waiting for a pool connection in ${poolWaitingSamples} of ${poolSamples} samples, at most ${poolWaitingMax}`
        : "")
  )
  console.log(
    `API while sending: ${apiSamples.length} calls, p50 ${ms(percentile(apiSamples, 50))}, p99 ${ms(percentile(apiSamples, 99))}`
  )
  console.log(
    `connections the server closed: ${failedCalls} API calls, ${lostCallbacks} status callbacks`
  )
  const ok =
    failedCalls === 0 &&
    received === expected &&
    duplicates === 0 &&
    last <= 60_000 &&
    percentile(apiSamples, 99) <= 150
  console.log(ok ? "targets met" : "targets NOT met")
  await app.close()
  await twilio.close()
  await smtp.stop()
  await store.close()
  stop()
  process.exit(ok ? 0 : 1)
}

void main()
