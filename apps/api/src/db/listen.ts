import pg from "pg"

import { backoffDelay } from "../platform/lib/backoff.ts"

/** What a LISTEN reports: each payload, and when the connection was lost and is back. */
export interface ListenHandlers {
  payload(text: string): void
  /** The listening connection was lost: notifications may be missed until `up`. */
  down?(): void
  /** Listening (again): called once connected, and after each reconnection. */
  up?(): void
}

/** Stops listening and closes what listening opened. */
export type Unlisten = () => Promise<void>

/** Reconnects wait 500 ms doubling, at most 15 s. */
const RECONNECT = { first: 500, cap: 15_000 }

/**
 * LISTENs on a PostgreSQL server through a dedicated connection (a pooled one would drop the
 * LISTEN when it is handed back), reconnecting with backoff when it is lost. Never throws: until
 * the first connection succeeds, the handlers simply hear nothing.
 */
export function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers
): Unlisten {
  let stopped = false
  let current: pg.Client | null = null
  /** Failed connections since the last one that listened. */
  let failures = 0
  let timer: NodeJS.Timeout | undefined

  const retry = () => {
    if (stopped) return
    timer = setTimeout(
      () => void connect(),
      backoffDelay(++failures, RECONNECT)
    )
    timer.unref()
  }

  async function connect() {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5000,
    })
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload)
        handlers.payload(message.payload)
    })
    // An error is followed by `end`; `end` decides what happens next.
    client.on("error", () => {})
    client.on("end", () => {
      if (current !== client) return
      current = null
      handlers.down?.()
      retry()
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch {
      await client.end().catch(() => {})
      retry()
      return
    }
    if (stopped) {
      await client.end().catch(() => {})
      return
    }
    current = client
    failures = 0
    handlers.up?.()
  }

  void connect()
  return async () => {
    stopped = true
    clearTimeout(timer)
    const client = current
    current = null
    await client?.end().catch(() => {})
  }
}
