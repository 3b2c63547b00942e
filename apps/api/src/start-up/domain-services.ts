import type { FastifyInstance } from "fastify"

import type { Config } from "../config.ts"
import type { DataStore } from "../db/database.ts"
import { createAuthorization } from "../platform/authorization/authorization.ts"
import type { EventBus } from "../modules/events/event-bus.ts"
import { createEventBus } from "../modules/events/event-bus.ts"
import { createFileLinks } from "../modules/files/file-links.ts"
import { orphanFilesJob } from "../modules/files/orphan-files.ts"
import { createFileStorage } from "../platform/storage/create-file-storage.ts"
import { roleGrants } from "../modules/permissions/permissions.repository.ts"
import { createGeocoder } from "../modules/geocoding/geocoder.ts"
import type { LiveHub } from "../modules/live/live-hub.ts"
import { createLiveHub } from "../modules/live/live-hub.ts"
import type { Mailer } from "../modules/mail/mailer.ts"
import type { Metrics } from "../modules/metrics/metrics.ts"
import { startNotifications } from "../modules/notifications/register-notifications.ts"
import { startJobQueue } from "../modules/planning/job-queue.ts"
import type { OptimizeRuns } from "../modules/planning/optimize-runs.ts"
import { createOptimizeRuns } from "../modules/planning/optimize-runs.ts"
import type { ScheduledJob } from "../platform/jobs/scheduled-jobs.ts"
import { positionRetention } from "../modules/positions/position-retention.ts"
import { startEtaUpdates } from "../modules/planning/route-etas.ts"
import { createTravelSource } from "../modules/travel/create-travel-source.ts"
import { startWebhooks } from "../modules/webhooks/register-webhooks.ts"
import { vroomJobPurge } from "../modules/vroom/vroom-job-purge.ts"
import type { VroomJobs } from "../modules/vroom/vroom-jobs.ts"
import { createVroomJobs } from "../modules/vroom/vroom-jobs.ts"
import { vroomJobKeepDays } from "@ruta/validation/values"

declare module "fastify" {
  interface FastifyInstance {
    /** Optimize runs: their queue and the job that works them. */
    optimizeRuns: OptimizeRuns
    /** The domain events' relay and fan-out (webhooks subscribe to it). */
    events: EventBus
  }
}

/**
 * The domains' services, configured and started with `app`: planning's optimize runs, the
 * domain events, webhooks, the live channel, customer notifications, proof files, the job queue
 * and the live ETAs. Made in the order their start and stop hooks must run.
 */
export function startDomainServices(
  app: FastifyInstance,
  deps: {
    config: Config
    store: DataStore
    secret: Uint8Array
    mailer: Mailer
    metrics: Metrics
    publicUrl: string
    apiPrefix: string
    now: () => number
  }
) {
  const { config, store, now } = deps
  // Every route checks the caller's ability and runs in their tenant scope.
  const authorize = createAuthorization(store, roleGrants)
  const geocoder = createGeocoder(config)
  // Planning: optimizations, routes and stops, and optimize runs as background jobs.
  const travel = createTravelSource(config)
  const runs = createOptimizeRuns({
    store,
    travel,
    log: app.log,
    now,
    threads: config.OPTIMIZE_THREADS,
    maxIterations: config.OPTIMIZE_ITERATIONS,
    onRunEnded: deps.metrics.observeRun,
  })
  app.decorate("optimizeRuns", runs)
  // The VROOM-compatible API's asynchronous jobs, on the same queue's workers (docs/vroom.md).
  const vroomJobs = createVroomJobs({
    store,
    travel,
    log: app.log,
    now,
    threads: config.OPTIMIZE_THREADS,
  })
  const events = createEventBus({ store, log: app.log })
  app.decorate("events", events)
  const webhooks = startWebhooks(app, { ...deps, events })
  const links = createFileLinks({
    secret: deps.secret,
    ttlSeconds: config.FILE_LINK_TTL_SECONDS,
    now,
    prefix: deps.apiPrefix,
  })
  const live = startLiveHub(app, store)
  // Customer notifications: email and SMS per stop and event, the tracking page (issue 33).
  const notifications = startNotifications(app, { ...deps, events, live })
  // Proof files: in the data folder or an S3 bucket, served through short-lived links.
  const storage = createFileStorage(config)
  registerJobQueue(app, store, config, runs, vroomJobs, events, [
    orphanFilesJob(store, storage),
    positionRetention(store, config.POSITION_RETENTION_DAYS),
    vroomJobPurge(store, vroomJobKeepDays.default, now),
  ])
  // Drivers' positions, and their routes' ETAs kept current from them.
  const etas = startEtaUpdates({ store, live, travel, log: app.log, now })
  app.addHook("preClose", async () => etas.stop())
  return {
    authorize,
    geocoder,
    travel,
    runs,
    vroomJobs,
    webhooks,
    links,
    live,
    notifications,
    storage,
  }
}
export type DomainServices = ReturnType<typeof startDomainServices>

/**
 * Starts the optimize queue (and, with OPTIMIZE_WORKERS, this process's workers) and the
 * scheduled jobs when the server is ready, and stops them before the database closes.
 */
function registerJobQueue(
  app: FastifyInstance,
  store: DataStore,
  config: Config,
  runs: OptimizeRuns,
  vroomJobs: VroomJobs,
  events: EventBus,
  scheduled: ScheduledJob[]
) {
  let stop = async () => {}
  app.addHook("onReady", async () => {
    const queue = await startJobQueue(store, {
      workers: config.OPTIMIZE_WORKERS,
      clientConcurrency: config.OPTIMIZE_CLIENT_CONCURRENCY,
      handler: runs.execute,
      log: app.log,
      scheduled,
    })
    runs.attach(queue)
    await vroomJobs.start(queue.boss, {
      workers: config.OPTIMIZE_WORKERS,
      clientConcurrency: config.OPTIMIZE_CLIENT_CONCURRENCY,
    })
    await events.start(queue.boss, config.EVENT_WORKERS)
    await app.webhooks.start(queue.boss, config.WEBHOOK_WORKERS)
    await app.notifications.start(queue.boss, config.EVENT_WORKERS)
    stop = async () => {
      await events.stop()
      await queue.stop()
    }
  })
  app.addHook("onClose", async () => stop())
}

/**
 * The live channel: listens once the server is ready, and ends its streams before the server
 * closes (an open stream would keep it from closing).
 */
function startLiveHub(app: FastifyInstance, store: DataStore): LiveHub {
  const live = createLiveHub({ store, log: app.log })
  app.addHook("onReady", () => live.start())
  app.addHook("preClose", () => live.stop())
  return live
}
