import { DIMS, matricesOf, type ProblemData } from "../model/problem-data.ts"
import { latestArrival, serviceStart } from "../model/windows.ts"
import { FAILURE, itineraryOf, type Itinerary } from "./itinerary.ts"
import { jobCostOn } from "../model/job-costs.ts"
import { arrive } from "../model/arrive.ts"

/**
 * One vehicle's route with its cached schedule data, so that an insertion can
 * be checked in constant time: departure after each stop going forward, and
 * the latest feasible arrival at each stop going backward (Savelsbergh's
 * forward/backward time slack for time windows with waiting).
 */
export class Route {
  seq: number[] = []
  /** Departure after service, per position. */
  dep = new Float64Array(8)
  /** Latest arrival keeping the rest of the route feasible, per position. */
  lat = new Float64Array(8)
  /** Load on board after each stop, per dimension: [k * DIMS + d]. */
  loadAfter = new Float64Array(8 * DIMS)
  /** Largest load from the start up to and including stop k. */
  prefMax = new Float64Array(8 * DIMS)
  /** Largest load from stop k to the end. */
  sufMax = new Float64Array(8 * DIMS)
  /** Location of each stop. */
  locs = new Int32Array(8)
  /** Cost of the arc entering position p (p = length: the arc to the end). */
  arcCost = new Float64Array(9)
  /** Arc cost from the start up to arriving at stop k (see ensureSegments). */
  costTo = new Float64Array(8)
  /** Distance from the start up to arriving at stop k. */
  distTo = new Float64Array(8)
  /** Deliveries (non-pickup demand) of stops 0..k: [k * DIMS + d]. */
  demTo = new Float64Array(8 * DIMS)
  /** Whether costTo, distTo and demTo match `seq`. */
  segmentsReady = false
  /** Counts the changes of `seq` through `update` and `insertAt`. */
  version = 0
  startLoad = new Float64Array(DIMS)
  hasPickup = false
  /** Whether loadAfter, prefMax and sufMax match `seq`. */
  loadsReady = false
  /** Sum of the objective's arc costs. */
  arcTotal = 0
  /** The route's objective: arcTotal, plus arcTotal^2 / scale when balancing. */
  cost = 0
  distance = 0
  travelTime = 0
  /** Arrival at the end (or departure from the last stop when open). */
  endTime = 0
  latEnd = 0
  pinFirst = false
  pinLast = false
  /** False if the cached schedule breaks a constraint (never in search). */
  feasible = true
  /** False if some stop is reached after its last window closes. */
  windowsOk = true
  /**
   * Penalised search (see `penalised`): time warp, the time a route is late
   * summed over its stops and its end (Vidal et al. 2013), and the load over
   * capacity summed over dimensions.
   */
  timeWarp = 0
  excess = 0
  /** Time warp from the start up to and including stop k. */
  warpTo = new Float64Array(8)
  /** Time warp of stop k onwards, when reached by `lat[k]`. */
  warpFrom = new Float64Array(8)

  /**
   * @param penalised - the schedule may be late and overloaded (the
   *   penalised search): lateness is counted as time warp and service starts
   *   at the window's end; `lat[k]` is then the latest arrival at stop k that
   *   adds no time warp to `warpFrom[k]`.
   */
  constructor(
    readonly v: number,
    readonly penalised = false
  ) {}

  private grow(m: number): void {
    if (this.dep.length >= m) return
    let c = this.dep.length
    while (c < m) c *= 2
    this.dep = new Float64Array(c)
    this.lat = new Float64Array(c)
    this.loadAfter = new Float64Array(c * DIMS)
    this.prefMax = new Float64Array(c * DIMS)
    this.sufMax = new Float64Array(c * DIMS)
    this.locs = new Int32Array(c)
    this.arcCost = new Float64Array(c + 1)
    this.costTo = new Float64Array(c)
    this.distTo = new Float64Array(c)
    this.demTo = new Float64Array(c * DIMS)
    this.warpTo = new Float64Array(c)
    this.warpFrom = new Float64Array(c)
  }

  /** The travel times, distances and costs of this route's vehicle's profile. */
  private matrices(data: ProblemData) {
    const prof = data.vProfile[this.v] as number
    return {
      T: data.durations[prof] as Int32Array,
      D: data.distances[prof] as Int32Array,
      C: data.costs[prof] as Int32Array,
    }
  }

