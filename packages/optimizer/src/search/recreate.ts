import { DIMS, matricesOf, type ProblemData } from "../model/problem-data.ts"
import { serviceStart } from "../model/windows.ts"
import type { Random } from "../random.ts"
import { itineraryOf } from "../solution/itinerary.ts"
import {
  itineraryCost,
  Route,
  keepsHead,
  routeCost,
  scheduledArc,
  timedBound,
} from "../solution/route.ts"
import { insertionJobCost, jobCostOn } from "../model/job-costs.ts"
import type { Solution } from "../solution/solution.ts"

/**
 * From this many jobs on, a job is first tried in the routes that hold one
 * of its nearest neighbours (on Solomon's 100 jobs too: more iterations at
 * 0.25 s, the same at 3 s, docs/benchmarks.md).
 */
const GRANULAR_FROM = 50
const GRANULAR_NEIGHBOURS = 40

/**
 * Greedy insertion with blinks (SISR, Christiaens and Vanden Berghe 2020,
 * section 5.2): each job goes to its cheapest feasible position, and each
 * position is skipped with probability `blinkRate`.
 */
export class Recreate {
  private readonly routeMark: Int32Array
  private readonly classMark: Int32Array
  private readonly nClasses: number
  private mark = 0
  /** Empty routes when `run` started, in vehicle order (routes only fill during a run). */
  private readonly empty: number[] = []
  private inRun = false
  private readonly candidates: number[] = []
  private readonly depotCost: Float64Array
  private readonly keys: Float64Array
  /** Made once: a closure made per call costs a lot in a hot loop. */
  private readonly byKey: (a: number, b: number) => number

  constructor(
    private readonly data: ProblemData,
    private readonly rng: Random,
    public blinkRate = 0.01
  ) {
    this.routeMark = new Int32Array(data.nVehicles)
    this.classMark = new Int32Array(data.nVehicles)
    this.nClasses = data.vClass.reduce((a, c) => Math.max(a, c + 1), 0)
    this.depotCost = new Float64Array(data.nJobs)
    this.keys = new Float64Array(data.nJobs)
    this.unplaced = new Int32Array(data.nJobs)
    this.solo = new Uint8Array(data.nJobs * data.nVehicles)
    const keys = this.keys
    this.byKey = (a, b) => (keys[a] as number) - (keys[b] as number)
    const C = data.costs[data.vProfile[0] as number] as Int32Array
    const s = data.vStart[0] as number
    for (let j = 0; j < data.nJobs; j++) {
      this.depotCost[j] = C[s * data.size + (data.loc[j] as number)] as number
    }
  }

  /** Orders jobs before insertion: random, by demand, far or close first. */
  sort(jobs: number[]): void {
    const u = this.rng.next() * 11
    const keys = this.keys
    if (u < 4) {
      this.rng.shuffle(jobs)
      return
    }
    const dem = this.data.demand
    for (const j of jobs) {
      keys[j] =
        u < 8
          ? -(
              (dem[j * DIMS] as number) +
              (dem[j * DIMS + 1] as number) +
              (dem[j * DIMS + 2] as number)
            )
          : u < 10
            ? -(this.depotCost[j] as number)
            : (this.depotCost[j] as number)
    }
    this.rng.shuffle(jobs)
    jobs.sort(this.byKey)
  }

  /**
   * Inserts every job it can; the rest go to `sol.unassigned`. A pair goes
   * in (or stays out) as one, when the first of its jobs comes up.
   */
  run(sol: Solution, jobs: number[]): void {
    const partner = this.data.partner
    this.collectEmpty(sol)
    this.inRun = true
    for (const j of jobs) {
      if ((sol.routeOf[j] as number) >= 0) continue
      const p = partner[j] as number
      if (p >= 0 && this.unplaced[p] === this.runMark) {
        sol.unassigned.push(j)
        continue
      }
      if (!this.insertBest(sol, j)) {
        sol.unassigned.push(j)
        this.unplaced[j] = this.runMark
      }
    }
    this.inRun = false
    this.runMark++
  }

  private collectEmpty(sol: Solution): void {
    const empty = this.empty
    empty.length = 0
    for (let r = 0; r < this.data.nVehicles; r++)
      if ((sol.routes[r] as Route).seq.length === 0) empty.push(r)
  }

  private readonly unplaced: Int32Array
  private runMark = 1

  /**
   * Inserts job j (with its partner) at its cheapest feasible position;
   * false if none. On large instances the routes near j are tried first, and
   * all the used ones only when none of those has room.
   */
  insertBest(sol: Solution, j: number): boolean {
    const granular = this.data.nJobs >= GRANULAR_FROM
    return (
      this.placeIn(sol, j, !granular) ||
      (granular && this.placeIn(sol, j, true))
    )
  }

