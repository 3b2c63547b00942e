import type { ProblemData } from "../model/problem-data.ts"
import type { Random } from "../random.ts"
import { shortOfThree } from "../search/ruin.ts"
import { MOVE_KINDS, MoveRecipes, moveRecipes, type MoveKind } from "./moves.ts"
import { timeNeighbours } from "./neighbours.ts"
import type { RouteCache } from "./routes.ts"
import { Recipe, type IlsState } from "./state.ts"

/** Longest string the SISR perturbation removes from one route. */
const STRING = 5

/** Below this change a move is taken as no improvement (float noise). */
const EPS = 1e-6

/**
 * A granular local search through late, overloaded and over-long
 * solutions, priced at the state's penalty weights (PyVRP 1.0's
 * LocalSearch): for every promising job u and each of its nearest
 * neighbours v it tries the moves of `MOVE_KINDS` that put u next to v (or
 * at the start of v's route when v is first), and u alone into an empty
 * route, applying the first that lowers the penalised cost; a pair is tried
 * again only when one of its routes changed since u was last tried.
 * Unassigned jobs are first inserted where they cost least. In an
 * exhaustive search, each route is also emptied when its jobs cost less in
 * the others. (Its SWAP*, off by default and worse where measured, was
 * removed at `82d8399`: docs/architecture.md, "One search per idea".)
 *
 * Its perturbation (PyVRP's PerturbationManager) removes a few jobs around
 * random ones (a job and its neighbours, `perturbations` in all, a number
 * drawn in [1, maxPerturbations]); the search then puts them back.
 */
export class IlsLocalSearch {
  private readonly out = new MoveRecipes()
  private readonly single = new Recipe()
  private readonly promising: Uint8Array
  private readonly lastTest: Int32Array
  private readonly lastUpdate: Int32Array
  private updates = 0
  /**
   * For each job and neighbour, the stamps of both routes when the pair was
   * last tried without success (route stamps change with their stops and
   * with the weights, so the same stamps mean the same outcome).
   */
  private readonly tried: Float64Array
  /** Each route's stamp when emptying it last failed. */
  private readonly emptied: Float64Array
  /** Pairs of a job and a neighbour tried (each with every move), over all searches. */
  pairsTried = 0
  private readonly order: number[]
  private readonly G: number
  /** Each job's neighbours, `stride` a row, the nearest G first. */
  private readonly nb: Int32Array
  private readonly stride: number
  /** One vehicle per class, to try empty routes once per class. */
  private readonly classRep: number[][]

  constructor(
    private readonly data: ProblemData,
    private readonly rng: Random,
    granularity: number,
    private readonly maxPerturbations: number,
    neighbours: "distance" | "time" = "time",
    private readonly kinds: readonly MoveKind[] = MOVE_KINDS
  ) {
    const n = data.nJobs
    this.promising = new Uint8Array(n)
    this.lastTest = new Int32Array(n)
    this.lastUpdate = new Int32Array(data.nVehicles)
    this.order = Array.from({ length: n }, (_, j) => j)
    this.G = Math.min(granularity, data.K)
    this.tried = new Float64Array(n * this.G * 2).fill(-1)
    this.emptied = new Float64Array(data.nVehicles).fill(-1)
    if (neighbours === "time") {
      this.nb = timeNeighbours(data, this.G)
      this.stride = this.G
    } else {
      this.nb = data.neighbours
      this.stride = data.K
    }
    const byClass = new Map<number, number[]>()
    for (let v = 0; v < data.nVehicles; v++) {
      const c = data.vClass[v] as number
      const list = byClass.get(c) ?? []
      list.push(v)
      byClass.set(c, list)
    }
    this.classRep = [...byClass.values()]
  }

  /**
   * SISR's strings instead (Christiaens and Vanden Berghe 2020): around a
   * random job, a string of up to `STRING` consecutive stops from each of
   * the nearest routes, until as many jobs are out.
   */
  perturbStrings(state: IlsState): void {
    this.promising.fill(0)
    const data = this.data
    const K = data.K
    let left = 1 + this.rng.int(Math.min(this.maxPerturbations, data.nJobs))
    const seed = this.rng.int(data.nJobs)
    const ruined = new Set<number>()
    for (let k = -1; k < K && left > 0; k++) {
      const j = k < 0 ? seed : (data.neighbours[seed * K + k] as number)
      const r = state.routeOf[j] as number
      if (r < 0 || ruined.has(r)) continue
      ruined.add(r)
      const seq = (state.routes[r] as RouteCache).seq
      const length = Math.min(left, seq.length, 1 + this.rng.int(STRING))
      const at = state.posOf[j] as number
      const first = Math.max(
        0,
        Math.min(at - this.rng.int(length), seq.length - length)
      )
      const out = seq.slice(first, first + length)
      for (const o of out) this.markAround(state, o)
      const kept = seq.slice()
      kept.splice(first, length)
      state.setRoute(r, kept)
      left -= length
    }
  }

