import type { FastifyBaseLogger } from "fastify"
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from "prom-client"

import type { DataStore } from "../../db/database.ts"
import type { RunEnded } from "../planning/optimize-runs.ts"
import { readQueueDepths } from "./queue-depth.ts"

/** The content type of Prometheus's text format. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE

// The process's own figures (CPU, memory, event loop lag, GC) are the process's, not an app's:
// registered once, however many apps a process (a test run) builds.
let processRegistry: Registry | null = null
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/**
 * prom-client's `nodejs_active_{handles,requests,resources}_total` are gauges named like
 * counters, which Prometheus's naming rules (promtool check metrics) refuse; their figures are
 * the sums of the same metrics without `_total`, by type, which stay.
 */
function withoutMisnamedGauges(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^(# (HELP|TYPE) )?nodejs_active_\w+_total\b/.test(line))
    .join("\n")
}

/** Seconds: from a fast API call to a slow export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds: optimize runs last from a second to the longest time limit (an hour). */
const RUN_BUCKETS = [1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600]
const ITERATION_BUCKETS = [100, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000]

export interface Metrics {
  /** One answered HTTP request: its route pattern (never the raw URL), status and duration. */
  observeRequest(
    method: string,
    route: string,
    status: number,
    seconds: number
  ): void
  /** One optimize run this process ended. */
  observeRun(ended: RunEnded): void
  /** Every metric, in Prometheus's text format. */
  render(): Promise<string>
}

/**
 * The metrics of one API (or worker) process: HTTP durations, the database pool, the job queues,
 * optimize runs and the solver's speed, and the process's defaults. Gauges of the pool and the
 * queues are read when scraped.
 */
export function createMetrics(options: {
  store: DataStore
  log: FastifyBaseLogger
}): Metrics {
  const { store, log } = options
  const registry = new Registry()
  const http = new Histogram({
    name: "ruta_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  })
  const runs = new Counter({
    name: "ruta_optimize_runs_total",
    help: "Optimize runs this process ended, by outcome (done, failed, cancelled).",
    labelNames: ["outcome"],
    registers: [registry],
  })
  const runDuration = new Histogram({
    name: "ruta_optimize_run_duration_seconds",
    help: "How long optimize runs took from their job's start to their end, by outcome.",
    labelNames: ["outcome"],
    buckets: RUN_BUCKETS,
    registers: [registry],
  })
  const solverSpeed = new Histogram({
    name: "ruta_solver_iterations_per_second",
    help: "The solver's search iterations per second, one observation per finished run.",
    buckets: ITERATION_BUCKETS,
    registers: [registry],
  })
  new Gauge({
    name: "ruta_database_pool_connections",
    help: "The PostgreSQL pool's connections by state (total, idle, waiting callers, max). Absent on the embedded database.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const use = store.poolUse()
      if (!use) return
      for (const [state, value] of Object.entries(use))
        this.set({ state }, value)
    },
  })
  const queueJobs = new Gauge({
    name: "ruta_job_queue_jobs",
    help: "pg-boss jobs by queue and state (waiting, active, failed and still kept).",
    labelNames: ["queue", "state"],
    registers: [registry],
  })
  const queueAge = new Gauge({
    name: "ruta_job_queue_oldest_waiting_seconds",
    help: "How long the oldest waiting job of each pg-boss queue has waited.",
    labelNames: ["queue"],
    registers: [registry],
  })
  const queueUp = new Gauge({
    name: "ruta_job_queue_up",
    help: "1 when the job queues could be read at this scrape, 0 when not.",
    registers: [registry],
  })

  async function readQueues() {
    try {
      const depths = await readQueueDepths(store)
      queueJobs.reset()
      queueAge.reset()
      for (const depth of depths) {
        const { queue } = depth
        queueJobs.set({ queue, state: "waiting" }, depth.waiting)
        queueJobs.set({ queue, state: "active" }, depth.active)
        queueJobs.set({ queue, state: "failed" }, depth.failed)
        queueAge.set({ queue }, depth.oldestWaitingSeconds)
      }
      queueUp.set(1)
    } catch (err) {
      log.warn({ err }, "job queues not read for metrics")
      queueUp.set(0)
    }
  }

  return {
    observeRequest(method, route, status, seconds) {
      http.observe({ method, route, status_code: String(status) }, seconds)
    },
    observeRun(ended) {
      runs.inc({ outcome: ended.outcome })
      runDuration.observe({ outcome: ended.outcome }, ended.seconds)
      if (ended.iterationsPerSecond !== undefined)
        solverSpeed.observe(ended.iterationsPerSecond)
    },
    async render() {
      await readQueues()
      const [own, process] = await Promise.all([
        registry.metrics(),
        processMetrics().metrics(),
      ])
      return `${own}\n${withoutMisnamedGauges(process)}`
    },
  }
}
