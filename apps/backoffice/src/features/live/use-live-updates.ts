import { useQueryClient } from "@tanstack/react-query"
import type { QueryClient, QueryKey } from "@tanstack/react-query"
import { useEffect, useSyncExternalStore } from "react"

import { createLiveMapUpdater } from "../live-map/live-map-changes.ts"
import type { LiveConnection, LiveStatus } from "./live-connection.ts"
import { liveConnection } from "./live-connection.ts"
import type { LiveChange, StreamEvent } from "./live-events.ts"
import { staleQueries } from "./live-events.ts"

/** While the stream is down, the screens read again this often. */
export const LIVE_FALLBACK_POLL_MS = 20_000
/** Changes come in bursts (a plan written): their refetches are gathered this long. */
const GATHER_MS = 150

/** Marks the queries the events name stale, gathered so that a burst refetches each once. */
export function createInvalidator(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>()
  // Positions and ETAs update the live map in place rather than refetching.
  const liveMap = createLiveMapUpdater(queryClient)
  let timer: ReturnType<typeof setTimeout> | undefined
  let heardReady = false
  const flush = () => {
    timer = undefined
    const keys = [...pending.values()]
    pending.clear()
    // A fetch under way may have read the server before this change: it is cancelled and the
    // query fetched again, or the screen would keep what that fetch read.
    for (const queryKey of keys)
      void queryClient.invalidateQueries({ queryKey })
  }
  return (event: StreamEvent) => {
    let change: LiveChange | null = null
    if (event.event !== "ready" && event.event !== "reset") {
      try {
        change = JSON.parse(event.data) as LiveChange
      } catch {
        return
      }
    }
    if (change) liveMap(change)
    // The first `ready` the screen hears: a new stream sends nothing from before it opened, so a
    // change made between the screen's first read and that moment would stay unseen until the
    // next one. The screen reads its live data once more (as after a `reset`). A later `ready`
    // follows a resumed stream's replay, which misses nothing.
    const firstReady = event.event === "ready" && !heardReady
    if (event.event === "ready") heardReady = true
    const stale = firstReady
      ? staleQueries("reset", null)
      : staleQueries(event.event, change)
    for (const key of stale) pending.set(JSON.stringify(key), key)
    if (pending.size > 0 && timer === undefined)
      timer = setTimeout(flush, GATHER_MS)
  }
}

/**
 * Keeps the screen up to date through the tab's live stream: each change refetches the queries
 * that show it. While the stream is down the screen polls slowly instead.
 *
 * @returns the stream's status (show "Reconnecting…" while `reconnecting`), and the
 *   `refetchInterval` for the screen's queries: none while live, a slow poll otherwise
 */
export function useLiveUpdates(connection: LiveConnection = liveConnection): {
  status: LiveStatus
  refetchInterval: number | false
} {
  const queryClient = useQueryClient()
  useEffect(
    () => connection.hold(createInvalidator(queryClient)),
    [connection, queryClient]
  )
  const status = useSyncExternalStore(connection.onStatus, connection.status)
  return {
    status,
    refetchInterval:
      status === "live" || status === "connecting"
        ? false
        : LIVE_FALLBACK_POLL_MS,
  }
}