  /**
   * Empties the shorter of three random used routes (fleet minimisation):
   * its jobs are left out for the search to put back elsewhere; false when
   * fewer than two routes are used.
   */
  perturbRoute(state: IlsState): boolean {
    const used: number[] = []
    for (const r of state.routes) if (r.seq.length > 0) used.push(r.v)
    if (used.length < 2) return false
    this.promising.fill(0)
    const pick = shortOfThree(
      used,
      (r) => (state.routes[r] as RouteCache).seq.length,
      this.rng
    )
    const K = this.stride
    for (const j of (state.routes[pick] as RouteCache).seq)
      for (let k = 0; k < this.G; k++) {
        const w = this.nb[j * K + k] as number
        if ((state.routeOf[w] as number) >= 0 && state.routeOf[w] !== pick)
          this.markAround(state, w)
      }
    state.setRoute(pick, [])
    return true
  }

  /** Removes a few jobs around random ones; they become promising. */
  perturb(state: IlsState): void {
    this.promising.fill(0)
    const data = this.data
    const K = this.stride
    let left = 1 + this.rng.int(Math.min(this.maxPerturbations, data.nJobs))
    this.rng.shuffle(this.order)
    for (const u of this.order) {
      for (let k = -1; k < this.G && left > 0; k++) {
        const j = k < 0 ? u : (this.nb[u * K + k] as number)
        if ((state.routeOf[j] as number) < 0) continue
        this.markAround(state, j)
        this.remove(state, j)
        left--
      }
      if (left === 0) return
    }
  }

  /**
   * Improves `state` until no move lowers its penalised cost, from the
   * promising jobs (every job when `exhaustive`).
   */
  search(state: IlsState, exhaustive: boolean): void {
    const data = this.data
    const n = data.nJobs
    if (exhaustive) this.promising.fill(1)
    this.lastTest.fill(-1)
    this.lastUpdate.fill(0)
    this.updates = 0
    for (let j = 0; j < n; j++)
      if ((state.routeOf[j] as number) < 0 && this.insertable(j)) {
        this.insertBest(state, j)
        this.promising[j] = 1
      }
    this.rng.shuffle(this.order)
    let improved = true
    while (improved) {
      improved = this.nodePass(state)
      if (!improved && exhaustive) improved = this.emptyRoutes(state)
    }
  }

  /** One pass of the moves around each promising job; true if one applied. */
  private nodePass(state: IlsState): boolean {
    const K = this.stride
    const nb = this.nb
    let improved = false
    for (const u of this.order) {
      if (!this.promising[u]) continue
      const tested = this.lastTest[u] as number
      this.lastTest[u] = this.updates
      for (let k = 0; k < this.G; k++) {
        const v = nb[u * K + k] as number
        const rv = state.routeOf[v] as number
        const ru = state.routeOf[u] as number
        if (rv < 0 || ru < 0) continue
        if (
          (this.lastUpdate[ru] as number) <= tested &&
          (this.lastUpdate[rv] as number) <= tested
        )
          continue
        // The pair was tried without success on these very routes (in this
        // search or an earlier one): it cannot succeed now.
        const at = (u * this.G + k) * 2
        const su = (state.routes[ru] as RouteCache).stamp
        const sv = (state.routes[rv] as RouteCache).stamp
        if (this.tried[at] === su && this.tried[at + 1] === sv) continue
        const pos = state.posOf[v] as number
        this.pairsTried++
        if (this.tryMoves(state, u, rv, pos)) improved = true
        else if (pos === 0 && this.tryMoves(state, u, rv, -1)) improved = true
        else {
          this.tried[at] = su
          this.tried[at + 1] = sv
        }
      }
      if (this.tryEmptyRoute(state, u)) improved = true
    }
    return improved
  }

  /**
   * Route emptying: each used route, the shortest first, gives its jobs to
   * the other routes, each where it costs least; kept when the penalised
   * cost falls, undone otherwise. A route is tried again only once its
   * stops or the weights changed. True if a route was emptied.
   */
  private emptyRoutes(state: IlsState): boolean {
    const used = state.routes
      .filter((r) => r.seq.length > 0)
      .sort((x, y) => x.seq.length - y.seq.length)
      .map((r) => r.v)
    if (used.length < 2) return false
    let improved = false
    for (const r of used) {
      const route = state.routes[r] as RouteCache
      const jobs = route.seq
      if (jobs.length === 0 || this.emptied[r] === route.stamp) continue
      this.emptied[r] = route.stamp
      const before = state.penalisedCost()
      const stamps = state.routes.map((x) => x.stamp)
      const seqs = state.routes.map((x) => x.seq)
      state.setRoute(r, [])
      for (const j of jobs) this.insertBest(state, j, false)
      if (state.penalisedCost() < before - EPS) {
        improved = true
        this.lastUpdate[r] = ++this.updates
        for (const j of jobs)
          if ((state.routeOf[j] as number) >= 0) this.markAround(state, j)
        continue
      }
      state.routes.forEach((x, v) => {
        if (x.stamp !== stamps[v])
          state.setRoute(v, seqs[v] as number[], stamps[v])
      })
    }
    return improved
  }

