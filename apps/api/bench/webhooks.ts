/**
 * The webhooks' benchmark (figures in docs/benchmarks.md):
 *
 *   npm run bench:webhooks                       # embedded PGlite, 10,000 events
 *   npm run bench:webhooks -- --postgres         # a throw-away PostgreSQL 15 server
 *   npm run bench:webhooks -- --events 2000      # shorter
 *   npm run bench:webhooks -- --webhook-workers 64 --event-workers 8   # this process's workers
 *
 * 10,000 domain events (`stop.completed`) of 20 clients are written to the outbox at once; each
 * client has one webhook endpoint subscribed to them, on a local receiver, so 20 endpoints get
 * 500 events each. 2 endpoints answer 500. Everything runs the product's way: the relay, one
 * fan-out job per event, one delivery job per message, signed and sent over HTTP on loopback.
 * Meanwhile a planner's screen reads its optimizations list (GET /optimizations) every 50 ms.
 * It prints how long each event takes to land on a healthy endpoint (p50, p99, max: target all
 * within 30 s), the failing endpoints' retries against the schedule (5 s, 10 s, 20 s…), and the
 * API's p99 meanwhile (target ≤ 150 ms), with the load average.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import { setTimeout as sleep } from "node:timers/promises"
import { parseArgs } from "node:util"

import { inArray } from "drizzle-orm"

import { clients, domainEvents, webhookEndpoints } from "../src/db/schema.ts"
import { createSecretBox } from "../src/platform/crypto/secret-box.ts"
import { retryDelaySeconds } from "../src/modules/webhooks/webhook-deliveries.ts"
import { newWebhookSecret } from "../src/modules/webhooks/webhook-signing.ts"
import {
  BENCH_SECRET,
  databaseOptions,
  ms,
  openBenchStore,
  percentile,
  startBenchApp,
} from "./bench-support.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    events: { type: "string", default: "10000" },
    endpoints: { type: "string", default: "20" },
    failing: { type: "string", default: "2" },
    /** How long the failing endpoints' retries are watched after the last healthy delivery. */
    "watch-retries": { type: "string", default: "40" },
    /** How long the healthy deliveries may take before the run gives up. */
    "give-up": { type: "string", default: "900" },
    /** WEBHOOK_WORKERS and EVENT_WORKERS of the API process (unset: the product's defaults). */
    "webhook-workers": { type: "string" },
    "event-workers": { type: "string" },
  },
})
const EVENTS = Number(args.events)
const ENDPOINTS = Number(args.endpoints)
const FAILING = Number(args.failing)
const TARGET_MS = 30_000

