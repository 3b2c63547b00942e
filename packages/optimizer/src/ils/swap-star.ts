import { jobCostOn } from "../model/job-vehicles.ts"
import { DIMS, type ProblemData } from "../model/problem-data.ts"
import { routeCost } from "../solution/route.ts"
import type { MoveRecipes } from "./moves.ts"
import type { RouteCache } from "./routes.ts"
import type { IlsState, Recipe } from "./state.ts"

/** Exchanges priced exactly per pair of routes, the best estimates first. */
const EXACT_TRIES = 6

/** Below this change a move is taken as no improvement (float noise). */
const EPS = 1e-6

/**
 * SWAP* (Vidal 2022, section 4; PyVRP's SwapStar before 1.0) in the
 * penalised search: job u of route A and job v of route B change routes,
 * each going to its best place in the other, not necessarily the one the
 * other left. Per pair of routes, the three cheapest places of every job in
 * the other route are found on arc costs (the top-3 cache), the removals
 * are priced exactly (time warp, load and distance penalties included), and
 * each exchange is estimated from those plus its load penalty; the
 * `EXACT_TRIES` best estimates are then priced exactly from their recipes
 * and the best that lowers the penalised cost is the answer.
 *
 * A pair is tried again only when one of its routes changed (by the
 * routes' stamps, which also change with the weights).
 */
export class IlsSwapStar {
  private readonly topCost: Float64Array
  private readonly topSlot: Int32Array
  private readonly removal: Float64Array
  private readonly testedA: Int32Array
  private readonly testedB: Int32Array
  /** The best estimates of the pair being tried: u, v and their slots. */
  private readonly cand = new Float64Array(EXACT_TRIES * 5)
  private nCand = 0
  /** Where bestSlot's job goes. */
  private slot = 0
  /** The jobs of the exchange `find` found. */
  u = -1
  v = -1

  constructor(private readonly data: ProblemData) {
    const n = data.nJobs
    const V = data.nVehicles
    this.topCost = new Float64Array(n * 3)
    this.topSlot = new Int32Array(n * 3)
    this.removal = new Float64Array(n)
    this.testedA = new Int32Array(V * V).fill(-1)
    this.testedB = new Int32Array(V * V).fill(-1)
  }

  /**
   * Fills `out` with the best improving exchange between routes a and b
   * (a !== b, both used); false when none lowers the penalised cost or the
   * pair is unchanged since it was last tried.
   */
  find(state: IlsState, a: number, b: number, out: MoveRecipes): boolean {
    const V = this.data.nVehicles
    const A = state.routes[a] as RouteCache
    const B = state.routes[b] as RouteCache
    const key = a * V + b
    if (this.testedA[key] === A.stamp && this.testedB[key] === B.stamp)
      return false
    this.testedA[key] = A.stamp
    this.testedB[key] = B.stamp
    this.removals(state, A, out.first)
    this.removals(state, B, out.first)
    this.insertions(A, B)
    this.insertions(B, A)
    this.nCand = 0
    const w = state.weights.load
    for (let i = 0; i < A.seq.length; i++) {
      const u = A.seq[i] as number
      for (let k = 0; k < B.seq.length; k++) {
        const v = B.seq[k] as number
        let est =
          (this.removal[u] as number) +
          (this.removal[v] as number) +
          (w > 0 ? w * this.loadChange(A, B, u, v) : 0)
        est += this.bestSlot(A, i, v)
        if (est >= -EPS) continue
        const slotV = this.slot
        est += this.bestSlot(B, k, u)
        if (est < -EPS) this.keep(est, i, k, slotV, this.slot)
      }
    }
    let best = -EPS
    let bestAt = -1
    for (let c = 0; c < this.nCand; c++) {
      this.recipes(state, a, b, c, out)
      const d = out.delta(state)
      if (d < best) {
        best = d
        bestAt = c
      }
    }
    if (bestAt < 0) return false
    this.recipes(state, a, b, bestAt, out)
    this.u = A.seq[this.cand[bestAt * 5 + 1] as number] as number
    this.v = B.seq[this.cand[bestAt * 5 + 2] as number] as number
    return true
  }

  /**
   * Each job's exact change in penalised cost when it leaves its route, but
   * for the route's fixed and per-stop costs (an exchange keeps its count).
   */
  private removals(state: IlsState, R: RouteCache, scratch: Recipe): void {
    const m = R.seq.length
    const kept =
      routeCost(this.data, R.v, 0, m) - routeCost(this.data, R.v, 0, m - 1)
    for (let i = 0; i < m; i++) {
      scratch
        .reset(R.v)
        .prefix(R.v, i)
        .suffix(R.v, i + 1)
      this.removal[R.seq[i] as number] = state.price(scratch) - R.cost + kept
    }
  }

