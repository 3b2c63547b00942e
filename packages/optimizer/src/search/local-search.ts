import { DIMS, type ProblemData } from "../model/problem-data.ts"
import { serviceStart } from "../model/windows.ts"
import type { Random } from "../random.ts"
import { itineraryOf } from "../solution/itinerary.ts"
import {
  itineraryCost,
  keepsHead,
  routeCost,
  scheduledArc,
  timedBound,
  type Route,
} from "../solution/route.ts"
import { jobCostOn, jobCostSwitch } from "../model/job-costs.ts"
import type { Solution } from "../solution/solution.ts"
import { SwapStar } from "./swap-star.ts"

/** The local search's moves, counted in `LocalSearch.applied`. */
export const MOVES = [
  "relocate",
  "or-opt",
  "swap",
  "2-opt",
  "2-opt*",
  "swap*",
] as const
export type MoveName = (typeof MOVES)[number]

export interface LocalSearchParams {
  /** How many nearest neighbours of a job are tried (granular search). */
  granularity: number
  /** The moves to try (SWAP* runs once the others find nothing). */
  moves: readonly MoveName[]
}

export const DEFAULT_LOCAL_SEARCH: LocalSearchParams = {
  granularity: 20,
  moves: MOVES,
}

/** Smallest cost change counted as an improvement. */
export const EPSILON = 1e-7

/**
 * Granular local search (Toth and Vigo 2003; Vidal 2022, HGS-CVRP): for
 * every job u and each of its nearest neighbours v, tries relocate, or-opt,
 * swap, 2-opt and 2-opt* moves that bring u next to v, applies the first
 * that lowers the cost, and repeats until none does; then SWAP* between
 * routes that hold neighbours. Every candidate route is priced in time
 * proportional to the jobs it moves, from the prefix and suffix data the
 * routes cache (departures forward, latest arrivals backward, cost, distance
 * and deliveries up to each stop); routes with pickups fall back to a linear
 * load check. Pairs whose routes did not change since u was last tried are
 * skipped, and a pass visits only the jobs in or next to a changed route.
 */
export class LocalSearch {
  readonly applied = Object.fromEntries(MOVES.map((m) => [m, 0])) as Record<
    MoveName,
    number
  >
  /** Position of every assigned job in its route. */
  readonly pos: Int32Array
  private readonly modifiedAt: Int32Array
  private readonly testedAt: Int32Array
  private clock = 0
  /** Two reusable candidate routes, for moves on one route or two. */
  readonly slots: readonly [Composed, Composed]
  private readonly load = new Float64Array(DIMS)
  /** compatible[a * V + b]: b's route suffixes keep their timing on a. */
  private readonly compatible: Uint8Array
  private readonly allAllowed: boolean
  private readonly swapStar: SwapStar
  private readonly on: Record<MoveName, boolean>
  private sol!: Solution
  /** When set, every applied move is re-priced from scratch and compared. */
  verify = false

  constructor(
    readonly data: ProblemData,
    private readonly rng: Random,
    readonly params: LocalSearchParams = DEFAULT_LOCAL_SEARCH
  ) {
    const n = data.nJobs
    const V = data.nVehicles
    this.pos = new Int32Array(n)
    this.modifiedAt = new Int32Array(V)
    this.indexed = new Int32Array(V).fill(-1)
    this.changedInRun = new StampedSet(V)
    this.changedInPass = new StampedSet(V)
    this.near = new StampedSet(n)
    ;[this.reverse, this.reverseAt] = reverseNeighbours(
      data,
      Math.min(data.K, params.granularity)
    )
    this.testedAt = new Int32Array(n).fill(-1)
    this.slots = [new Composed(n + 4), new Composed(n + 4)]
    this.compatible = new Uint8Array(V * V)
    for (let a = 0; a < V; a++) {
      for (let b = 0; b < V; b++) {
        this.compatible[a * V + b] =
          data.vProfile[a] === data.vProfile[b] &&
          data.vEnd[a] === data.vEnd[b] &&
          data.vLatestEnd[a] === data.vLatestEnd[b]
            ? 1
            : 0
      }
    }
    this.allAllowed = data.allowed.every((x) => x === 1)
    this.swapStar = new SwapStar(this)
    this.on = Object.fromEntries(
      MOVES.map((m) => [m, params.moves.includes(m)])
    ) as Record<MoveName, boolean>
  }