/** The receiver: every request's path, message id and arrival; the first paths answer 500. */
async function startReceiver() {
  const arrivals: { endpoint: number; id: string; at: number }[] = []
  const server = createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      const endpoint = Number(/\/hook\/(\d+)/.exec(request.url ?? "")?.[1])
      arrivals.push({
        endpoint,
        id: String(request.headers["webhook-id"]),
        at: Date.now(),
      })
      response.writeHead(endpoint < FAILING ? 500 : 200)
      response.end(endpoint < FAILING ? "down for maintenance" : "ok")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return {
    arrivals,
    url: (endpoint: number) => `http://127.0.0.1:${port}/hook/${endpoint}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const { store, stop } = await openBenchStore(args)
const { app, config, login } = await startBenchApp(store, {
  WEBHOOKS_ALLOW_PRIVATE: "true",
  ...(args["webhook-workers"]
    ? { WEBHOOK_WORKERS: args["webhook-workers"] }
    : {}),
  ...(args["event-workers"] ? { EVENT_WORKERS: args["event-workers"] } : {}),
})
const receiver = await startReceiver()
const box = createSecretBox(BENCH_SECRET)

// 20 integrators: Acme and 19 more clients, each with one endpoint for `stop.completed`.
const extra = await store.owner
  .insert(clients)
  .values(
    Array.from({ length: ENDPOINTS - 1 }, (_, i) => ({
      name: `Bench shop ${i + 2}`,
    }))
  )
  .returning({ id: clients.id_client })
const clientIds = [1, ...extra.map((c) => c.id)]
await store.owner.insert(webhookEndpoints).values(
  clientIds.map((id_client, i) => ({
    id_client,
    url: receiver.url(i),
    events: ["stop.completed"],
    secret: box.seal(newWebhookSecret()),
  }))
)

// The planner's screen, every 50 ms, for the whole run.
const planner = await login("client@acme.demo")
const apiSamples: number[] = []
let reading = true
const screen = (async () => {
  while (reading) {
    const start = performance.now()
    const res = await planner("GET", "/optimizations?size=25")
    apiSamples.push(performance.now() - start)
    if (res.statusCode !== 200)
      throw new Error(`list answered ${res.statusCode}`)
    await sleep(50)
  }
})()

// The burst: every event written to the outbox, in batches of 1,000.
const emittedAt = new Map<string, number>()
const healthyExpected = clientIds
  .slice(FAILING)
  .reduce((n, _, i) => n + countFor(i + FAILING), 0)
function countFor(endpoint: number) {
  return (
    Math.floor(EVENTS / ENDPOINTS) + (endpoint < EVENTS % ENDPOINTS ? 1 : 0)
  )
}
const started = Date.now()
for (let from = 0; from < EVENTS; from += 1000) {
  const at = Date.now()
  const rows = await store.owner
    .insert(domainEvents)
    .values(
      Array.from({ length: Math.min(1000, EVENTS - from) }, (_, k) => {
        const n = from + k
        return {
          id_client: clientIds[n % ENDPOINTS]!,
          id_subsidiary: 0,
          type: "stop.completed",
          data: { id_stop: n + 1, bench: true },
        }
      })
    )
    .returning({
      event_id: domainEvents.event_id,
      id_client: domainEvents.id_client,
    })
  for (const row of rows) emittedAt.set(`msg_${row.event_id}`, at)
  void app.events.relay()
}
const written = Date.now() - started
console.log(`${EVENTS} events written in ${written} ms; delivering…`)

// Until every healthy endpoint has every message (once at least).
const healthyFirst = new Map<string, number>()
const giveUp = started + Number(args["give-up"]) * 1000
let seen = 0
while (healthyFirst.size < healthyExpected && Date.now() < giveUp) {
  for (; seen < receiver.arrivals.length; seen++) {
    const a = receiver.arrivals[seen]!
    if (a.endpoint >= FAILING && !healthyFirst.has(a.id))
      healthyFirst.set(a.id, a.at)
  }
  await sleep(100)
}
const allHealthyMs = Date.now() - started
console.log(
  `healthy deliveries: ${healthyFirst.size}/${healthyExpected} after ${allHealthyMs} ms; watching retries ${args["watch-retries"]} s…`
)
const loadDuring = os.loadavg()
await sleep(Number(args["watch-retries"]) * 1000)
reading = false
await screen

// Landing times of the healthy deliveries.
const landing = [...healthyFirst].map(([id, at]) => at - emittedAt.get(id)!)
const late = landing.filter((x) => x > TARGET_MS).length
const duplicates =
  receiver.arrivals.filter((a) => a.endpoint >= FAILING).length -
  healthyFirst.size

// The failing endpoints: each message's attempts, and their gaps against the schedule.
const attempts = new Map<string, number[]>()
for (const a of receiver.arrivals)
  if (a.endpoint < FAILING)
    attempts.set(a.id, [...(attempts.get(a.id) ?? []), a.at])
const gaps: { retry: number; gap: number; due: number }[] = []
for (const times of attempts.values())
  for (let k = 1; k < times.length; k++)
    gaps.push({
      retry: k,
      gap: (times[k]! - times[k - 1]!) / 1000,
      due: retryDelaySeconds(k),
    })
const early = gaps.filter((g) => g.gap < g.due - 0.5).length
const byRetry = [...new Set(gaps.map((g) => g.retry))].sort((a, b) => a - b)
const rows = await store.owner
  .select({
    id: webhookEndpoints.id_webhook_endpoint,
    enabled: webhookEndpoints.enabled,
  })
  .from(webhookEndpoints)
  .where(inArray(webhookEndpoints.id_client, clientIds))

console.log(`
Webhooks: ${EVENTS} events to ${ENDPOINTS} endpoints (${FAILING} answering 500), ${store.kind}, WEBHOOK_WORKERS ${config.WEBHOOK_WORKERS}, EVENT_WORKERS ${config.EVENT_WORKERS}
  healthy deliveries landed:  ${healthyFirst.size}/${healthyExpected}, all within ${allHealthyMs} ms of the burst's start
  landing time (event written → received): p50 ${ms(percentile(landing, 50))}, p99 ${ms(percentile(landing, 99))}, max ${ms(Math.max(...landing))}
  later than 30 s:            ${late} (target 0)
  sent twice to one endpoint: ${duplicates} (target 0)
  failing messages tried:     ${attempts.size}, attempts ${[...attempts.values()].reduce((n, t) => n + t.length, 0)}
${byRetry
  .map((k) => {
    const of = gaps.filter((g) => g.retry === k).map((g) => g.gap)
    return `  retry ${k} (due ${retryDelaySeconds(k)} s after the last): ${of.length} made, gap p50 ${percentile(of, 50).toFixed(1)} s, p99 ${percentile(of, 99).toFixed(1)} s`
  })
  .join("\n")}
  retries earlier than due:   ${early} (target 0)
  endpoints still enabled:    ${rows.filter((r) => r.enabled).length}/${rows.length} (disabled only after 3 days)
  API meanwhile (GET /optimizations, ${apiSamples.length} calls): p50 ${ms(percentile(apiSamples, 50))}, p99 ${ms(percentile(apiSamples, 99))} (target ≤ 150 ms)
  load average during delivery: ${loadDuring.map((x) => x.toFixed(2)).join(", ")} (${os.cpus().length} cores)
`)

await app.close()
await receiver.close()
await store.close()
stop()
