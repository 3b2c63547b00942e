// A route's day as a timeline: when the car drives, waits for a time window, serves each stop,
// and where it breaks a window. Times are milliseconds since the epoch, so they scale directly.
import type { Stop } from "./api/routes.ts"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** At most this many hour ticks along the axis, so their labels never overlap. */
const MOST_TICKS = 8

/** What the timeline reads of a stop. */
export type TimelineStop = Pick<
  Stop,
  | "id_stop"
  | "name"
  | "address"
  | "order"
  | "eta"
  | "departure"
  | "stop_duration"
  | "time_window_start"
  | "time_window_end"
>

/** What the timeline reads of a route: its start, planned duration (seconds) and stops. */
export interface TimelineRoute {
  start_date: string | null
  duration: number | null
  depot: { name: string } | null
  stops: TimelineStop[]
}

/** One stop of the timeline, from the moment the car leaves the place before it. */
export interface TimelineVisit {
  id_stop: number
  /** 1 for the route's first stop. */
  position: number
  name: string
  /** The car leaves the depot or the stop before. */
  leaves: number
  arrival: number
  /** Minutes between arriving early and the time window opening. */
  waiting: number
  serviceStart: number
  serviceEnd: number
  window: { start: number | null; end: number | null } | null
  /** Arriving after the window closed; arriving before it opens is waiting, not a breach. */
  breach: { kind: "late"; minutes: number } | null
}

export type RouteTimeline =
  | { available: false; reason: "no_stops" | "not_optimized" }
  | {
      available: true
      depot: string | null
      /** The car leaves the depot. */
      start: number
      /** The car is back (or, ending at its last stop, leaves it). */
      end: number
      visits: TimelineVisit[]
      /** Whole hours between start and end, for the axis. */
      ticks: number[]
    }

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso))

/**
 * Minutes after its window closed that the car is planned to reach a stop (at least 1), or null
 * when it is on time, has no window end or no planned arrival. Arriving before the window opens
 * is waiting, not a breach.
 */
export function lateMinutes(
  stop: Pick<Stop, "eta" | "time_window_end">
): number | null {
  const arrival = time(stop.eta)
  const closes = time(stop.time_window_end)
  if (arrival === null || closes === null || arrival <= closes) return null
  return Math.max(1, Math.round((arrival - closes) / MINUTE))
}

/**
 * The timeline of a route as it is planned (by a run, or re-timed after a hand change): each
 * stop's arrival, waiting, service and breach, and the span of the day. A route with a stop
 * without an arrival time has not been timed since: it has no timeline.
 */
export function routeTimeline(route: TimelineRoute): RouteTimeline {
  if (route.stops.length === 0) return { available: false, reason: "no_stops" }
  if (route.stops.some((stop) => stop.eta === null))
    return { available: false, reason: "not_optimized" }
  const stops = [...route.stops].sort(
    (a, b) =>
      (a.order ?? 0) - (b.order ?? 0) || Date.parse(a.eta!) - Date.parse(b.eta!)
  )
  const start = time(route.start_date) ?? Date.parse(stops[0]!.eta!)
  let leaves = start
  const visits = stops.map((stop, index): TimelineVisit => {
    const arrival = Date.parse(stop.eta!)
    const opens = time(stop.time_window_start)
    const closes = time(stop.time_window_end)
    const late = lateMinutes(stop)
    const serviceStart =
      late === null && opens !== null && opens > arrival ? opens : arrival
    const planned = time(stop.departure)
    const serviceEnd =
      planned !== null && planned >= serviceStart
        ? planned
        : serviceStart + stop.stop_duration * MINUTE
    const visit: TimelineVisit = {
      id_stop: stop.id_stop,
      position: index + 1,
      name: stop.name || stop.address,
      leaves,
      arrival,
      waiting: Math.round((serviceStart - arrival) / MINUTE),
      serviceStart,
      serviceEnd,
      window:
        opens === null && closes === null
          ? null
          : { start: opens, end: closes },
      breach: late === null ? null : { kind: "late", minutes: late },
    }
    leaves = serviceEnd
    return visit
  })
  const back =
    route.start_date !== null && route.duration !== null
      ? start + route.duration * 1000
      : leaves
  const end = Math.max(back, leaves, start + MINUTE)
  return {
    available: true,
    depot: route.depot?.name ?? null,
    start,
    end,
    visits,
    ticks: hourTicks(start, end),
  }
}

/** Whole hours (of the browser's clock) from `start` to `end`, at most MOST_TICKS of them. */
export function hourTicks(start: number, end: number): number[] {
  const step = Math.max(1, Math.ceil((end - start) / HOUR / MOST_TICKS)) * HOUR
  const first = new Date(start)
  first.setMinutes(0, 0, 0)
  let at = first.getTime() < start ? first.getTime() + HOUR : first.getTime()
  const ticks: number[] = []
  for (; at <= end; at += step) ticks.push(at)
  return ticks
}

/** Where a moment falls along the timeline, from 0 (start) to 1 (end), clamped. */
export const positionOf = (
  timeline: { start: number; end: number },
  at: number
) =>
  Math.min(
    1,
    Math.max(0, (at - timeline.start) / (timeline.end - timeline.start))
  )
