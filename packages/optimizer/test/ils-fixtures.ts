import {
  compileProblem,
  DIMS,
  type ProblemData,
} from "../src/model/problem-data.ts"
import type { Job, Problem, Vehicle } from "../src/model/types.ts"
import { Random } from "../src/random.ts"
import { routeCost } from "../src/solution/route.ts"
import type { Weights } from "../src/ils/routes.ts"
import { jobCostOn } from "../src/model/job-vehicles.ts"
import { IlsState } from "../src/ils/state.ts"

/**
 * A random penalisable problem with every rule the penalised search prices:
 * asymmetric matrices (two travel modes), one window per job, three load
 * dimensions, shifts, max hours and distance, open routes and other ends,
 * fixed costs, skills, a frozen head and the balanced objective.
 */
export function richPenalisableProblem(
  seed: number,
  n: number,
  V: number
): Problem {
  const rng = new Random(seed)
  const L = n + 2
  const mats = [1, 2].map((speed) => {
    const durations = new Int32Array(L * L)
    const distances = new Int32Array(L * L)
    for (let a = 0; a < L; a++)
      for (let b = 0; b < L; b++) {
        if (a === b) continue
        const d = 100 + rng.int(900)
        distances[a * L + b] = d
        durations[a * L + b] = Math.round((d * speed) / 2) + rng.int(60)
      }
    return { size: L, durations, distances }
  })
  const jobs: Job[] = Array.from({ length: n }, (_, i) => {
    const open = rng.int(4000)
    return {
      id: `j${i}`,
      location: i + 1,
      service: rng.int(200),
      timeWindows:
        rng.next() < 0.8 ? [[open, open + 300 + rng.int(2000)]] : undefined,
      demand: { pieces: rng.int(5), weight: rng.int(30), volume: rng.int(3) },
      skills: rng.next() < 0.1 ? ["cold"] : undefined,
    }
  })
  const vehicles: Vehicle[] = Array.from({ length: V }, (_, v) => ({
    id: `v${v}`,
    start: v % 2 === 0 ? 0 : n + 1,
    finalization: (1 + (v % 3)) as 1 | 2 | 3,
    end: v % 3 === 1 ? n + 1 : undefined,
    shift: [rng.int(500), 9000 + rng.int(4000)],
    capacity: {
      pieces: 20 + rng.int(10),
      weight: 150 + rng.int(60),
      volume: v === 0 ? undefined : 15,
    },
    maxDistance: v % 2 === 0 ? 3000 + rng.int(3000) : undefined,
    maxHours: v === 1 ? 3 : undefined,
    travelMode: (v % 2 === 0 ? 1 : 2) as 1 | 2,
    fixedCost: v % 2 === 0 ? 500 : 0,
    skills: v % 2 === 0 ? ["cold"] : undefined,
    frozenJobs: v === V - 1 ? [`j${n - 1}`] : undefined,
  }))
  return {
    locations: Array.from({ length: L }, () => ({ lat: 0, lng: 0 })),
    jobs,
    vehicles,
    optimizationType: seed % 2 === 0 ? 2 : 3,
    matrices: { 1: mats[0]!, 2: mats[1]! },
  }
}

export function compiledRich(
  seed: number,
  n: number,
  V: number,
  vehicleCosts = false
): ProblemData {
  const problem = richPenalisableProblem(seed, n, V)
  if (!vehicleCosts) return compileProblem(problem)
  // Stable territories: each job costs more on every vehicle but one.
  const rng = new Random(seed + 99)
  const jobs = problem.jobs.map((job) => {
    const last = rng.int(V)
    return {
      ...job,
      vehicleCosts: Object.fromEntries(
        problem.vehicles
          .filter((_, v) => v !== last)
          .map((v) => [v.id, 50 + rng.int(500)])
      ),
    }
  })
  return compileProblem({ ...problem, jobs })
}

export const WEIGHTS: Weights = { warp: 3.5, load: 40, distance: 0.7 }

/**
 * A random assignment of a rich problem's jobs to the vehicles they are
 * allowed on, priced at `WEIGHTS`.
 */
export function randomState(
  seed: number,
  n = 30,
  V = 5,
  vehicleCosts = false
): IlsState {
  const data = compiledRich(seed, n, V, vehicleCosts)
  const rng = new Random(seed)
  const seqs: number[][] = Array.from({ length: data.nVehicles }, () => [])
  for (let j = 0; j < data.nJobs; j++) {
    const options = []
    for (let v = 0; v < data.nVehicles; v++)
      if (data.allowed[j * data.nVehicles + v]) options.push(v)
    if (options.length === 0) continue
    ;(seqs[options[rng.int(options.length)] as number] as number[]).push(j)
  }
  const state = new IlsState(data, WEIGHTS)
  state.load(seqs)
  return state
}

/**
 * Prices vehicle v's route from scratch, stop by stop: a late arrival adds
 * its lateness to the time warp and service starts at the window's end.
 */
export function priceFromScratch(
  data: ProblemData,
  v: number,
  seq: readonly number[],
  w: Weights
): number {
  if (seq.length === 0) return 0
  const L = data.size
  const prof = data.vProfile[v] as number
  const T = data.durations[prof] as Int32Array
  const D = data.distances[prof] as Int32Array
  const C = data.costs[prof] as Int32Array
  let t = data.vDeparture[v] as number
  let at = data.vStart[v] as number
  let warp = 0
  let dist = 0
  let cost = 0
  const load = new Float64Array(DIMS)
  for (const j of seq) {
    const l = data.loc[j] as number
    const w0 = data.twOffset[j] as number
    const arrival = t + (T[at * L + l] as number)
    dist += D[at * L + l] as number
    cost += (C[at * L + l] as number) + jobCostOn(data, j, v)
    const close = data.twEnd[w0] as number
    let start = Math.max(arrival, data.twStart[w0] as number)
    if (arrival > close) {
      warp += arrival - close
      start = close
    }
    t = start + (data.service[j] as number)
    for (let d = 0; d < DIMS; d++)
      load[d] = (load[d] as number) + (data.demand[j * DIMS + d] as number)
    at = l
  }
  const end = data.vEnd[v] as number
  if (end >= 0) {
    t += T[at * L + end] as number
    dist += D[at * L + end] as number
    cost += C[at * L + end] as number
  }
  const latest = data.vLatestEnd[v] as number
  if (t > latest) warp += t - latest
  let excess = 0
  for (let d = 0; d < DIMS; d++)
    excess += Math.max(
      0,
      (load[d] as number) - (data.vCapacity[v * DIMS + d] as number)
    )
  const overDistance = Math.max(0, dist - (data.vMaxDistance[v] as number))
  return (
    routeCost(data, v, cost, seq.length) +
    w.warp * warp +
    w.load * excess +
    w.distance * overDistance
  )
}