  /**
   * Improves `sol` in place until no move lowers its cost or `stop` says so.
   * Changes go through `sol.touch`, so a transaction can roll them back.
   *
   * @param focus - when given, only moves that involve one of these routes,
   *   or a route changed since, are tried (the rest is taken as already
   *   locally optimal); each pass then visits only the jobs in or next to
   *   the routes changed since the last, so a run costs in proportion to
   *   what changed, not to the whole instance
   * @param afterPass - called after each pass that applied a move (the
   *   solution is then feasible and consistent, and may be copied)
   * @returns whether some move was applied
   */
  run(
    sol: Solution,
    stop: () => boolean = () => false,
    focus?: Iterable<number>,
    afterPass?: () => void
  ): boolean {
    this.sol = sol
    const data = this.data
    for (const route of sol.routes) {
      if (this.indexed[route.v] === route.version) continue
      route.ensureSegments(data)
      this.indexRoute(route)
    }
    // Every job counts as tried now; the focus routes as changed after.
    const since = ++this.clock
    this.testedAt.fill(since)
    this.changedInRun.clear()
    this.changedInPass.clear()
    for (const r of focus ?? sol.routes.keys()) this.markChanged(r)
    const G = Math.min(data.K, this.params.granularity)
    const nb = data.neighbours
    const K = data.K
    let any = false
    for (let improved = true; improved;) {
      improved = false
      // Only jobs in or next to a route changed since the last pass can move.
      const order = this.jobsNear(this.changedInPass.items)
      this.changedInPass.clear()
      const empties = this.emptyRoutes()
      for (const u of order) {
        if (stop()) return any
        const lastTest = this.testedAt[u] as number
        this.testedAt[u] = this.clock
        for (let q = 0; q < G; q++) {
          const v = nb[u * K + q] as number
          const rv = sol.routeOf[v] as number
          if (rv < 0) continue
          const ru = sol.routeOf[u] as number
          if (
            Math.max(
              this.modifiedAt[ru] as number,
              this.modifiedAt[rv] as number
            ) <= lastTest
          ) {
            continue
          }
          if (this.tryPair(u, v)) improved = true
        }
        if (this.on.relocate && this.tryEmptyRoutes(u, empties, lastTest))
          improved = true
      }
      if (!improved && this.on["swap*"] && !stop()) {
        const near = this.jobsNear(this.changedInRun.items)
        improved = this.swapStar.run(sol, since, near)
      }
      if (improved) {
        any = true
        afterPass?.()
      }
    }
    return any
  }

  /** Routes changed in this run, and in its current pass. */
  private readonly changedInRun: StampedSet
  private readonly changedInPass: StampedSet
  private readonly near: StampedSet
  /** Per vehicle, the route version `pos` and the segments were made for. */
  private readonly indexed: Int32Array
  /** The jobs that have v among their granular neighbours (reverseNeighbours). */
  private readonly reverse: Int32Array
  private readonly reverseAt: Int32Array

  private markChanged(r: number): void {
    this.modifiedAt[r] = ++this.clock
    this.changedInRun.add(r)
    this.changedInPass.add(r)
  }

  /**
   * The assigned jobs of `routes` and those that have one of them among
   * their granular neighbours (all assigned jobs when one of `routes` is
   * empty), shuffled; the list is reused by the next call.
   */
  private jobsNear(routes: readonly number[]): number[] {
    const sol = this.sol
    const near = this.near
    near.clear()
    // A route left empty is a new place for every job (tryEmptyRoutes).
    const all = routes.some((r) => (sol.routes[r] as Route).seq.length === 0)
    for (const r of all ? sol.routes.keys() : routes)
      for (const j of (sol.routes[r] as Route).seq) near.add(j)
    const own = all ? 0 : near.items.length
    const { reverse, reverseAt } = this
    for (let i = 0; i < own; i++) {
      const v = near.items[i] as number
      const to = reverseAt[v + 1] as number
      for (let k = reverseAt[v] as number; k < to; k++) {
        const u = reverse[k] as number
        if ((sol.routeOf[u] as number) >= 0) near.add(u)
      }
    }
    this.rng.shuffle(near.items)
    return near.items
  }