  /** Recomputes every cached value from `seq` in O(length). */
  update(data: ProblemData): void {
    this.version++
    const { loc, service, demand, pickup, pin } = data
    const L = data.size
    const v = this.v
    const { T, D, C } = this.matrices(data)
    const seq = this.seq
    const m = seq.length
    this.grow(m)
    const dep = this.dep
    const lat = this.lat
    const locs = this.locs
    const arcCost = this.arcCost
    let feasible = true
    let windowsOk = true

    let t = data.vDeparture[v] as number
    let prev = data.vStart[v] as number
    let dist = 0
    let cost = 0
    let travel = 0
    const plain = data.profile === null
    const withCosts = data.jobCost !== null
    for (let k = 0; k < m; k++) {
      const j = seq[k] as number
      const l = loc[j] as number
      const a = prev * L + l
      const arr = plain ? t + (T[a] as number) : arrive(data, T, prev, l, t)
      travel += arr - t
      dist += D[a] as number
      const arc = withCosts
        ? (C[a] as number) + jobCostOn(data, j, v)
        : (C[a] as number)
      cost += arc
      locs[k] = l
      arcCost[k] = arc
      let start = serviceStart(data, j, arr)
      if (start === -Infinity) {
        feasible = false
        windowsOk = false
        start = arr
      }
      t = start + (service[j] as number)
      dep[k] = t
      prev = l
    }
    const end = data.vEnd[v] as number
    arcCost[m] = 0
    if (end >= 0) {
      const a = prev * L + end
      const arr = arrive(data, T, prev, end, t)
      travel += arr - t
      t = arr
      dist += D[a] as number
      cost += C[a] as number
      // An unused vehicle drives nothing: opening it costs every arc it adds.
      arcCost[m] = m > 0 ? (C[a] as number) : 0
    }
    this.endTime = t
    this.distance = dist
    this.travelTime = travel
    this.arcTotal = cost
    this.cost = routeCost(data, v, cost, m)
    const latEnd = data.vLatestEnd[v] as number
    this.latEnd = latEnd
    if (t > latEnd || dist > (data.vMaxDistance[v] as number)) feasible = false

    // Latest arrivals (the penalised schedule sets its own in warpSchedule).
    let nextLat = latEnd
    let next = end
    for (let k = this.penalised ? -1 : m - 1; k >= 0; k--) {
      const j = seq[k] as number
      const l = loc[j] as number
      const limit =
        nextLat -
        (next >= 0 ? (T[l * L + next] as number) : 0) -
        (service[j] as number)
      const latest = latestArrival(data, j, limit)
      lat[k] = latest
      nextLat = latest
      next = l
    }

    // Loads: deliveries are on board from the start, pickups from their stop.
    const startLoad = this.startLoad
    startLoad.fill(0)
    let hasPickup = false
    for (let k = 0; k < m; k++) {
      const j = seq[k] as number
      if (pickup[j]) hasPickup = true
      else
        for (let d = 0; d < DIMS; d++)
          startLoad[d] =
            (startLoad[d] as number) + (demand[j * DIMS + d] as number)
    }
    this.hasPickup = hasPickup
    this.loadsReady = false
    this.segmentsReady = false
    if (hasPickup) {
      if (!this.loadProfile(data)) feasible = false
    } else {
      for (let d = 0; d < DIMS; d++) {
        if (
          (startLoad[d] as number) > (data.vCapacity[v * DIMS + d] as number)
        ) {
          feasible = false
        }
      }
    }
    this.pinFirst = m > 0 && pin[seq[0] as number] === 1
    this.pinLast = m > 0 && pin[seq[m - 1] as number] === 2
    this.feasible = feasible
    this.windowsOk = windowsOk
    if (this.penalised) this.warpSchedule(data)
    else if (data.rich) this.priceItinerary(data)
  }

