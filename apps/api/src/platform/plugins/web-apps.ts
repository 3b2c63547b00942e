import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import path from "node:path"

import fastifyCompress from "@fastify/compress"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance } from "fastify"

import type { Config } from "../../config.ts"
import {
  BROWSER_SETTINGS_PATH,
  browserSettings,
  browserSettingsScript,
} from "../lib/browser-settings.ts"
import { ErrorCode } from "../lib/errors.ts"
import { staticCacheHeaders } from "../lib/static-cache.ts"

/** Where the mobile subscription app is served (architecture decision 11). */
const MOBILE_PATH = "/mobile-subscriptions"

/**
 * Text worth compressing: the default of `@fastify/compress` (text but not Server-Sent Events,
 * JSON, XML) and scripts. Streams of events are never compressed: a compressor holds bytes back
 * until it has enough, and the browser would get each event late.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript(?:;|$)/

/**
 * Brotli or gzip, as the browser prefers, for every answer of 1 KB or more: the API's JSON, and
 * the built apps' files that have no compressed copy (those that do are sent as they are).
 * Brotli at quality 4 costs about what gzip does; the build writes the apps' files at 11.
 * Registered before the routes, so every route gets it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  })
}

/**
 * Headers that only mean something on a page (or a worker, `.mjs`): a script, a style sheet or a
 * font does not carry them, which saves about half a kilobyte on each of the many files a page
 * loads. `X-Content-Type-Options` and the resource policy stay.
 */
const PAGE_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "x-request-id",
  // Learnt from the page; and an immutable file is never revalidated.
  "strict-transport-security",
  "etag",
  "last-modified",
]

function trimAssetHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const url = request.url.split("?")[0]!
    if (url.includes("/assets/") && !url.endsWith(".mjs"))
      for (const header of PAGE_ONLY_HEADERS) reply.removeHeader(header)
    return payload
  })
}

/**
 * A file's name (an icon, a script, a style sheet...) rather than a page's path: when no such
 * file is there the answer is a 404, not the app's index.html in its place.
 */
const FILE_NAME =
  /\.(?:ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|ttf|webmanifest)$/i

/** A built SPA's folder, when it holds an index.html. */
function builtSpa(dir: string | undefined): string | null {
  const root = dir ? path.resolve(dir) : null
  return root !== null && existsSync(path.join(root, "index.html"))
    ? root
    : null
}

/**
 * The pages' settings script (`lib/browser-settings.ts`), made once at start: revalidated on
 * every load with its ETag, so a restart with other settings reaches every page at once.
 */
function registerBrowserSettings(app: FastifyInstance, config: Config) {
  const script = browserSettingsScript(browserSettings(config))
  const etag = `"${createHash("sha256").update(script).digest("base64url").slice(0, 27)}"`
  app.get(
    BROWSER_SETTINGS_PATH,
    { schema: { hide: true } },
    (request, reply) => {
      void reply
        .header("cache-control", "no-cache")
        .header("etag", etag)
        .type("text/javascript; charset=utf-8")
      if (request.headers["if-none-match"] === etag)
        return reply.status(304).send()
      return reply.send(script)
    }
  )
}

/**
 * Serves the built back office at `/` and the built mobile subscription app at
 * `/mobile-subscriptions` (one origin, no CORS: architecture decision 11): files as they are (or
 * their `.br` / `.gz` copy written at build time), and each app's index.html for any other page
 * path under it, so its router takes over; and the pages' settings at `/app-config.js`. Unknown
 * API paths answer a JSON 404.
 */
export function registerWebApps(app: FastifyInstance, config: Config) {
  registerBrowserSettings(app, config)
  trimAssetHeaders(app)
  const root = builtSpa(config.RUTA_STATIC_DIR)
  const mobile = builtSpa(config.RUTA_MOBILE_STATIC_DIR)
  if (root)
    void app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ["index.html"],
      preCompressed: true,
      setHeaders: staticCacheHeaders(root),
    })
  if (mobile)
    void app.register(fastifyStatic, {
      root: mobile,
      prefix: `${MOBILE_PATH}/`,
      wildcard: false,
      index: ["index.html"],
      preCompressed: true,
      setHeaders: staticCacheHeaders(mobile),
      // The back office's registration already gave replies sendFile.
      decorateReply: root === null,
    })
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0]!
    const page =
      (request.method === "GET" || request.method === "HEAD") &&
      !FILE_NAME.test(url)
    const inMobile = url === MOBILE_PATH || url.startsWith(`${MOBILE_PATH}/`)
    if (page && mobile && inMobile)
      return reply.type("text/html").sendFile("index.html", mobile)
    if (page && root && !url.startsWith("/api/")) {
      return reply.type("text/html").sendFile("index.html")
    }
    return reply.status(404).send({
      statusCode: 404,
      code: ErrorCode.NOT_FOUND,
      message: `No route ${request.method} ${url}`,
    })
  })
}