  /** Inserts j in the candidate routes (all used ones, or those near j); false if none can take it. */
  private placeIn(sol: Solution, j: number, all: boolean): boolean {
    return this.data.rich
      ? this.pricedIn(sol, j, all)
      : this.cheapestIn(sol, j, all)
  }

  /** Inserts j at its cheapest feasible place in the candidate routes; false if none. */
  private cheapestIn(sol: Solution, j: number, all: boolean): boolean {
    const data = this.data
    const routes = sol.routes
    const V = data.nVehicles
    let bestCost = Infinity
    let bestR = -1
    let bestP = -1
    const cands = this.candidateRoutes(sol, j, all)
    for (let i = 0; i < cands.length; i++) {
      const r = cands[i] as number
      const route = routes[r] as Route
      if (!data.allowed[j * V + route.v]) continue
      const found = sol.weights
        ? this.penalisedPosition(sol.weights, route, j, bestCost)
        : this.bestPosition(route, j, bestCost)
      if (found >= 0) {
        bestCost = this.lastDelta
        bestR = r
        bestP = found
      }
    }
    if (bestR < 0) return false
    this.lastDelta = bestCost
    sol.insert(j, bestR, bestP)
    return true
  }

  lastDelta = 0

  /**
   * Rich problems (ProblemData.rich): job j, or its pair, at the position
   * whose whole schedule costs least. Positions are first estimated from the
   * arcs they add; only those that could beat the best are priced in full.
   */
  private pricedIn(sol: Solution, j: number, all: boolean): boolean {
    const data = this.data
    const V = data.nVehicles
    const p = data.partner[j] as number
    const first = p < 0 || data.pickup[j] ? j : p
    const second = p < 0 ? -1 : first === j ? p : j
    let best = Infinity
    let bestR = -1
    let bestP = -1
    let bestQ = -1
    for (const r of this.candidateRoutes(sol, first, all)) {
      const route = sol.routes[r] as Route
      if (!data.allowed[first * V + route.v]) continue
      if (second >= 0 && !data.allowed[second * V + route.v]) continue
      if (this.pricedPosition(route, first, second, best)) {
        best = this.lastDelta
        bestR = r
        bestP = this.lastP
        bestQ = this.lastQ
      }
    }
    if (bestR < 0) return false
    sol.touch(bestR)
    const route = sol.routes[bestR] as Route
    if (second >= 0) route.seq.splice(bestQ, 0, second)
    route.seq.splice(bestP, 0, first)
    route.update(data)
    sol.routeOf[first] = bestR
    if (second >= 0) sol.routeOf[second] = bestR
    return true
  }

  private lastP = -1
  private lastQ = -1