  /** The three cheapest places (by arcs) of every job of `from` in `into`. */
  private insertions(from: RouteCache, into: RouteCache): void {
    const data = this.data
    const L = data.size
    const C = data.costs[data.vProfile[into.v] as number] as Int32Array
    const start = data.vStart[into.v] as number
    const end = data.vEnd[into.v] as number
    const seq = into.seq
    const m = seq.length
    const loc = data.loc
    const top = this.topCost
    const slot = this.topSlot
    for (const u of from.seq) {
      const l = loc[u] as number
      const t = u * 3
      top[t] = top[t + 1] = top[t + 2] = Infinity
      slot[t] = slot[t + 1] = slot[t + 2] = -1
      let prev = start
      for (let q = 0; q <= m; q++) {
        const next = q < m ? (loc[seq[q] as number] as number) : end
        const cost =
          (C[prev * L + l] as number) +
          (next >= 0
            ? (C[l * L + next] as number) - (C[prev * L + next] as number)
            : 0)
        if (cost < (top[t + 2] as number)) {
          let p = t + 2
          while (p > t && cost < (top[p - 1] as number)) {
            top[p] = top[p - 1] as number
            slot[p] = slot[p - 1] as number
            p--
          }
          top[p] = cost
          slot[p] = q
        }
        prev = next
      }
    }
  }

  /**
   * The cost (by arcs) of the cheapest place for job x in route R once its
   * stop i leaves: a cached place not next to stop i, or stop i's own place;
   * the place is left in `slot`.
   */
  private bestSlot(R: RouteCache, i: number, x: number): number {
    const data = this.data
    const L = data.size
    const C = data.costs[data.vProfile[R.v] as number] as Int32Array
    const loc = data.loc
    const seq = R.seq
    const prev =
      i > 0
        ? (loc[seq[i - 1] as number] as number)
        : (data.vStart[R.v] as number)
    const next =
      i + 1 < seq.length
        ? (loc[seq[i + 1] as number] as number)
        : (data.vEnd[R.v] as number)
    const l = loc[x] as number
    let cost =
      (C[prev * L + l] as number) +
      (next >= 0
        ? (C[l * L + next] as number) - (C[prev * L + next] as number)
        : 0)
    let at = i
    for (let t = x * 3; t < x * 3 + 3; t++) {
      const q = this.topSlot[t] as number
      if (q < 0 || q === i || q === i + 1) continue
      if ((this.topCost[t] as number) < cost) {
        cost = this.topCost[t] as number
        at = q
      }
      break
    }
    this.slot = at
    return cost + jobCostOn(data, x, R.v)
  }

  /** Change in excess load when u (of A) and v (of B) change routes. */
  private loadChange(
    A: RouteCache,
    B: RouteCache,
    u: number,
    v: number
  ): number {
    const data = this.data
    const cap = data.vCapacity
    const dem = data.demand
    let e = 0
    for (let d = 0; d < DIMS; d++) {
      const du = dem[u * DIMS + d] as number
      const dv = dem[v * DIMS + d] as number
      if (du === dv) continue
      const la = A.pre.load[A.seq.length * DIMS + d] as number
      const lb = B.pre.load[B.seq.length * DIMS + d] as number
      const ca = cap[A.v * DIMS + d] as number
      const cb = cap[B.v * DIMS + d] as number
      e +=
        Math.max(0, la - du + dv - ca) -
        Math.max(0, la - du - ca) +
        Math.max(0, lb - dv + du - cb) -
        Math.max(0, lb - dv - cb)
    }
    return e
  }

  /** Keeps the `EXACT_TRIES` lowest estimates. */
  private keep(
    est: number,
    i: number,
    k: number,
    slotV: number,
    slotU: number
  ): void {
    const c = this.cand
    let p = this.nCand < EXACT_TRIES ? this.nCand++ : EXACT_TRIES
    if (p === EXACT_TRIES) {
      if (est >= (c[(EXACT_TRIES - 1) * 5] as number)) return
      p = EXACT_TRIES - 1
    }
    while (p > 0 && est < (c[(p - 1) * 5] as number)) {
      c.copyWithin(p * 5, (p - 1) * 5, p * 5)
      p--
    }
    c[p * 5] = est
    c[p * 5 + 1] = i
    c[p * 5 + 2] = k
    c[p * 5 + 3] = slotV
    c[p * 5 + 4] = slotU
  }

  /** The recipes of candidate c: A without stop i, v at its slot; B alike. */
  private recipes(
    state: IlsState,
    a: number,
    b: number,
    c: number,
    out: MoveRecipes
  ): void {
    const i = this.cand[c * 5 + 1] as number
    const k = this.cand[c * 5 + 2] as number
    const slotV = this.cand[c * 5 + 3] as number
    const slotU = this.cand[c * 5 + 4] as number
    const A = state.routes[a] as RouteCache
    const B = state.routes[b] as RouteCache
    exchange(out.first, a, i, B.seq[k] as number, slotV)
    out.second = exchange(out.secondBuf, b, k, A.seq[i] as number, slotU)
  }
}

/**
 * Route r without its stop i and with job x before its stop q (q = i or
 * i + 1: in stop i's place).
 */
function exchange(
  rec: Recipe,
  r: number,
  i: number,
  x: number,
  q: number
): Recipe {
  rec.reset(r)
  if (q === i || q === i + 1)
    return rec
      .prefix(r, i)
      .job(x)
      .suffix(r, i + 1)
  if (q < i)
    return rec
      .prefix(r, q)
      .job(x)
      .range(r, q, i - 1)
      .suffix(r, i + 1)
  return rec
    .prefix(r, i)
    .range(r, i + 1, q - 1)
    .job(x)
    .suffix(r, q)
}
