/**
 * The day on the road's benchmark (figures in docs/benchmarks.md):
 *
 *   npm run bench:field                        # embedded PGlite, 2 minutes
 *   npm run bench:field -- --postgres          # a throw-away PostgreSQL 15 server
 *   npm run bench:field -- --seconds 30        # shorter
 *   npm run bench:field -- --cpu-prof          # and the API's CPU profile (a .cpuprofile)
 *
 * 200 drivers, each on a started route of 20 stops, post their phone's positions every 10 s
 * (a batch of the fixes since the last, one every 2 s, as the driver's app sends them) while 30
 * planners hold the live stream (GET /live) and read the lists their screens show (the live map's
 * GET /live/drivers and GET /routes) every 10 s. All over HTTP on loopback, the API in a process
 * of its own (`field-api.ts`), so its RSS and profile are the API's alone. It prints the API's
 * p99 for positions and for lists, how long a position takes to reach every planner's stream
 * (p95), the API process's RSS, and the positions stored against those sent. Targets: p99 ≤
 * 150 ms, p95 ≤ 1.5 s, RSS ≤ 600 MB, stored = sent.
 */
import { fork } from "node:child_process"
import { once } from "node:events"
import { mkdirSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"

import { databaseOptions, fetchAs, ms, percentile } from "./bench-support.ts"
import type { FieldApiFinished, FieldApiReady } from "./field-api.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    drivers: { type: "string", default: "200" },
    planners: { type: "string", default: "30" },
    seconds: { type: "string", default: "120" },
    "cpu-prof": { type: "boolean", default: false },
  },
})
const DRIVERS = Number(args.drivers)
const PLANNERS = Number(args.planners)
const SECONDS = Number(args.seconds)
const EVERY_MS = 10_000
const FIX_EVERY_S = 2

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

/** The API in a process of its own (`field-api.ts`), seeded and listening. */
async function startApi() {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const profiles = path.join(os.tmpdir(), "ruta-field-profiles")
  if (args["cpu-prof"]) {
    mkdirSync(profiles, { recursive: true })
    console.log(`the API's CPU profile goes to ${profiles}`)
  }
  const child = fork(
    path.join(here, "field-api.ts"),
    [
      "--drivers",
      String(DRIVERS),
      ...(args.postgres ? ["--postgres"] : []),
      ...(args["database-url"] ? ["--database-url", args["database-url"]] : []),
    ],
    {
      execArgv: [
        ...process.execArgv,
        ...(args["cpu-prof"]
          ? ["--cpu-prof", `--cpu-prof-dir=${profiles}`]
          : []),
      ],
    }
  )
  // A generator that fails (a refused call) ends the API too, database server and all.
  process.once("exit", () => child.kill())
  const exited = once(child, "exit").then(([code]) => {
    if (code !== 0) throw new Error(`the API process exited with ${code}`)
  })
  const next = <T>() =>
    Promise.race([
      once(child, "message").then(([message]) => message as T),
      exited.then(() => {
        throw new Error("the API process ended early")
      }),
    ])
  const ready = await next<FieldApiReady>()
  return {
    ...ready,
    /** The API's peak RSS and the positions it stored; the process then ends. */
    async finish() {
      child.send("finish")
      const finished = await next<FieldApiFinished>()
      await exited
      return finished
    },
  }
}

async function main() {
  const api = await startApi()
  const { base, plannerToken } = api
  console.log(
    `database: ${api.database}; ${DRIVERS} drivers posting every ${EVERY_MS / 1000} s, ${PLANNERS} planners streaming, for ${SECONDS} s; the API in its own process`
  )
  const drivers = api.drivers
  const driverTokens = drivers.map((d) => d.token)

  const call = async (
    samples: number[],
    method: "GET" | "POST",
    url: string,
    token: string,
    body?: unknown
  ) => {
    const start = performance.now()
    const res = await fetchAs(base, method, url, token, body)
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
  abort.abort()
  const { rssPeak, stored } = await api.finish()
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
  console.log(`API process RSS: peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB`)
  console.log(`positions stored ${stored} of ${sent} sent`)
}

await main()
