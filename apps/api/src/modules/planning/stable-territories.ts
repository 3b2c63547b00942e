// Stable territories (issue 45): the solver's territory term (`Job.vehicleCosts`) from who served
// each customer last, and how many customers a plan gives another driver. Pure: the run and
// `bench:week` share it.
import type { Job, OptimizationType, StopResult } from "@ruta/optimizer"
import { OPTIMIZATION_TYPE } from "@ruta/optimizer"

/** The driver of each vehicle (a route, or a driver-day of a multi-day plan); null: no driver. */
export type Drivers = ReadonlyMap<string, number | null>

/** What stable territories need of a plan: each job's customer, and who served it last. */
export interface Territories {
  /** Per job id, the customer it visits (an address-book entry, else its address). */
  customerOf: ReadonlyMap<string, string>
  /** Per customer, the driver who served it last (in the previous plan). */
  lastDriver: ReadonlyMap<string, number>
}

/** Metres a shortest-distance plan reads a second of the weight as (36 km/h). */
const METRES_PER_SECOND = 10

/** The setting's weight (seconds) in the objective's units: metres in a shortest-distance plan. */
export function objectiveWeight(
  seconds: number,
  type: OptimizationType | undefined
): number {
  return type === OPTIMIZATION_TYPE.shortestDistance
    ? seconds * METRES_PER_SECOND
    : seconds
}

/**
 * The jobs with the territory term: a job whose customer was served last by a driver who drives
 * one of this plan's vehicles costs `weight` on every vehicle that driver does not drive, so the
 * customer stays with them (on whichever day) unless another driver saves more than the weight.
 * A driver keeps their area across days because they keep their customers. Other jobs, and any
 * job whose weight is 0, are unchanged.
 *
 * @param weight - the client's weight for every job, or each job's own (a stop's "same driver as
 *   last time" weighs more than the client's setting)
 */
export function withTerritoryCosts(
  jobs: readonly Job[],
  territories: Territories,
  drivers: Drivers,
  weight: number | ((job: Job) => number)
): Job[] {
  const weightOf = typeof weight === "number" ? () => weight : weight
  const planned = new Set([...drivers.values()].filter((d) => d !== null))
  return jobs.map((job) => {
    const cost = weightOf(job)
    if (cost <= 0) return job
    const customer = territories.customerOf.get(job.id)
    const last =
      customer === undefined ? undefined : territories.lastDriver.get(customer)
    if (last === undefined || !planned.has(last)) return job
    const allowed = job.vehicles ? new Set(job.vehicles) : null
    const vehicleCosts: Record<string, number> = {}
    for (const [vehicle, driver] of drivers)
      if (driver !== last && (allowed === null || allowed.has(vehicle)))
        vehicleCosts[vehicle] = cost
    return { ...job, vehicleCosts }
  })
}

/**
 * The customers a plan serves with another driver than last time (a customer visited twice
 * counts once); customers with no last driver do not count.
 */
export function driversChanged(
  routes: readonly {
    vehicleId: string
    stops: readonly Pick<StopResult, "jobId" | "kind">[]
  }[],
  territories: Territories,
  drivers: Drivers
): number {
  const changed = new Set<string>()
  for (const route of routes) {
    const driver = drivers.get(route.vehicleId) ?? null
    for (const stop of route.stops) {
      if (stop.kind !== "job") continue
      const customer = territories.customerOf.get(stop.jobId)
      if (customer === undefined) continue
      const last = territories.lastDriver.get(customer)
      if (last !== undefined && last !== driver) changed.add(customer)
    }
  }
  return changed.size
}
