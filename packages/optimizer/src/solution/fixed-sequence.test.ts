import { describe, expect, it } from "vitest"

import { timeSequence } from "./fixed-sequence.ts"

/** A depot (0) and two stops: 10 min and 1 km out, 5 min and 500 m between them, 15 min back. */
const line = {
  size: 3,
  durations: [0, 600, 900, 600, 0, 300, 900, 300, 0],
  distances: [0, 1000, 1500, 1000, 0, 500, 1500, 500, 0],
}

describe("timeSequence", () => {
  /** Without windows, each visit follows the last: drive, serve, drive on, and back. */
  it("drives, serves and returns in the given order", () => {
    const timed = timeSequence(line, { start: 0, departure: 1000, end: 0 }, [
      { location: 1, service: 60 },
      { location: 2 },
    ])
    expect(timed.visits).toEqual([
      {
        arrival: 1600,
        waiting: 0,
        start: 1600,
        departure: 1660,
        distance: 1000,
        late: 0,
      },
      {
        arrival: 1960,
        waiting: 0,
        start: 1960,
        departure: 2860,
        distance: 1500,
        late: 0,
      },
    ])
    expect(timed).toMatchObject({
      distance: 3000,
      duration: 2760,
      arrival: 3760,
    })
  })

  /** An early arrival waits for its window; one after every window closed is served late. */
  it("waits for a window and reports a missed one instead of refusing", () => {
    const timed = timeSequence(line, { start: 0, departure: 0, end: null }, [
      { location: 2, service: 100, timeWindows: [[2000, 3000]] },
      {
        location: 1,
        service: 100,
        timeWindows: [
          [500, 1000],
          [0, 200],
        ],
      },
    ])
    expect(timed.visits.map((v) => [v.waiting, v.start, v.late])).toEqual([
      [1100, 2000, 0],
      [0, 2400, 1400],
    ])
    // Ending at the last stop: the duration stops at its departure.
    expect(timed).toMatchObject({ distance: 2000, duration: 2500 })
  })

  /** A break is taken where the driver is: no drive, no distance. */
  it("takes an in-place visit without driving", () => {
    const timed = timeSequence(line, { start: 0, departure: 0, end: 0 }, [
      { location: 1, service: 0 },
      { location: 2, service: 300, inPlace: true },
    ])
    expect(timed.visits[1]).toMatchObject({
      arrival: 600,
      departure: 900,
      distance: 1000,
    })
    expect(timed.distance).toBe(2000)
  })
})
