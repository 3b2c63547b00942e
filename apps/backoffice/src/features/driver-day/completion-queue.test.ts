import { beforeEach, describe, expect, it } from "vitest"

import { applyPending } from "./apply-pending.ts"
import { onRouteDay } from "./components/driver-fixtures.ts"
import { createCompletionQueue } from "./completion-queue.ts"
import type { QueuedCompletion, SendOutcome } from "./completion-queue.ts"

const completion = (id_stop: number, key = `key-${id_stop}`) => ({
  id_stop,
  body: {
    key,
    visit_time: "2026-11-25T15:30:00Z",
    failed: false,
    note: "",
    id_stop_outcome: null,
  },
})

describe("the completion queue", () => {
  beforeEach(() => localStorage.clear())

  it("keeps completions across reloads until they are sent, in the order made", async () => {
    createCompletionQueue(localStorage).enqueue(completion(3))
    createCompletionQueue(localStorage).enqueue(completion(4))
    const sent: number[] = []
    const result = await createCompletionQueue(localStorage).flush(
      async (item) => {
        sent.push(item.id_stop)
        return { kind: "sent" }
      }
    )
    expect(sent).toEqual([3, 4])
    expect(result).toEqual({ sent: 2, refused: [], waiting: 0 })
    expect(createCompletionQueue(localStorage).pending()).toEqual([])
  })

  it("stops at the first completion that finds no connection and keeps the rest", async () => {
    const queue = createCompletionQueue(localStorage)
    queue.enqueue(completion(3))
    queue.enqueue(completion(4))
    const outcomes: SendOutcome[] = [{ kind: "sent" }, { kind: "offline" }]
    const result = await queue.flush(async () => outcomes.shift()!)
    expect(result.sent).toBe(1)
    expect(queue.pending().map((q) => q.id_stop)).toEqual([4])
  })

  it("drops a completion the server refuses for good, and says why", async () => {
    const queue = createCompletionQueue(localStorage)
    queue.enqueue(completion(3))
    const result = await queue.flush(async () => ({
      kind: "refused",
      message: "Stop not found.",
    }))
    expect(result.refused).toEqual([
      { item: completion(3), message: "Stop not found." },
    ])
    expect(queue.pending()).toEqual([])
  })

  it("keeps one completion per stop: the latest", () => {
    const queue = createCompletionQueue(localStorage)
    queue.enqueue(completion(3, "first"))
    queue.enqueue(completion(3, "second"))
    expect(queue.pending().map((q: QueuedCompletion) => q.body.key)).toEqual([
      "second",
    ])
  })

  it("reads a corrupt entry as nothing waiting", () => {
    localStorage.setItem("ruta.driver.completions", "{not json")
    expect(createCompletionQueue(localStorage).pending()).toEqual([])
  })
})

describe("the day with waiting completions applied", () => {
  it("shows the waiting stops completed and the route's progress and status moved on", () => {
    const day = applyPending(onRouteDay, [completion(3), completion(4)])
    const route = day.routes[0]!
    expect(route.stops.map((s) => s.status)).toEqual([
      "completed",
      "completed",
      "completed",
      "completed",
    ])
    expect(route.progress).toBe(100)
    expect(route.status_route).toBe(3)
  })

  it("leaves a stop the server already completed as the server says", () => {
    const day = applyPending(onRouteDay, [
      { ...completion(2), body: { ...completion(2).body, failed: false } },
    ])
    expect(day.routes[0]!.stops[1]!.failed).toBe(true)
    expect(day.routes[0]!.progress).toBe(50)
  })
})
