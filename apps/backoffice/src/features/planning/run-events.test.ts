import { describe, expect, it } from "vitest"

import { parseEvents } from "./run-events.ts"

describe("parseEvents", () => {
  it("reads complete events and keeps an unfinished one for later", () => {
    const { events, rest } = parseEvents(
      'id: 3\nevent: run\ndata: {"seq":3}\n\n: keep-alive\n\nid: 4\nevent: run\ndata: {"se'
    )
    expect(events).toEqual([{ id: 3, data: '{"seq":3}' }])
    expect(rest).toBe('id: 4\nevent: run\ndata: {"se')
    const next = parseEvents(`${rest}q":4}\n\n`)
    expect(next.events).toEqual([{ id: 4, data: '{"seq":4}' }])
    expect(next.rest).toBe("")
  })
})
