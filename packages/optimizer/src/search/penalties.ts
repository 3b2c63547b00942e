import { DIMS, matricesOf, type ProblemData } from "../model/problem-data.ts"
import type { Solution } from "../solution/solution.ts"

/**
 * Sums over the jobs of the arcs from the first vehicle's start (objective
 * cost, time, distance) and of the demand: the scales of the penalties.
 */
export function depotTotals(data: ProblemData): {
  cost: number
  time: number
  distance: number
  demand: number
} {
  const { T, D, C } = matricesOf(data, 0)
  const s = data.vStart[0] as number
  let cost = 0
  let time = 0
  let distance = 0
  let demand = 0
  for (let j = 0; j < data.nJobs; j++) {
    const a = s * data.size + (data.loc[j] as number)
    cost += C[a] as number
    time += T[a] as number
    distance += D[a] as number
    for (let d = 0; d < DIMS; d++) demand += data.demand[j * DIMS + d] as number
  }
  return { cost, time, distance, demand }
}

/**
 * The weights of time warp and excess load in a penalised search (Vidal et
 * al. 2012, HGS; PyVRP's penalty manager): time warp starts at the cost of
 * a unit of travel time, excess load at a mean arc per mean demand; every
 * `PENALTY_EVERY` candidates each weight grows when fewer than the wanted
 * share of them kept its constraint, and shrinks when more did.
 */
export class Penalties {
  private candidates = 0
  private onTime = 0
  private withinCapacity = 0

  constructor(
    private readonly data: ProblemData,
    private readonly share: number
  ) {}

  /** Sets the first weights on a solution, from its mean arc's cost. */
  start(sol: Solution, meanArc: number): void {
    const data = this.data
    const { cost, time, demand } = depotTotals(data)
    sol.weights = {
      warp: time > 0 ? cost / time : 1,
      load: demand > 0 ? meanArc / (demand / data.nJobs) : 1,
    }
  }

  /** Counts a candidate by its violations. */
  observe(violations: { warp: number; excess: number }): void {
    this.candidates++
    if (violations.warp === 0) this.onTime++
    if (violations.excess === 0) this.withinCapacity++
  }

  /**
   * Every PENALTY_EVERY candidates, sets the solution's weights from the
   * shares that kept each constraint; true when it did.
   */
  adapt(sol: Solution): boolean {
    const w = sol.weights
    if (!w || this.candidates < PENALTY_EVERY) return false
    w.warp *= this.factor(this.onTime)
    w.load *= this.factor(this.withinCapacity)
    this.candidates = this.onTime = this.withinCapacity = 0
    return true
  }

  private factor(kept: number): number {
    const share = kept / this.candidates
    if (share < this.share - 0.05) return 1.25
    if (share > this.share + 0.05) return 0.85
    return 1
  }
}

const PENALTY_EVERY = 100
