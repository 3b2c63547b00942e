import { createHash, timingSafeEqual } from "node:crypto"

import Fastify from "fastify"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"

import { ErrorCode } from "../../platform/lib/errors.ts"
import type { Metrics } from "./metrics.ts"
import { METRICS_CONTENT_TYPE } from "./metrics.ts"

export const METRICS_PATH = "/metrics"

/** A request no route matched (a page of the SPA, an unknown path): one label, not its URL. */
const UNMATCHED = "(unmatched)"

const digest = (text: string) => createHash("sha256").update(text).digest()

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * `GET /metrics` in Prometheus's text format. `token` null answers anyone (a separate metrics
 * port, reachable only by the scraper); otherwise a bearer token is required.
 */
function metricsHandler(metrics: Metrics, token: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== null && !carriesToken(request, token))
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({
          statusCode: 401,
          code: ErrorCode.INVALID_TOKEN,
          message: "Send the metrics token as a bearer token.",
        })
    return reply
      .header("cache-control", "no-store")
      .type(METRICS_CONTENT_TYPE)
      .send(await metrics.render())
  }
}

/**
 * Times every request of the server by route pattern and status, and serves `GET /metrics` on
 * it when METRICS_TOKEN is set (a request without the token answers 401). Without a token the
 * path answers 404 here (not the back office's page): the metrics are then only on
 * METRICS_PORT, or off.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined
) {
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
      reply.elapsedTime / 1000
    )
  })
  if (token)
    app.get(
      METRICS_PATH,
      { schema: { hide: true } },
      metricsHandler(metrics, token)
    )
  else
    app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        code: ErrorCode.NOT_FOUND,
        message: `No route GET ${METRICS_PATH}`,
      })
    )
}

/**
 * The metrics on their own port (METRICS_PORT), for a scraper on a private network: nothing
 * else is served there. METRICS_TOKEN, when set, is required there too.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { host: string; port: number; token: string | undefined }
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false })
  server.get(METRICS_PATH, metricsHandler(metrics, options.token ?? null))
  await server.listen({ host: options.host, port: options.port })
  return server
}
