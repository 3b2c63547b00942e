import type { ProblemData } from "../model/problem-data.ts"
import type { Progress, SolveCallbacks } from "../model/types.ts"
import type { SearchExchange } from "../parallel/exchange.ts"
import type { PenaltyParams } from "../ils/penalty-manager.ts"
import type { DecomposeParams } from "./decompose.ts"
import { Random } from "../random.ts"
import { searchBudgetMs } from "../units.ts"
import { Solution } from "../solution/solution.ts"
import { SparseClock } from "./clock.ts"
import { LocalSearch, MOVES } from "./local-search.ts"
import { Penalties } from "./penalties.ts"
import { Recreate } from "./recreate.ts"
import { Repair } from "./repair.ts"
import { RouteRemoval, StringRemoval } from "./ruin.ts"

export interface SearchParams {
  timeLimitMs: number
  maxIterations: number
  seed: number
  signal?: { readonly aborted: boolean }
  callbacks?: SolveCallbacks
  progressEvery: number
  now: () => number
  /** When the budget started (defaults to the call of anneal). */
  startedAt?: number
  /**
   * Start and final temperatures as fractions of the mean arc cost; the
   * start one is for up to `SIZE_REFERENCE` jobs, and falls with the square
   * root of the size beyond (a hot start wastes a large instance's budget).
   */
  startTemperature: number
  finalTemperature: number
  averageRemoved: number
  /** Split strings: the chance that the kept part stops growing per job. */
  splitDepth: number
  blinkRate: number
  /**
   * Local search runs on the first solution and on every candidate whose
   * cost is within a fraction above the best: this one times `gapBySize`,
   * 0 up to `SIZE_REFERENCE` jobs, where new bests do best, and from
   * `GAP_LIMIT` jobs on, where it costs too many iterations (0: only
   * candidates that beat the best; negative: never).
   */
  localSearchGap: number
  /**
   * Under a time budget, candidates that do not beat the best go through the
   * local search only while it has taken less than this share of the time so
   * far (an iteration budget stays deterministic: no share).
   */
  localSearchShare: number
  /** Nearest neighbours per job the local search tries. */
  granularity: number
  /**
   * Share of ruins that empty a whole route, when routes have a fixed cost
   * (fleet minimisation); 0 turns it off.
   */
  routeRemovalRate: number
  /**
   * Restarts: after this share of the budget without a new best, the search
   * goes back to its best solution (0 turns it off).
   */
  restartAfter: number
  /**
   * Penalised infeasibility: ruins are recreated through late and overloaded
   * positions too, each unit of time warp and excess load priced at a weight
   * that adapts so that about this share of candidates is feasible (0 keeps
   * the search feasible). Only for ProblemData.penalisable problems.
   */
  feasibleShare: number
  /** Penalised search: late and overloaded candidates are repaired at once. */
  repair: boolean
  /** Searches running beside this one, to share bests with (threads). */
  exchange?: SearchExchange
  /**
   * `annealing` (SISR and simulated annealing), `ils` (the iterated local
   * search through infeasible solutions, src/ils/, on the problems it
   * applies to), `hybrid` (the annealing, then the iterated local search
   * from its best for the last `ilsPolish` share of the budget,
   * src/ils/hybrid.ts) or `auto`: the one the benchmarks favour for the size.
   */
  strategy: "annealing" | "ils" | "hybrid" | "auto"
  /** Hybrid: the share of the budget the iterated local search takes last. */
  ilsPolish: number
  /** Iterated local search: late acceptance's history length. */
  ilsHistory: number
  /** Iterated local search: iterations without a new best before a restart. */
  ilsRestart: number
  /** Iterated local search: most jobs one perturbation removes. */
  maxPerturbations: number
  /**
   * Iterated local search: `neighbours` (PyVRP's: a job and its nearest
   * neighbours) or `strings` (SISR's: strings from the nearest routes).
   */
  perturbation: "neighbours" | "strings"
  /**
   * Iterated local search: the local search's neighbours, `time` (PyVRP's
   * proximity, distance and the wait the windows force) or `distance`.
   */
  ilsNeighbours: "time" | "distance"
  /**
   * Iterated local search: its moves, `all` (src/ils/moves.ts) or `pyvrp`
   * (PyVRP 1.0's: relocate one or two, swap 1-1, 2-1, 2-2 and 2-opt*).
   */
  ilsMoves: "all" | "pyvrp"
  /**
   * From 1,000 jobs under a time budget: after a share of the budget on the
   * whole problem, groups of neighbouring routes are searched as problems
   * of their own (src/search/decompose.ts).
   */
  decompose: boolean
  /** The decomposition's knobs, when it runs (its defaults otherwise). */
  decomposition?: Partial<DecomposeParams>
  /** The annealing starts from these routes (one job list per vehicle) instead of its greedy insertion. */
  initial?: number[][]
  /** Iterated local search: penalty manager knobs. */
  penalties?: Partial<PenaltyParams>
}