  /**
   * The penalised search's schedule (ProblemData.penalisable: one window per
   * stop, deliveries only): departures forward with time warp, where a late
   * arrival starts service at the window's end, and backward the latest
   * arrival adding no time warp with the warp of the rest (Vidal's
   * concatenation of the segment (stop k) with the segment after it).
   */
  private warpSchedule(data: ProblemData): void {
    const { loc, service, twOffset, twStart, twEnd } = data
    const L = data.size
    const v = this.v
    const { T } = matricesOf(data, v)
    const seq = this.seq
    const m = seq.length
    const dep = this.dep
    const warpTo = this.warpTo
    let warp = 0
    let t = data.vDeparture[v] as number
    let prev = data.vStart[v] as number
    for (let k = 0; k < m; k++) {
      const j = seq[k] as number
      const w = twOffset[j] as number
      const arr = t + (T[prev * L + (loc[j] as number)] as number)
      const close = twEnd[w] as number
      if (arr > close) warp += arr - close
      t =
        Math.min(Math.max(arr, twStart[w] as number), close) +
        (service[j] as number)
      dep[k] = t
      warpTo[k] = warp
      prev = loc[j] as number
    }
    const end = data.vEnd[v] as number
    this.endTime = end >= 0 ? t + (T[prev * L + end] as number) : t
    if (this.endTime > this.latEnd) warp += this.endTime - this.latEnd
    this.timeWarp = warp

    const lat = this.lat
    const warpFrom = this.warpFrom
    let nextLat = this.latEnd
    let nextWarp = 0
    let next = end
    for (let k = m - 1; k >= 0; k--) {
      const j = seq[k] as number
      const l = loc[j] as number
      const w = twOffset[j] as number
      const delta =
        (service[j] as number) + (next >= 0 ? (T[l * L + next] as number) : 0)
      const added = Math.max(0, (twStart[w] as number) + delta - nextLat)
      nextWarp += added
      nextLat = Math.min(nextLat - delta, twEnd[w] as number) + added
      lat[k] = nextLat
      warpFrom[k] = nextWarp
      next = l
    }

    let excess = 0
    for (let d = 0; d < DIMS; d++)
      excess += Math.max(
        0,
        (this.startLoad[d] as number) - (data.vCapacity[v * DIMS + d] as number)
      )
    this.excess = excess
    this.feasible =
      warp === 0 &&
      excess === 0 &&
      this.distance <= (data.vMaxDistance[v] as number)
    this.windowsOk = warp === 0
  }

  /**
   * Prices the route with its whole schedule (pairs, breaks, reloads). The
   * caches above, arcTotal included, stay the plain sequence's: searches use
   * them to screen candidates before pricing them in full.
   */
  private priceItinerary(data: ProblemData): void {
    const it = itineraryOf(data)
    const m = this.seq.length
    this.feasible = m === 0 || it.evaluate(this.v, this.seq)
    this.windowsOk = m === 0 || it.failure !== FAILURE.time
    if (m === 0) return
    this.cost = itineraryCost(data, this.v, it, m)
    this.distance = it.distance
    this.travelTime = it.travelTime
    this.endTime = it.endTime
  }

  /**
   * Penalised search: the time warp of this route with job j inserted
   * before position p, in constant time (the warp before p, j's lateness,
   * and the rest's warp when reached at its new arrival).
   */
  warpWith(data: ProblemData, j: number, p: number): number {
    const L = data.size
    const v = this.v
    const { T } = matricesOf(data, v)
    const m = this.seq.length
    const lj = data.loc[j] as number
    const w = data.twOffset[j] as number
    const close = data.twEnd[w] as number
    const prev =
      p > 0 ? (this.locs[p - 1] as number) : (data.vStart[v] as number)
    const next = p < m ? (this.locs[p] as number) : (data.vEnd[v] as number)
    const arr =
      (p > 0 ? (this.dep[p - 1] as number) : (data.vDeparture[v] as number)) +
      (T[prev * L + lj] as number)
    const nextArr =
      Math.min(Math.max(arr, data.twStart[w] as number), close) +
      (data.service[j] as number) +
      (next >= 0 ? (T[lj * L + next] as number) : 0)
    return (
      (p > 0 ? (this.warpTo[p - 1] as number) : 0) +
      Math.max(0, arr - close) +
      (p < m ? (this.warpFrom[p] as number) : 0) +
      Math.max(0, nextArr - (p < m ? (this.lat[p] as number) : this.latEnd))
    )
  }