  private insertable(j: number): boolean {
    const V = this.data.nVehicles
    for (let v = 0; v < V; v++) if (this.data.allowed[j * V + v]) return true
    return false
  }

  private tryMoves(
    state: IlsState,
    u: number,
    rv: number,
    pos: number
  ): boolean {
    const out = this.out
    for (const kind of this.kinds) {
      if (!moveRecipes(state, kind, u, rv, pos, out)) continue
      if (out.delta(state, -EPS) < -EPS) {
        const v =
          pos >= 0 ? ((state.routes[rv] as RouteCache).seq[pos] as number) : u
        this.commit(state, out.first, out.second, u, v)
        return true
      }
    }
    return false
  }

  /** u alone into an empty route (one vehicle per class). */
  private tryEmptyRoute(state: IlsState, u: number): boolean {
    const ru = state.routeOf[u] as number
    if (ru < 0) return false
    const route = state.routes[ru] as RouteCache
    if (route.seq.length <= 1) return false
    const i = state.posOf[u] as number
    const out = this.out
    for (const list of this.classRep) {
      const e = list.find((v) => state.routes[v]?.seq.length === 0)
      if (e === undefined) continue
      out.first
        .reset(ru)
        .prefix(ru, i)
        .suffix(ru, i + 1)
      out.second = out.secondBuf.reset(e).prefix(e, 0).job(u)
      if (out.delta(state) < -EPS) {
        this.commit(state, out.first, out.second, u, u)
        return true
      }
    }
    return false
  }

  /** Applies a move of u and v; both and their neighbours become promising. */
  private commit(
    state: IlsState,
    a: Recipe,
    b: Recipe | null,
    u: number,
    v: number
  ): void {
    this.markAround(state, u)
    this.markAround(state, v)
    state.apply(a, b)
    this.markAround(state, u)
    this.markAround(state, v)
    this.updates++
    this.lastUpdate[a.v] = this.updates
    if (b) this.lastUpdate[b.v] = this.updates
  }

  /** Marks j and its neighbours in its route as promising. */
  private markAround(state: IlsState, j: number): void {
    const r = state.routes[state.routeOf[j] as number] as RouteCache
    const k = state.posOf[j] as number
    this.promising[j] = 1
    if (k > 0) this.promising[r.seq[k - 1] as number] = 1
    if (k + 1 < r.seq.length) this.promising[r.seq[k + 1] as number] = 1
  }

  private remove(state: IlsState, j: number): void {
    const r = state.routeOf[j] as number
    const k = state.posOf[j] as number
    const seq = (state.routes[r] as RouteCache).seq.slice()
    seq.splice(k, 1)
    state.setRoute(r, seq)
  }

  /**
   * Inserts unassigned job u where it costs least: next to one of its
   * neighbours, or alone in an empty route (unless `empties` is false); in
   * any position of any route when none of those may take it.
   */
  insertBest(state: IlsState, u: number, empties = true): void {
    const K = this.stride
    let best = Infinity
    let bestV = -1
    let bestQ = 0
    const consider = (v: number, q: number): void => {
      const recipe = this.single.reset(v).prefix(v, q).job(u).suffix(v, q)
      const now = (state.routes[v] as RouteCache).cost
      // The arcs alone bound the price from below: most places stop here.
      if (state.bound(recipe) - now >= best) return
      const d = state.price(recipe) - now
      if (d < best) {
        best = d
        bestV = v
        bestQ = q
      }
    }
    for (let k = 0; k < this.G; k++) {
      const w = this.nb[u * K + k] as number
      const rw = state.routeOf[w] as number
      if (rw < 0) continue
      const p = state.posOf[w] as number
      consider(rw, p)
      consider(rw, p + 1)
    }
    if (empties)
      for (const list of this.classRep) {
        const e = list.find((v) => state.routes[v]?.seq.length === 0)
        if (e !== undefined) consider(e, 0)
      }
    if (bestV < 0)
      for (const r of state.routes)
        if (empties || r.seq.length > 0)
          for (let q = 0; q <= r.seq.length; q++) consider(r.v, q)
    if (bestV < 0) return
    const seq = (state.routes[bestV] as RouteCache).seq.slice()
    seq.splice(bestQ, 0, u)
    state.setRoute(bestV, seq)
    this.lastUpdate[bestV] = ++this.updates
  }
}