  /** Whether route r changed after clock value `since`. */
  changedSince(r: number, since: number): boolean {
    return (this.modifiedAt[r] as number) > since
  }

  /** The moves that bring u next to its neighbour v; true once one applies. */
  private tryPair(u: number, v: number): boolean {
    const sol = this.sol
    const routes = sol.routes
    const ru = sol.routeOf[u] as number
    const rv = sol.routeOf[v] as number
    const A = routes[ru] as Route
    const B = routes[rv] as Route
    const pu = this.pos[u] as number
    const pv = this.pos[v] as number
    const mA = A.seq.length
    const mB = B.seq.length
    const on = this.on
    // Relocate u after v, or before v when v comes first.
    if (on.relocate) {
      if (this.moveSegment(A, pu, 1, false, B, pv + 1, "relocate")) return true
      if (pv === 0 && this.moveSegment(A, pu, 1, false, B, 0, "relocate"))
        return true
    }
    // Or-opt: (u, x) and (u, x, x') after v, and (x, u) reversed.
    if (on["or-opt"]) {
      for (let len = 2; len <= 3 && pu + len <= mA; len++) {
        if (this.moveSegment(A, pu, len, false, B, pv + 1, "or-opt"))
          return true
      }
      if (pu + 2 <= mA && this.moveSegment(A, pu, 2, true, B, pv + 1, "or-opt"))
        return true
    }
    // Swap u with v, (u, x) with v, (u, x) with (v, y).
    if (on.swap) {
      if (this.swapSegments(A, pu, 1, B, pv, 1)) return true
      if (pu + 2 <= mA && this.swapSegments(A, pu, 2, B, pv, 1)) return true
      if (pu + 2 <= mA && pv + 2 <= mB && this.swapSegments(A, pu, 2, B, pv, 2))
        return true
    }
    if (A === B) return on["2-opt"] && this.twoOpt(A, pu, pv)
    const V = this.data.nVehicles
    if (!on["2-opt*"] || !this.compatible[A.v * V + B.v]) return false
    // 2-opt*: u -> y and v -> x, or u -> v and v' -> x.
    return this.swapTails(A, pu, B, pv) || this.swapTails(A, pu, B, pv - 1)
  }

  /**
   * Moves A's stops pu..pu+len-1 (reversed when asked) before position q of
   * route B (q = B's length: at its end).
   */
  private moveSegment(
    A: Route,
    pu: number,
    len: number,
    reversed: boolean,
    B: Route,
    q: number,
    name: MoveName
  ): boolean {
    const X = this.slots[0]
    const Y = this.slots[1]
    const mid = X.mid
    // The segment's k-th stop is A.seq[first + step * k].
    const first = reversed ? pu + len - 1 : pu
    const step = reversed ? -1 : 1
    if (A !== B) {
      X.set(A, pu - 1, 0, A, pu + len)
      for (let k = 0; k < len; k++) Y.mid[k] = A.seq[first + step * k] as number
      Y.set(B, q - 1, len, B, q)
      return this.tryMove(name, X, Y)
    }
    if (q >= pu && q <= pu + len) return false
    let n = 0
    if (q < pu) {
      for (let k = 0; k < len; k++) mid[n++] = A.seq[first + step * k] as number
      for (let k = q; k < pu; k++) mid[n++] = A.seq[k] as number
      X.set(A, q - 1, n, A, pu + len)
    } else {
      for (let k = pu + len; k < q; k++) mid[n++] = A.seq[k] as number
      for (let k = 0; k < len; k++) mid[n++] = A.seq[first + step * k] as number
      X.set(A, pu - 1, n, A, q)
    }
    return this.tryMove(name, X)
  }

