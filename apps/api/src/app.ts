import fastifyCookie from "@fastify/cookie"
import fastifyHelmet from "@fastify/helmet"
import fastifySwagger from "@fastify/swagger"
import Fastify from "fastify"
import type { FastifyInstance } from "fastify"
import {
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod"
import type { ZodTypeProvider } from "fastify-type-provider-zod"

import type { Config } from "./config.ts"
import type { DataStore } from "./db/database.ts"
import { createAccessTokens } from "./modules/auth/access-token.ts"
// The API's modules first: the OpenAPI document names its shared schemas in the order loaded.
import { apiModules } from "./start-up/api-modules.ts"
import { createApiKeyAuth } from "./modules/integrations/api-key-auth.ts"
import { registerApiKeyAudit } from "./modules/integrations/api-key-audit.ts"
import { registerApiKeyRateLimit } from "./modules/integrations/api-key-rate-limit.ts"
import { createMailer } from "./modules/mail/mailer.ts"
import { createMetrics } from "./modules/metrics/metrics.ts"
import type { Metrics } from "./modules/metrics/metrics.ts"
import { registerMetrics } from "./modules/metrics/metrics.routes.ts"
import { registerAuthentication } from "./platform/plugins/authenticate.ts"
import { registerErrorHandler } from "./platform/plugins/error-handler.ts"
import { registerIdempotency } from "./platform/plugins/idempotency.ts"
import { registerLanguage } from "./platform/plugins/language.ts"
import {
  registerCompression,
  registerWebApps,
} from "./platform/plugins/web-apps.ts"
import { startDomainServices } from "./start-up/domain-services.ts"
import { openApiOptions, securityHeaders } from "./start-up/http-options.ts"
import { serverOptions } from "./start-up/server-options.ts"
import { createSignInServices } from "./start-up/sign-in-services.ts"

export const API_PREFIX = "/api/v1"

declare module "fastify" {
  interface FastifyInstance {
    /** "METHOD /api/v1/path" of every documented API route. */
    apiRoutes: readonly string[]
    /** "METHOD /api/v1/path" of each API route a platform route builder made, to its file. */
    apiRouteBuilders: ReadonlyMap<string, string>
    /** This process's metrics, served at /metrics (METRICS_TOKEN) or on METRICS_PORT. */
    metrics: Metrics
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

/** Builds the API server: routes, validation, errors, OpenAPI, and the built SPAs when present. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store } = deps
  const now = deps.now ?? Date.now
  const app = Fastify(
    serverOptions(config, deps.logStream)
  ).withTypeProvider<ZodTypeProvider>()
  listApiRoutes(app)

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
  await app.register(fastifyHelmet, securityHeaders(config))
  await registerCompression(app)
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id)
    if (request.url.startsWith(API_PREFIX))
      reply.header("cache-control", "no-store")
  })
  await app.register(fastifySwagger, openApiOptions(API_PREFIX))

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
  })
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`
  const shared = { ...deps, now, mailer, publicUrl }
  const context = {
    ...shared,
    app,
    ...createSignInServices({ ...shared, accessTokens }),
    ...startDomainServices(app, { ...shared, metrics, apiPrefix: API_PREFIX }),
  }
  await app.register(
    async (api) => {
      for (const registerModule of apiModules)
        await registerModule(api, context)
      api.get("/openapi.json", { schema: { hide: true } }, async () =>
        app.swagger()
      )
    },
    { prefix: API_PREFIX }
  )

  registerWebApps(app, config)
  return app
}

/** Lists every API route, so tests can check that each is documented and in the isolation matrix. */
function listApiRoutes(app: FastifyInstance) {
  const apiRoutes: string[] = []
  app.decorate("apiRoutes", apiRoutes)
  const builders = new Map<string, string>()
  app.decorate("apiRouteBuilders", builders)
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.schema?.hide) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === "HEAD") continue
      apiRoutes.push(`${method} ${route.url}`)
      if (route.config?.builtBy)
        builders.set(`${method} ${route.url}`, route.config.builtBy)
    }
  })
}