  /**
   * Inserts job j before position p and updates the cached data in place:
   * departures forward from p and latest arrivals backward from p, each
   * stopping as soon as a value is unchanged. The route must stay feasible.
   */
  insertAt(data: ProblemData, p: number, j: number): void {
    const m = this.seq.length
    this.seq.splice(p, 0, j)
    if (this.dep.length < m + 1 || data.rich || this.penalised) {
      this.update(data)
      return
    }
    this.version++
    const L = data.size
    const v = this.v
    const { T, D, C } = this.matrices(data)
    const { loc, service, demand } = data
    const dep = this.dep
    const lat = this.lat
    const locs = this.locs
    const arcCost = this.arcCost
    dep.copyWithin(p + 1, p, m)
    lat.copyWithin(p + 1, p, m)
    locs.copyWithin(p + 1, p, m)
    arcCost.copyWithin(p + 1, p, m + 1)
    const lj = loc[j] as number
    const prev = p > 0 ? (locs[p - 1] as number) : (data.vStart[v] as number)
    const end = data.vEnd[v] as number
    const next = p < m ? (locs[p + 1] as number) : end
    locs[p] = lj
    const inJ = prev * L + lj
    const jcJ = jobCostOn(data, j, v)
    let arcTotal = this.arcTotal + (C[inJ] as number) + jcJ
    this.distance += D[inJ] as number
    this.travelTime += T[inJ] as number
    arcCost[p] = (C[inJ] as number) + jcJ
    if (next >= 0) {
      const out = lj * L + next
      const old = prev * L + next
      arcTotal += (C[out] as number) - (C[old] as number)
      this.distance += (D[out] as number) - (D[old] as number)
      this.travelTime += (T[out] as number) - (T[old] as number)
      arcCost[p + 1] =
        (C[out] as number) +
        (p < m ? jobCostOn(data, this.seq[p + 1] as number, v) : 0)
    } else arcCost[p + 1] = 0
    this.arcTotal = arcTotal
    this.cost = routeCost(data, v, arcTotal, m + 1)

    // Forward: departures from p on.
    const n = m + 1
    let t = p > 0 ? (dep[p - 1] as number) : (data.vDeparture[v] as number)
    let from = prev
    let k = p
    for (; k < n; k++) {
      const job = this.seq[k] as number
      const l = locs[k] as number
      const arr = t + (T[from * L + l] as number)
      let start = serviceStart(data, job, arr)
      if (start === -Infinity) start = arr
      t = start + (service[job] as number)
      if (k > p && t === dep[k]) break
      dep[k] = t
      from = l
    }
    if (k === n) this.endTime = end >= 0 ? t + (T[from * L + end] as number) : t

    // Backward: latest arrivals from p down.
    let nextLat = p < m ? (lat[p + 1] as number) : this.latEnd
    let to = next
    for (k = p; k >= 0; k--) {
      const job = this.seq[k] as number
      const l = locs[k] as number
      const limit =
        nextLat -
        (to >= 0 ? (T[l * L + to] as number) : 0) -
        (service[job] as number)
      const latest = latestArrival(data, job, limit)
      if (k < p && latest === lat[k]) break
      lat[k] = latest
      nextLat = latest
      to = l
    }

    if (data.pickup[j]) this.hasPickup = true
    else
      for (let d = 0; d < DIMS; d++)
        this.startLoad[d] =
          (this.startLoad[d] as number) + (demand[j * DIMS + d] as number)
    this.loadsReady = false
    this.segmentsReady = false
    this.pinFirst = data.pin[this.seq[0] as number] === 1
    this.pinLast = data.pin[this.seq[n - 1] as number] === 2
  }

  /**
   * Fills the prefix sums that let a local-search move price a route made of
   * a prefix of this route, a few jobs and a suffix of a route in constant
   * time: cost and distance up to each stop, and deliveries up to each stop.
   */
  ensureSegments(data: ProblemData): void {
    if (this.segmentsReady) return
    const seq = this.seq
    const m = seq.length
    const L = data.size
    const D = data.distances[data.vProfile[this.v] as number] as Int32Array
    const { demand, pickup } = data
    const costTo = this.costTo
    const distTo = this.distTo
    const demTo = this.demTo
    let prev = data.vStart[this.v] as number
    let cost = 0
    let dist = 0
    for (let k = 0; k < m; k++) {
      const l = this.locs[k] as number
      cost += this.arcCost[k] as number
      dist += D[prev * L + l] as number
      costTo[k] = cost
      distTo[k] = dist
      const j = seq[k] as number
      for (let d = 0; d < DIMS; d++) {
        const before = k > 0 ? (demTo[(k - 1) * DIMS + d] as number) : 0
        demTo[k * DIMS + d] =
          before + (pickup[j] ? 0 : (demand[j * DIMS + d] as number))
      }
      prev = l
    }
    this.segmentsReady = true
  }

  /**
   * Fills the per-stop load arrays (only needed with pickups on board).
   * Returns false if the load ever exceeds the capacity.
   */
  loadProfile(data: ProblemData): boolean {
    const { demand, pickup } = data
    const seq = this.seq
    const m = seq.length
    const v = this.v
    const loadAfter = this.loadAfter
    const prefMax = this.prefMax
    const sufMax = this.sufMax
    let ok = true
    for (let d = 0; d < DIMS; d++) {
      let load = this.startLoad[d] as number
      let max = load
      for (let k = 0; k < m; k++) {
        const j = seq[k] as number
        const q = demand[j * DIMS + d] as number
        load += pickup[j] ? q : -q
        loadAfter[k * DIMS + d] = load
        if (load > max) max = load
        prefMax[k * DIMS + d] = max
      }
      let suf = -Infinity
      for (let k = m - 1; k >= 0; k--) {
        const x = loadAfter[k * DIMS + d] as number
        if (x > suf) suf = x
        sufMax[k * DIMS + d] = suf
      }
      if (max > (data.vCapacity[v * DIMS + d] as number)) ok = false
    }
    this.loadsReady = true
    return ok
  }

