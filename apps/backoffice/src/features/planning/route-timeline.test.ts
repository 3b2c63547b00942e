import { describe, expect, it } from "vitest"

import {
  at,
  lateRoute,
  notOptimizedRoute,
  onTimeRoute,
  plannedRoute,
  plannedStop,
  waitingRoute,
} from "./components/workspace-fixtures.ts"
import {
  hourTicks,
  lateMinutes,
  positionOf,
  routeTimeline,
} from "./route-timeline.ts"

const available = (route: Parameters<typeof routeTimeline>[0]) => {
  const timeline = routeTimeline(route)
  if (!timeline.available) throw new Error("no timeline")
  return timeline
}

describe("routeTimeline", () => {
  it("spans the day from leaving the depot to coming back", () => {
    const timeline = available(onTimeRoute)
    expect(timeline.start).toBe(Date.parse(at("08:00")))
    expect(timeline.end).toBe(Date.parse(at("10:10")))
    expect(timeline.depot).toBe("Acme Centro Depot")
    expect(timeline.visits.map((v) => v.leaves)).toEqual(
      ["08:00", "08:40", "09:10"].map((hhmm) => Date.parse(at(hhmm)))
    )
  })

  it("waits when the car arrives before the window opens", () => {
    const visit = available(waitingRoute).visits[1]!
    expect(visit.arrival).toBe(Date.parse(at("09:10")))
    expect(visit.waiting).toBe(20)
    expect(visit.serviceStart).toBe(Date.parse(at("09:30")))
    expect(visit.serviceEnd).toBe(Date.parse(at("09:45")))
    expect(visit.breach).toBeNull()
  })

  it("flags a stop reached after its window closed, by how many minutes", () => {
    const visit = available(lateRoute).visits[2]!
    expect(visit.breach).toEqual({ kind: "late", minutes: 12 })
    expect(visit.waiting).toBe(0)
    expect(visit.serviceStart).toBe(visit.arrival)
  })

  it("has no breach and no waiting for a stop without a window", () => {
    const visit = available(onTimeRoute).visits[1]!
    expect(visit.window).toBeNull()
    expect(visit.breach).toBeNull()
    expect(visit.waiting).toBe(0)
  })

  it("has no breach for a stop inside its window", () => {
    expect(available(onTimeRoute).visits.map((v) => v.breach)).toEqual([
      null,
      null,
      null,
    ])
  })

  it("serves a stop without a planned departure for its duration", () => {
    const stop = { ...plannedStop(1, "08:20", "08:20"), departure: null }
    const visit = available(plannedRoute([stop], "09:00")).visits[0]!
    expect(visit.serviceEnd - visit.serviceStart).toBe(15 * 60_000)
  })

  it("is not available for a route not optimized since a stop was added", () => {
    expect(routeTimeline(notOptimizedRoute)).toEqual({
      available: false,
      reason: "not_optimized",
    })
  })

  it("is not available for a route without stops", () => {
    expect(routeTimeline({ ...onTimeRoute, stops: [] })).toEqual({
      available: false,
      reason: "no_stops",
    })
  })
})

describe("lateMinutes", () => {
  it.each([
    [
      "after the window closed",
      "2026-11-25T10:07:00Z",
      "2026-11-25T10:00:00Z",
      7,
    ],
    [
      "seconds after it closed, as a whole minute",
      "2026-11-25T10:00:20Z",
      "2026-11-25T10:00:00Z",
      1,
    ],
    ["as it closes", "2026-11-25T10:00:00Z", "2026-11-25T10:00:00Z", null],
    ["before it closes", "2026-11-25T09:00:00Z", "2026-11-25T10:00:00Z", null],
    ["with no window end", "2026-11-25T09:00:00Z", null, null],
    ["with no planned arrival", null, "2026-11-25T10:00:00Z", null],
  ])("a stop reached %s is late by %s minutes", (_, eta, end, minutes) => {
    expect(lateMinutes({ eta, time_window_end: end })).toBe(minutes)
  })
})

describe("hourTicks", () => {
  it("ticks every whole hour of a short day", () => {
    expect(hourTicks(Date.parse(at("07:30")), Date.parse(at("10:00")))).toEqual(
      ["08:00", "09:00", "10:00"].map((hhmm) => Date.parse(at(hhmm)))
    )
  })

  it("ticks every other hour of a long day", () => {
    const ticks = hourTicks(Date.parse(at("06:00")), Date.parse(at("22:00")))
    expect(ticks).toHaveLength(9)
    expect(ticks[1]! - ticks[0]!).toBe(2 * 3_600_000)
  })
})

describe("positionOf", () => {
  it("places a moment between 0 and 1, clamped", () => {
    const span = { start: 0, end: 100 }
    expect(positionOf(span, 25)).toBe(0.25)
    expect(positionOf(span, -5)).toBe(0)
    expect(positionOf(span, 150)).toBe(1)
  })
})
