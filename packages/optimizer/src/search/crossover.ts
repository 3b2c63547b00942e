import type { ProblemData } from "../model/problem-data.ts"
import type { Random } from "../random.ts"
import type { Route } from "../solution/route.ts"
import type { Solution } from "../solution/solution.ts"
import type { Recreate } from "./recreate.ts"

/** How many of a seed job's nearest neighbours bring their routes from the other parent. */
const SEED_NEIGHBOURS = 2

/**
 * Route exchange (in the line of SREX, Nagata and Kobayashi 2010), done the
 * ruin-and-recreate way: the child is one parent with the routes the other
 * parent gives a random job and its nearest neighbours. Those routes' jobs
 * leave wherever the first parent has them, the routes take their vehicles
 * (whose own jobs leave), and every job left out goes back through the
 * greedy insertion.
 */
export class Crossover {
  private readonly mark: Uint8Array
  private readonly routeOfOther: Int32Array

  constructor(
    private readonly data: ProblemData,
    private readonly rng: Random,
    private readonly recreate: Recreate
  ) {
    this.mark = new Uint8Array(data.nJobs)
    this.routeOfOther = new Int32Array(data.nJobs)
  }

  /** Turns `sol`, holding the first parent, into its child with `other`. */
  run(sol: Solution, other: number[][]): void {
    const data = this.data
    const routeOf = this.routeOfOther.fill(-1)
    other.forEach((seq, r) => {
      for (const j of seq) routeOf[j] = r
    })
    const taken = this.takenRoutes(routeOf)
    if (taken.length === 0) return
    const mark = this.mark
    for (const r of taken) for (const j of other[r] as number[]) mark[j] = 1
    const left: number[] = []
    // Out first: the taken routes' vehicles empty, their jobs leave the others.
    for (let r = 0; r < sol.routes.length; r++) {
      const route = sol.routes[r] as Route
      const whole = taken.includes(r)
      if (!whole && route.seq.every((j) => mark[j] === 0)) continue
      sol.touch(r)
      const keep: number[] = []
      for (const j of route.seq) {
        sol.routeOf[j] = -1
        if (mark[j] === 1) continue
        if (whole) left.push(j)
        else keep.push(j)
      }
      route.seq = keep
      if (!whole) {
        for (const j of keep) sol.routeOf[j] = r
        route.update(data)
      }
    }
    // Then in: the other parent's routes in their vehicles.
    for (const r of taken) {
      const route = sol.routes[r] as Route
      route.seq = (other[r] as number[]).slice()
      for (const j of route.seq) sol.routeOf[j] = r
      route.update(data)
    }
    for (const j of sol.unassigned) if (mark[j] === 0) left.push(j)
    sol.unassigned = []
    for (const r of taken) for (const j of other[r] as number[]) mark[j] = 0
    this.recreate.sort(left)
    this.recreate.run(sol, left)
  }

  /** The other parent's routes of a random served job and its nearest served neighbours. */
  private takenRoutes(routeOf: Int32Array): number[] {
    const data = this.data
    const seed = this.rng.int(data.nJobs)
    const out: number[] = []
    const add = (j: number): void => {
      const r = routeOf[j] as number
      if (r >= 0 && !out.includes(r)) out.push(r)
    }
    add(seed)
    for (let k = 0; k < data.K && out.length <= SEED_NEIGHBOURS; k++)
      add(data.neighbours[seed * data.K + k] as number)
    return out
  }
}