  /**
   * Whether job j fits the capacity when inserted before position p.
   */
  capacityFits(data: ProblemData, j: number, p: number): boolean {
    const cap = data.vCapacity
    const v = this.v
    const dem = data.demand
    const isPickup = data.pickup[j] === 1
    const m = this.seq.length
    if (!this.loadsReady && (isPickup || this.hasPickup)) this.loadProfile(data)
    for (let d = 0; d < DIMS; d++) {
      const q = dem[j * DIMS + d] as number
      if (q === 0) continue
      const c = cap[v * DIMS + d] as number
      const before =
        p === 0
          ? (this.startLoad[d] as number)
          : (this.prefMax[(p - 1) * DIMS + d] as number)
      if (!isPickup && !this.hasPickup) {
        if ((this.startLoad[d] as number) + q > c) return false
        continue
      }
      const after = p < m ? (this.sufMax[p * DIMS + d] as number) : -Infinity
      if (isPickup) {
        const here =
          (p === 0
            ? (this.startLoad[d] as number)
            : (this.loadAfter[(p - 1) * DIMS + d] as number)) + q
        if (Math.max(before, here, after + q) > c) return false
      } else if (Math.max(before + q, after) > c) return false
    }
    return true
  }
}

/** A route's objective from its arc-cost total (see ProblemData.balance). */
export function routeCost(
  data: ProblemData,
  v: number,
  arcTotal: number,
  stops: number
): number {
  if (stops === 0) return 0
  const k = data.balance[v] as number
  const fixed = (data.vFixedCost[v] as number) + data.stopWeight * stops * stops
  return fixed + (k === 0 ? arcTotal : arcTotal + k * arcTotal * arcTotal)
}

/** Slack for the rounding of profile arrivals (ProblemData.timedFloor). */
const BOUND_SLACK = 1e-3

/**
 * A lower bound of the objective of vehicle v's route of `stops` whose
 * plain arcs (matrix times plus job costs) total `arcTotal`, when the
 * objective's arcs are driving times through the profile (`timedCosts`):
 * -Infinity when there is no bound (ProblemData.timedFloor). `exact`: the
 * arcs of a prefix whose schedule is known, priced through the profile,
 * when `arcTotal` counts only the arcs after it.
 */
export function timedBound(
  data: ProblemData,
  v: number,
  arcTotal: number,
  stops: number,
  exact = 0
): number {
  const floor = data.timedFloor
  if (floor === null) return -Infinity
  const arcs = Math.max(
    0,
    exact + (floor[v] as number) * arcTotal - BOUND_SLACK
  )
  return routeCost(data, v, arcs, stops)
}

/**
 * Whether a candidate route of vehicle v keeps the schedule of the stops it
 * shares at its head with the vehicle's route (the arcs into them costing
 * what `scheduledArc` says), so that a bound may count them exactly: under
 * timed costs, with no breaks (the itinerary places them anew) and no
 * reloads.
 */
export function keepsHead(data: ProblemData, v: number): boolean {
  const floor = data.timedFloor
  return (
    floor !== null &&
    (floor[v] as number) > 0 &&
    (data.vBreaks[v]?.length ?? 0) === 0
  )
}

/**
 * The objective's arc entering stop k of a route on its own schedule
 * (driving through the profile), with the stop's job cost.
 */
export function scheduledArc(
  data: ProblemData,
  route: Route,
  k: number
): number {
  const { T, C } = matricesOf(data, route.v)
  const from =
    k > 0 ? (route.locs[k - 1] as number) : (data.vStart[route.v] as number)
  const to = route.locs[k] as number
  const t =
    k > 0 ? (route.dep[k - 1] as number) : (data.vDeparture[route.v] as number)
  const jobCost =
    (route.arcCost[k] as number) - (C[from * data.size + to] as number)
  return arrive(data, T, from, to, t) - t + jobCost
}

/**
 * The objective of a route `it` just priced in full: routeCost of its arcs,
 * plus the duration term when balancing the longest route.
 */
export function itineraryCost(
  data: ProblemData,
  v: number,
  it: Itinerary,
  stops: number
): number {
  const cost = routeCost(data, v, it.arcTotal, stops)
  const w = data.durationWeight
  if (w === 0 || stops === 0) return cost
  const duration = it.endTime - (data.vDeparture[v] as number)
  return cost + w * duration * duration
}
