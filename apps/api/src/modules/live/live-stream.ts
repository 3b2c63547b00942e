import type { FastifyReply } from "fastify"

import {
  eventStreamHeaders,
  sseEvent,
} from "../../platform/sse/event-stream.ts"

import type { LiveEvent, Viewer } from "./live-events.ts"
import { sseOfEvent, visibleTo } from "./live-events.ts"
import type { LiveHub } from "./live-hub.ts"

/** A comment now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000
/** A reader this far behind is dropped; it reconnects and resumes from the log. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1

export interface LiveStreamStart {
  viewer: Viewer
  /** The events missed since Last-Event-ID, "reset" when they are no longer kept, or none. */
  replay: LiveEvent[] | "reset" | null
  /** The id to resume from once the replay is sent. */
  ready: number
  /** Keep the stream open for the changes to come. */
  follow: boolean
  /** End the stream after this long (when the access token expires), or never. */
  endInMs: number | null
}

/**
 * One subscriber's stream, listening from the moment it is opened (events heard before `start`
 * are kept in `early`), so that nothing falls between the log's replay and the live events.
 */
export function openLiveStream(live: LiveHub, early: LiveEvent[]) {
  let hubEnded = false
  let onEvent = (event: LiveEvent) => {
    early.push(event)
  }
  let onEnd = () => {
    hubEnded = true
  }
  const unsubscribe = live.subscribe({
    event: (event) => onEvent(event),
    end: () => onEnd(),
  })
  return {
    cancel: unsubscribe,

    start(reply: FastifyReply, options: LiveStreamStart) {
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, eventStreamHeaders)
      let open = true
      const timers: NodeJS.Timeout[] = []
      const finish = () => {
        if (!open) return
        open = false
        unsubscribe()
        for (const timer of timers) clearTimeout(timer)
        res.end()
      }
      const send = (event: LiveEvent) => {
        if (!open || !visibleTo(event, options.viewer)) return
        res.write(sseOfEvent(event))
        if (res.writableLength > MAX_BUFFERED_BYTES) finish()
      }

      const replayed = new Set<number>()
      if (options.replay === "reset")
        res.write(sseEvent(options.ready, "reset", {}))
      else
        for (const event of options.replay ?? []) {
          replayed.add(event.id)
          send(event)
        }
      res.write(sseEvent(options.ready, "ready", {}))
      if (!options.follow || hubEnded) return finish()

      for (const event of early.splice(0))
        if (!replayed.has(event.id)) send(event)
      onEvent = send
      onEnd = finish
      res.on("close", finish)
      // The reader may have gone while the stream was being set up.
      if (res.destroyed) return finish()
      timers.push(
        setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS)
      )
      if (options.endInMs !== null)
        timers.push(
          setTimeout(
            finish,
            Math.min(MAX_DELAY_MS, Math.max(0, options.endInMs))
          )
        )
    },
  }
}
