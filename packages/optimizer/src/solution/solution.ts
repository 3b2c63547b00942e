import type { ProblemData } from "../model/problem-data.ts"
import { Route } from "./route.ts"

/**
 * A solution under search: one route per vehicle, the route of every job
 * (-1 when unassigned), and the unassigned jobs. Changes can be rolled back
 * through `begin`/`touch`/`rollback`.
 */
export class Solution {
  readonly routes: Route[]
  readonly routeOf: Int32Array
  unassigned: number[] = []
  private stamp: Int32Array
  private epoch = 0
  private saved: { r: number; seq: number[] }[] = []
  private savedUnassigned: number[] = []
  /**
   * Penalised search: the cost of a unit of time warp and of excess load,
   * once insertions may break windows and capacities (null until then).
   */
  weights: { warp: number; load: number } | null = null

  /** @param penalised - routes may be late and overloaded (Route.penalised). */
  constructor(
    readonly data: ProblemData,
    readonly penalised = false
  ) {
    this.routes = []
    for (let v = 0; v < data.nVehicles; v++) {
      const r = new Route(v, penalised)
      r.update(data)
      this.routes.push(r)
    }
    this.routeOf = new Int32Array(data.nJobs).fill(-1)
    this.stamp = new Int32Array(data.nVehicles)
    for (let j = 0; j < data.nJobs; j++) this.unassigned.push(j)
  }

  /**
   * Routes cost plus the penalties of unassigned jobs, of time warp and of
   * excess load; balanced by the longest route, plus its duration times
   * ProblemData.longestWeight.
   */
  penalisedCost(): number {
    let c = 0
    for (const r of this.routes) c += r.cost
    const w = this.weights
    if (w)
      for (const r of this.routes) c += w.warp * r.timeWarp + w.load * r.excess
    const pen = this.data.penalty
    for (const j of this.unassigned) c += pen[j] as number
    const weight = this.data.longestWeight
    if (weight > 0) {
      let longest = 0
      for (const r of this.routes) {
        if (r.seq.length === 0) continue
        longest = Math.max(
          longest,
          r.endTime - (this.data.vDeparture[r.v] as number)
        )
      }
      c += weight * longest
    }
    return c
  }

  /** Whether no route is late or overloaded (always, unless penalised). */
  feasible(): boolean {
    if (!this.penalised) return true
    for (const r of this.routes) if (!r.feasible) return false
    return true
  }

  /** Time warp and excess load summed over the routes. */
  violations(): { warp: number; excess: number } {
    let warp = 0
    let excess = 0
    for (const r of this.routes) {
      warp += r.timeWarp
      excess += r.excess
    }
    return { warp, excess }
  }

  routesCost(): number {
    let c = 0
    for (const r of this.routes) c += r.cost
    return c
  }

  /** Starts a transaction. */
  begin(): void {
    this.epoch++
    this.saved.length = 0
    this.savedUnassigned = this.unassigned.slice()
  }

  /** Records route r before its first change in this transaction. */
  touch(r: number): void {
    if (this.stamp[r] === this.epoch) return
    this.stamp[r] = this.epoch
    this.saved.push({ r, seq: (this.routes[r] as Route).seq.slice() })
  }

  /** The routes changed since `begin`. */
  touchedRoutes(): number[] {
    return this.saved.map((s) => s.r)
  }

  /** Undoes every change since `begin`. */
  rollback(): void {
    const routeOf = this.routeOf
    for (const { r } of this.saved) {
      for (const j of (this.routes[r] as Route).seq) routeOf[j] = -1
    }
    for (const j of this.unassigned) routeOf[j] = -1
    for (const { r, seq } of this.saved) {
      const route = this.routes[r] as Route
      route.seq = seq
      route.update(this.data)
      for (const j of seq) routeOf[j] = r
    }
    this.unassigned = this.savedUnassigned
    for (const j of this.unassigned) routeOf[j] = -1
  }

  /** Inserts job j at position p of route r. */
  insert(j: number, r: number, p: number): void {
    this.touch(r)
    const route = this.routes[r] as Route
    route.insertAt(this.data, p, j)
    this.routeOf[j] = r
  }

  /** Snapshot of the sequences. */
  snapshot(): number[][] {
    return this.routes.map((r) => r.seq.slice())
  }

  /** Replaces the whole solution with a snapshot. */
  restore(seqs: number[][]): void {
    this.routeOf.fill(-1)
    seqs.forEach((seq, r) => {
      const route = this.routes[r] as Route
      route.seq = seq.slice()
      route.update(this.data)
      for (const j of seq) this.routeOf[j] = r
    })
    this.unassigned = []
    for (let j = 0; j < this.data.nJobs; j++) {
      if (this.routeOf[j] === -1) this.unassigned.push(j)
    }
  }
}
