import { type MatrixProvider } from "./model/matrix.ts"
import { compileProblem, DIMS, type ProblemData } from "./model/problem-data.ts"
import {
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
import { Route } from "./solution/route.ts"

export interface SolveInternals {
  matrixProvider?: MatrixProvider
  /** Search tuning knobs; defaults are tuned on the Solomon instances. */
  search?: Partial<Omit<SearchParams, "now" | "seed" | "signal" | "callbacks">>
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
  const outcome = anneal(data, params)
  return buildResult(data, outcome.best, outcome.iterations, outcome.elapsedMs)
}

function amount(values: ArrayLike<number>, offset: number): Required<Amount> {
  return {
    pieces: values[offset] as number,
    weight: values[offset + 1] as number,
    volume: values[offset + 2] as number,
  }
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
    const route = new Route(v)
    route.seq = seq
    route.update(data)
    const prof = data.vProfile[v] as number
    const T = data.durations[prof] as Int32Array
    const D = data.distances[prof] as Int32Array
    const stops: StopResult[] = []
    const shiftStart = vehicle.shift?.[0] ?? 0
    // Load leaving the start: deliveries of every stop, frozen ones included.
    const startLoad = new Float64Array(DIMS)
    const allJobs = [
      ...head.jobs.map((ji) => problem.jobs[ji] as Job),
      ...seq.map((j) => problem.jobs[data.jobIndex[j] as number] as Job),
    ]
    for (const job of allJobs) {
      if (job.type !== 1) {
        startLoad[0] = (startLoad[0] as number) + (job.demand?.pieces ?? 0)
        startLoad[1] = (startLoad[1] as number) + (job.demand?.weight ?? 0)
        startLoad[2] = (startLoad[2] as number) + (job.demand?.volume ?? 0)
      }
    }
    const load = Float64Array.from(startLoad)
    let at = vehicle.start
    let t = shiftStart
    let dist = 0
    let travel = 0
    let waiting = 0
    let service = 0
    const visit = (job: Job, frozen: boolean, startOverride?: number): void => {
      const a = at * L + job.location
      const arrival = t + (T[a] as number)
      dist += D[a] as number
      travel += T[a] as number
      let start = startOverride ?? arrival
      if (startOverride === undefined) {
        const windows = [...(job.timeWindows ?? [])].sort((x, y) => x[0] - y[0])
        for (const [s, e] of windows) {
          if (e >= arrival) {
            start = Math.max(arrival, s)
            break
          }
        }
      }
      const sv = job.service ?? 900
      const q = job.demand
      const sign = job.type === 1 ? 1 : -1
      load[0] = (load[0] as number) + sign * (q?.pieces ?? 0)
      load[1] = (load[1] as number) + sign * (q?.weight ?? 0)
      load[2] = (load[2] as number) + sign * (q?.volume ?? 0)
      waiting += start - arrival
      service += sv
      stops.push({
        jobId: job.id,
        location: job.location,
        arrival,
        waiting: start - arrival,
        start,
        departure: start + sv,
        load: amount(load, 0),
        distance: dist,
        duration: arrival - shiftStart,
        frozen,
      })
      at = job.location
      t = start + sv
    }
    head.jobs.forEach((ji, k) =>
      visit(problem.jobs[ji] as Job, true, head.start[k])
    )
    for (const j of seq) {
      assigned[j] = 1
      visit(problem.jobs[data.jobIndex[j] as number] as Job, false)
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
    cost += route.cost
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
      startLoad: amount(startLoad, 0),
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
 * route of each vehicle. When the job fits alone somewhere, the reason is
 * that the other jobs took the room (`no_room`).
 */
export function unassignedReasons(
  data: ProblemData,
  j: number
): UnassignedReason[] {
  const V = data.nVehicles
  const job = data.problem.jobs[data.jobIndex[j] as number] as Job
  const reasons = new Set<UnassignedReason>()
  const pinned =
    job.vehicle === undefined
      ? -1
      : data.problem.vehicles.findIndex((v) => v.id === job.vehicle)
  let anySkill = false
  for (let v = 0; v < V; v++) {
    if (pinned >= 0 && v !== pinned) continue
    const vehicle = data.problem.vehicles[v]
    if (!(job.skills ?? []).every((s) => vehicle?.skills?.includes(s))) continue
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
    const route = new Route(v)
    route.seq = [j]
    route.update(data)
    if (route.feasible) return [UNASSIGNED_REASON.noRoom]
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
      again.seq = [j]
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
  if (pinned >= 0 && !anySkill) reasons.add(UNASSIGNED_REASON.pinnedVehicle)
  else if (!anySkill) reasons.add(UNASSIGNED_REASON.skills)
  if (reasons.size === 0) reasons.add(UNASSIGNED_REASON.noRoom)
  return [...reasons]
}
