import { createParser } from "eventsource-parser"

/** One Server-Sent Event of the API's streams: its id, kind (`event:`) and data. */
export interface StreamEvent {
  id: number
  event: string
  data: string
}

/**
 * Reads Server-Sent Events as their text arrives (the parsing is `eventsource-parser`'s): feed it
 * chunks cut anywhere; each complete event with a numeric id goes to `onEvent`, and comments
 * (`: keep-alive`) and events without an id are skipped.
 */
export function createEventStreamReader(onEvent: (event: StreamEvent) => void) {
  const parser = createParser({
    onEvent(message) {
      const id = Number(message.id)
      if (message.id === undefined || !Number.isSafeInteger(id)) return
      onEvent({ id, event: message.event ?? "message", data: message.data })
    },
  })
  return { feed: (chunk: string) => parser.feed(chunk) }
}

/**
 * Reads a response body of Server-Sent Events to its end, handing each event to `onEvent`.
 *
 * @returns when the stream ends; throws when reading it fails (or is aborted)
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events = createEventStreamReader(onEvent)
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return events.feed(decoder.decode())
    events.feed(decoder.decode(value, { stream: true }))
  }
}
