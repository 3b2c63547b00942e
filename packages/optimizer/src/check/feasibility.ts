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
    const load = [0, 0, 0]
    const stopJobs = route.stops.map((s) => jobs.get(s.jobId))
    for (const job of stopJobs) {
      if (job && job.type !== STOP_TYPE.pickup) {
        load[0] = (load[0] as number) + (job.demand?.pieces ?? 0)
        load[1] = (load[1] as number) + (job.demand?.weight ?? 0)
        load[2] = (load[2] as number) + (job.demand?.volume ?? 0)
      }
    }
    const cap = [
      vehicle.capacity?.pieces ?? Infinity,
      vehicle.capacity?.weight ?? Infinity,
      vehicle.capacity?.volume ?? Infinity,
    ]
    const overCapacity = (): boolean =>
      load.some((q, d) => q > (cap[d] as number) + EPS)
    if (overCapacity())
      issues.push({ vehicleId: vid, message: "over capacity at start" })
    route.stops.forEach((stop, k) => {
      const job = stopJobs[k]
      if (!job) {
        issues.push({
          vehicleId: vid,
          jobId: stop.jobId,
          message: "unknown job",
        })
        return
      }
      seen.set(job.id, (seen.get(job.id) ?? 0) + 1)
      const arrival = t + (m.durations[at * n + job.location] as number)
      dist += m.distances[at * n + job.location] as number
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
      const free = route.stops.length - frozen.length
      const freeIndex = k - frozen.length
      if (job.position === "first" && !isFrozen && freeIndex !== 0) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "not first" })
      }
      if (job.position === "last" && !isFrozen && freeIndex !== free - 1) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "not last" })
      }
      const sign = job.type === STOP_TYPE.pickup ? 1 : -1
      load[0] = (load[0] as number) + sign * (job.demand?.pieces ?? 0)
      load[1] = (load[1] as number) + sign * (job.demand?.weight ?? 0)
      load[2] = (load[2] as number) + sign * (job.demand?.volume ?? 0)
      if (overCapacity()) {
        issues.push({ vehicleId: vid, jobId: job.id, message: "over capacity" })
      }
      at = job.location
      t = start + (job.service ?? 900)
    })
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
  }
  for (const u of result.unassigned) {
    if (!jobs.has(u.jobId))
      issues.push({ jobId: u.jobId, message: "unknown unassigned job" })
    seen.set(u.jobId, (seen.get(u.jobId) ?? 0) + 1)
    if (u.reasons.length === 0)
      issues.push({ jobId: u.jobId, message: "no reason given" })
  }
  for (const job of problem.jobs) {
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
