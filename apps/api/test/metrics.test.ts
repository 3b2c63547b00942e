// Prometheus metrics (issue 31, part 3): behind METRICS_TOKEN on the API's port, or open on a
// port of their own; HTTP durations by route pattern, the job queues' depth and age, optimize runs
// by outcome and the solver's speed, the pool (PostgreSQL) and the process's defaults.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { startMetricsServer } from "../src/modules/metrics/metrics.routes.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner } from "./planning-support.ts"

const TOKEN = "metrics-token-of-the-test"

let t: TestApp
let p: Planner
beforeAll(async () => {
  // No workers: a run's job waits in the queue until the test works it.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, OPTIMIZE_WORKERS: "0" })
  p = await planner(t)
})
afterAll(() => t?.close())

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.body
}

/** The value of one sample line, by its name and labels as Prometheus writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const samples = (text: string, series: string[]) =>
  series.map((one) => sample(text, one))

describe("GET /metrics", () => {
  it("refuses a scrape without the token, or with another one", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer not-the-token-at-all" },
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers,
      })
      expect(res.statusCode).toBe(401)
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"')
      expect(res.json()).toMatchObject({
        code: "INVALID_TOKEN",
        message: "Send the metrics token as a bearer token.",
      })
    }
  })

  it("times requests by route pattern and status, never by raw URL", async () => {
    await t.app.inject({ method: "GET", url: "/api/v1/health/live" })
    await p.call("GET", "/optimizations/987654")
    const text = await scrape()
    expect(
      sample(
        text,
        'ruta_http_request_duration_seconds_count{method="GET",route="/api/v1/health/live",status_code="200"}'
      )
    ).toBe(1)
    expect(
      sample(
        text,
        'ruta_http_request_duration_seconds_count{method="GET",route="/api/v1/optimizations/:id",status_code="404"}'
      )
    ).toBe(1)
    expect(text).not.toContain("987654")
    // The process's own figures.
    expect(text).toContain("process_cpu_user_seconds_total")
    expect(text).toContain("nodejs_eventloop_lag_seconds")
  })

  it("shows the optimize queue's waiting job and its age, then the run's outcome", async () => {
    const { id } = await createPlan(p, 6, 2)
    const started = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(started.statusCode, started.body).toBe(200)
    const waiting = await scrape()
    expect(
      samples(waiting, [
        "ruta_job_queue_up",
        'ruta_job_queue_jobs{queue="optimize",state="waiting"}',
        'ruta_job_queue_jobs{queue="optimize",state="active"}',
        'ruta_optimize_runs_total{outcome="done"}',
      ])
    ).toEqual([1, 1, 0, undefined])
    expect(
      sample(waiting, 'ruta_job_queue_oldest_waiting_seconds{queue="optimize"}')
    ).toBeGreaterThanOrEqual(0)

    // The job as a worker would take it.
    await t.app.optimizeRuns.execute(started.json().data.id_run, {
      retryCount: 0,
      retryLimit: 2,
    })
    const ended = await scrape()
    expect(
      samples(ended, [
        'ruta_optimize_runs_total{outcome="done"}',
        'ruta_optimize_run_duration_seconds_count{outcome="done"}',
        "ruta_solver_iterations_per_second_count",
      ])
    ).toEqual([1, 1, 1])
    for (const sum of [
      'ruta_optimize_run_duration_seconds_sum{outcome="done"}',
      "ruta_solver_iterations_per_second_sum",
    ])
      expect(sample(ended, sum)).toBeGreaterThan(0)
  })

  it("shows the PostgreSQL pool's connections (none on the embedded database)", async () => {
    const text = await scrape()
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'ruta_database_pool_connections{state="max"}')).toBe(
        10
      )
      expect(
        sample(text, 'ruta_database_pool_connections{state="total"}')
      ).toBeGreaterThanOrEqual(1)
    } else {
      expect(text).not.toContain("ruta_database_pool_connections{")
    }
  })

  it("answers 404 (not the back office's page) when METRICS_TOKEN is unset", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "spa-"))
    writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><title>app</title>"
    )
    const open = await createTestApp({
      RUTA_STATIC_DIR: dir,
      OPTIMIZE_WORKERS: "0",
    })
    try {
      const page = await open.app.inject({ method: "GET", url: "/somewhere" })
      expect(page.statusCode).toBe(200)
      const res = await open.app.inject({ method: "GET", url: "/metrics" })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: "NOT_FOUND" })
    } finally {
      await open.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("names every metric by Prometheus's rules (what promtool check metrics lints)", async () => {
    const text = await scrape()
    const types = new Map<string, string>()
    const helps = new Set<string>()
    for (const line of text.split("\n")) {
      const typed = /^# TYPE (\S+) (\S+)$/.exec(line)
      if (typed) types.set(typed[1]!, typed[2]!)
      const help = /^# HELP (\S+) \S/.exec(line)
      if (help) helps.add(help[1]!)
    }
    expect(types.size).toBeGreaterThan(20)
    const problems: string[] = []
    const units =
      /_(milliseconds|microseconds|nanoseconds|minutes|hours|days|weeks|kilobytes|megabytes|gigabytes|kibibytes|mebibytes|percent|celsius|fahrenheit)(_|$)/
    for (const [name, type] of types) {
      if (!/^[a-z_:][a-z0-9_:]*$/.test(name))
        problems.push(`${name}: not snake_case`)
      if (!helps.has(name)) problems.push(`${name}: no help text`)
      if (type === "counter" && !name.endsWith("_total"))
        problems.push(`${name}: a counter should end in _total`)
      if (type !== "counter" && name.endsWith("_total"))
        problems.push(`${name}: only counters end in _total`)
      if (units.test(name)) problems.push(`${name}: use base units`)
      if (/_(count|sum|bucket)$/.test(name) && type !== "counter")
        problems.push(`${name}: reserved suffix`)
    }
    expect(problems).toEqual([])
    expect(text).toContain("nodejs_active_handles ")
  })

  it("serves the same metrics on a port of their own, with or without a token", async () => {
    const open = await startMetricsServer(t.app.metrics, {
      host: "127.0.0.1",
      port: 0,
      token: undefined,
    })
    const closed = await startMetricsServer(t.app.metrics, {
      host: "127.0.0.1",
      port: 0,
      token: TOKEN,
    })
    try {
      const url = (server: typeof open) => {
        const address = server.server.address()
        if (typeof address !== "object" || !address) throw new Error("no port")
        return `http://127.0.0.1:${address.port}/metrics`
      }
      const res = await fetch(url(open))
      expect(res.status).toBe(200)
      expect(await res.text()).toContain("ruta_optimize_runs_total")
      expect((await fetch(url(closed))).status).toBe(401)
      const withToken = await fetch(url(closed), {
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(withToken.status).toBe(200)
      // Nothing but the metrics there.
      expect(
        (await fetch(url(open).replace("/metrics", "/api/v1/health"))).status
      ).toBe(404)
    } finally {
      await open.close()
      await closed.close()
    }
  })
})
