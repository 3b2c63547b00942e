import type { ProblemData } from "../model/problem-data.ts"
import type { Random } from "../random.ts"
import type { Route } from "../solution/route.ts"
import type { Solution } from "../solution/solution.ts"

/**
 * Adjacent string removal (SISR, Christiaens and Vanden Berghe 2020, section
 * 5.1): removes strings, or strings with a kept middle part, from routes near
 * a random seed job.
 */
export class StringRemoval {
  private readonly ruinedMark: Int32Array
  private mark = 0
  private readonly removeFlag: Uint8Array

  constructor(
    private readonly data: ProblemData,
    private readonly rng: Random,
    /** Mean number of removed jobs. */
    public averageRemoved = 10,
    /**
     * Split strings: the chance that the kept middle part stops growing at
     * each step (SISR's split depth).
     */
    public splitDepth = 0.1,
    /** Longest string. */
    public maxString = 10
  ) {
    this.ruinedMark = new Int32Array(data.nVehicles)
    this.removeFlag = new Uint8Array(data.nJobs)
  }

  /** Removes jobs from `sol` and returns them. */
  run(sol: Solution): number[] {
    const removed: number[] = []
    const data = this.data
    const rng = this.rng
    let assigned = 0
    let used = 0
    for (const r of sol.routes) {
      if (r.seq.length > 0) {
        used++
        assigned += r.seq.length
      }
    }
    if (assigned === 0) return removed
    const lsMax = Math.min(this.maxString, assigned / used)
    const ksMax = (4 * this.averageRemoved) / (1 + lsMax) - 1
    const ks = Math.floor(rng.next() * Math.max(ksMax, 1)) + 1

    // A random assigned seed.
    let seed = rng.int(data.nJobs)
    while (sol.routeOf[seed] === -1) seed = rng.int(data.nJobs)

    this.mark++
    const K = data.K
    let ruined = 0
    for (let k = -1; k < K && ruined < ks; k++) {
      const c = k < 0 ? seed : (data.neighbours[seed * K + k] as number)
      const r = sol.routeOf[c] as number
      if (r < 0 || this.ruinedMark[r] === this.mark) continue
      this.ruinedMark[r] = this.mark
      ruined++
      this.removeFromRoute(sol, r, c, lsMax, removed)
    }
    return removed
  }

  private removeFromRoute(
    sol: Solution,
    r: number,
    c: number,
    lsMax: number,
    removed: number[]
  ): void {
    const rng = this.rng
    const route = sol.routes[r] as Route
    const seq = route.seq
    const m = seq.length
    const lMax = Math.min(m, lsMax)
    const l = Math.floor(rng.next() * lMax) + 1
    const pos = seq.indexOf(c)
    let from: number
    let keepFrom = -1
    let keep = 0
    let len = l
    if (l === m || rng.next() < 0.5) {
      const lo = Math.max(0, pos - l + 1)
      const hi = Math.min(pos, m - l)
      from = lo + rng.int(hi - lo + 1)
    } else {
      keep = 1
      while (l + keep < m && rng.next() >= this.splitDepth) keep++
      len = l + keep
      const lo = Math.max(0, pos - len + 1)
      const hi = Math.min(pos, m - len)
      from = lo + rng.int(hi - lo + 1)
      keepFrom = from + rng.int(l + 1)
    }
    sol.touch(r)
    const flag = this.removeFlag
    const partner = this.data.partner
    for (let i = from; i < from + len; i++) {
      if (keep > 0 && i >= keepFrom && i < keepFrom + keep) continue
      const j = seq[i] as number
      flag[j] = 1
      removed.push(j)
    }
    // A pair leaves together (both are on this route).
    for (let i = from; i < from + len; i++) {
      const p = partner[seq[i] as number] as number
      if (p >= 0 && flag[seq[i] as number] === 1 && flag[p] === 0) {
        flag[p] = 1
        removed.push(p)
      }
    }
    for (const j of removed) sol.routeOf[j] = -1
    let kept = 0
    for (const j of seq) if (flag[j] === 0) seq[kept++] = j
    seq.length = kept
    for (const j of removed) flag[j] = 0
    route.update(this.data)
  }
}

/**
 * Route removal, the fleet-minimising ruin: empties a small route (the
 * shortest of three drawn at random), so that the recreate can spread its
 * jobs over the other routes and the vehicle's fixed cost is saved.
 */
/** The shortest of three routes drawn at random from `used` (fleet minimisation's pick). */
export function shortOfThree(
  used: readonly number[],
  length: (r: number) => number,
  rng: Random
): number {
  let pick = -1
  for (let draw = 0; draw < 3; draw++) {
    const r = used[rng.int(used.length)] as number
    if (pick < 0 || length(r) < length(pick)) pick = r
  }
  return pick
}

export class RouteRemoval {
  constructor(
    private readonly data: ProblemData,
    private readonly rng: Random
  ) {}

  /** Removes every job of one route and returns them. */
  run(sol: Solution): number[] {
    const used: number[] = []
    for (const r of sol.routes) if (r.seq.length > 0) used.push(r.v)
    if (used.length < 2) return []
    const pick = shortOfThree(
      used,
      (r) => (sol.routes[r] as Route).seq.length,
      this.rng
    )
    sol.touch(pick)
    const route = sol.routes[pick] as Route
    const removed = route.seq
    for (const j of removed) sol.routeOf[j] = -1
    route.seq = []
    route.update(this.data)
    return removed
  }
}
