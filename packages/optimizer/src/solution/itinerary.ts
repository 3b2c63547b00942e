import { jobCostOn } from "../model/job-vehicles.ts"
import {
  DIMS,
  matricesOf,
  type BreakData,
  type ProblemData,
} from "../model/problem-data.ts"
import { serviceStart } from "../model/windows.ts"

/** What an itinerary's visit is. */
export const VISIT = { job: 0, break: 1, reload: 2 } as const
export type VisitKind = (typeof VISIT)[keyof typeof VISIT]

/** One visit of a priced route, for the result. */
export interface Visit {
  kind: VisitKind
  /** Internal job (job), index in problem.jobs (break), -1 (reload). */
  ref: number
  location: number
  arrival: number
  start: number
  departure: number
  /** Distance and time of the drive into the visit. */
  distance: number
  travelTime: number
}

/** Why a sequence failed, for unassigned reasons. */
export const FAILURE = {
  none: 0,
  rule: 1,
  capacity: 2,
  distance: 3,
  time: 4,
} as const

/** Search nodes allowed when placing breaks, per stop of the route. */
const BREAK_NODES_PER_STOP = 8

/**
 * Prices one vehicle's sequence of jobs with the whole schedule, for routes
 * the constant-time caches cannot price (see ProblemData.rich):
 *
 * - pickup-and-delivery pairs: both on the route, the pickup first; the
 *   pickup's demand rides until its delivery;
 * - multiple trips: the load is followed stop by stop and, when the next stop
 *   would overload the vehicle, it first goes back to its depot to reload
 *   (the latest return that keeps the load within the capacity);
 * - breaks: each is taken where the driver is, after the depot or a stop,
 *   starting in one of its windows; a search over where they go finds a
 *   schedule that keeps every window and the shift, when there is one. A
 *   break is only needed when the route still runs as its last window closes.
 *
 * Costs, distances and times come from the matrices alone; breaks add no
 * travel and reloads add the drive to the depot and back.
 */
export class Itinerary {
  failure: number = FAILURE.none
  arcTotal = 0
  distance = 0
  travelTime = 0
  endTime = 0
  private readonly posStamp: Int32Array
  private readonly posOf: Int32Array
  private epoch = 0
  private reloadBefore = new Uint8Array(16)
  private takeAt = new Int32Array(17)
  private readonly cur = new Float64Array(DIMS)
  private readonly carried = new Float64Array(DIMS)
  private readonly tripMax = new Float64Array(DIMS)
  private nodes = 0
  /** The vehicle and sequence last evaluated. */
  private v = 0
  private seq: readonly number[] = []

  constructor(private readonly data: ProblemData) {
    this.posStamp = new Int32Array(data.nJobs)
    this.posOf = new Int32Array(data.nJobs)
  }

  /**
   * Prices `seq` on vehicle v: sets failure, arcTotal, distance, travelTime
   * and endTime.
   *
   * @returns whether the route keeps every rule
   */
  evaluate(v: number, seq: readonly number[]): boolean {
    const m = seq.length
    if (this.reloadBefore.length < m + 1) {
      this.reloadBefore = new Uint8Array(2 * m + 2)
      this.takeAt = new Int32Array(2 * m + 3)
    }
    this.v = v
    this.seq = seq
    this.endTime = this.data.vDeparture[v] as number
    this.arcTotal = this.distance = this.travelTime = 0
    if (!this.rulesHold(v, seq)) return this.fail(FAILURE.rule)
    if (!this.splitTrips(v, seq)) return this.fail(FAILURE.capacity)
    this.measure(v, seq)
    if (this.distance > (this.data.vMaxDistance[v] as number))
      return this.fail(FAILURE.distance)
    this.nodes = BREAK_NODES_PER_STOP * (m + 1)
    this.takeAt.fill(0)
    if (!this.schedule(0, this.data.vDeparture[v] as number, 0))
      return this.fail(FAILURE.time)
    this.failure = FAILURE.none
    return true
  }

