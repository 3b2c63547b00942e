import { jobCostOn } from "../model/job-vehicles.ts"
import type { Route } from "../solution/route.ts"
import type { Solution } from "../solution/solution.ts"
import { EPSILON, type LocalSearch } from "./local-search.ts"

/** Best-estimated exchanges priced exactly per route pair. */
const EXACT_TRIES = 6

interface Candidate {
  estimate: number
  u: number
  v: number
  /** Where v goes in u's route (-1: in u's place), and u in v's. */
  atA: number
  atB: number
}

/**
 * SWAP* (Vidal 2022, section 4): exchanges a job u of route A with a job v of
 * route B where each goes to its best position in the other route, not
 * necessarily the one the other left. The three cheapest insertion places of
 * every job in the other route are found once per pair of routes; the
 * exchanges that look best on arc costs are then priced exactly, time
 * windows, capacities and limits included, and the best that lowers the
 * cost is applied. Only pairs of routes that hold neighbours are tried.
 */
export class SwapStar {
  private readonly topCost: Float64Array
  private readonly topPos: Int32Array
  private readonly removal: Float64Array
  private readonly pairMark: Uint8Array

  constructor(private readonly ls: LocalSearch) {
    const { nJobs, nVehicles } = ls.data
    this.topCost = new Float64Array(nJobs * 3)
    this.topPos = new Int32Array(nJobs * 3)
    this.removal = new Float64Array(nJobs)
    this.pairMark = new Uint8Array(nVehicles * nVehicles)
  }

  /**
   * One pass over the pairs of routes of which one changed after `since`,
   * found from `jobs` (those in or next to a changed route); true if some
   * exchange applied.
   */
  run(sol: Solution, since: number, jobs: readonly number[]): boolean {
    const data = this.ls.data
    const V = data.nVehicles
    const K = data.K
    const G = Math.min(K, this.ls.params.granularity)
    const nb = data.neighbours
    const mark = this.pairMark
    mark.fill(0)
    const pairs: number[] = []
    for (const u of jobs) {
      const ra = sol.routeOf[u] as number
      for (let q = 0; q < G; q++) {
        const rb = sol.routeOf[nb[u * K + q] as number] as number
        if (rb < 0 || rb === ra) continue
        if (
          !this.ls.changedSince(ra, since) &&
          !this.ls.changedSince(rb, since)
        )
          continue
        const key = Math.min(ra, rb) * V + Math.max(ra, rb)
        if (mark[key]) continue
        mark[key] = 1
        pairs.push(key)
      }
    }
    let improved = false
    for (const key of pairs) {
      const A = sol.routes[Math.floor(key / V)] as Route
      const B = sol.routes[key % V] as Route
      if (A.seq.length > 0 && B.seq.length > 0 && this.tryPair(A, B))
        improved = true
    }
    return improved
  }

  private tryPair(A: Route, B: Route): boolean {
    this.prepare(A, B)
    this.prepare(B, A)
    const candidates: Candidate[] = []
    for (let a = 0; a < A.seq.length; a++) {
      const u = A.seq[a] as number
      for (let b = 0; b < B.seq.length; b++) {
        const v = B.seq[b] as number
        const [costV, atA] = this.bestPlace(A, a, v)
        const [costU, atB] = this.bestPlace(B, b, u)
        const estimate =
          (this.removal[u] as number) +
          (this.removal[v] as number) +
          costV +
          costU
        if (estimate < -EPSILON) candidates.push({ estimate, u, v, atA, atB })
      }
    }
    candidates.sort((x, y) => x.estimate - y.estimate)
    const X = this.ls.slots[0]
    const Y = this.ls.slots[1]
    const n = Math.min(EXACT_TRIES, candidates.length)
    for (let c = 0; c < n; c++) {
      const { u, v, atA, atB } = candidates[c] as Candidate
      const lenA = exchange(A.seq, u, v, atA, X.mid)
      const lenB = exchange(B.seq, v, u, atB, Y.mid)
      X.set(A, -1, lenA, A, A.seq.length)
      Y.set(B, -1, lenB, B, B.seq.length)
      if (this.ls.tryMove("swap*", X, Y)) return true
    }
    return false
  }

