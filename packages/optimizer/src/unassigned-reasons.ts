import { DIMS, type ProblemData } from "./model/problem-data.ts"
import { hasSkills } from "./model/job-vehicles.ts"
import {
  UNASSIGNED_REASON,
  type Job,
  type UnassignedReason,
} from "./model/types.ts"
import { Route } from "./solution/route.ts"

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