  /**
   * The cheapest feasible place of a (before p) and b (before q >= p, when
   * b >= 0) in route below `bound`: sets lastDelta, lastP and lastQ. Each
   * place is screened by the plain schedule (breaks and reloads only delay,
   * so what misses a window there misses it for sure) and the arcs it adds.
   */
  private pricedPosition(
    route: Route,
    a: number,
    b: number,
    bound: number
  ): boolean {
    const data = this.data
    const L = data.size
    const v = route.v
    const { C } = matricesOf(data, v)
    const seq = route.seq
    const m = seq.length
    const added = b >= 0 ? 2 : 1
    const la = data.loc[a] as number
    const lb = b >= 0 ? (data.loc[b] as number) : -1
    const plain = routeCost(data, v, route.arcTotal, m)
    const it = itineraryOf(data)
    let best = bound
    let found = false
    // Under timed costs, a vehicle without breaks or reloads keeps the
    // route's schedule before the first place: its arcs are known exactly.
    const prefixed = keepsHead(data, v)
    let exactBefore = 0
    let plainBefore = 0
    for (let pa = 0; pa <= m; pa++) {
      if (prefixed && pa > 0) {
        exactBefore += scheduledArc(data, route, pa - 1)
        plainBefore += route.arcCost[pa - 1] as number
      }
      const prev = this.locBefore(route, pa)
      const next = this.locAt(route, pa)
      const aDep = this.plainDeparture(route, pa, a)
      if (aDep === -Infinity) continue
      for (let pb = b >= 0 ? pa : m; pb <= m; pb++) {
        let delta: number
        if (b < 0) {
          if (!this.plainReaches(route, pa, la, aDep)) continue
          delta = this.arcsAdded(C, L, prev, next, la)
        } else if (pb === pa) {
          const bDep = this.departureAfter(b, la, aDep, v)
          if (bDep === -Infinity || !this.plainReaches(route, pa, lb, bDep))
            continue
          // prev -> a -> b -> next: a between prev and next, then b after a.
          delta =
            this.arcsAdded(C, L, prev, next, la) +
            this.arcsAdded(C, L, la, next, lb)
        } else {
          if (!this.plainReaches(route, pa, la, aDep)) break
          const bDep = this.plainDeparture(route, pb, b)
          if (bDep === -Infinity || !this.plainReaches(route, pb, lb, bDep))
            continue
          delta =
            this.arcsAdded(C, L, prev, next, la) +
            this.arcsAdded(
              C,
              L,
              this.locBefore(route, pb),
              this.locAt(route, pb),
              lb
            )
        }
        delta += jobCostOn(data, a, v) + (b >= 0 ? jobCostOn(data, b, v) : 0)
        if (data.timedCosts) {
          // Driving times through a profile are known once priced in full:
          // screened by their lower bound, after the blink so that the
          // screen skips only what pricing would reject (same search).
          if (this.blinkRate > 0 && this.rng.next() < this.blinkRate) continue
          const bound = timedBound(
            data,
            v,
            route.arcTotal + delta - plainBefore,
            m + added,
            exactBefore
          )
          if (bound - route.cost >= best) continue
        } else {
          const estimate =
            routeCost(data, v, route.arcTotal + delta, m + added) - plain
          if (estimate >= best) continue
          if (this.blinkRate > 0 && this.rng.next() < this.blinkRate) continue
        }
        const cand = seq.slice()
        if (b >= 0) cand.splice(pb, 0, b)
        cand.splice(pa, 0, a)
        if (!it.evaluate(v, cand)) continue
        const cost = itineraryCost(data, v, it, m + added) - route.cost
        if (cost < best) {
          best = cost
          found = true
          this.lastP = pa
          this.lastQ = pb
        }
      }
    }
    this.lastDelta = best
    return found
  }

  /** Location before position k of a route (its start when k = 0). */
  private locBefore(route: Route, k: number): number {
    return k > 0
      ? (route.locs[k - 1] as number)
      : (this.data.vStart[route.v] as number)
  }

  /** Location at position k of a route (its end, or -1 when open, past it). */
  private locAt(route: Route, k: number): number {
    return k < route.seq.length
      ? (route.locs[k] as number)
      : (this.data.vEnd[route.v] as number)
  }

  /** The objective's arcs added by putting location l between x and y. */
  private arcsAdded(
    C: Int32Array,
    L: number,
    x: number,
    y: number,
    l: number
  ): number {
    return (
      (C[x * L + l] as number) +
      (y >= 0 ? (C[l * L + y] as number) - (C[x * L + y] as number) : 0)
    )
  }

  /** Departure from job j reached from location `from` left at `t`. */
  private departureAfter(
    j: number,
    from: number,
    t: number,
    v: number
  ): number {
    const data = this.data
    const { T } = matricesOf(data, v)
    const start = serviceStart(
      data,
      j,
      t + (T[from * data.size + (data.loc[j] as number)] as number)
    )
    return start === -Infinity ? start : start + (data.service[j] as number)
  }

  /** Plain departure from job j put before position k (no breaks, no reloads). */
  private plainDeparture(route: Route, k: number, j: number): number {
    const t =
      k > 0
        ? (route.dep[k - 1] as number)
        : (this.data.vDeparture[route.v] as number)
    return this.departureAfter(j, this.locBefore(route, k), t, route.v)
  }

  /** Whether, leaving location l at t, the rest from position k can still be on time. */
  private plainReaches(route: Route, k: number, l: number, t: number): boolean {
    const data = this.data
    const { T } = matricesOf(data, route.v)
    const next = this.locAt(route, k)
    const arrival = t + (next >= 0 ? (T[l * data.size + next] as number) : 0)
    return (
      arrival <=
      (k < route.seq.length ? (route.lat[k] as number) : route.latEnd)
    )
  }

