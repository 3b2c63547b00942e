import { DIMS, type ProblemData } from "../model/problem-data.ts"
import { routeCost } from "../solution/route.ts"
import { jobCostOn, jobCostSwitch } from "../model/job-vehicles.ts"

/**
 * Route data for the penalised search, by segment concatenation (Vidal et
 * al. 2013; PyVRP's DurationSegment and LoadSegment). A duration segment of
 * a stretch of a route is its duration (travel, service and waiting), its
 * time warp (the lateness that service starting at each window's end turns
 * into a backwards jump in time), and the earliest and latest start of its
 * first service that give that duration and time warp. Two segments
 * concatenate in constant time over the arc between them, whatever the
 * matrix (asymmetric ones included). A load segment is the stretch's demand
 * per dimension (every job of a penalisable problem is loaded at the start).
 *
 * Every route caches the segments of each prefix (start, then its first k
 * stops) and each suffix (stops k to the end, without the end), with their
 * distance and objective arc cost, so that a move's new routes are priced
 * from a prefix, a few moved stops and a suffix in constant time.
 */

/** Penalty weights of a unit of time warp, excess load and excess distance. */
export interface Weights {
  warp: number
  load: number
  distance: number
}

/** Segments of a route's stretches, one per index: duration data, distance, cost, load. */
export class Segments {
  dur = new Float64Array(8)
  warp = new Float64Array(8)
  early = new Float64Array(8)
  late = new Float64Array(8)
  dist = new Float64Array(8)
  cost = new Float64Array(8)
  /**
   * Prefixes only: the cost of the arcs between stops 0..k-1 walked
   * backwards (stop k-1 to stop 0), so that a reversed stretch's arcs cost
   * a subtraction, as a forward one does from `cost`.
   */
  back = new Float64Array(8)
  load = new Float64Array(8 * DIMS)

  /** Copies the first n entries of another's. */
  copyFrom(other: Segments, n: number): void {
    this.dur.set(other.dur.subarray(0, n))
    this.warp.set(other.warp.subarray(0, n))
    this.early.set(other.early.subarray(0, n))
    this.late.set(other.late.subarray(0, n))
    this.dist.set(other.dist.subarray(0, n))
    this.cost.set(other.cost.subarray(0, n))
    this.back.set(other.back.subarray(0, n))
    this.load.set(other.load.subarray(0, n * DIMS))
  }

  grow(c: number): void {
    this.dur = new Float64Array(c)
    this.warp = new Float64Array(c)
    this.early = new Float64Array(c)
    this.late = new Float64Array(c)
    this.dist = new Float64Array(c)
    this.cost = new Float64Array(c)
    this.back = new Float64Array(c)
    this.load = new Float64Array(c * DIMS)
  }
}

/** One route's cached prefix and suffix segments. */
export class RouteCache {
  seq: number[] = []
  /** Prefix k: the start and stops 0..k-1 (k = 0..m). */
  readonly pre = new Segments()
  /** Suffix k: stops k..m-1 (k = m: empty). */
  readonly suf = new Segments()
  /** Penalised cost of the route under the weights it was priced with. */
  cost = 0
  /** Objective cost (routeCost), time warp, excess load and distance. */
  objective = 0
  warp = 0
  excessLoad = 0
  excessDistance = 0

  /** Same stamp, same stops and segments (IlsState.copyFrom skips it). */
  stamp = 0

  constructor(readonly v: number) {}

  /** Takes another route's cached data (its stops are set by the caller). */
  copyFrom(other: RouteCache): void {
    const n = other.seq.length + 1
    this.grow(n - 1)
    this.pre.copyFrom(other.pre, n)
    this.suf.copyFrom(other.suf, n)
    this.cost = other.cost
    this.objective = other.objective
    this.warp = other.warp
    this.excessLoad = other.excessLoad
    this.excessDistance = other.excessDistance
    this.stamp = other.stamp
  }

  grow(m: number): void {
    const n = m + 1
    if (this.pre.dur.length >= n) return
    let c = this.pre.dur.length
    while (c < n) c *= 2
    this.pre.grow(c)
    this.suf.grow(c)
  }
}

/**
 * A running concatenation of segments into one route of vehicle `v`: start
 * with a prefix, append stops, ranges and a suffix, then `finish` prices it.
 */
export class Concat {
  dur = 0
  warp = 0
  early = 0
  late = 0
  dist = 0
  cost = 0
  load = new Float64Array(DIMS)
  stops = 0
  /** Location of the last stop so far (the start when none). */
  last = 0
  v = 0
  private T: Int32Array
  private D: Int32Array
  private C: Int32Array
  private readonly L: number

  constructor(private readonly data: ProblemData) {
    this.L = data.size
    this.T = data.durations[0] as Int32Array
    this.D = data.distances[0] as Int32Array
    this.C = data.costs[0] as Int32Array
  }

