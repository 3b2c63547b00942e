import type { ProblemData } from "../model/problem-data.ts"
import type { Progress } from "../model/types.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import {
  anneal,
  type SearchOutcome,
  type SearchParams,
} from "../search/annealing.ts"
import { SparseClock } from "../search/clock.ts"
import { LocalSearch, MOVES } from "../search/local-search.ts"
import { Recreate } from "../search/recreate.ts"
import { feasibleAnswer } from "./feasible.ts"
import { IlsLocalSearch } from "./local-search.ts"
import { MOVE_KINDS, PYVRP_MOVES } from "./moves.ts"
import { DEFAULT_PENALTIES, PenaltyManager } from "./penalty-manager.ts"
import type { Weights } from "./routes.ts"
import { IlsState } from "./state.ts"

/** A solution's cost parts, to price it again under other weights. */
interface Priced {
  base: number
  warp: number
  load: number
  distance: number
}

function priced(state: IlsState): Priced {
  return {
    base: state.objective() + unassignedPenalty(state),
    ...state.violations(),
  }
}

function at(p: Priced, w: Weights): number {
  return p.base + w.warp * p.warp + w.load * p.load + w.distance * p.distance
}

function unassignedPenalty(state: IlsState): number {
  let c = 0
  for (let j = 0; j < state.data.nJobs; j++)
    if ((state.routeOf[j] as number) < 0) c += state.data.penalty[j] as number
  return c
}

/**
 * Which problems the iterated local search takes: those whose rules its
 * segments price (ProblemData.penalisable: one window per job, no pickups,
 * pairs, breaks, reloads or balancing of durations) and without stops
 * pinned first or last. It also needs a first solution that serves every
 * job (see iteratedLocalSearch).
 */
export function ilsApplies(data: ProblemData): boolean {
  return data.penalisable && data.pin.every((p) => p === 0)
}

/**
 * Iterated local search (PyVRP 1.0): from the greedy first solution and its
 * local search, each iteration perturbs the current solution and improves
 * it with the penalised granular local search; the candidate is accepted by
 * late-acceptance hill climbing (Burke and Bykov 2017: when it beats the
 * current solution or the one `history` iterations ago, priced at today's
 * weights). A new best (feasible and cheapest) goes through an exhaustive
 * local search; after `ilsRestart` iterations without one the search goes
 * back to the best. The answer is the best feasible solution, checked by
 * the plain route pricing and repaired when it breaks a rule.
 */
export function iteratedLocalSearch(
  data: ProblemData,
  params: SearchParams
): SearchOutcome {
  const t0 = params.startedAt ?? params.now()
  const rng = new Random(params.seed)
  const clock = new SparseClock(params.now, t0)
  const outOfTime = (): boolean =>
    clock.elapsed() >= params.timeLimitMs || !!params.signal?.aborted
  const cb = params.callbacks ?? {}

  // The first solution: the routes given (`initial`, a search's best), or
  // greedy insertion and the feasible local search.
  const sol = new Solution(data)
  if (params.initial) sol.restore(params.initial)
  else {
    const recreate = new Recreate(data, rng, params.blinkRate)
    const all = sol.unassigned
    sol.unassigned = []
    recreate.sort(all)
    recreate.run(sol, all)
    if (data.nJobs > 0)
      new LocalSearch(data, rng, {
        granularity: params.granularity,
        moves: MOVES,
      }).run(sol, outOfTime)
  }
  // The penalised search serves every job: when the first solution cannot,
  // the annealing, which weighs unassigned jobs, searches instead (from the
  // routes given, when there are).
  if (sol.unassigned.length > 0) return anneal(data, params)
  let best = sol.snapshot()
  let bestCost = sol.penalisedCost()
  let bestUnassigned = sol.unassigned.length
  const progress = (iteration: number): Progress => ({
    bestCost,
    unassigned: bestUnassigned,
    elapsedMs: params.now() - t0,
    iteration,
  })
  cb.onStart?.(progress(0))
  cb.onBest?.(progress(0))

  const pm = new PenaltyManager(data, {
    ...DEFAULT_PENALTIES,
    ...params.penalties,
  })
  let cur = new IlsState(data, pm.weights)
  let cand = new IlsState(data, pm.weights)
  cur.load(best)
  const ls = new IlsLocalSearch(
    data,
    rng,
    params.granularity,
    params.maxPerturbations,
    params.ilsNeighbours,
    params.ilsMoves === "pyvrp" ? PYVRP_MOVES : MOVE_KINDS
  )
  // Fleet minimisation: with fixed costs, some perturbations empty a route.
  const routeRemovalRate = data.vFixedCost.some((c) => c > 0)
    ? params.routeRemovalRate
    : 0
  const history: Priced[] = []
  let head = 0
  const start = priced(cur)
  let curPriced = start
  let it = 0
  let sinceBest = 0
  const keep = (state: IlsState, iteration: number): boolean => {
    if (!state.feasible()) return false
    const cost = state.penalisedCost()
    if (cost >= bestCost - 1e-9) return false
    best = state.snapshot()
    bestCost = cost
    bestUnassigned = state.unassignedCount()
    cb.onBest?.(progress(iteration))
    params.exchange?.publish(best, bestCost)
    return true
  }
  while (data.nJobs > 0 && it < params.maxIterations && !outOfTime()) {
    it++
    if (sinceBest >= params.ilsRestart) {
      cur.load(best)
      curPriced = priced(cur)
      history.length = 0
      head = 0
      sinceBest = 0
    }
    cand.copyFrom(cur)
    const emptied =
      routeRemovalRate > 0 &&
      rng.next() < routeRemovalRate &&
      ls.perturbRoute(cand)
    // An emptied route's jobs go back through the local search.
    if (!emptied && params.perturbation === "strings") ls.perturbStrings(cand)
    else if (!emptied) ls.perturb(cand)
    ls.search(cand, false)
    if (pm.register(cand.violations())) {
      cur.setWeights(pm.weights)
      cand.setWeights(pm.weights)
    }
    sinceBest++
    if (keep(cand, it)) {
      sinceBest = 0
      ls.search(cand, true)
      keep(cand, it)
    }
    const w = pm.weights
    const candPriced = priced(cand)
    const candCost = at(candPriced, w)
    const curCost = at(curPriced, w)
    const late = history.length < params.ilsHistory ? undefined : history[head]
    const lateCost = late ? at(late, w) : at(start, w)
    if (candCost < lateCost || candCost < curCost) {
      const swap = cur
      cur = cand
      cand = swap
      curPriced = candPriced
    }
    const curNow = at(curPriced, w)
    if (history.length < params.ilsHistory) history.push(curPriced)
    else {
      if (curNow < lateCost) history[head] = curPriced
      head = (head + 1) % params.ilsHistory
    }
    const shared = params.exchange?.poll()
    if (shared) {
      cur.load(shared)
      curPriced = priced(cur)
      keep(cur, it)
    }
    if (cb.onIteration && it % params.progressEvery === 0)
      cb.onIteration(progress(it))
  }
  best = feasibleAnswer(data, best, rng)
  const out = progress(it)
  cb.onEnd?.(out)
  return { best, bestCost, iterations: it, elapsedMs: out.elapsedMs }
}
