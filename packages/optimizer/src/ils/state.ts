import type { ProblemData } from "../model/problem-data.ts"
import { routeCost } from "../solution/route.ts"
import { Concat, refresh, reprice, RouteCache, type Weights } from "./routes.ts"

/** Pieces of a recipe: how a move's new route is put together. */
export const PIECE = { prefix: 0, job: 1, range: 2, suffix: 3 } as const

/**
 * A new route described by pieces of the current ones: a prefix of a route,
 * single jobs, ranges of a route's stops (backwards when from > to) and a
 * suffix. A move is priced from its recipes in constant time (a range costs
 * its length: only intra-route moves use ranges) and applied by building
 * the same recipes, so pricing and applying cannot disagree.
 */
export class Recipe {
  ops = new Int32Array(64)
  n = 0
  /** The vehicle whose route this becomes. */
  v = 0

  reset(v: number): this {
    this.v = v
    this.n = 0
    return this
  }

  private push(op: number, a: number, b = 0, c = 0): this {
    const i = this.n * 4
    this.ops[i] = op
    this.ops[i + 1] = a
    this.ops[i + 2] = b
    this.ops[i + 3] = c
    this.n++
    return this
  }

  prefix(r: number, k: number): this {
    return this.push(PIECE.prefix, r, k)
  }
  job(j: number): this {
    return this.push(PIECE.job, j)
  }
  range(r: number, from: number, to: number): this {
    return this.push(PIECE.range, r, from, to)
  }
  suffix(r: number, k: number): this {
    return this.push(PIECE.suffix, r, k)
  }
}

/** Tells route contents apart: a route keeps its stamp until it changes. */
let stamps = 0

/**
 * A solution of the penalised search: one route per vehicle, each job's
 * route and position (-1 when unassigned), priced at the current weights.
 */
export class IlsState {
  readonly routes: RouteCache[] = []
  readonly routeOf: Int32Array
  readonly posOf: Int32Array
  readonly concat: Concat
  /** Whether some job may not go on some vehicle (skills, pins to a vehicle). */
  readonly restricted: boolean

  constructor(
    readonly data: ProblemData,
    public weights: Weights
  ) {
    this.concat = new Concat(data)
    for (let v = 0; v < data.nVehicles; v++) this.routes.push(new RouteCache(v))
    this.routeOf = new Int32Array(data.nJobs).fill(-1)
    this.posOf = new Int32Array(data.nJobs).fill(-1)
    this.restricted = data.allowed.some((a) => a === 0)
    for (const r of this.routes) refresh(data, r, this.concat, weights)
  }

  /** Sets every route from job sequences (one per vehicle). */
  load(seqs: readonly (readonly number[])[]): void {
    this.routeOf.fill(-1)
    this.posOf.fill(-1)
    this.routes.forEach((r, v) => this.setRoute(v, [...(seqs[v] ?? [])]))
  }

  /** Copies another state's routes (same problem). */
  copyFrom(other: IlsState): void {
    this.weights = other.weights
    other.routes.forEach((from, v) => {
      const to = this.routes[v] as RouteCache
      if (to.stamp === from.stamp) return
      this.place(v, from.seq.slice())
      to.copyFrom(from)
    })
  }

  /**
   * Replaces route v's stops and refreshes its segments; `stamp` puts back
   * the stamp these very stops had under these weights (an undone change).
   */
  setRoute(v: number, seq: number[], stamp = ++stamps): void {
    const r = this.place(v, seq)
    refresh(this.data, r, this.concat, this.weights)
    r.stamp = stamp
  }

  /** Puts route v's stops in place, without their segments. */
  private place(v: number, seq: number[]): RouteCache {
    const r = this.routes[v] as RouteCache
    for (const j of r.seq)
      if (this.routeOf[j] === v) {
        this.routeOf[j] = -1
        this.posOf[j] = -1
      }
    r.seq = seq
    seq.forEach((j, k) => {
      this.routeOf[j] = v
      this.posOf[j] = k
    })
    return r
  }

  /** Reprices every route under new weights. */
  setWeights(w: Weights): void {
    this.weights = w
    for (const r of this.routes) {
      reprice(this.data, r, this.concat, w)
      r.stamp = ++stamps
    }
  }

  snapshot(): number[][] {
    return this.routes.map((r) => r.seq.slice())
  }

  /** Penalised cost: routes at the weights, plus every unassigned job's penalty. */
  penalisedCost(): number {
    let c = 0
    for (const r of this.routes) c += r.cost
    const pen = this.data.penalty
    for (let j = 0; j < this.data.nJobs; j++)
      if ((this.routeOf[j] as number) < 0) c += pen[j] as number
    return c
  }

  /** The objective without penalties (routes only). */
  objective(): number {
    let c = 0
    for (const r of this.routes) c += r.objective
    return c
  }

  violations(): { warp: number; load: number; distance: number } {
    let warp = 0
    let load = 0
    let distance = 0
    for (const r of this.routes) {
      warp += r.warp
      load += r.excessLoad
      distance += r.excessDistance
    }
    return { warp, load, distance }
  }

  feasible(): boolean {
    for (const r of this.routes)
      if (r.warp > 0 || r.excessLoad > 0 || r.excessDistance > 0) return false
    return true
  }

  unassignedCount(): number {
    let n = 0
    for (let j = 0; j < this.data.nJobs; j++)
      if ((this.routeOf[j] as number) < 0) n++
    return n
  }

