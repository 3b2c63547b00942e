import fastifyRateLimit from "@fastify/rate-limit"
import type { FastifyInstance } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { databaseRateLimitStore } from "./database-rate-limit-store.ts"

/**
 * Calls made with an API key are limited per key (`@fastify/rate-limit`, counted on the
 * database, so the limit holds across API processes): `max` per `windowMs`, then 429 with `Retry-After` and the `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` headers (the IETF draft's names). Counted after
 * authentication (preHandler), when the key is known; sessions are not limited here.
 */
export async function registerApiKeyRateLimit(
  app: FastifyInstance,
  store: DataStore,
  limit: { max: number; windowMs: number }
) {
  await app.register(fastifyRateLimit, {
    global: true,
    store: databaseRateLimitStore(store),
    hook: "preHandler",
    max: limit.max,
    timeWindow: limit.windowMs,
    enableDraftSpec: true,
    allowList: (request) => request.apiKey === null,
    keyGenerator: (request) => `api-key:${request.apiKey?.id_api_key}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ErrorCode.TOO_MANY_ATTEMPTS,
        "Too many requests with this API key. Try again after the time in Retry-After.",
        undefined,
        { "retry-after": String(Math.ceil(context.ttl / 1000)) }
      ),
  })
}
