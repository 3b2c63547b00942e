import { describe, expect, it } from "vitest"

import type { OutboxItem } from "./outbox.ts"
import {
  RETRY_CAP_MS,
  createOutboxSender,
  retryDelay,
} from "./outbox-sender.ts"
import type { SendOutcome } from "./outbox-sender.ts"

const completion = (seq: number): OutboxItem => ({
  seq,
  id_user: 7,
  queued: "2026-11-25T15:30:00Z",
  attachments: [],
  kind: "complete",
  id_stop: 100 + seq,
  body: {
    key: `key-${seq}`,
    visit_time: "2026-11-25T15:30:00Z",
    failed: false,
    note: "",
  },
})

/** A sender over an in-memory queue, a scripted server and a hand-driven clock. */
function harness(
  items: OutboxItem[],
  answer: (item: OutboxItem) => SendOutcome = () => ({ kind: "sent" })
) {
  const queue = [...items]
  const sent: string[] = []
  const timers: { run: () => void; ms: number }[] = []
  const refused: string[] = []
  /** The actions taken off the queue, and whether the server took each. */
  const removed: [number, boolean][] = []
  const state = { online: true, delivered: 0, random: 1 }
  const sender = createOutboxSender({
    pending: async () => [...queue],
    remove: async (seq, delivered) => {
      removed.push([seq, delivered])
      queue.splice(
        queue.findIndex((item) => item.seq === seq),
        1
      )
    },
    send: async (item) => {
      sent.push(
        "body" in item && "key" in item.body ? item.body.key : item.kind
      )
      return answer(item)
    },
    isOnline: () => state.online,
    onChange: () => {},
    onRefused: (_item, message) => refused.push(message),
    onDelivered: () => state.delivered++,
    random: () => state.random,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
  })
  /** Fires the retry timer set last, as the clock would once its time has come. */
  const tick = async () => {
    const timer = timers.at(-1)!
    timer.run()
    await sender.flush()
    return timer.ms
  }
  return { sender, queue, sent, timers, refused, removed, state, tick }
}

describe("the retry delay", () => {
  it("doubles with each failure, from one second", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000,
    ])
  })

  it("starts from 8 s when the request could not leave the phone", () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, () => 1, 8_000))).toEqual([
      8_000, 16_000, 32_000, 60_000,
    ])
  })

  it("is jittered between half and all of the step", () => {
    expect(retryDelay(4, () => 0)).toBe(4_000)
    expect(retryDelay(4, () => 0.5)).toBe(6_000)
    expect(retryDelay(4, () => 0.999)).toBe(7_996)
  })

  it.each([7, 8, 20, 1_000])(
    "never waits more than 60 s (after %i failures)",
    (failures) => {
      expect(retryDelay(failures, () => 1)).toBe(RETRY_CAP_MS)
      expect(retryDelay(failures, () => 0)).toBe(RETRY_CAP_MS / 2)
    }
  )
})

describe("the queue's sender", () => {
  it("sends the queue in the order it was made, each once, and empties it", async () => {
    const h = harness([completion(1), completion(2), completion(3)])
    await h.sender.flush()
    expect(h.sent).toEqual(["key-1", "key-2", "key-3"])
    expect(h.queue).toEqual([])
    expect(h.state.delivered).toBe(1)
    await h.sender.flush()
    expect(h.sent).toHaveLength(3)
  })

  it("sends nothing while the device is offline, however often it is asked", async () => {
    const h = harness([completion(1), completion(2), completion(3)])
    h.state.online = false
    for (let i = 0; i < 1_000; i++) await h.sender.flush()
    await h.sender.reconnected()
    expect(h.sent).toEqual([])
    expect(h.timers).toEqual([])
    expect(h.queue).toHaveLength(3)
  })

  it("stops at the first action that finds no connection, so none overtakes it", async () => {
    const h = harness([completion(1), completion(2)], () => ({
      kind: "offline",
    }))
    await h.sender.flush()
    expect(h.sent).toEqual(["key-1"])
    expect(h.queue.map((item) => item.seq)).toEqual([1, 2])
  })

  it("retries a failing server with exponential backoff, capped at 60 s, and no sooner", async () => {
    let up = false
    const h = harness([completion(1)], () =>
      up ? { kind: "sent" } : { kind: "busy" }
    )
    await h.sender.flush()
    const delays: number[] = []
    for (let i = 0; i < 9; i++) {
      // Asked again meanwhile (a new action, a render): the timer decides, not the caller.
      await h.sender.flush()
      expect(h.sent).toHaveLength(i + 1)
      delays.push(await h.tick())
    }
    expect(delays).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ])
    up = true
    await h.tick()
    expect(h.queue).toEqual([])
    expect(h.sender.failures).toBe(0)
  })

  it.each([0, 0.5, 1])(
    "makes at most 3 requests in 20 s when the phone believes it is online but has no network (jitter %f)",
    async (random) => {
      const h = harness([completion(1), completion(2), completion(3)], () => ({
        kind: "offline",
      }))
      h.state.random = random
      await h.sender.flush()
      let elapsed = 0
      while (elapsed + h.timers.at(-1)!.ms <= 20_000) elapsed += await h.tick()
      expect(h.sent.length).toBeLessThanOrEqual(3)
      // Always the first action: none overtakes it.
      expect(new Set(h.sent)).toEqual(new Set(["key-1"]))
    }
  )

  it("starts again from a short delay when the connection comes back", async () => {
    const h = harness([completion(1)], () => ({ kind: "offline" }))
    await h.sender.flush()
    for (let i = 0; i < 5; i++) await h.tick()
    expect(h.timers.at(-1)!.ms).toBe(RETRY_CAP_MS)
    expect(h.sender.failures).toBe(6)
    await h.sender.reconnected()
    expect(h.sent).toHaveLength(7)
    expect(h.timers.at(-1)!.ms).toBe(8_000)
  })

  it("drops an action the server refuses for good, says why, and goes on", async () => {
    const h = harness([completion(1), completion(2)], (item) =>
      item.seq === 1
        ? { kind: "refused", message: "Stop not found." }
        : { kind: "sent" }
    )
    await h.sender.flush()
    expect(h.refused).toEqual(["Stop not found."])
    expect(h.sent).toEqual(["key-1", "key-2"])
    expect(h.queue).toEqual([])
    // The refused action is not delivered: the day on the phone must not show it.
    expect(h.removed).toEqual([
      [1, false],
      [2, true],
    ])
  })

  it("sends an action queued during a round in the same go", async () => {
    const h = harness([completion(1)])
    const first = h.sender.flush()
    h.queue.push(completion(2))
    await h.sender.flush()
    await first
    expect(h.sent).toEqual(["key-1", "key-2"])
  })

  it("sends nothing once stopped", async () => {
    const h = harness([completion(1)])
    h.sender.stop()
    await h.sender.flush()
    expect(h.sent).toEqual([])
  })
})
