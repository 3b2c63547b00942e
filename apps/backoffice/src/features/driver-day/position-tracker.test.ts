import { describe, expect, it } from "vitest"

import type { PositionBatch } from "./api/driver-day.ts"
import {
  BATCH_MS,
  OFFLINE_BATCH_MS,
  createPositionTracker,
} from "./position-tracker.ts"

/** A tracker over a scripted phone and a hand-driven clock. */
function harness(online = true) {
  let clock = Date.UTC(2026, 10, 27, 9, 0, 0)
  let listener: PositionCallback | null = null
  const timers: { run: () => void; at: number }[] = []
  const batches: PositionBatch[] = []
  const remembered: PositionBatch["positions"] = []
  const watching = { options: undefined as PositionOptions | undefined }
  const tracker = createPositionTracker({
    geolocation: {
      watchPosition: (success, _error, options) => {
        listener = success
        watching.options = options
        return 1
      },
      clearWatch: () => {
        listener = null
      },
    },
    send: (batch) => batches.push(batch),
    isOnline: () => online,
    remember: (fix) => remembered.push(fix),
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { run, at: clock + ms }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1)
    },
  })
  /** The phone reports a fix `north` metres north of the start, `seconds` later. */
  const move = (seconds: number, north: number) => {
    clock += seconds * 1000
    for (const timer of timers.filter((t) => t.at <= clock)) timer.run()
    listener?.({
      timestamp: clock,
      coords: {
        latitude: 19.4 + north / 111_195,
        longitude: -99.1,
        accuracy: 5,
        speed: 3,
        heading: Number.NaN,
        altitude: null,
        altitudeAccuracy: null,
      },
    } as GeolocationPosition)
  }
  const advance = (ms: number) => {
    clock += ms
    for (const timer of timers.filter((t) => t.at <= clock)) timer.run()
  }
  return {
    tracker,
    batches,
    remembered,
    move,
    advance,
    watching,
    listening: () => listener !== null,
  }
}

describe("the position tracker", () => {
  it("watches with high accuracy and sends a batch every 10 s while standing still", () => {
    const h = harness()
    h.tracker.start(7)
    expect(h.watching.options?.enableHighAccuracy).toBe(true)
    h.move(0, 0)
    h.move(3, 1)
    h.move(3, 2)
    expect(h.batches).toEqual([])
    h.advance(BATCH_MS)
    expect(h.batches).toHaveLength(1)
    expect(h.batches[0]).toMatchObject({ id_route: 7 })
    expect(h.batches[0]!.positions).toHaveLength(3)
    // A heading the phone cannot tell (standing still) is sent as none.
    expect(h.batches[0]!.positions[0]).toMatchObject({
      heading: null,
      accuracy: 5,
    })
  })

  it("sends at once when the phone has moved 50 m, whichever comes first", () => {
    const h = harness()
    h.tracker.start(7)
    h.move(0, 0)
    h.move(2, 30)
    expect(h.batches).toHaveLength(0)
    h.move(2, 60)
    expect(h.batches).toHaveLength(1)
    expect(h.batches[0]!.positions).toHaveLength(3)
  })

  it("offline, gathers a minute per batch", () => {
    const h = harness(false)
    h.tracker.start(7)
    h.move(0, 0)
    h.move(5, 500)
    h.advance(BATCH_MS)
    expect(h.batches).toHaveLength(0)
    h.advance(OFFLINE_BATCH_MS)
    expect(h.batches).toHaveLength(1)
  })

  it("stops watching when the route ends, and sends what it gathered", () => {
    const h = harness()
    h.tracker.start(7)
    h.move(0, 0)
    h.tracker.stop()
    expect(h.listening()).toBe(false)
    expect(h.batches).toHaveLength(1)
    h.advance(BATCH_MS)
    expect(h.batches).toHaveLength(1)
  })

  it("keeps every fix as the last known position, offline too, before any batch goes", () => {
    const h = harness(false)
    h.tracker.start(7)
    h.move(0, 0)
    h.move(2, 10)
    expect(h.batches).toHaveLength(0)
    expect(h.remembered.map((fix) => fix.latitude)).toEqual([
      19.4,
      19.4 + 10 / 111_195,
    ])
  })
})
