import { randomUUID } from "node:crypto"

import type { FastifyRequest, FastifyServerOptions } from "fastify"

import type { Config } from "../config.ts"

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

/** The server's options: its log (redacted), request ids, timeouts and body limit. */
export function serverOptions(
  config: Config,
  logStream?: NodeJS.WritableStream
): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact,
      serializers: { req: requestLogLine },
      ...(logStream ? { stream: logStream } : {}),
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
  }
}
