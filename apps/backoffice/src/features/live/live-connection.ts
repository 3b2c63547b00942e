import { readEventStream } from "@ruta/api-client/event-stream"

import { api } from "../../lib/api.ts"
import { backoffDelay } from "../../lib/backoff.ts"
import type { StreamEvent } from "./live-events.ts"

/**
 * Where the tab's stream stands: `connecting` at first, `live` once the server said `ready`,
 * `reconnecting` while it is lost, `off` when the server refuses it (no permission).
 */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "off"

/** Waits before reconnecting: 1 s, doubling up to 30 s, with jitter. */
const FIRST_RETRY_MS = 1000
const LAST_RETRY_MS = 30_000
/** How long the stream stays open after the last screen using it is left (screen to screen). */
const LINGER_MS = 10_000

export interface LiveConnection {
  status(): LiveStatus
  /** Calls `listener` on each status change; answers the function that stops it. */
  onStatus(listener: () => void): () => void
  /**
   * Keeps the stream open while held, and hands each event to `listener`; answers the release.
   */
  hold(listener: (event: StreamEvent) => void): () => void
}

/** A connection opened by `open` (the stream's body, or null when refused). */
export type OpenStream = (
  lastEventId: number | null,
  signal: AbortSignal
) => Promise<ReadableStream<Uint8Array<ArrayBuffer>> | "refused" | null>

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener("abort", () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * One stream shared by every screen of a tab: opened when the first screen holds it, resumed
 * from the last event id after a drop, closed a little after the last screen lets go.
 */
export function createLiveConnection(open: OpenStream): LiveConnection {
  let status: LiveStatus = "connecting"
  const statusListeners = new Set<() => void>()
  const listeners = new Set<(event: StreamEvent) => void>()
  let lastEventId: number | null = null
  let running: AbortController | null = null
  let linger: ReturnType<typeof setTimeout> | undefined

  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    for (const listener of statusListeners) listener()
  }

  /** Reads one connection; answers whether it ever became live. */
  async function readOnce(signal: AbortSignal): Promise<boolean | "refused"> {
    const body = await open(lastEventId, signal)
    if (body === "refused") return "refused"
    if (!body) return false
    let wasLive = false
    await readEventStream(body, (event) => {
      // Ids are numbered as changes happen, delivered as they commit: keep the highest.
      lastEventId = Math.max(lastEventId ?? 0, event.id)
      if (event.event === "ready") {
        wasLive = true
        setStatus("live")
      }
      for (const listener of listeners) listener(event)
    })
    return wasLive
  }

  async function run(signal: AbortSignal) {
    let failures = 0
    while (!signal.aborted) {
      let outcome: boolean | "refused"
      try {
        outcome = await readOnce(signal)
      } catch {
        outcome = false
      }
      if (signal.aborted) return
      if (outcome === "refused") {
        running = null
        return setStatus("off")
      }
      // A stream that was live and ended (its access token expired) reconnects at once.
      failures = outcome ? 0 : failures + 1
      if (failures > 0) {
        setStatus("reconnecting")
        await sleep(
          backoffDelay(failures, FIRST_RETRY_MS, LAST_RETRY_MS),
          signal
        )
      }
    }
  }

  return {
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener)
      return () => {
        statusListeners.delete(listener)
      }
    },
    hold(listener) {
      listeners.add(listener)
      clearTimeout(linger)
      if (!running) {
        running = new AbortController()
        void run(running.signal)
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        linger = setTimeout(() => {
          running?.abort()
          running = null
          setStatus("connecting")
        }, LINGER_MS)
      }
    },
  }
}

/** The tab's stream: `GET /live` through the API client (bearer token, refresh on expiry). */
export const liveConnection = createLiveConnection(
  async (lastEventId, signal) => {
    const { response } = await api.GET("/live", {
      params: {
        header:
          lastEventId === null ? {} : { "last-event-id": String(lastEventId) },
      },
      parseAs: "stream",
      signal,
    })
    if (response.status === 403) return "refused"
    return response.ok ? response.body : null
  }
)