  /**
   * Used routes (all of them, or those holding one of j's nearest jobs),
   * plus one empty route per vehicle class that may serve j.
   */
  private candidateRoutes(sol: Solution, j: number, all: boolean): number[] {
    const out = this.candidates
    out.length = 0
    const data = this.data
    const V = data.nVehicles
    this.mark++
    const mark = this.mark
    if (all) {
      for (let r = 0; r < V; r++) {
        if ((sol.routes[r] as Route).seq.length > 0) out.push(r)
      }
    } else {
      const K = data.K
      const nb = data.neighbours
      const g = Math.min(K, GRANULAR_NEIGHBOURS)
      for (let k = 0; k < g; k++) {
        const r = sol.routeOf[nb[j * K + k] as number] as number
        if (r >= 0 && this.routeMark[r] !== mark) {
          this.routeMark[r] = mark
          out.push(r)
        }
      }
    }
    if (!this.inRun) this.collectEmpty(sol)
    const classMark = this.classMark
    let classes = 0
    for (const r of this.empty) {
      const route = sol.routes[r] as Route
      if (route.seq.length > 0 || !data.allowed[j * V + route.v]) continue
      const c = data.vClass[route.v] as number
      if (classMark[c] === mark) continue
      classMark[c] = mark
      out.push(r)
      if (++classes === this.nClasses) break
    }
    return out
  }

  /**
   * Penalised search: the position of j in route costing least below
   * `bound`, late and overloaded positions included, each unit of added time
   * warp and excess load priced at `weights`; sets `lastDelta`.
   * Returns -1 if there is none, or if j alone already breaks the vehicle's
   * windows or capacity (no weight could make that route feasible).
   */
  private penalisedPosition(
    weights: { warp: number; load: number },
    route: Route,
    j: number,
    bound: number
  ): number {
    const data = this.data
    const L = data.size
    const v = route.v
    if (!this.soloFits(j, v)) return -1
    const { D, C } = matricesOf(data, v)
    const m = route.seq.length
    const lj = data.loc[j] as number
    const { locs, arcCost, warpTo, warpFrom } = route
    const end = data.vEnd[v] as number
    const maxDist = (data.vMaxDistance[v] as number) - route.distance
    const pin = data.pin[j] as number
    const k = data.balance[v] as number
    const twoR = 2 * route.arcTotal
    const blink = this.blinkRate
    const rng = this.rng
    const stopDelta = data.stopWeight * (2 * m + 1)
    let excess = 0
    for (let d = 0; d < DIMS; d++)
      excess += Math.max(
        0,
        (route.startLoad[d] as number) +
          (data.demand[j * DIMS + d] as number) -
          (data.vCapacity[v * DIMS + d] as number)
      )
    const fixed =
      stopDelta +
      (m === 0 ? (data.vFixedCost[v] as number) : 0) +
      weights.load * (excess - route.excess) -
      weights.warp * route.timeWarp

    let best = bound
    let bestP = -1
    const pFrom = pin === 2 ? m : route.pinFirst ? 1 : 0
    const pTo = pin === 1 ? 0 : route.pinLast ? m - 1 : m
    let prev =
      pFrom > 0 ? (locs[pFrom - 1] as number) : (data.vStart[v] as number)
    const withCosts = data.jobCost === null ? 0 : 1
    for (let p = pFrom; p <= pTo; p++) {
      const next = p < m ? (locs[p] as number) : end
      const extra =
        withCosts === 0 ? 0 : insertionJobCost(data, route.seq, j, v, p)
      let delta = arcDelta(
        C,
        L,
        arcCost[p] as number,
        prev,
        lj,
        next,
        extra,
        k,
        twoR
      )
      delta += fixed
      // The warp before p and the rest's own only grow: skip on that bound.
      const before = p > 0 ? (warpTo[p - 1] as number) : 0
      const rest = p < m ? (warpFrom[p] as number) : 0
      if (delta + weights.warp * (before + rest) >= best) {
        prev = next
        continue
      }
      delta += weights.warp * route.warpWith(data, j, p)
      if (
        delta < best &&
        (blink === 0 || rng.next() >= blink) &&
        distanceFits(D, L, prev, lj, next, maxDist)
      ) {
        best = delta
        bestP = p
      }
      prev = next
    }
    this.lastDelta = best
    return bestP
  }

  /** Whether job j alone is on time and within capacity on vehicle v. */
  private soloFits(j: number, v: number): boolean {
    const i = j * this.data.nVehicles + v
    let fits = this.solo[i] as number
    if (fits === 0) {
      const route = new Route(v, true)
      route.seq = [j]
      route.update(this.data)
      fits = route.timeWarp === 0 && route.excess === 0 ? 1 : 2
      this.solo[i] = fits
    }
    return fits === 1
  }

  /** Per job and vehicle: 0 not known yet, 1 fits alone, 2 does not. */
  private readonly solo: Uint8Array

