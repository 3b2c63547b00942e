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
  "manifest.webmanifest",
])

/** Workbox's runtime, which the service worker imports by name. */
const WORKBOX = /^workbox-[\w-]+\.js$/

/** A file's name without the `.br` or `.gz` of its precompressed copy. */
const servedName = (file: string) =>
  path.basename(file).replace(/\.(br|gz)$/, "")

/**
 * `@fastify/static`'s `setHeaders` for a built app in `root`: `no-cache` for the files above,
 * and a year for `assets/`, whose names change with their content. `file` may be the `.br` or
 * `.gz` copy written at build time: it is cached as the file it stands for.
 */
export const staticCacheHeaders =
  (root: string) => (reply: FastifyReply, file: string) => {
    const relative = path.relative(root, file)
    const name = servedName(file)
    // By name: a page path answered with another app's index.html comes here too.
    if (REVALIDATED.has(name) || WORKBOX.test(name))
      reply.header("cache-control", "no-cache")
    else if (relative.startsWith(`assets${path.sep}`))
      reply.header("cache-control", "public, max-age=31536000, immutable")
  }
