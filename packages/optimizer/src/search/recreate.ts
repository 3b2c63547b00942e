import { DIMS, type ProblemData } from "../model/problem-data.ts"
import { serviceStart } from "../model/windows.ts"
import type { Random } from "../random.ts"
import type { Route } from "../solution/route.ts"
import type { Solution } from "../solution/solution.ts"

/** From this many jobs on, a job is only tried in routes that hold a neighbour. */
const GRANULAR_FROM = 150
const GRANULAR_NEIGHBOURS = 40

/**
 * Greedy insertion with blinks (SISR, Christiaens and Vanden Berghe 2020,
 * section 5.2): each job goes to its cheapest feasible position, and each
 * position is skipped with probability `blinkRate`.
 */
export class Recreate {
  private readonly routeMark: Int32Array
  private readonly classMark: Int32Array
  private mark = 0
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
    this.depotCost = new Float64Array(data.nJobs)
    this.keys = new Float64Array(data.nJobs)
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

  /** Inserts every job it can; the rest go to `sol.unassigned`. */
  run(sol: Solution, jobs: number[]): void {
    for (const j of jobs) {
      if (!this.insertBest(sol, j)) sol.unassigned.push(j)
    }
  }

  /** Inserts job j at its cheapest feasible position; false if none. */
  insertBest(sol: Solution, j: number): boolean {
    const data = this.data
    const routes = sol.routes
    const V = data.nVehicles
    let bestCost = Infinity
    let bestR = -1
    let bestP = -1
    const cands = this.candidateRoutes(sol, j)
    for (let i = 0; i < cands.length; i++) {
      const r = cands[i] as number
      const route = routes[r] as Route
      if (!data.allowed[j * V + route.v]) continue
      const found = this.bestPosition(route, j, bestCost)
      if (found >= 0) {
        bestCost = this.lastDelta
        bestR = r
        bestP = found
      }
    }
    if (bestR < 0) return false
    sol.insert(j, bestR, bestP)
    return true
  }

  lastDelta = 0

  /**
   * Used routes (all of them, or on large instances those holding a near
   * job), plus one empty route per vehicle class that may serve j.
   */
  private candidateRoutes(sol: Solution, j: number): number[] {
    const out = this.candidates
    out.length = 0
    const data = this.data
    const V = data.nVehicles
    this.mark++
    const mark = this.mark
    if (data.nJobs < GRANULAR_FROM) {
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
    const classMark = this.classMark
    for (let r = 0; r < V; r++) {
      const route = sol.routes[r] as Route
      if (route.seq.length > 0 || !data.allowed[j * V + route.v]) continue
      const c = data.vClass[route.v] as number
      if (classMark[c] === mark) continue
      classMark[c] = mark
      out.push(r)
    }
    return out
  }

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
    const rowJ = lj * L
    // Balanced objective: the cost of adding delta to a route of arc total R
    // is delta + k * (2 R delta + delta^2).
    const k = data.balance[v] as number
    const twoR = 2 * route.arcTotal
    const blink = this.blinkRate
    const rng = this.rng

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
    for (let p = pFrom; p <= pTo; p++) {
      if (prevDep > lastEnd) break
      const next = p < m ? (locs[p] as number) : end
      let delta = (C[prev * L + lj] as number) - (arcCost[p] as number)
      if (next >= 0) delta += C[rowJ + next] as number
      if (k !== 0) delta += k * (twoR * delta + delta * delta)
      if (m === 0) delta += data.vFixedCost[v] as number
      if (delta < best && (blink === 0 || rng.next() >= blink)) {
        let ok = true
        if (maxDist !== Infinity) {
          let dd = D[prev * L + lj] as number
          if (next >= 0)
            dd += (D[lj * L + next] as number) - (D[prev * L + next] as number)
          ok = dd <= maxDist
        }
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