  /** Exchanges A's stops pu..pu+l1-1 with B's stops pv..pv+l2-1. */
  private swapSegments(
    A: Route,
    pu: number,
    l1: number,
    B: Route,
    pv: number,
    l2: number
  ): boolean {
    const X = this.slots[0]
    const Y = this.slots[1]
    if (A !== B) {
      for (let k = 0; k < l2; k++) X.mid[k] = B.seq[pv + k] as number
      X.set(A, pu - 1, l2, A, pu + l1)
      for (let k = 0; k < l1; k++) Y.mid[k] = A.seq[pu + k] as number
      Y.set(B, pv - 1, l1, B, pv + l2)
      return this.tryMove("swap", X, Y)
    }
    // Same route: the first segment must end before the second starts.
    const p1 = Math.min(pu, pv)
    const p2 = Math.max(pu, pv)
    const n1 = pu < pv ? l1 : l2
    const n2 = pu < pv ? l2 : l1
    if (p1 + n1 > p2) return false
    const mid = X.mid
    let n = 0
    for (let k = 0; k < n2; k++) mid[n++] = A.seq[p2 + k] as number
    for (let k = p1 + n1; k < p2; k++) mid[n++] = A.seq[k] as number
    for (let k = 0; k < n1; k++) mid[n++] = A.seq[p1 + k] as number
    X.set(A, p1 - 1, n, A, p2 + n2)
    return this.tryMove("swap", X)
  }

  /** 2-opt: reverses the stops between u and v so that u and v are adjacent. */
  private twoOpt(A: Route, pu: number, pv: number): boolean {
    // pu < pv: reverse pu+1..pv (arc u -> v); else reverse pv..pu-1 (v -> u).
    const from = pu < pv ? pu + 1 : pv
    const to = pu < pv ? pv : pu - 1
    if (to - from < 1) return false
    const X = this.slots[0]
    let n = 0
    for (let k = to; k >= from; k--) X.mid[n++] = A.seq[k] as number
    X.set(A, from - 1, n, A, to + 1)
    return this.tryMove("2-opt", X)
  }

  /** 2-opt*: A keeps stops 0..i and takes B's from j+1; B the other way. */
  private swapTails(A: Route, i: number, B: Route, j: number): boolean {
    const X = this.slots[0]
    const Y = this.slots[1]
    X.set(A, i, 0, B, j + 1)
    Y.set(B, j, 0, A, i + 1)
    return this.tryMove("2-opt*", X, Y)
  }

  /**
   * Applies the move that turns X's route (and Y's) into the composed ones
   * when that lowers the cost and breaks no rule. Costs come first: they are
   * cheap, and most moves fail on them.
   */
  tryMove(name: MoveName, X: Composed, Y?: Composed): boolean {
    if (this.data.rich) return this.tryPriced(name, X, Y)
    const cx = this.cost(X)
    const cy = Y ? this.cost(Y) : 0
    const A = X.a
    const old = A.cost + (Y ? Y.a.cost : 0)
    if (cx + cy - old > -EPSILON) return false
    if (!this.fits(X) || (Y && !this.fits(Y))) return false
    const seqX = X.compose()
    const seqY = Y?.compose()
    this.setSeq(A, seqX, cx)
    if (Y && seqY) this.setSeq(Y.a, seqY, cy)
    this.applied[name]++
    return true
  }

