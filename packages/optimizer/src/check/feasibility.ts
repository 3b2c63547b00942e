import {
  GreatCircleMatrixProvider,
  type MatrixProvider,
} from "../model/matrix.ts"
import {
  FINALIZATION_MODE,
  STOP_TYPE,
  TRAVEL_MODE,
  type Job,
  type Problem,
  type SolveResult,
  type TravelMatrices,
  type TravelMode,
} from "../model/types.ts"

export interface CheckIssue {
  vehicleId?: string
  jobId?: string
  message: string
}

const EPS = 1e-6

/** Adds (sign 1) or removes (-1) a job's demand. */
function addAmount(load: number[], job: Job, sign: number): void {
  load[0] = (load[0] as number) + sign * (job.demand?.pieces ?? 0)
  load[1] = (load[1] as number) + sign * (job.demand?.weight ?? 0)
  load[2] = (load[2] as number) + sign * (job.demand?.volume ?? 0)
}

/** Deliveries come from the depot, unless a pickup of the route brings them. */
function onBoardFromStart(
  job: Job,
  pickupOf: ReadonlyMap<string, Job>
): boolean {
  return (
    job.type !== STOP_TYPE.pickup &&
    job.type !== STOP_TYPE.break &&
    !pickupOf.has(job.id)
  )
}

/**
 * An independent feasibility checker: recomputes every route of a result
 * from the problem alone (no solver code) and lists every broken rule.
 *
 * @param problem - the problem that was solved
 * @param result - the solver's answer
 * @param provider - matrices for travel modes the problem does not give
 * @returns the issues found; empty when the result is feasible
 */
