import { type MatrixProvider } from "./model/matrix.ts"
import { compileProblem, DIMS, type ProblemData } from "./model/problem-data.ts"
import { itineraryOf, VISIT, type Visit } from "./solution/itinerary.ts"
import {
  STOP_TYPE,
  UNASSIGNED_REASON,
  type Amount,
  type Job,
  type RouteResult,
  type SolveOptions,
  type SolveResult,
  type StopResult,
  type UnassignedJob,
  type UnassignedReason,
} from "./model/types.ts"
import {
  anneal,
  DEFAULT_SEARCH,
  type SearchParams,
} from "./search/annealing.ts"
import type { SearchExchange } from "./parallel/exchange.ts"
import { hybridSearch } from "./ils/hybrid.ts"
import { ilsApplies, iteratedLocalSearch } from "./ils/ils.ts"
import {
  decomposable,
  decomposedSearch,
  DEFAULT_DECOMPOSE,
} from "./search/decompose.ts"
import { itineraryCost, Route } from "./solution/route.ts"
import { hasSkills } from "./model/job-vehicles.ts"

export interface SolveInternals {
  matrixProvider?: MatrixProvider
  /** Search tuning knobs; defaults are tuned on the Solomon instances. */
  search?: Partial<
    Omit<
      SearchParams,
      "now" | "seed" | "signal" | "callbacks" | "exchange" | "initial"
    >
  >
  /** Searches on other threads to share bests with (`BoardExchange`). */
  exchange?: SearchExchange
}

/**
 * Solves a vehicle routing problem with time windows.
 *
 * @param problem - jobs, vehicles, locations and optional matrices
 * @param options - budget, seed, abort signal and progress callbacks
 * @returns routes with their schedules and the unassigned jobs with reasons
 */
export function solve(
  problem: Parameters<typeof compileProblem>[0],
  options: SolveOptions & SolveInternals = {}
): SolveResult {
  const now = options.now ?? Date.now
  const startedAt = now()
  const data = compileProblem(problem, options.matrixProvider)
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_SEARCH.timeLimitMs
  const maxIterations = options.maxIterations ?? DEFAULT_SEARCH.maxIterations
  if (!(timeLimitMs > 0)) throw new RangeError("timeLimitMs must be > 0")
  if (!(maxIterations >= 0)) throw new RangeError("maxIterations must be >= 0")
  const params: SearchParams = {
    ...DEFAULT_SEARCH,
    ...options.search,
    timeLimitMs,
    maxIterations,
    seed: options.seed ?? 1,
    progressEvery: options.progressEvery ?? DEFAULT_SEARCH.progressEvery,
    now,
    startedAt,
  }
  if (options.signal) params.signal = options.signal
  if (options.callbacks) params.callbacks = options.callbacks
  if (options.exchange) params.exchange = options.exchange
  const strategy = strategyFor(data, params.strategy)
  const outcome =
    strategy === "ils"
      ? iteratedLocalSearch(data, params)
      : strategy === "hybrid"
        ? hybridSearch(data, params)
        : params.decompose &&
            params.maxIterations === Infinity &&
            decomposable(problem, data)
          ? decomposedSearch(problem, data, params, {
              ...DEFAULT_DECOMPOSE,
              ...params.decomposition,
            })
          : anneal(data, params)
  return buildResult(data, outcome.best, outcome.iterations, outcome.elapsedMs)
}

/**
 * The search that runs: the one asked for, when the problem is one the
 * iterated local search takes (ilsApplies), else the annealing. `auto` is
 * the annealing at every size: on the benches the iterated local search
 * lost to it on Solomon's 100 jobs and on Homberger's 200 and 400, and the
 * hybrid won no size class at every budget (docs/benchmarks.md, issue 35).
 */
function strategyFor(
  data: ProblemData,
  strategy: SearchParams["strategy"]
): "annealing" | "ils" | "hybrid" {
  if (strategy === "auto" || !ilsApplies(data)) return "annealing"
  return strategy
}

function amount(values: ArrayLike<number>, offset: number): Required<Amount> {
  return {
    pieces: values[offset] as number,
    weight: values[offset + 1] as number,
    volume: values[offset + 2] as number,
  }
}

function amountAt(a: Amount | undefined, d: number): number {
  if (!a) return 0
  return (d === 0 ? a.pieces : d === 1 ? a.weight : a.volume) ?? 0
}

/**
 * The load on board leaving the depot on each trip: the trip's deliveries
 * that are not paired (the first trip's include the frozen stops'), plus
 * what paired pickups of earlier trips still carry.
 */