  /** tryMove for rich problems: both routes priced with their whole schedule. */
  private tryPriced(name: MoveName, X: Composed, Y?: Composed): boolean {
    const old = X.a.cost + (Y ? Y.a.cost : 0)
    if (this.data.timedCosts) {
      // Driving through a travel profile: screened by the composed routes'
      // lower bound against their exact cost now (route.ts timedBound).
      if (this.lowerBound(X) + (Y ? this.lowerBound(Y) : 0) - old > -EPSILON)
        return false
    } else {
      // Screened first by the plain arcs' cost, exact unless reloads change
      // (not when balancing durations, which the arcs do not see).
      const plainOld = this.plainCost(X.a) + (Y ? this.plainCost(Y.a) : 0)
      if (
        this.data.durationWeight === 0 &&
        this.cost(X) + (Y ? this.cost(Y) : 0) - plainOld > -EPSILON
      )
        return false
    }
    const it = itineraryOf(this.data)
    const seqX = X.compose()
    if (!it.evaluate(X.a.v, seqX)) return false
    const cx = itineraryCost(this.data, X.a.v, it, seqX.length)
    let cy = 0
    let seqY: number[] | undefined
    if (Y) {
      seqY = Y.compose()
      if (!it.evaluate(Y.a.v, seqY)) return false
      cy = itineraryCost(this.data, Y.a.v, it, seqY.length)
    }
    if (cx + cy - old > -EPSILON) return false
    this.setSeq(X.a, seqX, cx)
    if (Y && seqY) this.setSeq(Y.a, seqY, cy)
    this.applied[name]++
    return true
  }

  /** A lower bound of a composed route's cost under timed costs (route.ts timedBound). */
  private lowerBound(X: Composed): number {
    this.cost(X)
    const { a, i } = X
    const stops = i + 1 + X.midLen + Math.max(0, X.b.seq.length - X.k)
    if (i < 0 || !keepsHead(this.data, a.v))
      return timedBound(this.data, a.v, this.lastArcs, stops)
    // The head 0..i keeps its schedule: its arcs are known exactly.
    const rest = this.lastArcs - (a.costTo[i] as number)
    const head = this.headArcs[a.v] as Float64Array
    return timedBound(this.data, a.v, rest, stops, head[i] as number)
  }

  /** Per vehicle, its route's arcs into each stop on its schedule, summed (keepsHead). */
  private readonly headArcs: Float64Array[] = []

  /** The arcs' total of the composed route `cost` priced last. */
  private lastArcs = 0

  /** A route's cost from its plain arcs (no reloads). */
  private plainCost(route: Route): number {
    return routeCost(this.data, route.v, route.arcTotal, route.seq.length)
  }

  /** One empty route per vehicle class, for `tryEmptyRoutes`. */
  private emptyRoutes(): Route[] {
    const data = this.data
    const seen = new Set<number>()
    const out: Route[] = []
    for (const E of this.sol.routes) {
      if (E.seq.length > 0 || seen.has(data.vClass[E.v] as number)) continue
      seen.add(data.vClass[E.v] as number)
      out.push(E)
    }
    return out
  }

  /**
   * Relocates u alone into one of the empty routes, unless neither u's route
   * nor any of them changed since u was last tried.
   */
  private tryEmptyRoutes(
    u: number,
    empties: readonly Route[],
    lastTest: number
  ): boolean {
    const sol = this.sol
    const V = this.data.nVehicles
    const A = sol.routes[sol.routeOf[u] as number] as Route
    if (A.seq.length === 1) return false
    let changed = (this.modifiedAt[A.v] as number) > lastTest
    for (const E of empties)
      if ((this.modifiedAt[E.v] as number) > lastTest) changed = true
    if (!changed) return false
    for (const E of empties) {
      if (E.seq.length > 0 || !this.data.allowed[u * V + E.v]) continue
      if (
        this.moveSegment(A, this.pos[u] as number, 1, false, E, 0, "relocate")
      )
        return true
    }
    return false
  }

  /** The objective cost of a composed route (rules not checked). */
  cost(X: Composed): number {
    const { a, i, mid, midLen, b, k } = X
    const data = this.data
    const v = a.v
    const L = data.size
    const C = data.costs[data.vProfile[v] as number] as Int32Array
    const loc = data.loc
    let cost = i >= 0 ? (a.costTo[i] as number) : 0
    let prev = i >= 0 ? (a.locs[i] as number) : (data.vStart[v] as number)
    const withCosts = data.jobCost !== null
    for (let q = 0; q < midLen; q++) {
      const l = loc[mid[q] as number] as number
      cost += C[prev * L + l] as number
      if (withCosts) cost += jobCostOn(data, mid[q] as number, v)
      prev = l
    }
    const mb = b.seq.length
    if (k < mb) {
      cost +=
        (C[prev * L + (b.locs[k] as number)] as number) +
        b.arcTotal -
        (b.costTo[k] as number)
      // b's arcs from k on carry its jobs' added costs on b's vehicle.
      if (withCosts)
        cost +=
          jobCostOn(data, b.seq[k] as number, b.v) +
          jobCostSwitch(data, b.seq, k, b.v, v)
    } else {
      const end = data.vEnd[v] as number
      if (end >= 0) cost += C[prev * L + end] as number
    }
    this.lastArcs = cost
    return routeCost(data, v, cost, i + 1 + midLen + Math.max(0, mb - k))
  }