export function checkSolution(
  problem: Problem,
  result: SolveResult,
  provider: MatrixProvider = new GreatCircleMatrixProvider()
): CheckIssue[] {
  const issues: CheckIssue[] = []
  const jobs = new Map<string, Job>(problem.jobs.map((j) => [j.id, j]))
  const seen = new Map<string, number>()
  const matrices = new Map<TravelMode, TravelMatrices>()
  const matrixFor = (mode: TravelMode): TravelMatrices => {
    let m = matrices.get(mode)
    if (!m) {
      m =
        problem.matrices?.[mode] ??
        provider.getMatrices(problem.locations, mode)
      matrices.set(mode, m)
    }
    return m
  }
  const usedVehicles = new Set<string>()
  const pickupOf = new Map<string, Job>()
  for (const job of problem.jobs)
    if (job.delivery !== undefined) pickupOf.set(job.delivery, job)
  for (const route of result.routes) {
    const vehicle = problem.vehicles.find((v) => v.id === route.vehicleId)
    const vid = route.vehicleId
    if (!vehicle) {
      issues.push({ vehicleId: vid, message: "unknown vehicle" })
      continue
    }
    if (usedVehicles.has(vid))
      issues.push({ vehicleId: vid, message: "vehicle used twice" })
    usedVehicles.add(vid)
    const m = matrixFor(vehicle.travelMode ?? TRAVEL_MODE.driving)
    const n = m.size
    const shiftStart = vehicle.shift?.[0] ?? 0
    const shiftEnd = vehicle.shift?.[1] ?? 24 * 3600
    const frozen = vehicle.frozenJobs ?? []
    let at = vehicle.start
    let t = shiftStart
    let dist = 0
    const stopJobs = route.stops.map((s) =>
      s.kind === "reload" ? undefined : jobs.get(s.jobId)
    )
    // Each trip leaves the depot with its deliveries that are not paired;
    // paired loads ride from pickup to delivery, across reloads too.
    const tripStarts: number[][] = [[0, 0, 0]]
    for (const [k, stop] of route.stops.entries()) {
      const job = stopJobs[k]
      if (stop.kind === "reload") tripStarts.push([0, 0, 0])
      else if (job && onBoardFromStart(job, pickupOf))
        addAmount(tripStarts[tripStarts.length - 1] as number[], job, 1)
    }
    const carried = [0, 0, 0]
    const load = [...(tripStarts[0] as number[])]
    let trip = 0
    const cap = [
      vehicle.capacity?.pieces ?? Infinity,
      vehicle.capacity?.weight ?? Infinity,
      vehicle.capacity?.volume ?? Infinity,
    ]
    const overCapacity = (): boolean =>
      load.some((q, d) => q > (cap[d] as number) + EPS)
    if (overCapacity())
      issues.push({ vehicleId: vid, message: "over capacity at start" })
    const position = new Map<string, number>()
    route.stops.forEach((stop, k) => {
      const job = stopJobs[k]
      if (stop.kind === "reload") {
        if (!vehicle.reload)
          issues.push({ vehicleId: vid, message: "reload without reload" })
        if (stop.location !== vehicle.start)
          issues.push({ vehicleId: vid, message: "reload away from the depot" })
        const arrival = t + (m.durations[at * n + vehicle.start] as number)
        dist += m.distances[at * n + vehicle.start] as number
        if (
          Math.abs(stop.arrival - arrival) > EPS ||
          Math.abs(stop.start - arrival) > EPS
        )
          issues.push({ vehicleId: vid, message: "schedule mismatch" })
        trip++
        for (let d = 0; d < 3; d++)
          load[d] = (carried[d] as number) + (tripStarts[trip]?.[d] as number)
        if (overCapacity())
          issues.push({ vehicleId: vid, message: "over capacity after reload" })
        at = vehicle.start
        t = arrival + (vehicle.reload?.service ?? 0)
        return
      }
      if (!job) {
        issues.push({
          vehicleId: vid,
          jobId: stop.jobId,
          message: "unknown job",
        })
        return
      }
      seen.set(job.id, (seen.get(job.id) ?? 0) + 1)
      position.set(job.id, k)
      const isBreak = job.type === STOP_TYPE.break
      if ((stop.kind === "break") !== isBreak)
        issues.push({ vehicleId: vid, jobId: job.id, message: "wrong kind" })
      // A break is taken where the driver is.
      const to = isBreak ? at : job.location
      const arrival = isBreak ? t : t + (m.durations[at * n + to] as number)
      if (!isBreak) dist += m.distances[at * n + to] as number
      const isFrozen = k < frozen.length
      if (isFrozen && frozen[k] !== job.id) {
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "frozen order changed",
        })
      }
      if (!isFrozen && frozen.includes(job.id)) {
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "frozen job moved",
        })
      }
      let start = arrival
      const windows = job.timeWindows ?? []
      if (windows.length > 0 && !isFrozen) {
        const sorted = [...windows].sort((a, b) => a[0] - b[0])
        const w = sorted.find(([, e]) => e >= arrival)
        if (!w) {
          issues.push({
            vehicleId: vid,
            jobId: job.id,
            message: "time window missed",
          })
        } else start = Math.max(arrival, w[0])
      }
      if (isFrozen) start = stop.start
      if (
        Math.abs(stop.start - start) > EPS ||
        Math.abs(stop.arrival - arrival) > EPS
      ) {
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "schedule mismatch",
        })
      }
      if (!(job.skills ?? []).every((s) => vehicle.skills?.includes(s))) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "missing skill" })
      }
      if (job.vehicle !== undefined && job.vehicle !== vid) {
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "pinned to another vehicle",
        })
      }
      if (!isFrozen && job.vehicles && !job.vehicles.includes(vid)) {
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "not one of its vehicles",
        })
      }
      // Positions count the free jobs' stops only (not breaks or reloads).
      const freeJobs = route.stops.filter(
        (x, i) => i >= frozen.length && x.kind === "job"
      )
      const free = freeJobs.length
      const freeIndex = freeJobs.indexOf(stop)
      if (job.position === "first" && !isFrozen && freeIndex !== 0) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "not first" })
      }
      if (job.position === "last" && !isFrozen && freeIndex !== free - 1) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "not last" })
      }
      const pickup = pickupOf.get(job.id)
      if (job.type === STOP_TYPE.pickup) addAmount(load, job, 1)
      else if (pickup) addAmount(load, pickup, -1)
      else if (!isBreak) addAmount(load, job, -1)
      if (job.delivery !== undefined) addAmount(carried, job, 1)
      if (pickup) addAmount(carried, pickup, -1)
      if (overCapacity()) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "over capacity" })
      }
      at = to
      t = start + (job.service ?? 900)
    })
    if (
      vehicle.reload?.maxTrips !== undefined &&
      trip + 1 > vehicle.reload.maxTrips
    )
      issues.push({ vehicleId: vid, message: "too many trips" })
    for (const job of route.stops.map((_, k) => stopJobs[k])) {
      if (job?.delivery === undefined) continue
      const there = position.get(job.delivery)
      if (there === undefined)
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "delivery on another route",
        })
      else if (there < (position.get(job.id) as number))
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "delivery before pickup",
        })
    }
    const mode = vehicle.finalization ?? FINALIZATION_MODE.returnToDepot
    const end =
      mode === FINALIZATION_MODE.finishOnLastStop
        ? null
        : mode === FINALIZATION_MODE.finishOnAddress
          ? (vehicle.end ?? null)
          : vehicle.start
    if (end !== null) {
      t += m.durations[at * n + end] as number
      dist += m.distances[at * n + end] as number
    }
    if (route.endLocation !== end)
      issues.push({ vehicleId: vid, message: "wrong end" })
    if (t > shiftEnd + EPS)
      issues.push({ vehicleId: vid, message: "shift end exceeded" })
    if (
      vehicle.maxHours !== undefined &&
      t - shiftStart > vehicle.maxHours * 3600 + EPS
    ) {
      issues.push({ vehicleId: vid, message: "max hours exceeded" })
    }
    if (vehicle.maxDistance !== undefined && dist > vehicle.maxDistance + EPS) {
      issues.push({ vehicleId: vid, message: "max distance exceeded" })
    }
    if (Math.abs(dist - route.distance) > EPS) {
      issues.push({ vehicleId: vid, message: "distance mismatch" })
    }
    // A break not taken: the route must be over by its last window's end.
    for (const job of problem.jobs) {
      if (job.type !== STOP_TYPE.break || job.vehicle !== vid) continue
      if (position.has(job.id)) continue
      const lastEnd = Math.max(
        ...(job.timeWindows ?? [[0, Infinity]]).map((w) => w[1])
      )
      if (t > lastEnd + EPS)
        issues.push({
          vehicleId: vid,
          jobId: job.id,
          message: "break not taken",
        })
      else seen.set(job.id, (seen.get(job.id) ?? 0) + 1)
    }
  }
  for (const u of result.unassigned) {
    if (!jobs.has(u.jobId))
      issues.push({ jobId: u.jobId, message: "unknown unassigned job" })
    seen.set(u.jobId, (seen.get(u.jobId) ?? 0) + 1)
    if (u.reasons.length === 0)
      issues.push({ jobId: u.jobId, message: "no reason given" })
  }
  for (const job of problem.jobs) {
    // An unused vehicle needs no break.
    if (job.type === STOP_TYPE.break && !usedVehicles.has(job.vehicle ?? ""))
      continue
    const count = seen.get(job.id) ?? 0
    if (count !== 1) {
      issues.push({ jobId: job.id, message: `appears ${count} times` })
    }
  }
  for (const v of problem.vehicles) {
    if ((v.frozenJobs ?? []).length > 0 && !usedVehicles.has(v.id)) {
      issues.push({
        vehicleId: v.id,
        message: "route with frozen jobs missing",
      })
    }
  }
  return issues
}
