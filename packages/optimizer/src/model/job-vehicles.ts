import type { ProblemData } from "./problem-data.ts"
import type { Job, Vehicle } from "./types.ts"

/**
 * The vehicles a job may go on by its `vehicle` and `vehicles` (skills
 * aside), as a mask over the problem's vehicles. Ids of no vehicle in
 * `vehicles` are left out (a driver-day the plan does not have); a pinned
 * `vehicle` must be known and, with `vehicles`, one of them.
 */
export function listedVehicles(
  job: Job,
  vehicleById: ReadonlyMap<string, number>,
  V: number
): Uint8Array {
  const mask = new Uint8Array(V)
  const pinned = job.vehicle === undefined ? -1 : vehicleById.get(job.vehicle)
  if (pinned === undefined)
    throw new RangeError(`job ${job.id}: unknown vehicle ${job.vehicle}`)
  if (job.vehicles === undefined) {
    if (pinned >= 0) mask[pinned] = 1
    else mask.fill(1)
    return mask
  }
  if (job.vehicle !== undefined && !job.vehicles.includes(job.vehicle))
    throw new RangeError(
      `job ${job.id}: its vehicle is not one of its vehicles`
    )
  for (const id of job.vehicles) {
    const vi = vehicleById.get(id)
    if (vi !== undefined && (pinned === -1 || pinned === vi)) mask[vi] = 1
  }
  return mask
}

/** Whether the vehicle has every skill the job needs. */
export function hasSkills(job: Job, vehicle: Vehicle | undefined): boolean {
  return (job.skills ?? []).every((s) => vehicle?.skills?.includes(s))
}

/** The added cost of each job on each vehicle (`Job.vehicleCosts`), or null when none. */
export function jobVehicleCosts(
  jobs: readonly Job[],
  free: readonly number[],
  vehicleById: ReadonlyMap<string, number>,
  V: number
): Float64Array | null {
  let out: Float64Array | null = null
  free.forEach((i, j) => {
    const costs = jobs[i]?.vehicleCosts
    if (!costs) return
    for (const [id, cost] of Object.entries(costs)) {
      if (!(cost >= 0 && Number.isFinite(cost)))
        throw new RangeError(`job ${jobs[i]?.id}: bad vehicle cost`)
      const vi = vehicleById.get(id)
      if (vi === undefined || cost === 0) continue
      out ??= new Float64Array(free.length * V)
      out[j * V + vi] = cost
    }
  })
  return out
}

/**
 * Per vehicle, a key of what jobs say about it alone (which may go on it,
 * what it costs them), so that vehicles the jobs tell apart are never in
 * one class of interchangeable vehicles.
 */
export function jobSideKeys(
  allowed: Uint8Array,
  jobCost: Float64Array | null,
  n: number,
  V: number
): string[] {
  const keys: string[][] = Array.from({ length: V }, () => [])
  for (let j = 0; j < n; j++) {
    let all = true
    let free = true
    for (let v = 0; v < V; v++) {
      if (allowed[j * V + v] === 0) all = false
      if (jobCost && jobCost[j * V + v] !== 0) free = false
    }
    if (all && free) continue
    for (let v = 0; v < V; v++)
      (keys[v] as string[]).push(
        `${j}:${allowed[j * V + v]}:${jobCost ? jobCost[j * V + v] : 0}`
      )
  }
  return keys.map((k) => k.join(","))
}

/**
 * Job j's added cost on vehicle v (`Job.vehicleCosts`). The objective
 * counts it on the arc that enters j, so every sum of a route's arc costs
 * (its arcTotal, the caches and the moves' deltas) carries it.
 */
export function jobCostOn(data: ProblemData, j: number, v: number): number {
  const jc = data.jobCost
  return jc === null ? 0 : (jc[j * data.nVehicles + v] as number)
}

/**
 * What moving the jobs from position k of `seq` (on vehicle `from`) to
 * vehicle `to` changes in their added costs.
 */
export function jobCostSwitch(
  data: ProblemData,
  seq: readonly number[],
  k: number,
  from: number,
  to: number
): number {
  const jc = data.jobCost
  if (jc === null || from === to) return 0
  const V = data.nVehicles
  let delta = 0
  for (let q = k; q < seq.length; q++) {
    const j = seq[q] as number
    delta += (jc[j * V + to] as number) - (jc[j * V + from] as number)
  }
  return delta
}
