import type { ProblemData } from "../model/problem-data.ts"
import { depotTotals } from "../search/penalties.ts"
import type { Weights } from "./routes.ts"

export interface PenaltyParams {
  /** Candidates registered between two updates of the weights. */
  every: number
  /** Wanted share of candidates that keep each rule. */
  targetFeasible: number
  increase: number
  decrease: number
  /** No update while the share is this close to the target. */
  tolerance: number
  /** First weights, as multiples of a unit's cost in the objective. */
  initial: number
}

export const DEFAULT_PENALTIES: PenaltyParams = {
  every: 100,
  targetFeasible: 0.65,
  increase: 1.5,
  decrease: 0.9,
  tolerance: 0.05,
  initial: 10,
}

/**
 * The weights of time warp, excess load and excess distance (PyVRP's
 * PenaltyManager): each starts at `initial` times the objective's cost of
 * a unit of the quantity (a unit of travel time, of distance, or a mean arc per mean
 * demand), and every `every` candidates it grows by `increase` when fewer
 * than the target share kept its rule, and shrinks by `decrease` when more
 * did; each stays within 1e-3 and 1e4 times a unit's cost.
 */
export class PenaltyManager {
  weights: Weights
  private readonly min: Weights
  private readonly max: Weights
  private count = 0
  private readonly kept = { warp: 0, load: 0, distance: 0 }

  constructor(
    data: ProblemData,
    private readonly params: PenaltyParams = DEFAULT_PENALTIES
  ) {
    const { cost, time, distance: dist, demand } = depotTotals(data)
    const meanArc = data.nJobs > 0 ? cost / data.nJobs : 1
    const unit = {
      warp: time > 0 ? cost / time : 1,
      load: demand > 0 ? Math.max(meanArc, 1) / (demand / data.nJobs) : 1,
      distance: dist > 0 ? cost / dist : 1,
    }
    // Start dear, as PyVRP does (mid-range): the first candidates stay
    // close to feasible and the weights come down to the balance.
    const start = params.initial
    this.weights = {
      warp: unit.warp * start,
      load: unit.load * start,
      distance: unit.distance * start,
    }
    const scaled = (k: number): Weights => ({
      warp: this.weights.warp * k,
      load: this.weights.load * k,
      distance: this.weights.distance * k,
    })
    this.min = scaled(1e-3 / start)
    this.max = scaled(1e4 / start)
  }

  /** Counts a candidate; true when the weights changed. */
  register(v: { warp: number; load: number; distance: number }): boolean {
    this.count++
    if (v.warp === 0) this.kept.warp++
    if (v.load === 0) this.kept.load++
    if (v.distance === 0) this.kept.distance++
    if (this.count < this.params.every) return false
    const next = { ...this.weights }
    for (const key of ["warp", "load", "distance"] as const) {
      const share = this.kept[key] / this.count
      const diff = this.params.targetFeasible - share
      if (Math.abs(diff) >= this.params.tolerance) {
        const w =
          next[key] * (diff > 0 ? this.params.increase : this.params.decrease)
        next[key] = Math.min(this.max[key], Math.max(this.min[key], w))
      }
      this.kept[key] = 0
    }
    this.count = 0
    this.weights = next
    return true
  }
}
