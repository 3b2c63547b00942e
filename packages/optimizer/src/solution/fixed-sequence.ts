import type {
  TimeWindow,
  TravelMatrices,
  TravelProfile,
} from "../model/types.ts"
import { profileArrival } from "../model/travel-profile.ts"

/** One visit of a sequence given in order, as `timeSequence` reads it. */
export interface SequenceVisit {
  /** Index into the matrices. */
  location: number
  /** Seconds spent there; default 900 (15 min), as a job's. */
  service?: number
  /** When service may start, any order; none: always open. */
  timeWindows?: readonly TimeWindow[]
  /** Taken where the driver is (a break): no drive, its location is ignored. */
  inPlace?: boolean
}

/** A visit's times on the sequence's clock. */
export interface TimedVisit {
  arrival: number
  /** Seconds waited for a window to open. */
  waiting: number
  start: number
  departure: number
  /** Metres driven from the start to here. */
  distance: number
  /** Seconds after its last window closed that the visit was reached; 0 on time. */
  late: number
}

/** A sequence's times, and its whole distance and duration (the end included). */
export interface TimedSequence {
  visits: TimedVisit[]
  distance: number
  /** Seconds from the departure to the arrival at the end (or the last departure). */
  duration: number
  /** When the vehicle reaches its end, or leaves its last visit when it has none. */
  arrival: number
}

/**
 * When service starts on arriving at `arrival`: in the first window still open, after waiting for
 * it; with every window closed, at once, and how late that is.
 */
function startIn(
  windows: readonly TimeWindow[] | undefined,
  arrival: number
): { start: number; late: number } {
  if (!windows || windows.length === 0) return { start: arrival, late: 0 }
  const sorted = [...windows].sort((a, b) => a[0] - b[0])
  const open = sorted.find(([, end]) => end >= arrival)
  if (open) return { start: Math.max(arrival, open[0]), late: 0 }
  const closed = Math.max(...sorted.map(([, end]) => end))
  return { start: arrival, late: arrival - closed }
}

/**
 * Times a sequence kept as it is (a planner's hand-made order): drives leg by leg, waits for a
 * window that has not opened yet, and, where every window has closed, serves at once and reports
 * the breach instead of refusing the sequence as the solver does.
 *
 * @param matrices - durations (s) and distances (m) between the locations, row-major
 * @param route - the start location, the departure time, and the end location (null: the
 *   route ends at its last visit)
 * @param visits - the visits in order
 * @param profile - time-dependent travel (the problem's travelProfile), if any
 * @returns each visit's arrival, waiting, service start, departure, distance so far and lateness,
 *   and the whole distance and duration
 */
export function timeSequence(
  matrices: TravelMatrices,
  route: { start: number; departure: number; end: number | null },
  visits: readonly SequenceVisit[],
  profile?: TravelProfile
): TimedSequence {
  const { size, durations, distances } = matrices
  let at = route.start
  let t = route.departure
  let distance = 0
  const drive = (to: number) => {
    const arc = at * size + to
    const base = durations[arc] as number
    distance += distances[arc] as number
    t = profile ? profileArrival(profile, at, base, t) : t + base
    at = to
  }
  const timed = visits.map((visit): TimedVisit => {
    if (!visit.inPlace) drive(visit.location)
    const arrival = t
    const { start, late } = startIn(visit.timeWindows, arrival)
    t = start + (visit.service ?? 900)
    return {
      arrival,
      waiting: start - arrival,
      start,
      departure: t,
      distance,
      late,
    }
  })
  if (route.end !== null) drive(route.end)
  return {
    visits: timed,
    distance,
    duration: t - route.departure,
    arrival: t,
  }
}