  /** Starts vehicle v's empty route: at its start, at its departure. */
  start(v: number): void {
    const data = this.data
    const prof = data.vProfile[v] as number
    this.v = v
    this.T = data.durations[prof] as Int32Array
    this.D = data.distances[prof] as Int32Array
    this.C = data.costs[prof] as Int32Array
    this.dur = this.warp = this.dist = this.cost = 0
    this.early = this.late = data.vDeparture[v] as number
    this.load.fill(0)
    this.stops = 0
    this.last = data.vStart[v] as number
  }

  /** Starts vehicle v's route with the first k stops of `route`. */
  prefix(v: number, route: RouteCache, k: number): void {
    this.start(v)
    if (route.v !== v || k === 0) {
      for (let i = 0; i < k; i++) this.job(route.seq[i] as number)
      return
    }
    this.dur = route.pre.dur[k] as number
    this.warp = route.pre.warp[k] as number
    this.early = route.pre.early[k] as number
    this.late = route.pre.late[k] as number
    this.dist = route.pre.dist[k] as number
    this.cost = route.pre.cost[k] as number
    for (let d = 0; d < DIMS; d++)
      this.load[d] = route.pre.load[k * DIMS + d] as number
    this.stops = k
    this.last = this.data.loc[route.seq[k - 1] as number] as number
  }

  /** Appends job j. */
  job(j: number): void {
    const data = this.data
    const l = data.loc[j] as number
    const a = this.last * this.L + l
    const w = data.twOffset[j] as number
    this.merge(
      this.T[a] as number,
      data.service[j] as number,
      0,
      data.twStart[w] as number,
      data.twEnd[w] as number
    )
    this.dist += this.D[a] as number
    this.cost += (this.C[a] as number) + jobCostOn(data, j, this.v)
    for (let d = 0; d < DIMS; d++)
      this.load[d] =
        (this.load[d] as number) + (data.demand[j * DIMS + d] as number)
    this.stops++
    this.last = l
  }

  /** Appends stops from..to of `route` (inclusive), backwards when from > to. */
  range(route: RouteCache, from: number, to: number): void {
    const step = from <= to ? 1 : -1
    for (let i = from; i !== to + step; i += step)
      this.job(route.seq[i] as number)
  }

  /**
   * Appends stops k.. of `route`; its cached segment when the route shares
   * this vehicle's matrices, stop by stop otherwise.
   */
  suffix(route: RouteCache, k: number): void {
    const m = route.seq.length
    if (k >= m) return
    const data = this.data
    if (data.vProfile[route.v] !== data.vProfile[this.v]) {
      this.range(route, k, m - 1)
      return
    }
    const first = data.loc[route.seq[k] as number] as number
    const a = this.last * this.L + first
    this.merge(
      this.T[a] as number,
      route.suf.dur[k] as number,
      route.suf.warp[k] as number,
      route.suf.early[k] as number,
      route.suf.late[k] as number
    )
    this.dist += (this.D[a] as number) + (route.suf.dist[k] as number)
    // The suffix's cost carries its jobs' added costs on its own vehicle.
    this.cost +=
      (this.C[a] as number) +
      (route.suf.cost[k] as number) +
      jobCostOn(data, route.seq[k] as number, this.v) +
      jobCostSwitch(data, route.seq, k + 1, route.v, this.v)
    for (let d = 0; d < DIMS; d++)
      this.load[d] =
        (this.load[d] as number) + (route.suf.load[k * DIMS + d] as number)
    this.stops += m - k
    const lastJob = route.seq[m - 1] as number
    this.last = data.loc[lastJob] as number
  }

  /**
   * Concatenates a segment (duration, warp, earliest and latest start)
   * reached over an arc of `travel` seconds.
   */
  private merge(
    travel: number,
    dur: number,
    warp: number,
    early: number,
    late: number
  ): void {
    const delta = this.dur - this.warp + travel
    const wait = Math.max(early - delta - this.late, 0)
    const lateBy = Math.max(this.early + delta - late, 0)
    this.early = Math.max(early - delta, this.early) - wait
    this.late = Math.min(late - delta, this.late) + lateBy
    this.dur += dur + travel + wait
    this.warp += warp + lateBy
  }

  /** The end of the route: the arc to v's end and its latest arrival. */
  close(): void {
    const data = this.data
    const v = this.v
    const end = data.vEnd[v] as number
    const travel = end >= 0 ? (this.T[this.last * this.L + end] as number) : 0
    if (end >= 0 && this.stops > 0) {
      this.dist += this.D[this.last * this.L + end] as number
      this.cost += this.C[this.last * this.L + end] as number
    }
    this.merge(travel, 0, 0, -Infinity, data.vLatestEnd[v] as number)
  }

  excessLoad(): number {
    const cap = this.data.vCapacity
    let e = 0
    for (let d = 0; d < DIMS; d++) {
      const over = (this.load[d] as number) - (cap[this.v * DIMS + d] as number)
      if (over > 0) e += over
    }
    return e
  }

