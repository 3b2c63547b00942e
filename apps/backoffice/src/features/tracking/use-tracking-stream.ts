import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

import type { Tracking } from "./tracking.ts"

/**
 * Keeps a tracking page current through its push channel (`/track/{token}/events`, Server-Sent
 * Events): each `tracking` event is the whole page. Answers whether the channel is open; while it
 * is not (no EventSource, a proxy that buffers), the page polls instead. A refused link (404)
 * closes the source for good, as EventSource does for any answer but 200.
 */
/** The tracking page's query key. */
export const trackingKey = (token: string) => ["track", token]

export function useTrackingStream(token: string) {
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (typeof EventSource === "undefined") return
    const source = new EventSource(
      `/api/v1/track/${encodeURIComponent(token)}/events`
    )
    source.addEventListener("open", () => setOpen(true))
    source.addEventListener("error", () => setOpen(false))
    source.addEventListener("tracking", (event) => {
      try {
        client.setQueryData<Tracking>(
          trackingKey(token),
          JSON.parse((event as MessageEvent<string>).data) as Tracking
        )
      } catch {
        // A torn event: the next one (or the poll) brings the page.
      }
    })
    return () => {
      source.close()
      setOpen(false)
    }
  }, [token, client])
  return open
}
