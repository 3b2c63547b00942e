import type { FastifyBaseLogger } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import type { Unlisten } from "../../db/listen.ts"
import type { LiveEvent } from "./live-events.ts"
import { LIVE_CHANNEL, readEvent } from "./live-events.ts"
import { createLiveRepository } from "./live.repository.ts"

/** How long the log keeps an event for a stream to resume from, and how often it is pruned. */
export const LIVE_RETENTION_SECONDS = 600
const PRUNE_EVERY_MS = 60_000
/** After a lost connection, how many missed events are caught up from the log at most. */
const CATCH_UP_LIMIT = 5000

export interface LiveSubscriber {
  event(event: LiveEvent): void
  /** The hub stops (the server closes): end the stream. */
  end?(): void
}

/** A latch set by matching events: `wait` returns at once if one came since the last wait. */
export interface Wake {
  /** Waits for a matching event or `ms`; false once the hub has stopped. */
  wait(ms: number): Promise<boolean>
  close(): void
}

export type LiveHub = ReturnType<typeof createLiveHub>

/**
 * This process's end of the push channel: one LISTEN on `ruta_live` (PGlite's connection, or a
 * dedicated server connection that reconnects) fanned out to every stream it serves. After a
 * lost connection it catches up from the log, so its streams miss nothing. It also prunes the
 * log.
 */
export function createLiveHub(options: {
  store: DataStore
  log: FastifyBaseLogger
}) {
  const { store, log } = options
  const subscribers = new Set<LiveSubscriber>()
  let listening = false
  let stopped = false
  let lastId = 0
  let unlisten: Unlisten = async () => {}
  let pruner: NodeJS.Timeout | undefined

  const system = <T>(
    work: (repo: ReturnType<typeof createLiveRepository>) => Promise<T>
  ) => store.withScope(systemScope, (tx) => work(createLiveRepository(tx)))

  function deliver(event: LiveEvent) {
    lastId = Math.max(lastId, event.id)
    for (const subscriber of subscribers) {
      try {
        subscriber.event(event)
      } catch (error) {
        log.error({ err: error }, "a live stream failed to take an event")
      }
    }
  }

  function subscribe(subscriber: LiveSubscriber): () => void {
    subscribers.add(subscriber)
    return () => {
      subscribers.delete(subscriber)
    }
  }

  async function catchUp() {
    const missed = await system((repo) =>
      repo.after(lastId, null, CATCH_UP_LIMIT)
    )
    for (const event of missed) deliver(event)
  }

  return {
    /** Whether changes are heard now (streams fall back to reading when not). */
    get listening() {
      return listening
    },

    async start() {
      // Where a catch-up after a lost connection starts from (none before migrations ran).
      lastId = await system((repo) => repo.bounds()).then(
        (bounds) => bounds.newest,
        (error: unknown) => {
          log.warn({ err: error }, "the live events' log could not be read")
          return 0
        }
      )
      let connectedBefore = false
      unlisten = await store.listen(LIVE_CHANNEL, {
        payload: (text) => {
          let value: unknown
          try {
            value = JSON.parse(text)
          } catch {
            value = null
          }
          const event = readEvent(value)
          if (event) deliver(event)
          else log.warn({ payload: text }, "an unreadable live notification")
        },
        down: () => {
          listening = false
          log.warn("the live channel's connection was lost; reconnecting")
        },
        up: () => {
          listening = true
          if (connectedBefore)
            catchUp().catch((error: unknown) =>
              log.error({ err: error }, "the live channel could not catch up")
            )
          connectedBefore = true
        },
      })
      const prune = () =>
        system((repo) => repo.prune(LIVE_RETENTION_SECONDS)).catch(
          (error: unknown) =>
            log.error({ err: error }, "the live events could not be pruned")
        )
      pruner = setInterval(() => void prune(), PRUNE_EVERY_MS)
      pruner.unref()
    },

    /** Ends every stream and stops listening. */
    async stop() {
      stopped = true
      listening = false
      clearInterval(pruner)
      for (const subscriber of [...subscribers]) subscriber.end?.()
      subscribers.clear()
      await unlisten()
    },

    /** Hears every event (unfiltered) until the returned function is called. */
    subscribe,

    /** The log's first and last ids, whoever's they are. */
    bounds: () => system((repo) => repo.bounds()),

    /** Wakes a waiting loop when an event matching `filter` arrives. */
    wake(filter: (event: LiveEvent) => boolean): Wake {
      let pending = false
      let release: (() => void) | null = null
      const unsubscribe = subscribe({
        event(event) {
          if (!filter(event)) return
          pending = true
          release?.()
        },
        end: () => release?.(),
      })
      return {
        async wait(ms) {
          if (!pending && !stopped)
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, ms)
              release = () => {
                clearTimeout(timer)
                resolve()
              }
            })
          release = null
          pending = false
          return !stopped
        },
        close() {
          unsubscribe()
          release?.()
        },
      }
    },
  }
}
