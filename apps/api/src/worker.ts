// `npm run worker`: a process that only works optimize runs and VROOM jobs, against the same PostgreSQL as the
// API, so a fleet of solver machines needs no new component (docs/architecture.md, "Planning").
import closeWithGrace from "close-with-grace"
import Fastify from "fastify"

import { loadConfigOrExit } from "./config.ts"
import { openDataStore } from "./db/database.ts"
import { createMetrics } from "./modules/metrics/metrics.ts"
import { startMetricsServer } from "./modules/metrics/metrics.routes.ts"
import { startJobQueue } from "./modules/planning/job-queue.ts"
import { createOptimizeRuns } from "./modules/planning/optimize-runs.ts"
import { createTravelSource } from "./modules/travel/create-travel-source.ts"
import { createVroomJobs } from "./modules/vroom/vroom-jobs.ts"

async function main() {
  const config = loadConfigOrExit()
  if (!config.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL: the embedded database serves one process, whose API runs the optimize workers itself."
    )
    process.exit(1)
  }
  // A server with no routes: its logger, with the API's settings.
  const { log } = Fastify({ logger: { level: config.LOG_LEVEL } })
  const store = await openDataStore({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    backgroundConnections: config.BACKGROUND_DB_CONNECTIONS,
  })
  const metrics = createMetrics({ store, log })
  const travel = createTravelSource(config)
  const runs = createOptimizeRuns({
    store,
    travel,
    log,
    threads: config.OPTIMIZE_THREADS,
    maxIterations: config.OPTIMIZE_ITERATIONS,
    onRunEnded: metrics.observeRun,
  })
  const queue = await startJobQueue(store, {
    workers: Math.max(1, config.OPTIMIZE_WORKERS),
    clientConcurrency: config.OPTIMIZE_CLIENT_CONCURRENCY,
    handler: runs.execute,
    log,
  })
  // And the VROOM API's asynchronous jobs, on the same workers' count.
  await createVroomJobs({
    store,
    travel,
    log,
    threads: config.OPTIMIZE_THREADS,
  }).start(queue.boss, {
    workers: Math.max(1, config.OPTIMIZE_WORKERS),
    clientConcurrency: config.OPTIMIZE_CLIENT_CONCURRENCY,
  })
  // Its runs and the queues, on METRICS_PORT: a worker serves nothing else.
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(metrics, {
        host: config.HOST,
        port: config.METRICS_PORT,
        token: config.METRICS_TOKEN,
      })
    : null
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, "worker stopping after an error")
    else log.info({ signal }, "worker stopping")
    await metricsServer?.close()
    await queue.stop()
    await store.close()
  })
  console.log(
    `Ruta worker is running: ${Math.max(1, config.OPTIMIZE_WORKERS)} optimize run(s) at a time.`
  )
}

await main()