  /**
   * Whether a composed route keeps every rule: skills and vehicle pins,
   * position pins, time windows, shift and hours, distance and capacity.
   */
  fits(X: Composed): boolean {
    const { a, i, mid, midLen, b, k } = X
    const data = this.data
    const v = a.v
    const L = data.size
    const V = data.nVehicles
    const prof = data.vProfile[v] as number
    const T = data.durations[prof] as Int32Array
    const D = data.distances[prof] as Int32Array
    const { loc, service, demand, pickup, pin } = data
    const load = this.load
    const mb = b.seq.length
    const hasSuffix = k < mb
    let t: number
    let prev: number
    let dist = 0
    let n = 0
    let pickups = false
    if (i >= 0) {
      if (a.pinLast && i === a.seq.length - 1 && (midLen > 0 || hasSuffix))
        return false
      t = a.dep[i] as number
      prev = a.locs[i] as number
      dist = a.distTo[i] as number
      for (let d = 0; d < DIMS; d++) load[d] = a.demTo[i * DIMS + d] as number
      pickups = a.hasPickup
      n = i + 1
    } else {
      t = data.vDeparture[v] as number
      prev = data.vStart[v] as number
      load.fill(0)
    }
    for (let q = 0; q < midLen; q++) {
      const j = mid[q] as number
      if (!data.allowed[j * V + v]) return false
      const pj = pin[j] as number
      if (pj === 1 && n > 0) return false
      if (pj === 2 && (q < midLen - 1 || hasSuffix)) return false
      const l = loc[j] as number
      const arc = prev * L + l
      const arr = t + (T[arc] as number)
      dist += D[arc] as number
      const start = serviceStart(data, j, arr)
      if (start === -Infinity) return false
      t = start + (service[j] as number)
      if (pickup[j]) pickups = true
      else
        for (let d = 0; d < DIMS; d++)
          load[d] = (load[d] as number) + (demand[j * DIMS + d] as number)
      prev = l
      n++
    }
    if (hasSuffix) {
      if (b.pinFirst && k === 0 && n > 0) return false
      if (b.v !== v && !this.allAllowed) {
        for (let q = k; q < mb; q++)
          if (!data.allowed[(b.seq[q] as number) * V + v]) return false
      }
      const arc = prev * L + (b.locs[k] as number)
      if (t + (T[arc] as number) > (b.lat[k] as number)) return false
      dist += (D[arc] as number) + b.distance - (b.distTo[k] as number)
      pickups ||= b.hasPickup
      for (let d = 0; d < DIMS; d++) {
        load[d] =
          (load[d] as number) +
          (b.startLoad[d] as number) -
          (k > 0 ? (b.demTo[(k - 1) * DIMS + d] as number) : 0)
      }
    } else {
      const end = data.vEnd[v] as number
      if (end >= 0) {
        t += T[prev * L + end] as number
        dist += D[prev * L + end] as number
      }
      if (t > (data.vLatestEnd[v] as number)) return false
    }
    if (dist > (data.vMaxDistance[v] as number)) return false
    if (pickups) return this.loadFits(v, X.compose())
    for (let d = 0; d < DIMS; d++)
      if ((load[d] as number) > (data.vCapacity[v * DIMS + d] as number))
        return false
    return true
  }