  /** The visits of the sequence `evaluate` just accepted, with their times. */
  visits(): Visit[] {
    const { data, v, seq } = this
    const out: Visit[] = []
    const L = data.size
    const { T, D } = matricesOf(data, v)
    const breaks = data.vBreaks[v] ?? []
    let t = data.vDeparture[v] as number
    let at = data.vStart[v] as number
    let b = 0
    const drive = (
      kind: VisitKind,
      ref: number,
      to: number,
      startAt: (arrival: number) => number,
      service: number
    ): void => {
      // A break is taken where the driver is: no drive.
      const a = at * L + to
      const drives = kind !== VISIT.break
      const arrival = t + (drives ? (T[a] as number) : 0)
      const start = startAt(arrival)
      out.push({
        kind,
        ref,
        location: to,
        arrival,
        start,
        departure: start + service,
        distance: drives ? (D[a] as number) : 0,
        travelTime: drives ? (T[a] as number) : 0,
      })
      t = start + service
      at = to
    }
    const takeBreaks = (boundary: number): void => {
      for (let c = this.takeAt[boundary] as number; c > 0; c--, b++) {
        const br = breaks[b]
        if (!br) break
        drive(VISIT.break, br.job, at, (a) => breakStart(br, a), br.duration)
      }
    }
    for (let k = 0; k < seq.length; k++) {
      takeBreaks(k)
      const depot = data.vDepot[v] as number
      if (this.reloadBefore[k])
        drive(
          VISIT.reload,
          -1,
          depot,
          (a) => a,
          data.vReloadService[v] as number
        )
      const j = seq[k] as number
      drive(
        VISIT.job,
        j,
        data.loc[j] as number,
        (a) => serviceStart(data, j, a),
        data.service[j] as number
      )
    }
    takeBreaks(seq.length)
    return out
  }

  private fail(failure: number): boolean {
    this.failure = failure
    return false
  }

  /** Skills and vehicle pins, position pins, and pairs on one route in order. */
  private rulesHold(v: number, seq: readonly number[]): boolean {
    const data = this.data
    const V = data.nVehicles
    const m = seq.length
    const epoch = ++this.epoch
    for (let k = 0; k < m; k++) {
      const j = seq[k] as number
      if (!data.allowed[j * V + v]) return false
      const pin = data.pin[j] as number
      if ((pin === 1 && k !== 0) || (pin === 2 && k !== m - 1)) return false
      this.posStamp[j] = epoch
      this.posOf[j] = k
    }
    for (let k = 0; k < m; k++) {
      const j = seq[k] as number
      const p = data.partner[j] as number
      if (p < 0) continue
      if (this.posStamp[p] !== epoch) return false
      const pickupFirst = data.pickup[j]
        ? k < (this.posOf[p] as number)
        : k > (this.posOf[p] as number)
      if (!pickupFirst) return false
    }
    return true
  }

  /**
   * Follows the load stop by stop and marks where the vehicle goes back to
   * reload. Unpaired deliveries are loaded at the start of their trip, so
   * adding one raises every load since then; unpaired pickups are unloaded
   * at a reload; paired loads stay on board until their delivery.
   */
  private splitTrips(v: number, seq: readonly number[]): boolean {
    const data = this.data
    const { demand, pickup, partner, vCapacity } = data
    const cur = this.cur
    const carried = this.carried
    const tripMax = this.tripMax
    cur.fill(0)
    carried.fill(0)
    tripMax.fill(0)
    let trips = 1
    let inTrip = 0
    const maxTrips = data.vMaxTrips[v] as number
    for (let k = 0; k < seq.length; k++) {
      const j = seq[k] as number
      const paired = (partner[j] as number) >= 0
      this.reloadBefore[k] = 0
      for (let attempt = 0; ; attempt++) {
        let fits = true
        for (let d = 0; d < DIMS && fits; d++) {
          const q = demand[j * DIMS + d] as number
          const cap = vCapacity[v * DIMS + d] as number
          if (pickup[j]) fits = (cur[d] as number) + q <= cap
          else if (!paired) fits = (tripMax[d] as number) + q <= cap
        }
        if (fits) break
        if (attempt > 0 || inTrip === 0 || trips >= maxTrips) return false
        trips++
        inTrip = 0
        this.reloadBefore[k] = 1
        cur.set(carried)
        tripMax.set(carried)
      }
      for (let d = 0; d < DIMS; d++) {
        const q = demand[j * DIMS + d] as number
        if (pickup[j]) {
          cur[d] = (cur[d] as number) + q
          if (paired) carried[d] = (carried[d] as number) + q
          if ((cur[d] as number) > (tripMax[d] as number))
            tripMax[d] = cur[d] as number
        } else if (paired) {
          cur[d] = (cur[d] as number) - q
          carried[d] = (carried[d] as number) - q
        } else tripMax[d] = (tripMax[d] as number) + q
      }
      inTrip++
    }
    return true
  }

