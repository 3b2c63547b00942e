import { QueryClient, QueryObserver } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"

import type { OpenStream } from "./live-connection.ts"
import { createLiveConnection } from "./live-connection.ts"
import { staleQueries } from "./live-events.ts"
import type { StreamEvent } from "./live-events.ts"
import { createInvalidator } from "./use-live-updates.ts"

/** A stream that sends `chunks`, then stays open until aborted (or ends when `end`). */
function streamOf(chunks: string[], signal: AbortSignal, end = false) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      if (end) controller.close()
      else
        signal.addEventListener("abort", () =>
          controller.error(new Error("aborted"))
        )
    },
  })
}

const change = (id: number, kind: string, ids: Record<string, unknown>) =>
  `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify({ id, kind, id_client: 1, id_subsidiary: 2, ids })}\n\n`

/** A stop of route 9 (optimization 5) changed, as the stream sends it. */
const stopChange = (id: number): StreamEvent => ({
  id,
  event: "stop",
  data: JSON.stringify({
    id,
    kind: "stop",
    id_client: 1,
    id_subsidiary: 2,
    ids: { id_optimization: 5, id_route: 9 },
  }),
})

afterEach(() => {
  vi.useRealTimers()
})

describe("the tab's live connection", () => {
  it("is live after 'ready', hands every event on, and resumes after the highest id when it drops", async () => {
    const asked: (number | null)[] = []
    let calls = 0
    const open: OpenStream = async (lastEventId, signal) => {
      asked.push(lastEventId)
      calls += 1
      if (calls === 1)
        // Delivered as committed: id 12 before id 11.
        return streamOf(
          [
            `id: 10\nevent: ready\ndata: {}\n\n`,
            change(12, "stop", {}),
            change(11, "route", {}),
          ],
          signal,
          true
        )
      return streamOf([`id: 12\nevent: ready\ndata: {}\n\n`], signal)
    }
    const connection = createLiveConnection(open)
    const seen: StreamEvent[] = []
    expect(connection.status()).toBe("connecting")
    const release = connection.hold((event) => seen.push(event))
    await vi.waitFor(() => expect(asked).toEqual([null, 12]))
    expect(seen.map((e) => [e.event, e.id])).toEqual([
      ["ready", 10],
      ["stop", 12],
      ["route", 11],
      ["ready", 12],
    ])
    // A stream that ended after being live reconnects at once: never "reconnecting".
    expect(connection.status()).toBe("live")
    release()
  })

  it("says 'reconnecting' while the server cannot be reached, and 'off' when it refuses", async () => {
    let calls = 0
    const statuses: string[] = []
    const connection = createLiveConnection(async (_id, signal) => {
      calls += 1
      if (calls === 1) return null
      if (calls === 2)
        return streamOf([`id: 3\nevent: ready\ndata: {}\n\n`], signal)
      return "refused"
    })
    connection.onStatus(() => statuses.push(connection.status()))
    const release = connection.hold(() => {})
    await vi.waitFor(() => expect(statuses).toEqual(["reconnecting", "live"]), {
      timeout: 3000,
    })
    release()

    const refused = createLiveConnection(async () => "refused")
    const stop = refused.hold(() => {})
    await vi.waitFor(() => expect(refused.status()).toBe("off"))
    stop()
  })
})

describe("what a change makes stale", () => {
  it("names the routes list, the route, its optimization and the dashboard for a stop", () => {
    expect(
      staleQueries("stop", {
        id: 1,
        kind: "stop",
        id_client: 1,
        id_subsidiary: 2,
        ids: { id_optimization: 5, id_route: 9 },
      })
    ).toEqual([
      ["routes", "list"],
      ["routes", "one", 9],
      ["optimizations", "one", 5],
      ["optimizations", "list"],
      ["dashboard"],
    ])
  })

  it("names a run's optimization only when the run ends, and everything on 'reset'", () => {
    const run = (status: string) => ({
      id: 1,
      kind: "run",
      id_client: 1,
      id_subsidiary: 2,
      ids: { id_run: 3, id_optimization: 5, status, seq: 4 },
    })
    expect(staleQueries("run", run("solving"))).toEqual([])
    expect(staleQueries("run", run("done"))).toEqual([
      ["optimizations", "one", 5],
    ])
    expect(staleQueries("reset", null)).toEqual([
      ["routes"],
      ["optimizations"],
      ["dashboard"],
    ])
  })

  it("refetches each query once for a burst of changes", async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, "invalidateQueries")
    const take = createInvalidator(queryClient)
    for (let id = 1; id <= 20; id++) take(stopChange(id))
    expect(invalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(invalidate).toHaveBeenCalledTimes(5)
  })

  it("reads the screen's live data again on the first 'ready' it hears, not on a resumed stream's", async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, "invalidateQueries")
    const take = createInvalidator(queryClient)
    take({ id: 7, event: "ready", data: "{}" })
    await vi.advanceTimersByTimeAsync(200)
    // A change made between the screen's first read and the stream's start: nothing names it.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      staleQueries("reset", null)
    )
    invalidate.mockClear()
    take({ id: 9, event: "ready", data: "{}" })
    await vi.advanceTimersByTimeAsync(200)
    expect(invalidate).not.toHaveBeenCalled()
  })

  it("fetches again a query whose change came while it was being fetched", async () => {
    // The route as the server has it: each completion committed adds one.
    let completed = 0
    let fetches = 0
    const queryClient = new QueryClient()
    // The route page's query, observed as the page observes it.
    const observer = new QueryObserver(queryClient, {
      queryKey: ["routes", "one", 9],
      queryFn: async () => {
        fetches++
        const seen = completed
        await new Promise((resolve) => setTimeout(resolve, 300))
        return seen
      },
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(0))
    const take = createInvalidator(queryClient)
    const completion = (id: number) => {
      completed++
      take(stopChange(id))
    }
    // One completion; the page refetches. Two more land while that fetch is under way.
    completion(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    completion(2)
    completion(3)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(3), {
      timeout: 3000,
    })
    expect(fetches).toBeGreaterThanOrEqual(3)
    unsubscribe()
  })
})
