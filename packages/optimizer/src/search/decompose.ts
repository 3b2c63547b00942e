import { compileProblem, type ProblemData } from "../model/problem-data.ts"
import {
  OPTIMIZATION_TYPE,
  TRAVEL_MODE,
  type Job,
  type Problem,
  type Vehicle,
} from "../model/types.ts"
import { Solution } from "../solution/solution.ts"
import { anneal, type SearchOutcome, type SearchParams } from "./annealing.ts"

/** Jobs from which a time budget is spent partly on sub-problems. */
export const DECOMPOSE_FROM = 1000

export interface DecomposeParams {
  /** About this many jobs per sub-problem (whole routes, so a few more). */
  groupJobs: number
  /** Share of the budget the whole problem's search takes first. */
  wholeShare: number
  /** Each sub-problem's budget (ms). */
  sliceMs: number
}

export const DEFAULT_DECOMPOSE: DecomposeParams = {
  groupJobs: 200,
  wholeShare: 0.4,
  sliceMs: 1000,
}

/**
 * Whether a problem may be cut into groups of routes: its objective is the
 * sum of its routes' (not balanced over the fleet) and no route carries
 * what ties it to others (pairs, breaks, reloads, frozen stops).
 */
export function decomposable(problem: Problem, data: ProblemData): boolean {
  return (
    data.nJobs >= DECOMPOSE_FROM &&
    !data.rich &&
    (problem.optimizationType ?? OPTIMIZATION_TYPE.shortestTime) !==
      OPTIMIZATION_TYPE.balanced &&
    problem.vehicles.every((v) => (v.frozenJobs ?? []).length === 0)
  )
}

/**
 * Decomposition for large instances: the annealing searches the whole
 * problem for a share of the budget, then, until the budget ends, its best
 * solution is cut into groups of neighbouring routes (by the polar angle of
 * each route's barycentre around its depot) of about `groupJobs` jobs; each
 * group is solved as a problem of its own (its jobs, its vehicles, the
 * matrices between their places) for a slice of the budget, starting from
 * its routes, which the result replaces when it costs less. Each round starts the groups
 * half a group further round, so that routes on a border meet.
 */
export function decomposedSearch(
  problem: Problem,
  data: ProblemData,
  params: SearchParams,
  settings: DecomposeParams = DEFAULT_DECOMPOSE
): SearchOutcome {
  const t0 = params.startedAt ?? params.now()
  const elapsed = (): number => params.now() - t0
  const cb = params.callbacks ?? {}
  const whole = anneal(data, {
    ...params,
    timeLimitMs: params.timeLimitMs * settings.wholeShare,
    callbacks: { ...cb, onEnd: () => {} },
  })
  const sol = new Solution(data)
  let best = whole.best
  let bestCost = whole.bestCost
  let iterations = whole.iterations
  const angle = routeAngles(problem, data)
  for (let round = 0; ; round++) {
    const groups = groupRoutes(best, angle, settings.groupJobs, round)
    for (let g = 0; g < groups.length; g++) {
      const left = params.timeLimitMs - elapsed()
      if (left < settings.sliceMs / 4 || params.signal?.aborted) return finish()
      const group = groups[g] as number[]
      const sub = subProblem(problem, data, best, group)
      const subData = compileProblem(sub.problem)
      const now = new Solution(subData)
      now.restore(sub.seqs)
      const before = now.penalisedCost()
      const subParams: SearchParams = {
        ...params,
        seed: params.seed + 7919 * (round + 1) + g,
        timeLimitMs: Math.min(settings.sliceMs, left),
        startedAt: params.now(),
        callbacks: {},
        initial: sub.seqs,
      }
      delete subParams.exchange
      const out = anneal(subData, subParams)
      iterations += out.iterations
      if (out.bestCost >= before - 1e-6) continue
      const next = best.map((s) => s.slice())
      group.forEach((v, k) => {
        next[v] = (out.best[k] ?? []).map((j) => sub.jobs[j] as number)
      })
      sol.restore(next)
      const cost = sol.penalisedCost()
      if (cost >= bestCost - 1e-6) continue
      best = next
      bestCost = cost
      cb.onBest?.({
        bestCost,
        unassigned: sol.unassigned.length,
        elapsedMs: elapsed(),
        iteration: iterations,
      })
      params.exchange?.publish(best, bestCost)
    }
    if (groups.length === 0) return finish()
  }

  function finish(): SearchOutcome {
    sol.restore(best)
    const out = {
      bestCost,
      unassigned: sol.unassigned.length,
      elapsedMs: elapsed(),
      iteration: iterations,
    }
    cb.onEnd?.(out)
    return { best, bestCost, iterations, elapsedMs: out.elapsedMs }
  }
}

