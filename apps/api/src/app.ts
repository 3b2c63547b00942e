import { randomUUID } from "node:crypto"

import fastifyCookie from "@fastify/cookie"
import fastifyHelmet from "@fastify/helmet"
import fastifySwagger from "@fastify/swagger"
import Fastify from "fastify"
import type { FastifyInstance, FastifyRequest } from "fastify"
import {
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod"
import type { ZodTypeProvider } from "fastify-type-provider-zod"

import type { Config } from "./config.ts"
import type { DataStore } from "./db/database.ts"
import { createAccessTokens } from "./modules/auth/access-token.ts"
import { activitiesRoutes } from "./modules/activities/activities.routes.ts"
import { addressesRoutes } from "./modules/addresses/addresses.routes.ts"
import { auditRoutes } from "./modules/audit/audit.routes.ts"
import { authRoutes } from "./modules/auth/auth.routes.ts"
import { createAuthService } from "./modules/auth/auth.service.ts"
import { createGoogleSignIn } from "./modules/auth/google.ts"
import { createLoginThrottle } from "./modules/auth/login-throttle.ts"
import { createPasswordChange } from "./modules/auth/password-change.ts"
import { passwordChangeRoutes } from "./modules/auth/password-change.routes.ts"
import { createSecretBox } from "./modules/auth/totp.ts"
import { createTwoFactorChallenges } from "./modules/auth/two-factor-token.ts"
import { twoFactorRoutes } from "./modules/auth/two-factor.routes.ts"
import { createTwoFactorService } from "./modules/auth/two-factor.service.ts"
import { createAuthorization } from "./modules/authorization/authorization.ts"
import { registerBilling } from "./modules/billing/billing.ts"
import { carAssignmentRoutes } from "./modules/cars/car-assignment.routes.ts"
import { carsRoutes } from "./modules/cars/cars.routes.ts"
import { catalogsRoutes } from "./modules/catalogs/catalogs.routes.ts"
import { clientConfigurationRoutes } from "./modules/clients/client-configuration.routes.ts"
import { clientsRoutes } from "./modules/clients/clients.routes.ts"
import { depotsRoutes } from "./modules/depots/depots.routes.ts"
import { createApiKeyAuth } from "./modules/integrations/api-key-auth.ts"
import { registerApiKeyAudit } from "./modules/integrations/api-key-audit.ts"
import { registerApiKeyRateLimit } from "./modules/integrations/api-key-rate-limit.ts"
import { apiKeysRoutes } from "./modules/integrations/api-keys.routes.ts"
import type { Webhooks } from "./modules/webhooks/webhook-deliveries.ts"
import { createWebhooks } from "./modules/webhooks/webhook-deliveries.ts"
import { webhookDeliveryRoutes } from "./modules/webhooks/webhook-deliveries.http.ts"
import { webhookEndpointRoutes } from "./modules/webhooks/webhook-endpoints.http.ts"
import { registerNotifications } from "./modules/notifications/register-notifications.ts"
import { createGeocoder } from "./modules/geocoding/geocoder.ts"
import { geocodingRoutes } from "./modules/geocoding/geocoding.routes.ts"
import { healthRoutes } from "./modules/health/health.routes.ts"
import type { LiveHub } from "./modules/live/live-hub.ts"
import { createLiveHub } from "./modules/live/live-hub.ts"
import { liveRoutes } from "./modules/live/live.routes.ts"
import type { Metrics } from "./modules/metrics/metrics.ts"
import { createMetrics } from "./modules/metrics/metrics.ts"
import { registerMetrics } from "./modules/metrics/metrics.routes.ts"
import { positionRetention } from "./modules/positions/position-retention.ts"
import { positionsRoutes } from "./modules/positions/positions.routes.ts"
import { startEtaUpdates } from "./modules/positions/route-etas.ts"
import type { EventBus } from "./modules/events/event-bus.ts"
import { createEventBus } from "./modules/events/event-bus.ts"
import { startJobQueue } from "./modules/optimization-runs/job-queue.ts"
import type { ScheduledJob } from "./modules/optimization-runs/scheduled-jobs.ts"
import type { OptimizeRuns } from "./modules/optimization-runs/optimize-runs.ts"
import { createOptimizeRuns } from "./modules/optimization-runs/optimize-runs.ts"
import { runsRoutes } from "./modules/optimization-runs/runs.routes.ts"
import { optimizationPlanRoutes } from "./modules/planning/optimization-plan.routes.ts"
import { headerMatchingRoutes } from "./modules/planning/header-matching.routes.ts"
import { optimizationsRoutes } from "./modules/planning/optimizations.routes.ts"
import { routesRoutes } from "./modules/planning/routes.routes.ts"
import { driverDayRoutes } from "./modules/driver-day/driver-day.routes.ts"
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts"
import { stopsRoutes } from "./modules/planning/stops.routes.ts"
import { createTravelSource } from "./modules/travel/create-travel-source.ts"
import { vroomRoutes } from "./modules/vroom/vroom.routes.ts"
import { createFileLinks } from "./modules/files/file-links.ts"
import { filesRoutes } from "./modules/files/files.routes.ts"
import { orphanFilesJob } from "./modules/files/orphan-files.ts"
import { createFileStorage, storageOrigin } from "./modules/files/storage.ts"
import { proofSettingsRoutes } from "./modules/proof/proof-settings.routes.ts"
import { createMailer } from "./modules/mail/mailer.ts"
import { mobileSubscriptionRoutes } from "./modules/mobile-subscription/mobile-subscription.routes.ts"
import { resolveSubscriptionToken } from "./modules/mobile-subscription/mobile-tokens.ts"
import { paymentPlansRoutes } from "./modules/payment-plans/payment-plans.routes.ts"
import { permissionsRoutes } from "./modules/permissions/permissions.routes.ts"
import { rolesRoutes } from "./modules/roles/roles.routes.ts"
import { signUpRoutes } from "./modules/sign-up/sign-up.routes.ts"
import { createSignUp } from "./modules/sign-up/sign-up.service.ts"
import { skillsRoutes } from "./modules/skills/skills.routes.ts"
import { stopOutcomesRoutes } from "./modules/stop-outcomes/stop-outcomes.routes.ts"
import { subjectsRoutes } from "./modules/subjects/subjects.routes.ts"
import { subsidiariesRoutes } from "./modules/subsidiaries/subsidiaries.routes.ts"
import { driverAssignmentRoutes } from "./modules/users/driver-assignment.routes.ts"
import { userAccountRoutes } from "./modules/users/user-account.routes.ts"
import { usersRoutes } from "./modules/users/users.routes.ts"
import { transformDocument, transformRoute } from "./openapi/document.ts"
import { registerAuthentication } from "./plugins/authenticate.ts"
import { browserSettingsSources } from "./lib/browser-settings.ts"
import { registerErrorHandler } from "./plugins/error-handler.ts"
import { registerIdempotency } from "./plugins/idempotency.ts"
import { registerLanguage } from "./plugins/language.ts"
import { registerCompression, registerWebApps } from "./plugins/web-apps.ts"

export const API_PREFIX = "/api/v1"

declare module "fastify" {
  interface FastifyInstance {
    /** "METHOD /api/v1/path" of every documented API route. */
    apiRoutes: readonly string[]
    /** Optimize runs: their queue and the job that works them. */
    optimizeRuns: OptimizeRuns
    /** This process's metrics, served at /metrics (METRICS_TOKEN) or on METRICS_PORT. */
    metrics: Metrics
    /** The domain events' relay and fan-out (webhooks subscribe to it). */
    events: EventBus
    /** Webhook deliveries: their queue and the job that sends them. */
    webhooks: Webhooks
  }
}

export interface AppDeps {
  config: Config
  store: DataStore
  /** The key that signs access tokens. */
  secret: Uint8Array
  /** The clock, replaceable in tests. */
  now?: () => number
  /** Where log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream
}

// Secrets never reach the log: headers that carry tokens, and body fields that hold them.
const redact = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.refresh_token",
  "*.refreshToken",
  "*.accessToken",
  "*.token",
  "*.twoFactorToken",
  "*.recoveryCode",
]

// A link's token in a page's or a call's query (`?token=`: mobile subscription, password reset,
// email confirmation) is as secret as a header's: the logged URL carries it redacted.
const tokenInQuery = /([?&]token=)[^&#]*/gi

/** Fastify's request line, with the URL's token redacted. */
function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(tokenInQuery, "$1[Redacted]"),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Builds the API server: routes, validation, errors, OpenAPI, and the built SPAs when present. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store } = deps
  const now = deps.now ?? Date.now
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact,
      serializers: { req: requestLogLine },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: (request) => {
      const given = request.headers["x-request-id"]
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given)
        ? given
        : randomUUID()
    },
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: (config.REQUEST_TIMEOUT_SECONDS + 5) * 1000,
    keepAliveTimeout: 5000,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>()

  // Every API route, so tests can check that each one is documented and in the isolation matrix.
  const apiRoutes: string[] = []
  app.decorate("apiRoutes", apiRoutes)
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.schema?.hide) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method !== "HEAD") apiRoutes.push(`${method} ${route.url}`)
    }
  })

  const metrics = createMetrics({ store, log: app.log })
  app.decorate("metrics", metrics)
  registerMetrics(app, metrics, config.METRICS_TOKEN)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerLanguage(app)

  const accessTokens = createAccessTokens({
    secret: deps.secret,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    now,
  })
  registerAuthentication(app, accessTokens, createApiKeyAuth({ store, now }))
  registerApiKeyAudit(app, store)
  await registerApiKeyRateLimit(app, store, {
    max: config.API_KEY_RATE_LIMIT,
    windowMs: config.API_KEY_RATE_WINDOW_SECONDS * 1000,
  })
  registerIdempotency(app, store, now)

  await app.register(fastifyCookie)
  // What the pages' settings load: Google Maps, the base map, the session-recording tag.
  const pages = browserSettingsSources(config)
  // Proof photos and signatures, when they come from an S3 bucket's presigned URLs.
  const fileOrigin = [storageOrigin(config)].filter((o) => o !== null)
  // Stripe.js and its card fields, where card payments are configured (docs/billing.md).
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ["https://js.stripe.com"],
        frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
        connect: ["https://api.stripe.com"],
      }
    : { script: [], frame: [], connect: [] }
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "frame-src": ["'self'", ...stripe.frame],
        "img-src": ["'self'", "data:", "blob:", ...pages.img, ...fileOrigin],
        "script-src": ["'self'", ...pages.script, ...stripe.script],
        "connect-src": ["'self'", ...pages.connect, ...stripe.connect],
        "worker-src": ["'self'", "blob:"],
        // The embedded default serves plain http on localhost; TLS ends at a proxy in production.
        "upgrade-insecure-requests": null,
      },
    },
  })
  await registerCompression(app)
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id)
    if (request.url.startsWith(API_PREFIX))
      reply.header("cache-control", "no-store")
  })

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Ruta API",
        version: "1.0.0",
        description:
          "Route planning and delivery optimization. Every response is `{ data, message }`; " +
          "every error is `{ statusCode, code, message, details? }`.",
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "rk_…",
            description:
              "An API key made in Settings → Integrations (docs/integrations.md): " +
              "`Authorization: Bearer rk_…`. It acts with the role and site chosen for it.",
          },
        },
      },
    },
    transform: transformRoute(API_PREFIX),
    transformObject: transformDocument,
  })

  const throttleWindow = { windowSeconds: config.LOGIN_WINDOW_SECONDS, now }
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
  })
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`
  // Provider administrators must use two-factor sign-in unless RUTA_ADMIN_TWO_FACTOR=optional.
  const twoFactorChallenges = createTwoFactorChallenges({
    secret: deps.secret,
    adminRequired: config.RUTA_ADMIN_TWO_FACTOR === "required",
    now,
  })
  const refreshPolicy = {
    ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    graceSeconds: config.REFRESH_TOKEN_GRACE_SECONDS,
    now,
  }
  // Sign-in and the password change's current password count failures together.
  const signInThrottle = createLoginThrottle({
    ...throttleWindow,
    maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxAttemptsPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
  })
  const auth = createAuthService({
    store,
    accessTokens,
    refresh: refreshPolicy,
    throttle: signInThrottle,
    mailer,
    resetTokenTtlSeconds: config.RESET_TOKEN_TTL_SECONDS,
    twoFactor: twoFactorChallenges,
    publicUrl,
  })
  const signUp = createSignUp({
    store,
    mailer,
    throttle: createLoginThrottle({
      now,
      windowSeconds: config.SIGN_UP_WINDOW_SECONDS,
      maxAttemptsPerIp: config.SIGN_UP_MAX_PER_IP,
      maxFailuresPerAccount: config.SIGN_UP_MAX_PER_IP,
    }),
    verifyTokenTtlSeconds: config.VERIFY_EMAIL_TOKEN_TTL_SECONDS,
    publicUrl,
    now,
  })
  const twoFactor = createTwoFactorService({
    store,
    challenges: twoFactorChallenges,
    box: createSecretBox(deps.secret),
    throttle: createLoginThrottle({
      ...throttleWindow,
      maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxAttemptsPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
    }),
    refresh: refreshPolicy,
    now,
    startSession: auth.startSession,
  })

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        store,
        readiness: [
          {
            name: "database",
            failure: "The database does not answer.",
            probe: () => store.ping(),
          },
          {
            name: "jobQueue",
            failure: "The job queue does not answer.",
            probe: () => app.optimizeRuns.checkQueue(),
          },
        ],
      })
      await api.register(authRoutes, {
        auth,
        accessTokens,
        refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
        recoveryThrottle: createLoginThrottle({
          ...throttleWindow,
          maxFailuresPerAccount: 3,
          maxAttemptsPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
        }),
        google: createGoogleSignIn({
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          redirectUri: config.GOOGLE_REDIRECT_URI,
          tokenUrl: config.GOOGLE_TOKEN_URL,
          jwksUrl: config.GOOGLE_JWKS_URL,
          issuer: config.GOOGLE_ISSUER,
        }),
      })
      await api.register(passwordChangeRoutes, {
        changePassword: createPasswordChange({
          store,
          throttle: signInThrottle,
          refresh: refreshPolicy,
        }),
      })
      await api.register(signUpRoutes, { signUp })
      await api.register(permissionsRoutes, { store })
      // Administration: every route checks the caller's ability and runs in their tenant scope.
      const authorize = createAuthorization(store)
      await api.register(rolesRoutes, { authorize })
      await api.register(subjectsRoutes, { authorize })
      await api.register(usersRoutes, { authorize, store })
      await api.register(userAccountRoutes, { authorize, store })
      await api.register(twoFactorRoutes, {
        twoFactor,
        authorize,
        refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      })
      await api.register(driverAssignmentRoutes, { authorize, store })
      await api.register(clientsRoutes, { authorize })
      await api.register(clientConfigurationRoutes, { authorize })
      await api.register(subsidiariesRoutes, { authorize })
      await api.register(activitiesRoutes, { authorize })
      await api.register(catalogsRoutes)
      // Fleet and catalogs: skills, stop outcomes, cars, depots, the address book, geocoding.
      await api.register(skillsRoutes, { authorize })
      await api.register(stopOutcomesRoutes, { authorize })
      await api.register(carsRoutes, { authorize })
      await api.register(carAssignmentRoutes, { authorize })
      await api.register(depotsRoutes, { authorize })
      const geocoder = createGeocoder(config)
      await api.register(addressesRoutes, { authorize, geocoder })
      await api.register(geocodingRoutes, { authorize, geocoder })
      await api.register(auditRoutes, { authorize })
      await api.register(apiKeysRoutes, { authorize, now })
      await api.register(paymentPlansRoutes, { authorize, store })
      // Cards and metered billing through Stripe; without keys card calls answer 501.
      await registerBilling(app, api, {
        config,
        authorize,
        store,
        refresh: refreshPolicy,
        // The mobile subscription page's calls carry its link's token instead of a session.
        resolveToken: resolveSubscriptionToken,
      })
      await api.register(mobileSubscriptionRoutes, {
        authorize,
        store,
        publicUrl,
        ttlSeconds: config.MOBILE_TOKEN_TTL_SECONDS,
        now,
      })
      // Planning: optimizations, routes and stops, and optimize runs as background jobs.
      const travel = createTravelSource(config)
      const runs = createOptimizeRuns({
        store,
        travel,
        log: app.log,
        now,
        threads: config.OPTIMIZE_THREADS,
        onRunEnded: metrics.observeRun,
      })
      app.decorate("optimizeRuns", runs)
      const events = createEventBus({ store, log: app.log })
      app.decorate("events", events)
      // Webhooks: one delivery per event and endpoint, each a pg-boss job (docs/integrations.md).
      const webhookPolicy = { allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE }
      const webhookSecrets = createSecretBox(deps.secret)
      const webhooks = createWebhooks({
        store,
        box: webhookSecrets,
        mailer,
        policy: webhookPolicy,
        now,
        log: app.log,
        publicUrl,
      })
      app.decorate("webhooks", webhooks)
      events.subscribe(webhooks.subscriber)
      const links = createFileLinks({
        secret: deps.secret,
        ttlSeconds: config.FILE_LINK_TTL_SECONDS,
        now,
        prefix: API_PREFIX,
      })
      const live = startLiveHub(app, store)
      // Customer notifications: email and SMS per stop and event, the tracking page (issue 33).
      await registerNotifications(app, api, {
        store,
        config,
        mailer,
        events,
        authorize,
        live,
        links,
        publicUrl,
        apiPrefix: API_PREFIX,
        now,
      })
      await api.register(webhookEndpointRoutes, {
        authorize,
        webhooks,
        box: webhookSecrets,
        policy: webhookPolicy,
        now,
      })
      await api.register(webhookDeliveryRoutes, {
        authorize,
        webhooks,
        box: webhookSecrets,
        policy: webhookPolicy,
        now,
      })
      await api.register(optimizationsRoutes, { authorize })
      await api.register(optimizationPlanRoutes, { authorize, travel })
      await api.register(headerMatchingRoutes, { authorize })
      // Proof files: in the data folder or an S3 bucket, served through short-lived links.
      const storage = createFileStorage(config)
      registerJobQueue(app, store, config, runs, events, [
        orphanFilesJob(store, storage),
        positionRetention(store, config.POSITION_RETENTION_DAYS),
      ])
      await api.register(filesRoutes, { store, storage, links })
      await api.register(proofSettingsRoutes, { authorize })
      await api.register(routesRoutes, { authorize, travel, links })
      await api.register(stopsRoutes, { authorize, travel })
      await api.register(runsRoutes, { authorize, runs, live })
      // The VROOM-compatible solve API for API keys (docs/vroom.md).
      await api.register(vroomRoutes, {
        authorize,
        travel,
        threads: config.OPTIMIZE_THREADS,
      })
      await api.register(liveRoutes, { authorize, live, now })
      // Drivers' positions, and their routes' ETAs kept current from them.
      await api.register(positionsRoutes, { authorize, now })
      const etas = startEtaUpdates({ store, live, travel, log: app.log, now })
      app.addHook("preClose", async () => etas.stop())
      // The day on the road: drivers start routes and complete stops.
      await api.register(driverDayRoutes, {
        authorize,
        travel,
        storage,
        farMetres: config.COMPLETION_DISTANCE_M,
      })
      await api.register(dashboardRoutes, { authorize, now })
      api.get("/openapi.json", { schema: { hide: true } }, async () =>
        app.swagger()
      )
    },
    { prefix: API_PREFIX }
  )

  registerWebApps(app, config)
  return app
}

/**
 * Starts the optimize queue (and, with OPTIMIZE_WORKERS, this process's workers) and the
 * scheduled jobs when the server is ready, and stops them before the database closes.
 */
function registerJobQueue(
  app: FastifyInstance,
  store: DataStore,
  config: Config,
  runs: OptimizeRuns,
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