export const DEFAULT_SEARCH: Omit<SearchParams, "now" | "seed"> = {
  timeLimitMs: searchBudgetMs(),
  maxIterations: Infinity,
  progressEvery: 1000,
  startTemperature: 5,
  finalTemperature: 0.01,
  averageRemoved: 10,
  splitDepth: 0.1,
  blinkRate: 0.01,
  localSearchGap: 0.03,
  localSearchShare: 0.5,
  granularity: 20,
  routeRemovalRate: 0.02,
  restartAfter: 0.15,
  feasibleShare: 0,
  repair: false,
  strategy: "auto",
  ilsPolish: 0.35,
  ilsHistory: 300,
  ilsRestart: 150_000,
  maxPerturbations: 10,
  perturbation: "neighbours",
  ilsNeighbours: "time",
  ilsMoves: "all",
  decompose: false,
}

/**
 * The start temperature and the local search's gap are tuned on Solomon's
 * 100 jobs; on larger instances a cooler start did better, by the square
 * root of the size more than in proportion to it on long budgets, and so
 * did polishing candidates close to the best (docs/benchmarks.md).
 */
const SIZE_REFERENCE = 100

/** How often the first local search reports its progress, under a time budget. */
const REPORT_MS = 250

/** From this many jobs on, only new bests go through the local search. */
const GAP_LIMIT = 2000

/**
 * The share of `localSearchGap` used on n jobs: none up to SIZE_REFERENCE,
 * most around 450 jobs (0.6), none again from GAP_LIMIT on
 * (docs/benchmarks.md: it helped on 400 jobs and cost too much on 5,000).
 */
export function gapBySize(n: number): number {
  return (
    Math.max(0, 1 - SIZE_REFERENCE / Math.max(1, n)) *
    Math.max(0, 1 - n / GAP_LIMIT)
  )
}

export interface SearchOutcome {
  best: number[][]
  bestCost: number
  iterations: number
  elapsedMs: number
}

/**
 * Ruin and recreate with simulated annealing (SISR) and local search: a
 * greedy first solution improved by local search, then string removal and
 * blinking greedy insertion; candidates close to the best go through the
 * local search too. A candidate is accepted on a temperature that falls
 * geometrically with the used share of the budget.
 */