function tripLoads(
  data: ProblemData,
  headJobs: readonly number[],
  visits: readonly Visit[]
): Float64Array[] {
  const loads = [new Float64Array(DIMS)]
  const carried = new Float64Array(DIMS)
  for (const ji of headJobs) {
    const job = data.problem.jobs[ji] as Job
    if (job.type === STOP_TYPE.pickup) continue
    for (let d = 0; d < DIMS; d++)
      loads[0]![d] = (loads[0]![d] as number) + amountAt(job.demand, d)
  }
  for (const visit of visits) {
    if (visit.kind === VISIT.reload) {
      loads.push(Float64Array.from(carried))
      continue
    }
    if (visit.kind !== VISIT.job) continue
    const j = visit.ref
    const paired = (data.partner[j] as number) >= 0
    const trip = loads[loads.length - 1] as Float64Array
    for (let d = 0; d < DIMS; d++) {
      const q = data.demand[j * DIMS + d] as number
      if (!paired && !data.pickup[j]) trip[d] = (trip[d] as number) + q
      else if (paired)
        carried[d] = (carried[d] as number) + (data.pickup[j] ? q : -q)
    }
  }
  return loads
}

/** Turns internal sequences into the public result. */
export function buildResult(
  data: ProblemData,
  seqs: number[][],
  iterations: number,
  elapsedMs: number
): SolveResult {
  const { problem } = data
  const L = data.size
  const routes: RouteResult[] = []
  let totalDistance = 0
  let totalTravel = 0
  let cost = 0
  const assigned = new Uint8Array(data.nJobs)
  seqs.forEach((seq, v) => {
    const head = data.frozen[v]
    if (!head) return
    if (seq.length === 0 && head.jobs.length === 0) return
    const vehicle = problem.vehicles[v]
    if (!vehicle) return
    const prof = data.vProfile[v] as number
    const T = data.durations[prof] as Int32Array
    const D = data.distances[prof] as Int32Array
    const itinerary = itineraryOf(data)
    if (seq.length > 0 && !itinerary.evaluate(v, seq))
      throw new Error(`route of vehicle ${vehicle.id} breaks a rule`)
    const visits = seq.length > 0 ? itinerary.visits() : []
    const stops: StopResult[] = []
    const shiftStart = vehicle.shift?.[0] ?? 0
    const startLoad = tripLoads(data, head.jobs, visits)
    const load = Float64Array.from(startLoad[0] as Float64Array)
    let trip = 0
    let at = vehicle.start
    let t = shiftStart
    let dist = 0
    let travel = 0
    let waiting = 0
    let service = 0
    const record = (
      job: Job | null,
      kind: StopResult["kind"],
      visit: Omit<Visit, "kind" | "ref">,
      frozen: boolean,
      internal = -1
    ): void => {
      dist += visit.distance
      travel += visit.travelTime
      if (job && internal >= 0) {
        // A paired delivery drops its pickup's demand.
        const sign = data.pickup[internal] ? 1 : -1
        for (let d = 0; d < DIMS; d++)
          load[d] =
            (load[d] as number) +
            sign * (data.demand[internal * DIMS + d] as number)
      } else if (job && kind === "job") {
        const sign = job.type === STOP_TYPE.pickup ? 1 : -1
        for (let d = 0; d < DIMS; d++)
          load[d] = (load[d] as number) + sign * amountAt(job.demand, d)
      }
      waiting += visit.start - visit.arrival
      service += visit.departure - visit.start
      stops.push({
        jobId: job?.id ?? "",
        kind,
        location: visit.location,
        arrival: visit.arrival,
        waiting: visit.start - visit.arrival,
        start: visit.start,
        departure: visit.departure,
        load: amount(load, 0),
        distance: dist,
        duration: visit.arrival - shiftStart,
        frozen,
      })
      at = visit.location
      t = visit.departure
    }
    head.jobs.forEach((ji, k) => {
      const job = problem.jobs[ji] as Job
      const isBreak = job.type === STOP_TYPE.break
      const to = isBreak ? at : job.location
      record(
        job,
        isBreak ? "break" : "job",
        {
          location: to,
          arrival: head.arrival[k] as number,
          start: head.start[k] as number,
          departure: head.departure[k] as number,
          distance: D[at * L + to] as number,
          travelTime: T[at * L + to] as number,
        },
        true
      )
    })
    for (const visit of visits) {
      if (visit.kind === VISIT.reload) {
        load.set(startLoad[++trip] as Float64Array)
        record(null, "reload", visit, false)
        continue
      }
      const index =
        visit.kind === VISIT.job
          ? (data.jobIndex[visit.ref] as number)
          : visit.ref
      if (visit.kind === VISIT.job) assigned[visit.ref] = 1
      const job = problem.jobs[index] as Job
      if (visit.kind === VISIT.job) record(job, "job", visit, false, visit.ref)
      else record(job, "break", visit, false)
    }
    const end = data.vEnd[v] as number
    let arrival = t
    if (end >= 0) {
      arrival = t + (T[at * L + end] as number)
      dist += D[at * L + end] as number
      travel += T[at * L + end] as number
    }
    totalDistance += dist
    totalTravel += travel
    if (seq.length > 0) cost += itineraryCost(data, v, itinerary, seq.length)
    routes.push({
      vehicleId: vehicle.id,
      startLocation: vehicle.start,
      departure: shiftStart,
      endLocation: end >= 0 ? end : null,
      arrival,
      stops,
      distance: dist,
      duration: arrival - shiftStart,
      travelTime: travel,
      waiting,
      service,
      startLoad: amount(startLoad[0] as Float64Array, 0),
    })
  })
  const unassigned: UnassignedJob[] = []
  for (let j = 0; j < data.nJobs; j++) {
    if (assigned[j]) continue
    unassigned.push({
      jobId: (problem.jobs[data.jobIndex[j] as number] as Job).id,
      reasons: unassignedReasons(data, j),
    })
  }
  return {
    routes,
    unassigned,
    distance: totalDistance,
    travelTime: totalTravel,
    cost,
    iterations,
    elapsedMs,
  }
}

