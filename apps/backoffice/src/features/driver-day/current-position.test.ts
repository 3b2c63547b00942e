import { beforeEach, describe, expect, it, vi } from "vitest"

import {
  LAST_KNOWN_MAX_AGE_MS,
  currentPosition,
  lastKnownPosition,
  rememberPosition,
} from "./current-position.ts"

const HERE = { latitude: 19.4326, longitude: -99.1332 }

/** A phone whose `getCurrentPosition` answers a fix, fails, or never answers. */
function phone(answer: "fix" | "error" | "silent") {
  return {
    getCurrentPosition: (
      success: PositionCallback,
      failure?: PositionErrorCallback | null
    ) => {
      if (answer === "fix")
        success({
          timestamp: Date.now(),
          coords: { ...HERE, accuracy: 8 },
        } as GeolocationPosition)
      if (answer === "error")
        failure?.({
          code: 2,
          message: "unavailable",
        } as GeolocationPositionError)
    },
  } as unknown as Geolocation
}

beforeEach(() => {
  localStorage.clear()
  vi.useRealTimers()
})

describe("where the phone is for an arrival", () => {
  it("answers the phone's fix and keeps it as the last known", async () => {
    expect(await currentPosition(phone("fix"))).toEqual({
      ...HERE,
      accuracy: 8,
    })
    expect(lastKnownPosition()).toEqual({ ...HERE, accuracy: 8 })
  })

  it("falls back on the last known position when the phone cannot tell", async () => {
    rememberPosition(HERE, Date.now() - 5_000)
    expect(await currentPosition(phone("error"))).toEqual(HERE)
    expect(await currentPosition(undefined)).toEqual(HERE)
  })

  it("falls back on it when the phone never answers (a prompt left open), after the timeout", async () => {
    vi.useFakeTimers()
    rememberPosition(HERE, Date.now())
    const asked = currentPosition(phone("silent"), 8_000)
    await vi.advanceTimersByTimeAsync(9_000)
    expect(await asked).toEqual(HERE)
  })

  it("answers null only without any fix, or with one over an hour old", async () => {
    expect(await currentPosition(phone("error"))).toBeNull()
    rememberPosition(HERE, Date.now() - LAST_KNOWN_MAX_AGE_MS - 1_000)
    expect(await currentPosition(phone("error"))).toBeNull()
  })

  it("keeps the latest fix when they come out of order, across a reload (localStorage)", () => {
    const now = Date.now()
    rememberPosition(HERE, now)
    rememberPosition({ latitude: 1, longitude: 2 }, now - 10_000)
    expect(lastKnownPosition(now)).toEqual(HERE)
  })
})
