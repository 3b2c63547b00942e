import type { FastifyReply } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import type { FileLinks } from "../files/file-links.ts"
import type { LiveHub } from "../live/live-hub.ts"
import {
  eventStreamHeaders,
  sseEvent,
} from "../../platform/sse/event-stream.ts"
import { trackingPage } from "./tracking-page.ts"

/** A comment now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000
/** A page is recomputed at most this often, however many changes its route has. */
const MIN_GAP_MS = 1_000
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1

/** The live kinds that may change a tracking page: its route, its stops, positions, ETAs. */
const KINDS = new Set(["route", "stop", "position", "eta"])

/**
 * A tracking page's push channel: the page at once, then again whenever its route changes (a
 * stop done, the driver's position, new ETAs), as `tracking` events carrying the whole page —
 * only when it differs from the last one sent. Nothing of the route or its other stops is sent,
 * only what the page shows. The stream ends when the token expires.
 */
export function streamTracking(
  reply: FastifyReply,
  options: {
    store: DataStore
    live: LiveHub
    links: FileLinks
    found: { id_client: number; id_stop: number; expiresAt: Date }
    now: () => number
  }
) {
  const { store, live, links, found } = options
  let id_route: number | null = null
  let last = ""
  let seq = 0
  let open = true
  let running = false
  let again = false
  let lastAt = 0
  const timers: NodeJS.Timeout[] = []

  reply.hijack()
  const res = reply.raw
  res.writeHead(200, eventStreamHeaders)

  async function push() {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const wait = lastAt + MIN_GAP_MS - Date.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        lastAt = Date.now()
        const result = await store.withScope(systemScope, (tx) =>
          trackingPage(tx, found.id_stop, links)
        )
        if (!open) return
        if (!result) return finish()
        id_route = result.id_route
        const text = JSON.stringify(result.page)
        if (text !== last) {
          last = text
          res.write(sseEvent(++seq, "tracking", result.page))
        }
      } while (again && open)
    } catch {
      finish()
    } finally {
      running = false
    }
  }

  const unsubscribe = live.subscribe({
    event(event) {
      if (
        event.id_client === found.id_client &&
        KINDS.has(event.kind) &&
        id_route !== null &&
        event.ids.id_route === id_route
      )
        void push()
    },
    end: () => finish(),
  })

  function finish() {
    if (!open) return
    open = false
    unsubscribe()
    for (const timer of timers) clearTimeout(timer)
    res.end()
  }

  res.on("close", finish)
  timers.push(setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS))
  timers.push(
    setTimeout(
      finish,
      Math.min(
        MAX_DELAY_MS,
        Math.max(0, found.expiresAt.getTime() - options.now())
      )
    )
  )
  void push()
}
