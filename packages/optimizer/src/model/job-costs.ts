import type { ProblemData } from "./problem-data.ts"

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
 * The jobs' costs on the two new arcs of inserting job j at position p of
 * vehicle v's route `seq`: j's own, and the job at p's (its entering arc is
 * replaced, and the replaced arc's cached cost carried it).
 */
export function insertionJobCost(
  data: ProblemData,
  seq: readonly number[],
  j: number,
  v: number,
  p: number
): number {
  return (
    jobCostOn(data, j, v) +
    (p < seq.length ? jobCostOn(data, seq[p] as number, v) : 0)
  )
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