  excessDistance(): number {
    return Math.max(0, this.dist - (this.data.vMaxDistance[this.v] as number))
  }

  /** Closes the route and returns its penalised cost (0 when empty). */
  finish(w: Weights): number {
    if (this.stops === 0) return 0
    this.close()
    return (
      routeCost(this.data, this.v, this.cost, this.stops) +
      w.warp * this.warp +
      w.load * this.excessLoad() +
      w.distance * this.excessDistance()
    )
  }
}

/** Recomputes a route's prefix and suffix segments and its cost. */
export function refresh(
  data: ProblemData,
  route: RouteCache,
  concat: Concat,
  w: Weights
): void {
  const seq = route.seq
  const m = seq.length
  route.grow(m)
  const v = route.v
  // Prefixes: concatenate job by job and record.
  concat.start(v)
  const record = (k: number): void => {
    route.pre.dur[k] = concat.dur
    route.pre.warp[k] = concat.warp
    route.pre.early[k] = concat.early
    route.pre.late[k] = concat.late
    route.pre.dist[k] = concat.dist
    route.pre.cost[k] = concat.cost
    for (let d = 0; d < DIMS; d++)
      route.pre.load[k * DIMS + d] = concat.load[d] as number
  }
  record(0)
  for (let k = 0; k < m; k++) {
    concat.job(seq[k] as number)
    record(k + 1)
  }
  const prof = data.vProfile[v] as number
  const T = data.durations[prof] as Int32Array
  const D = data.distances[prof] as Int32Array
  const C = data.costs[prof] as Int32Array
  const L = data.size
  route.pre.back[0] = 0
  if (m > 0) route.pre.back[1] = 0
  for (let k = 2; k <= m; k++)
    route.pre.back[k] =
      (route.pre.back[k - 1] as number) +
      (C[
        (data.loc[seq[k - 1] as number] as number) * L +
          (data.loc[seq[k - 2] as number] as number)
      ] as number) +
      jobCostOn(data, seq[k - 2] as number, v)
  // Suffixes: a job's own segment merged in front of the next suffix.
  route.suf.dur[m] =
    route.suf.warp[m] =
    route.suf.dist[m] =
    route.suf.cost[m] =
      0
  route.suf.early[m] = -Infinity
  route.suf.late[m] = Infinity
  for (let d = 0; d < DIMS; d++) route.suf.load[m * DIMS + d] = 0
  for (let k = m - 1; k >= 0; k--) {
    const j = seq[k] as number
    const w0 = data.twOffset[j] as number
    const early = data.twStart[w0] as number
    const late = data.twEnd[w0] as number
    const service = data.service[j] as number
    for (let d = 0; d < DIMS; d++)
      route.suf.load[k * DIMS + d] =
        (route.suf.load[(k + 1) * DIMS + d] as number) +
        (data.demand[j * DIMS + d] as number)
    if (k === m - 1) {
      route.suf.dur[k] = service
      route.suf.warp[k] = 0
      route.suf.early[k] = early
      route.suf.late[k] = late
      route.suf.dist[k] = 0
      route.suf.cost[k] = 0
      continue
    }
    const a =
      (data.loc[j] as number) * L + (data.loc[seq[k + 1] as number] as number)
    const travel = T[a] as number
    // Merge (job j) with suffix k + 1.
    const delta = service + travel
    const bEarly = route.suf.early[k + 1] as number
    const bLate = route.suf.late[k + 1] as number
    const wait = Math.max(bEarly - delta - late, 0)
    const lateBy = Math.max(early + delta - bLate, 0)
    route.suf.early[k] = Math.max(bEarly - delta, early) - wait
    route.suf.late[k] = Math.min(bLate - delta, late) + lateBy
    route.suf.dur[k] =
      service + (route.suf.dur[k + 1] as number) + travel + wait
    route.suf.warp[k] = (route.suf.warp[k + 1] as number) + lateBy
    route.suf.dist[k] = (route.suf.dist[k + 1] as number) + (D[a] as number)
    route.suf.cost[k] =
      (route.suf.cost[k + 1] as number) +
      (C[a] as number) +
      jobCostOn(data, seq[k + 1] as number, v)
  }
  reprice(data, route, concat, w)
}

/** Prices a refreshed route under the weights `w`. */
export function reprice(
  data: ProblemData,
  route: RouteCache,
  concat: Concat,
  w: Weights
): void {
  concat.prefix(route.v, route, route.seq.length)
  route.cost = concat.finish(w)
  const empty = route.seq.length === 0
  route.objective = empty
    ? 0
    : routeCost(data, route.v, concat.cost, concat.stops)
  route.warp = empty ? 0 : concat.warp
  route.excessLoad = empty ? 0 : concat.excessLoad()
  route.excessDistance = empty ? 0 : concat.excessDistance()
}