  /** The penalised cost of the route a recipe builds (Infinity if not allowed). */
  price(recipe: Recipe): number {
    const c = this.concat
    const ops = recipe.ops
    const v = recipe.v
    const allowed = this.data.allowed
    const V = this.data.nVehicles
    const check = this.restricted
    for (let p = 0; p < recipe.n; p++) {
      const i = p * 4
      const op = ops[i] as number
      const a = ops[i + 1] as number
      const b = ops[i + 2] as number
      if (op === PIECE.prefix) {
        const route = this.routes[a] as RouteCache
        if (check && a !== v && !this.allowedOn(route, 0, b - 1, v))
          return Infinity
        c.prefix(v, route, b)
      } else if (op === PIECE.job) {
        if (check && allowed[a * V + v] === 0) return Infinity
        c.job(a)
      } else if (op === PIECE.range) {
        const route = this.routes[a] as RouteCache
        const to = ops[i + 3] as number
        if (
          check &&
          a !== v &&
          !this.allowedOn(route, Math.min(b, to), Math.max(b, to), v)
        )
          return Infinity
        c.range(route, b, to)
      } else {
        const route = this.routes[a] as RouteCache
        if (
          check &&
          a !== v &&
          !this.allowedOn(route, b, route.seq.length - 1, v)
        )
          return Infinity
        c.suffix(route, b)
      }
    }
    return c.finish(this.weights)
  }

  /**
   * A lower bound of `price`: the route's objective from its arcs alone,
   * without any penalty (constant time but for ranges, like `price`).
   */
  bound(recipe: Recipe): number {
    const data = this.data
    const ops = recipe.ops
    const v = recipe.v
    const L = data.size
    const prof = data.vProfile[v] as number
    const C = data.costs[prof] as Int32Array
    const loc = data.loc
    let cost = 0
    let stops = 0
    let last = data.vStart[v] as number
    for (let p = 0; p < recipe.n; p++) {
      const i = p * 4
      const op = ops[i] as number
      const a = ops[i + 1] as number
      const b = ops[i + 2] as number
      if (op === PIECE.job) {
        const l = loc[a] as number
        cost += C[last * L + l] as number
        last = l
        stops++
        continue
      }
      const route = this.routes[a] as RouteCache
      const seq = route.seq
      // Cached costs carry the jobs' added costs on their own vehicle: a
      // bound on another vehicle leaves them out (they are never negative).
      const own =
        data.vProfile[route.v] === prof &&
        (data.jobCost === null || route.v === v)
      if (op === PIECE.prefix && own && route.v === v) {
        cost += route.pre.cost[b] as number
        stops += b
        if (b > 0) last = loc[seq[b - 1] as number] as number
        continue
      }
      if (op === PIECE.suffix && own && b < seq.length) {
        cost +=
          (C[last * L + (loc[seq[b] as number] as number)] as number) +
          (route.suf.cost[b] as number)
        stops += seq.length - b
        last = loc[seq[seq.length - 1] as number] as number
        continue
      }
      if (op === PIECE.range && own) {
        // A stretch's own arcs from the prefix sums, forwards or backwards.
        const to = ops[i + 3] as number
        cost +=
          (C[last * L + (loc[seq[b] as number] as number)] as number) +
          (b <= to
            ? (route.pre.cost[to + 1] as number) -
              (route.pre.cost[b + 1] as number)
            : (route.pre.back[b + 1] as number) -
              (route.pre.back[to + 1] as number))
        stops += Math.abs(to - b) + 1
        last = loc[seq[to] as number] as number
        continue
      }
      const from = op === PIECE.prefix ? 0 : b
      const to =
        op === PIECE.range
          ? (ops[i + 3] as number)
          : op === PIECE.prefix
            ? b - 1
            : seq.length - 1
      if (op !== PIECE.range && to < from) continue
      const step = from <= to ? 1 : -1
      for (let k = from; k !== to + step; k += step) {
        const l = loc[seq[k] as number] as number
        cost += C[last * L + l] as number
        last = l
        stops++
      }
    }
    if (stops === 0) return 0
    const end = data.vEnd[v] as number
    if (end >= 0) cost += C[last * L + end] as number
    return routeCost(data, v, cost, stops)
  }

  private allowedOn(
    route: RouteCache,
    from: number,
    to: number,
    v: number
  ): boolean {
    const V = this.data.nVehicles
    for (let k = from; k <= to; k++)
      if (this.data.allowed[(route.seq[k] as number) * V + v] === 0)
        return false
    return true
  }

  /** The job sequence a recipe builds from the current routes. */
  build(recipe: Recipe): number[] {
    const out: number[] = []
    const ops = recipe.ops
    for (let p = 0; p < recipe.n; p++) {
      const i = p * 4
      const op = ops[i] as number
      if (op === PIECE.job) {
        out.push(ops[i + 1] as number)
        continue
      }
      const seq = (this.routes[ops[i + 1] as number] as RouteCache).seq
      const b = ops[i + 2] as number
      if (op === PIECE.prefix)
        for (let k = 0; k < b; k++) out.push(seq[k] as number)
      else if (op === PIECE.range) {
        const to = ops[i + 3] as number
        const step = b <= to ? 1 : -1
        for (let k = b; k !== to + step; k += step) out.push(seq[k] as number)
      } else for (let k = b; k < seq.length; k++) out.push(seq[k] as number)
    }
    return out
  }

  /** Applies one or two recipes (built from the routes before either changes). */
  apply(first: Recipe, second: Recipe | null): void {
    const a = this.build(first)
    const b = second ? this.build(second) : null
    this.setRoute(first.v, a)
    if (second && b) this.setRoute(second.v, b)
  }
}