export function anneal(data: ProblemData, params: SearchParams): SearchOutcome {
  const t0 = params.startedAt ?? params.now()
  const rng = new Random(params.seed)
  const penalties =
    params.feasibleShare > 0 && data.penalisable
      ? new Penalties(data, params.feasibleShare)
      : null
  const sol = new Solution(data, penalties !== null)
  const recreate = new Recreate(data, rng, params.blinkRate)
  const repair = new Repair(recreate, rng)
  const ruin = new StringRemoval(
    data,
    rng,
    params.averageRemoved,
    params.splitDepth
  )
  const routeRemoval = new RouteRemoval(data, rng)
  const routeRemovalRate = data.vFixedCost.some((c) => c > 0)
    ? params.routeRemovalRate
    : 0
  const useLocalSearch = params.localSearchGap >= 0
  const localSearchGap = params.localSearchGap * gapBySize(data.nJobs)
  const local = new LocalSearch(data, rng, {
    granularity: params.granularity,
    moves: MOVES,
  })
  const clock = new SparseClock(params.now, t0)
  const outOfTime = (): boolean =>
    clock.elapsed() >= params.timeLimitMs || !!params.signal?.aborted
  const cb = params.callbacks ?? {}
  const progress = (iteration: number): Progress => ({
    bestCost,
    unassigned: bestUnassigned,
    elapsedMs: params.now() - t0,
    iteration,
  })

  // A warm start keeps the routes given; the jobs they leave out are inserted.
  if (params.initial) sol.restore(params.initial)
  const all = sol.unassigned
  sol.unassigned = []
  sol.begin()
  recreate.sort(all)
  recreate.run(sol, all)
  let current = sol.penalisedCost()
  let bestCost = current
  let bestUnassigned = sol.unassigned.length
  let best = sol.snapshot()
  /** Keeps the current solution as the best: tells the callbacks and the exchange. */
  const keepBest = (iteration: number): void => {
    bestCost = current
    bestUnassigned = sol.unassigned.length
    best = sol.snapshot()
    cb.onBest?.(progress(iteration))
    params.exchange?.publish(best, bestCost)
  }
  cb.onStart?.(progress(0))
  cb.onBest?.(progress(0))
  // Temperatures scale with the greedy solution's mean arc.
  let used = 0
  for (const r of sol.routes) if (r.seq.length > 0) used++
  const meanArc =
    sol.routesCost() / Math.max(1, data.nJobs - sol.unassigned.length + used)
  const T0 =
    params.startTemperature *
    Math.sqrt(Math.min(1, SIZE_REFERENCE / Math.max(1, data.nJobs))) *
    meanArc
  const Tf = params.finalTemperature * meanArc
  if (useLocalSearch && data.nJobs > 0) {
    const keepIfBetter = (): void => {
      current = sol.penalisedCost()
      if (current < bestCost) keepBest(0)
    }
    // On a large instance the first local search takes seconds: under a time
    // budget, its progress is a new best every REPORT_MS. An iteration budget
    // neither reports nor reads the clock for it, so that what it reports
    // stays the same run to run.
    let reported = 0
    const report =
      params.maxIterations < Infinity
        ? undefined
        : (): void => {
            const t = clock.elapsed()
            if (t - reported < REPORT_MS) return
            reported = t
            keepIfBetter()
          }
    if (report) reported = clock.elapsed()
    local.run(sol, outOfTime, undefined, report)
    keepIfBetter()
  }
  // The first solution is feasible; from here on, with penalties, a
  // candidate may be late or overloaded at the weights' price.
  penalties?.start(sol, meanArc)

  let it = 0
  /** Time the local search has taken on candidates. */
  let localSearchMs = 0
  const share = params.localSearchShare
  /** The share of the budget used when the best last improved. */
  let bestAt = 0
  const restartAfter = params.restartAfter
  const limit = params.timeLimitMs
  const maxIt = params.maxIterations
  while (data.nJobs > 0 && it < maxIt && !params.signal?.aborted) {
    const elapsed = clock.elapsed()
    if (elapsed >= limit) break
    it++
    const done = Math.max(elapsed / limit, maxIt === Infinity ? 0 : it / maxIt)
    const T = T0 * Math.pow(Tf / T0, Math.min(1, done))

    sol.begin()
    const removed =
      rng.next() < routeRemovalRate ? routeRemoval.run(sol) : ruin.run(sol)
    for (const j of sol.unassigned) removed.push(j)
    sol.unassigned = []
    recreate.sort(removed)
    recreate.run(sol, removed)
    if (penalties) {
      penalties.observe(sol.violations())
      if (params.repair && !sol.feasible()) repair.run(sol)
    }
    let cost = sol.penalisedCost()
    const feasible = sol.feasible()
    if (
      feasible &&
      useLocalSearch &&
      (cost < bestCost ||
        (cost < bestCost * (1 + localSearchGap) &&
          (maxIt < Infinity ||
            (share > 0 && localSearchMs < share * clock.elapsed()))))
    ) {
      const started = params.now()
      local.run(sol, outOfTime, sol.touchedRoutes())
      localSearchMs += params.now() - started
      cost = sol.penalisedCost()
    }
    if (cost < current - T * Math.log(rng.next())) {
      current = cost
      if (feasible && cost < bestCost) {
        keepBest(it)
        bestAt = done
      }
    } else {
      sol.rollback()
    }
    if (penalties?.adapt(sol)) current = sol.penalisedCost()
    if (restartAfter > 0 && done - bestAt > restartAfter) {
      sol.restore(best)
      current = bestCost
      bestAt = done
    }
    // Threads: go on from another search's better solution (src/parallel/).
    const shared = params.exchange?.poll()
    if (shared) {
      sol.restore(shared)
      current = sol.penalisedCost()
      if (current < bestCost) keepBest(it)
    }
    if (cb.onIteration && it % params.progressEvery === 0)
      cb.onIteration(progress(it))
  }
  const out = progress(it)
  cb.onEnd?.(out)
  return { best, bestCost, iterations: it, elapsedMs: out.elapsedMs }
}