  /** Load check of a route with pickups on it, in linear time. */
  private loadFits(v: number, seq: readonly number[]): boolean {
    const { demand, pickup, vCapacity } = this.data
    for (let d = 0; d < DIMS; d++) {
      let load = 0
      for (const j of seq)
        if (!pickup[j]) load += demand[j * DIMS + d] as number
      const cap = vCapacity[v * DIMS + d] as number
      if (load > cap) return false
      for (const j of seq) {
        load += (pickup[j] ? 1 : -1) * (demand[j * DIMS + d] as number)
        if (load > cap) return false
      }
    }
    return true
  }

  private setSeq(route: Route, seq: number[], expected: number): void {
    const sol = this.sol
    sol.touch(route.v)
    route.seq = seq
    route.update(this.data)
    route.ensureSegments(this.data)
    for (const j of seq) sol.routeOf[j] = route.v
    this.indexRoute(route)
    this.markChanged(route.v)
    if (
      this.verify &&
      (!route.feasible || Math.abs(route.cost - expected) > 1e-6)
    ) {
      throw new Error(
        `local search priced route ${route.v} at ${expected}, it is ${route.feasible ? route.cost : "infeasible"}`
      )
    }
  }

  private indexRoute(route: Route): void {
    const seq = route.seq
    for (let k = 0; k < seq.length; k++) this.pos[seq[k] as number] = k
    this.indexed[route.v] = route.version
    if (keepsHead(this.data, route.v)) {
      let head = this.headArcs[route.v]
      if (head === undefined || head.length < seq.length)
        head = this.headArcs[route.v] = new Float64Array(2 * seq.length + 8)
      let sum = 0
      for (let k = 0; k < seq.length; k++)
        head[k] = sum += scheduledArc(this.data, route, k)
    }
  }
}

/** Distinct small integers in the order added, emptied in constant time. */
class StampedSet {
  readonly items: number[] = []
  private readonly stamp: Int32Array
  private current = 1

  constructor(size: number) {
    this.stamp = new Int32Array(size)
  }

  add(x: number): void {
    if (this.stamp[x] === this.current) return
    this.stamp[x] = this.current
    this.items.push(x)
  }

  clear(): void {
    this.items.length = 0
    this.current++
  }
}

/**
 * For every job v, the jobs that have v among their first G neighbours
 * (compressed rows: the list of v is reverse[at[v]..at[v + 1])).
 */
function reverseNeighbours(
  data: ProblemData,
  G: number
): [Int32Array, Int32Array] {
  const n = data.nJobs
  const K = data.K
  const nb = data.neighbours
  const at = new Int32Array(n + 1)
  for (let u = 0; u < n; u++)
    for (let q = 0; q < G; q++) {
      const v = nb[u * K + q] as number
      at[v + 1] = (at[v + 1] as number) + 1
    }
  for (let v = 0; v < n; v++)
    at[v + 1] = (at[v + 1] as number) + (at[v] as number)
  const fill = at.slice(0, n)
  const reverse = new Int32Array(at[n] as number)
  for (let u = 0; u < n; u++)
    for (let q = 0; q < G; q++) {
      const v = nb[u * K + q] as number
      reverse[fill[v] as number] = u
      fill[v] = (fill[v] as number) + 1
    }
  return [reverse, at]
}

/**
 * A candidate route for vehicle `a.v`: route a's stops 0..i (none when
 * i < 0), then mid[0..midLen), then route b's stops k..end (none when k is
 * past its end). b is a itself, or a route of a compatible vehicle.
 */
export class Composed {
  a!: Route
  i = -1
  readonly mid: Int32Array
  midLen = 0
  b!: Route
  k = 0

  constructor(size: number) {
    this.mid = new Int32Array(size)
  }

  set(a: Route, i: number, midLen: number, b: Route, k: number): this {
    this.a = a
    this.i = i
    this.midLen = midLen
    this.b = b
    this.k = k
    return this
  }

  /** The job sequence. */
  compose(): number[] {
    const out = this.a.seq.slice(0, this.i + 1)
    for (let q = 0; q < this.midLen; q++) out.push(this.mid[q] as number)
    for (let q = this.k; q < this.b.seq.length; q++)
      out.push(this.b.seq[q] as number)
    return out
  }
}
