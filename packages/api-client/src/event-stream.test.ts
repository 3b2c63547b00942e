import { describe, expect, it } from "vitest"

import type { StreamEvent } from "./event-stream.ts"
import { createEventStreamReader, readEventStream } from "./event-stream.ts"

describe("the event stream reader", () => {
  it("reads id, event and data, skips comments and events without an id, and waits for an unfinished event", () => {
    const events: StreamEvent[] = []
    const reader = createEventStreamReader((event) => events.push(event))
    reader.feed(
      ': keep-alive\n\nid: 7\nevent: ready\ndata: {}\n\ndata: "no id"\n\nid: 8\nevent: stop\ndata: {"i'
    )
    expect(events).toEqual([{ id: 7, event: "ready", data: "{}" }])
    reader.feed('d":8}\n\nid: 9\ndata: {}\n')
    expect(events).toEqual([
      { id: 7, event: "ready", data: "{}" },
      { id: 8, event: "stop", data: '{"id":8}' },
    ])
    reader.feed("\n")
    expect(events.at(-1)).toEqual({ id: 9, event: "message", data: "{}" })
  })

  it("reads a body to its end, whatever its chunks", async () => {
    const text =
      'id: 3\nevent: run\ndata: {"seq":3}\n\nid: 4\nevent: run\ndata: {"seq":4}\n\n'
    const bytes = new TextEncoder().encode(text)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 5)
          controller.enqueue(bytes.slice(at, at + 5))
        controller.close()
      },
    })
    const events: StreamEvent[] = []
    await readEventStream(body, (event) => events.push(event))
    expect(events.map((event) => JSON.parse(event.data))).toEqual([
      { seq: 3 },
      { seq: 4 },
    ])
  })
})
