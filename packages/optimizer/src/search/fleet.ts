import type { ProblemData } from "../model/problem-data.ts"
import type { Solution } from "../solution/solution.ts"
import type { Recreate } from "./recreate.ts"
import type { RouteRemoval, StringRemoval } from "./ruin.ts"

/**
 * Fleet minimisation (SISR, Christiaens and Vanden Berghe 2020, section 6):
 * empties a route and puts its jobs aside, then ruins and recreates,
 * keeping a candidate that leaves fewer jobs aside, or jobs that were left
 * aside less often so far (absence counts: the hard jobs come to weigh
 * most, and the search makes room for them). Once every job is back in, the
 * solution has a route fewer, and the next one is emptied.
 */
export class FleetMinimiser {
  private readonly absences: Int32Array
  /** The vehicles out of the fleet: those not used at the start, and those emptied. */
  closed: Uint8Array | null = null

  constructor(
    data: ProblemData,
    private readonly ruin: StringRemoval,
    private readonly routeRemoval: RouteRemoval,
    private readonly recreate: Recreate
  ) {
    this.absences = new Int32Array(data.nJobs)
  }

  /**
   * Runs on `sol` (every job in) until `stop` says so. Returns the last
   * snapshot with every job in and fewer routes than at the start, or null;
   * `sol` is left as the search left it, jobs aside included.
   */
  run(sol: Solution, stop: () => boolean): number[][] | null {
    if (sol.unassigned.length > 0) return null
    const closed = (this.closed = new Uint8Array(sol.routes.length))
    sol.routes.forEach((r, i) => {
      if (r.seq.length === 0) closed[i] = 1
    })
    this.recreate.closed = closed
    try {
      return this.minimise(sol, stop, closed)
    } finally {
      this.recreate.closed = null
    }
  }

  private minimise(
    sol: Solution,
    stop: () => boolean,
    closed: Uint8Array
  ): number[][] | null {
    let fewest: number[][] | null = null
    if (!this.emptyRoute(sol, closed)) return null
    while (!stop()) {
      const aside = sol.unassigned.length
      const weight = this.weightOf(sol.unassigned)
      sol.begin()
      const removed = this.ruin.run(sol)
      for (const j of sol.unassigned) removed.push(j)
      sol.unassigned = []
      this.recreate.sort(removed)
      this.recreate.run(sol, removed)
      const left = sol.unassigned
      const better = left.length < aside || this.weightOf(left) < weight
      for (const j of left) this.absences[j] = (this.absences[j] as number) + 1
      if (!better) sol.rollback()
      if (sol.unassigned.length === 0) {
        fewest = sol.snapshot()
        if (!this.emptyRoute(sol, closed)) break
      }
    }
    return fewest
  }

  /**
   * Empties a route, takes its vehicle out of the fleet and puts its jobs
   * aside; false if there is no route to spare.
   */
  private emptyRoute(sol: Solution, closed: Uint8Array): boolean {
    sol.begin()
    const removed = this.routeRemoval.run(sol)
    if (removed.length === 0) return false
    closed[sol.touchedRoutes()[0] as number] = 1
    for (const j of removed) sol.unassigned.push(j)
    return true
  }

  private weightOf(jobs: number[]): number {
    let w = 0
    for (const j of jobs) w += this.absences[j] as number
    return w
  }
}