  /** Cost, distance and driving time of the stops and reloads in order. */
  private measure(v: number, seq: readonly number[]): void {
    const data = this.data
    const L = data.size
    const { T, D, C } = matricesOf(data, v)
    const depot = data.vDepot[v] as number
    const end = data.vEnd[v] as number
    const m = seq.length
    let prev = data.vStart[v] as number
    let cost = 0
    let dist = 0
    let travel = 0
    // Arcs in order: each stop (after its reload, if any), then the end.
    for (let k = 0; k <= m; k++) {
      for (let leg = this.reloadBefore[k] && k < m ? 0 : 1; leg < 2; leg++) {
        const to =
          leg === 0
            ? depot
            : k < m
              ? (data.loc[seq[k] as number] as number)
              : end
        if (to < 0) continue
        const a = prev * L + to
        cost += C[a] as number
        if (leg === 1 && k < m) cost += jobCostOn(data, seq[k] as number, v)
        dist += D[a] as number
        travel += T[a] as number
        prev = to
      }
    }
    this.arcTotal = cost
    this.distance = dist
    this.travelTime = travel
  }

  /**
   * Schedules the route from boundary k (before stop k; k = length: before
   * the end) at time t with breaks b.. still to take, and records how many
   * breaks go at each boundary. Depth-first: take the next break here first,
   * else drive on; a break whose windows have all closed fails the branch.
   */
  private schedule(k: number, t: number, b: number): boolean {
    if (--this.nodes < 0) return false
    const data = this.data
    const v = this.v
    const breaks = data.vBreaks[v] ?? []
    for (let i = b; i < breaks.length; i++) {
      const br = breaks[i]
      if (br && t > (br.ends[br.ends.length - 1] as number)) return false
    }
    // Take the next break here first when it can start at once; when it
    // would mean waiting for its window, first try driving on.
    const br = breaks[b]
    const start = br ? breakStart(br, t) : -Infinity
    const now = br !== undefined && start === t
    if (now && this.takeBreak(k, start, b)) return true
    if (this.driveOn(k, t, b)) return true
    return !now && start !== -Infinity && this.takeBreak(k, start, b)
  }

  /** Takes break b at boundary k from `start`, then schedules the rest. */
  private takeBreak(k: number, start: number, b: number): boolean {
    const br = (this.data.vBreaks[this.v] as BreakData[])[b] as BreakData
    if (!this.schedule(k, start + br.duration, b + 1)) return false
    this.takeAt[k] = (this.takeAt[k] as number) + 1
    return true
  }

  /** Leaves boundary k at t for the next stop (or the end) and schedules on. */
  private driveOn(k: number, t: number, b: number): boolean {
    const data = this.data
    const { v, seq } = this
    const breaks = data.vBreaks[v] as BreakData[]
    const L = data.size
    const { T } = matricesOf(data, v)
    const at =
      k > 0
        ? (data.loc[seq[k - 1] as number] as number)
        : (data.vStart[v] as number)
    if (k === seq.length) {
      const end = data.vEnd[v] as number
      const endTime = end >= 0 ? t + (T[at * L + end] as number) : t
      if (endTime > (data.vLatestEnd[v] as number)) return false
      for (let i = b; i < breaks.length; i++) {
        const rest = breaks[i]
        if (rest && endTime > (rest.ends[rest.ends.length - 1] as number))
          return false
      }
      this.endTime = endTime
      return true
    }
    let from = at
    let time = t
    if (this.reloadBefore[k]) {
      const depot = data.vDepot[v] as number
      time +=
        (T[from * L + depot] as number) + (data.vReloadService[v] as number)
      from = depot
    }
    const j = seq[k] as number
    const start = serviceStart(
      data,
      j,
      time + (T[from * L + (data.loc[j] as number)] as number)
    )
    if (start === -Infinity) return false
    return this.schedule(k + 1, start + (data.service[j] as number), b)
  }
}

/** When a break reached at t starts: in its first window still open. */
function breakStart(
  br: { starts: number[]; ends: number[] },
  t: number
): number {
  for (let w = 0; w < br.starts.length; w++)
    if ((br.ends[w] as number) >= t) return Math.max(t, br.starts[w] as number)
  return -Infinity
}

const itineraries = new WeakMap<ProblemData, Itinerary>()

/** The problem's shared Itinerary (its scratch arrays are reused). */
export function itineraryOf(data: ProblemData): Itinerary {
  let it = itineraries.get(data)
  if (!it) {
    it = new Itinerary(data)
    itineraries.set(data, it)
  }
  return it
}
