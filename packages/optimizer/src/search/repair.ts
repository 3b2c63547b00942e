import type { Random } from "../random.ts"
import type { Route } from "../solution/route.ts"
import type { Solution } from "../solution/solution.ts"
import type { Recreate } from "./recreate.ts"

/**
 * Makes a penalised candidate feasible again, the ruin-and-recreate way:
 * from every late or overloaded route it removes the stops served late
 * (or, when only the return or the load is over, a stop drawn at random)
 * until the route keeps its windows and capacity, then puts the removed
 * jobs back with the feasible greedy insertion.
 */
export class Repair {
  private readonly removed: number[] = []

  constructor(
    private readonly recreate: Recreate,
    private readonly rng: Random
  ) {}

  run(sol: Solution): void {
    const removed = this.removed
    removed.length = 0
    for (let r = 0; r < sol.routes.length; r++) {
      const route = sol.routes[r] as Route
      if (route.timeWarp === 0 && route.excess === 0) continue
      sol.touch(r)
      while (route.timeWarp > 0 || route.excess > 0) this.trim(sol, route)
    }
    const weights = sol.weights
    sol.weights = null
    this.recreate.sort(removed)
    this.recreate.run(sol, removed)
    sol.weights = weights
  }

  /** Removes the late stops of a route, or one at random if none is late. */
  private trim(sol: Solution, route: Route): void {
    const seq = route.seq
    const kept: number[] = []
    let before = 0
    for (let k = 0; k < seq.length; k++) {
      const j = seq[k] as number
      const warp = route.warpTo[k] as number
      if (warp > before) this.drop(sol, j)
      else kept.push(j)
      before = warp
    }
    if (kept.length === seq.length) {
      const k = this.rng.int(kept.length)
      this.drop(sol, kept[k] as number)
      kept.splice(k, 1)
    }
    route.seq = kept
    route.update(sol.data)
  }

  private drop(sol: Solution, j: number): void {
    sol.routeOf[j] = -1
    this.removed.push(j)
  }
}
