// Reads a Server-Sent Events stream as a browser tab does, for the live-updates tests.
import { setTimeout as sleep } from "node:timers/promises"

export interface StreamEvent {
  id: number
  event: string
  // Each test reads the fields of the events it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any
}

/** Splits complete events (`id`, `event`, `data` lines) off the text read so far. */
function takeEvents(text: string): { events: StreamEvent[]; rest: string } {
  const parts = text.split("\n\n")
  const rest = parts.pop() ?? ""
  const events = parts.flatMap((part) => {
    const field = (name: string) =>
      part
        .split("\n")
        .find((line) => line.startsWith(`${name}: `))
        ?.slice(name.length + 2)
    const id = field("id")
    const data = field("data")
    return id !== undefined && data !== undefined
      ? [
          {
            id: Number(id),
            event: field("event") ?? "message",
            data: JSON.parse(data),
          },
        ]
      : []
  })
  return { events, rest }
}

export interface LiveReader {
  status: number
  events: StreamEvent[]
  /** Waits until an event matches (or throws after `ms`); answers it. */
  waitFor(
    match: (event: StreamEvent) => boolean,
    ms?: number
  ): Promise<StreamEvent>
  /** Whether the server ended the stream. */
  ended(): boolean
  close(): void
}

/** Opens `url` (a full URL) with the bearer token and reads its events as they come. */
export async function openReader(
  url: string,
  token: string,
  headers: Record<string, string> = {}
): Promise<LiveReader> {
  const abort = new AbortController()
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: abort.signal,
  })
  const events: StreamEvent[] = []
  let done = false
  if (response.ok && response.body) {
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .getReader()
    void (async () => {
      let buffer = ""
      try {
        for (;;) {
          const { value, done: finished } = await reader.read()
          if (finished) break
          const read = takeEvents(buffer + value)
          buffer = read.rest
          events.push(...read.events)
        }
      } catch {
        // Aborted by close().
      }
      done = true
    })()
  } else {
    done = true
  }
  return {
    status: response.status,
    events,
    async waitFor(match, ms = 2000) {
      const until = Date.now() + ms
      for (;;) {
        const found = events.find(match)
        if (found) return found
        if (Date.now() > until)
          throw new Error(
            `no matching event within ${ms} ms; got ${JSON.stringify(events)}`
          )
        await sleep(20)
      }
    },
    ended: () => done,
    close: () => abort.abort(),
  }
}