  /**
   * For every job of `from`: the arc-cost change of removing it, and its three
   * cheapest insertion places in `into` (before position p; p = length: at
   * the end).
   */
  private prepare(from: Route, into: Route): void {
    const data = this.ls.data
    const L = data.size
    const C = data.costs[data.vProfile[into.v] as number] as Int32Array
    const Cf = data.costs[data.vProfile[from.v] as number] as Int32Array
    const m = into.seq.length
    const start = data.vStart[into.v] as number
    const end = data.vEnd[into.v] as number
    const fromStart = data.vStart[from.v] as number
    const fromEnd = data.vEnd[from.v] as number
    const fm = from.seq.length
    for (let a = 0; a < fm; a++) {
      const u = from.seq[a] as number
      const prev = a > 0 ? (from.locs[a - 1] as number) : fromStart
      const next = a < fm - 1 ? (from.locs[a + 1] as number) : fromEnd
      this.removal[u] =
        (next >= 0 ? (Cf[prev * L + next] as number) : 0) +
        (a < fm - 1 ? jobCostOn(data, from.seq[a + 1] as number, from.v) : 0) -
        (from.arcCost[a] as number) -
        (from.arcCost[a + 1] as number)
      const jcU = jobCostOn(data, u, into.v)
      const lu = data.loc[u] as number
      const tc = this.topCost
      const tp = this.topPos
      const o = u * 3
      tc[o] = tc[o + 1] = tc[o + 2] = Infinity
      tp[o] = tp[o + 1] = tp[o + 2] = -1
      for (let p = 0; p <= m; p++) {
        const before = p > 0 ? (into.locs[p - 1] as number) : start
        const after = p < m ? (into.locs[p] as number) : end
        const delta =
          (C[before * L + lu] as number) +
          (after >= 0 ? (C[lu * L + after] as number) : 0) +
          jcU +
          (p < m ? jobCostOn(data, into.seq[p] as number, into.v) : 0) -
          (into.arcCost[p] as number)
        if (delta >= (tc[o + 2] as number)) continue
        let s = 2
        while (s > 0 && delta < (tc[o + s - 1] as number)) {
          tc[o + s] = tc[o + s - 1] as number
          tp[o + s] = tp[o + s - 1] as number
          s--
        }
        tc[o + s] = delta
        tp[o + s] = p
      }
    }
  }

  /**
   * Cheapest place for x in route R once the stop at position a leaves it:
   * in its place, or one of x's three best places not next to it.
   */
  private bestPlace(R: Route, a: number, x: number): [number, number] {
    const data = this.ls.data
    const L = data.size
    const C = data.costs[data.vProfile[R.v] as number] as Int32Array
    const m = R.seq.length
    const prev =
      a > 0 ? (R.locs[a - 1] as number) : (data.vStart[R.v] as number)
    const next =
      a < m - 1 ? (R.locs[a + 1] as number) : (data.vEnd[R.v] as number)
    const lx = data.loc[x] as number
    // In place of the leaving stop, relative to the route without it.
    let best =
      (C[prev * L + lx] as number) +
      (next >= 0 ? (C[lx * L + next] as number) : 0) -
      (next >= 0 ? (C[prev * L + next] as number) : 0) +
      jobCostOn(data, x, R.v)
    let at = -1
    const o = x * 3
    for (let s = 0; s < 3; s++) {
      const p = this.topPos[o + s] as number
      if (p < 0) break
      if (p === a || p === a + 1) continue
      const c = this.topCost[o + s] as number
      if (c < best) {
        best = c
        at = p
      }
      break
    }
    return [best, at]
  }
}

/**
 * Writes `seq` without `out`, with `inn` before position `at` (-1: in out's
 * place), into `into`; returns the length.
 */
function exchange(
  seq: readonly number[],
  out: number,
  inn: number,
  at: number,
  into: Int32Array
): number {
  let n = 0
  for (let k = 0; k < seq.length; k++) {
    if (k === at) into[n++] = inn
    const j = seq[k] as number
    if (j !== out) into[n++] = j
    else if (at === -1) into[n++] = inn
  }
  if (at === seq.length) into[n++] = inn
  return n
}