  /**
   * Cheapest feasible position of j in route below `bound`; sets `lastDelta`.
   * Returns -1 if there is none.
   */
  private bestPosition(route: Route, j: number, bound: number): number {
    const data = this.data
    const L = data.size
    const v = route.v
    const prof = data.vProfile[v] as number
    const T = data.durations[prof] as Int32Array
    const D = data.distances[prof] as Int32Array
    const C = data.costs[prof] as Int32Array
    const loc = data.loc
    const seq = route.seq
    const m = seq.length
    const lj = loc[j] as number
    const sj = data.service[j] as number
    const dep = route.dep
    const lat = route.lat
    const end = data.vEnd[v] as number
    const maxDist = (data.vMaxDistance[v] as number) - route.distance
    const pin = data.pin[j] as number
    const locs = route.locs
    const arcCost = route.arcCost
    // Departures only grow along a route, so past this one nothing fits.
    const lastEnd = data.twEnd[(data.twOffset[j + 1] as number) - 1] as number
    // Balanced objective: the cost of adding delta to a route of arc total R
    // is delta + k * (2 R delta + delta^2).
    const k = data.balance[v] as number
    const twoR = 2 * route.arcTotal
    const blink = this.blinkRate
    const rng = this.rng
    const stopDelta = data.stopWeight * (2 * m + 1)

    // Quick capacity test for the common case: deliveries only.
    if (!route.hasPickup && !data.pickup[j]) {
      for (let d = 0; d < DIMS; d++) {
        if (
          (route.startLoad[d] as number) +
            (data.demand[j * DIMS + d] as number) >
          (data.vCapacity[v * DIMS + d] as number)
        ) {
          return -1
        }
      }
    }
    const simpleCap = !route.hasPickup && !data.pickup[j]

    let best = bound
    let bestP = -1
    let prev = data.vStart[v] as number
    let prevDep = data.vDeparture[v] as number
    const pFrom = pin === 2 ? m : route.pinFirst ? 1 : 0
    const pTo = pin === 1 ? 0 : route.pinLast ? m - 1 : m
    if (pFrom > 0) {
      prev = locs[pFrom - 1] as number
      prevDep = dep[pFrom - 1] as number
    }
    const withCosts = data.jobCost === null ? 0 : 1
    for (let p = pFrom; p <= pTo; p++) {
      if (prevDep > lastEnd) break
      const next = p < m ? (locs[p] as number) : end
      const extra =
        withCosts === 0 ? 0 : insertionJobCost(data, route.seq, j, v, p)
      let delta = arcDelta(
        C,
        L,
        arcCost[p] as number,
        prev,
        lj,
        next,
        extra,
        k,
        twoR
      )
      if (m === 0) delta += data.vFixedCost[v] as number
      delta += stopDelta
      if (delta < best && (blink === 0 || rng.next() >= blink)) {
        let ok = distanceFits(D, L, prev, lj, next, maxDist)
        if (ok) {
          const arr = prevDep + (T[prev * L + lj] as number)
          const start = serviceStart(data, j, arr)
          if (start === -Infinity) ok = false
          else {
            const nextArr =
              start + sj + (next >= 0 ? (T[lj * L + next] as number) : 0)
            ok = nextArr <= (p < m ? (lat[p] as number) : route.latEnd)
          }
        }
        if (ok && !simpleCap) ok = route.capacityFits(data, j, p)
        if (ok) {
          best = delta
          bestP = p
        }
      }
      if (p < m) {
        prev = next
        prevDep = dep[p] as number
      }
    }
    this.lastDelta = best
    return bestP
  }
}

/**
 * The objective's change from putting location lj between prev and next in
 * place of the arc costing `replaced`, with `extra` the jobs' added costs
 * on the two new arcs (see jobCostOn); on a balanced route of arc total R
 * (twoR = 2R, weight k), delta + k * (2 R delta + delta^2).
 */
function arcDelta(
  C: Int32Array,
  L: number,
  replaced: number,
  prev: number,
  lj: number,
  next: number,
  extra: number,
  k: number,
  twoR: number
): number {
  let delta = (C[prev * L + lj] as number) + extra - replaced
  if (next >= 0) delta += C[lj * L + next] as number
  return k === 0 ? delta : delta + k * (twoR * delta + delta * delta)
}

/** Whether the detour through lj between prev and next stays within `maxDist`. */
function distanceFits(
  D: Int32Array,
  L: number,
  prev: number,
  lj: number,
  next: number,
  maxDist: number
): boolean {
  if (maxDist === Infinity) return true
  let dd = D[prev * L + lj] as number
  if (next >= 0)
    dd += (D[lj * L + next] as number) - (D[prev * L + next] as number)
  return dd <= maxDist
}
