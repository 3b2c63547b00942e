import type { ProblemData } from "../model/problem-data.ts"
import type { Random } from "../random.ts"
import { Recreate } from "../search/recreate.ts"
import type { Route } from "../solution/route.ts"
import { Solution } from "../solution/solution.ts"

/**
 * The answer of a penalised search, made sure to keep every rule: each
 * route is priced again by the plain route schedule (not the segments the
 * search priced it with); a route that breaks a rule loses stops drawn at
 * random until it keeps them all, and the lost stops go back through the
 * feasible greedy insertion (or stay unassigned).
 */
export function feasibleAnswer(
  data: ProblemData,
  seqs: number[][],
  rng: Random
): number[][] {
  const sol = new Solution(data)
  sol.restore(seqs)
  const dropped: number[] = []
  for (let r = 0; r < sol.routes.length; r++) {
    const route = sol.routes[r] as Route
    while (!route.feasible && route.seq.length > 0) {
      const k = rng.int(route.seq.length)
      const j = route.seq[k] as number
      route.seq.splice(k, 1)
      route.update(data)
      sol.routeOf[j] = -1
      dropped.push(j)
    }
  }
  if (dropped.length === 0) return sol.snapshot()
  const retry = [...sol.unassigned, ...dropped]
  sol.unassigned = []
  const recreate = new Recreate(data, rng, 0)
  recreate.sort(retry)
  recreate.run(sol, retry)
  return sol.snapshot()
}