/** Each vehicle's route angle: the barycentre of its stops around its depot. */
function routeAngles(
  problem: Problem,
  data: ProblemData
): (seq: readonly number[], v: number) => number {
  return (seq, v) => {
    const depot = problem.locations[data.vStart[v] as number]
    if (!depot || seq.length === 0) return 0
    let lat = 0
    let lng = 0
    for (const j of seq) {
      const at = problem.locations[data.loc[j] as number]
      lat += at?.lat ?? depot.lat
      lng += at?.lng ?? depot.lng
    }
    return Math.atan2(
      lat / seq.length - depot.lat,
      lng / seq.length - depot.lng
    )
  }
}

/**
 * The used routes in order of angle, cut into groups of at least `size`
 * jobs (the last one joins the one before when smaller than half); round r
 * starts half a group further round than round r - 1.
 */
export function groupRoutes(
  seqs: readonly (readonly number[])[],
  angle: (seq: readonly number[], v: number) => number,
  size: number,
  round: number
): number[][] {
  const used = seqs
    .map((seq, v) => ({ v, n: seq.length, a: angle(seq, v) }))
    .filter((r) => r.n > 0)
    .sort((x, y) => x.a - y.a || x.v - y.v)
  if (used.length < 2) return []
  const total = used.reduce((s, r) => s + r.n, 0)
  // The offset: half a group per round, in routes of the mean length.
  const perRoute = total / used.length
  const shift =
    Math.round((round * size) / 2 / Math.max(1, perRoute)) % used.length
  const order = [...used.slice(shift), ...used.slice(0, shift)]
  const groups: number[][] = []
  let cur: number[] = []
  let jobs = 0
  for (const r of order) {
    cur.push(r.v)
    jobs += r.n
    if (jobs >= size) {
      groups.push(cur)
      cur = []
      jobs = 0
    }
  }
  if (cur.length > 0) {
    const last = groups[groups.length - 1]
    if (last && jobs < size / 2) last.push(...cur)
    else groups.push(cur)
  }
  return groups.filter((g) => g.length > 1)
}

/**
 * The problem of one group of routes: their jobs and vehicles, and the
 * places and matrices between them only; `jobs` maps its job indices back.
 */
function subProblem(
  problem: Problem,
  data: ProblemData,
  seqs: readonly (readonly number[])[],
  group: readonly number[]
): { problem: Problem; seqs: number[][]; jobs: number[] } {
  const places: number[] = []
  const placeOf = new Map<number, number>()
  const place = (l: number): number => {
    let p = placeOf.get(l)
    if (p === undefined) {
      p = places.length
      places.push(l)
      placeOf.set(l, p)
    }
    return p
  }
  const vehicles: Vehicle[] = group.map((v) => {
    const vehicle = problem.vehicles[v] as Vehicle
    const out: Vehicle = { ...vehicle, start: place(vehicle.start) }
    if (vehicle.end !== undefined) out.end = place(vehicle.end)
    return out
  })
  const jobs: number[] = []
  const subJobs: Job[] = []
  const ids = new Set(vehicles.map((v) => v.id))
  const subSeqs = group.map((v) =>
    (seqs[v] ?? []).map((j) => {
      const job = problem.jobs[data.jobIndex[j] as number] as Job
      const sub: Job = { ...job, location: place(job.location) }
      // Its vehicles outside the group are out of this problem.
      if (job.vehicles) sub.vehicles = job.vehicles.filter((id) => ids.has(id))
      subJobs.push(sub)
      jobs.push(j)
      return jobs.length - 1
    })
  )
  const L = data.size
  const matrices: NonNullable<Problem["matrices"]> = {}
  group.forEach((v) => {
    const mode = problem.vehicles[v]?.travelMode ?? TRAVEL_MODE.driving
    if (matrices[mode]) return
    const prof = data.vProfile[v] as number
    const T = data.durations[prof] as Int32Array
    const D = data.distances[prof] as Int32Array
    const n = places.length
    const durations = new Int32Array(n * n)
    const distances = new Int32Array(n * n)
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++) {
        const at = (places[a] as number) * L + (places[b] as number)
        durations[a * n + b] = T[at] as number
        distances[a * n + b] = D[at] as number
      }
    matrices[mode] = { size: n, durations, distances }
  })
  return {
    problem: {
      ...problem,
      locations: places.map((l) => problem.locations[l] ?? { lat: 0, lng: 0 }),
      jobs: subJobs,
      vehicles,
      matrices,
    },
    seqs: subSeqs,
    jobs,
  }
}