/**
 * Why job j cannot be served: each test looks at the job alone on an empty
 * route of each vehicle it may take. When the job fits alone somewhere, the
 * reason is that the other jobs took the room (`no_room`). A job with
 * `vehicles` is also unassigned for `allowed_vehicles` when none of them
 * is left or when it would fit alone on a vehicle not among them.
 */
export function unassignedReasons(
  data: ProblemData,
  j: number
): UnassignedReason[] {
  const job = data.problem.jobs[data.jobIndex[j] as number] as Job
  const vehicles = data.problem.vehicles
  const pinned =
    job.vehicle === undefined
      ? -1
      : vehicles.findIndex((v) => v.id === job.vehicle)
  const listed = (v: number): boolean =>
    (pinned < 0 || v === pinned) &&
    (job.vehicles === undefined || job.vehicles.includes(vehicles[v]?.id ?? ""))
  const onListed = reasonsOn(data, j, listed)
  if (onListed.fits) return [UNASSIGNED_REASON.noRoom]
  const reasons = new Set<UnassignedReason>()
  const addOthers = (on: ReturnType<typeof reasonsOn>): void => {
    for (const r of on.reasons) reasons.add(r)
    if (!on.anySkill)
      reasons.add(
        pinned >= 0 ? UNASSIGNED_REASON.pinnedVehicle : UNASSIGNED_REASON.skills
      )
  }
  if (job.vehicles === undefined) addOthers(onListed)
  else {
    const anyListed = vehicles.some((_, v) => listed(v))
    const anywhere = reasonsOn(data, j, (v) => pinned < 0 || v === pinned)
    if (!anyListed || anywhere.fits)
      reasons.add(UNASSIGNED_REASON.allowedVehicles)
    if (anyListed) addOthers(onListed)
    else if (!anywhere.fits) addOthers(anywhere)
  }
  if (reasons.size === 0) reasons.add(UNASSIGNED_REASON.noRoom)
  return [...reasons]
}

/**
 * The job alone on an empty route of each vehicle `may` lets it take:
 * whether it fits on one, whether one has its skills, and what breaks on
 * the others.
 */
function reasonsOn(
  data: ProblemData,
  j: number,
  may: (v: number) => boolean
): { fits: boolean; anySkill: boolean; reasons: Set<UnassignedReason> } {
  const job = data.problem.jobs[data.jobIndex[j] as number] as Job
  const reasons = new Set<UnassignedReason>()
  let anySkill = false
  for (let v = 0; v < data.nVehicles; v++) {
    if (!may(v)) continue
    const vehicle = data.problem.vehicles[v]
    if (!hasSkills(job, vehicle)) continue
    anySkill = true
    let cap = true
    for (let d = 0; d < DIMS; d++) {
      if (
        (data.demand[j * DIMS + d] as number) >
        (data.vCapacity[v * DIMS + d] as number)
      ) {
        cap = false
      }
    }
    if (!cap) {
      reasons.add(UNASSIGNED_REASON.capacity)
      continue
    }
    // A pair is tried as one: pickup, then delivery.
    const partner = data.partner[j] as number
    const route = new Route(v)
    route.seq = partner < 0 ? [j] : data.pickup[j] ? [j, partner] : [partner, j]
    route.update(data)
    if (route.feasible) return { fits: true, anySkill, reasons }
    // Tell time windows, hours and distance apart.
    if (route.distance > (data.vMaxDistance[v] as number)) {
      reasons.add(UNASSIGNED_REASON.maxDistance)
    }
    const latEnd = data.vLatestEnd[v] as number
    if (!route.windowsOk || route.endTime > latEnd) {
      // Would it fit if the shift were not cut short by max hours?
      const shiftEnd = data.problem.vehicles[v]?.shift?.[1] ?? latEnd
      const relaxed = {
        ...data,
        vLatestEnd: Float64Array.from(data.vLatestEnd),
      }
      relaxed.vLatestEnd[v] = Math.max(latEnd, shiftEnd)
      const again = new Route(v)
      again.seq = route.seq
      again.update(relaxed)
      const timeOk =
        again.windowsOk && again.endTime <= (relaxed.vLatestEnd[v] as number)
      reasons.add(
        timeOk && latEnd < shiftEnd
          ? UNASSIGNED_REASON.maxHours
          : UNASSIGNED_REASON.timeWindow
      )
    }
  }
  return { fits: false, anySkill, reasons }
}
