import path from "node:path"

import type { FastifyReply } from "fastify"

/**
 * Files a built app keeps under one name whatever their content: the browser asks the server
 * each time whether they changed (the service worker above all, or a phone could keep an old
 * app for good).
 */
const REVALIDATED = new Set([
  "index.html",
  "sw.js",
  "driver-sync.js",
  "driver.webmanifest",
])

/**
 * `@fastify/static`'s `setHeaders` for a built app in `root`: `no-cache` for the files above,
 * and a year for `assets/`, whose names change with their content.
 */
export const staticCacheHeaders =
  (root: string) => (reply: FastifyReply, file: string) => {
    const relative = path.relative(root, file)
    // By name: a page path answered with another app's index.html comes here too.
    if (REVALIDATED.has(path.basename(file)))
      reply.header("cache-control", "no-cache")
    else if (relative.startsWith(`assets${path.sep}`))
      reply.header("cache-control", "public, max-age=31536000, immutable")
  }
