import type {
  Job,
  Problem,
  SolveResult,
  TravelProfile,
  Vehicle,
} from "../src/index.ts"
import { Random } from "../src/index.ts"
import type { ProblemData } from "../src/model/problem-data.ts"
import { Recreate } from "../src/search/recreate.ts"
import { Solution } from "../src/solution/solution.ts"

/**
 * A problem whose locations lie on a line at the given positions; travel
 * time and distance both equal |a - b|. Location 0 is the depot.
 */
export function lineProblem(
  positions: number[],
  jobs: Job[],
  vehicles: Vehicle[],
  extra: Partial<Problem> = {}
): Problem {
  const n = positions.length
  const m = new Int32Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      m[i * n + j] = Math.abs(
        (positions[i] as number) - (positions[j] as number)
      )
    }
  }
  return {
    locations: positions.map(() => ({ lat: 0, lng: 0 })),
    jobs,
    vehicles,
    optimizationType: 2,
    matrices: { 1: { size: n, durations: m, distances: m } },
    ...extra,
  }
}

/** Jobs with zero service at locations 1..n, ids "j1".."jn". */
export function simpleJobs(n: number, extra: Partial<Job> = {}): Job[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `j${i + 1}`,
    location: i + 1,
    service: 0,
    ...extra,
  }))
}

/**
 * A random planar instance with time windows, capacities, skills and several
 * vehicle kinds, for property tests.
 */
export function randomProblem(
  seed: number,
  nJobs: number,
  nVehicles: number
): Problem {
  const rng = new Random(seed)
  const n = nJobs + 1
  const xs = Array.from({ length: n }, () => rng.int(1000))
  const ys = Array.from({ length: n }, () => rng.int(1000))
  const dist = new Int32Array(n * n)
  const dur = new Int32Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const d = Math.hypot(
        (xs[i] as number) - (xs[j] as number),
        (ys[i] as number) - (ys[j] as number)
      )
      dist[i * n + j] = Math.round(d)
      dur[i * n + j] = Math.ceil(d / 2)
    }
  }
  const skills = ["fridge", "lift"]
  const jobs: Job[] = []
  for (let i = 1; i < n; i++) {
    const a = rng.int(4000)
    const windows: [number, number][] = [[a, a + 200 + rng.int(1500)]]
    if (rng.next() < 0.3) windows.push([a + 2500, a + 3500])
    const job: Job = {
      id: `j${i}`,
      location: i,
      service: 30 + rng.int(120),
      timeWindows: windows,
      demand: { pieces: 1 + rng.int(5), weight: rng.int(50) },
      priority: rng.int(3),
      type: rng.next() < 0.2 ? 1 : 2,
    }
    if (rng.next() < 0.15) job.skills = [skills[rng.int(2)] as string]
    jobs.push(job)
  }
  const vehicles: Vehicle[] = []
  for (let k = 0; k < nVehicles; k++) {
    const v: Vehicle = {
      id: `v${k}`,
      start: 0,
      shift: [0, 6000],
      capacity: { pieces: 15 + rng.int(20), weight: 200 },
      skills: rng.next() < 0.5 ? ["fridge"] : ["lift"],
      finalization: (1 + rng.int(3)) as 1 | 2 | 3,
    }
    if (v.finalization === 2) v.end = 1 + rng.int(nJobs)
    if (rng.next() < 0.3) v.maxDistance = 3000 + rng.int(3000)
    if (rng.next() < 0.3) v.maxHours = 1 + rng.next()
    vehicles.push(v)
  }
  return {
    locations: xs.map(() => ({ lat: 0, lng: 0 })),
    jobs,
    vehicles,
    optimizationType: 2,
    matrices: { 1: { size: n, durations: dur, distances: dist } },
  }
}

/**
 * `randomProblem` reduced to what the penalised search takes
 * (ProblemData.penalisable): deliveries with one time window each.
 */
export function penalisableProblem(
  seed: number,
  nJobs: number,
  nVehicles: number
): Problem {
  const base = randomProblem(seed, nJobs, nVehicles)
  const jobs = base.jobs.map((j) => ({
    ...j,
    type: 2 as const,
    timeWindows: j.timeWindows?.slice(0, 1) ?? [],
  }))
  return { ...base, jobs }
}

/**
 * A random instance with the rules real fleets add on top of
 * `randomProblem`: pickup-and-delivery pairs, drivers' breaks and vehicles
 * that may reload, for property tests.
 */
export function richProblem(
  seed: number,
  nJobs: number,
  nVehicles: number
): Problem {
  const base = randomProblem(seed, nJobs, nVehicles)
  const rng = new Random(seed * 7919 + 1)
  const jobs = base.jobs.map((j) => ({ ...j }))
  // Pairs: a pickup and the delivery that drops its load, same demand.
  for (let k = 0; k + 1 < jobs.length; k += 2) {
    if (rng.next() >= 0.4) continue
    const pickup = jobs[k] as Job
    const delivery = jobs[k + 1] as Job
    pickup.type = 1
    pickup.delivery = delivery.id
    delivery.type = 2
    delivery.demand = { ...pickup.demand }
    delete delivery.vehicle
    delete pickup.vehicle
  }
  const vehicles = base.vehicles.map((v) => ({ ...v }))
  for (const v of vehicles) {
    if (rng.next() < 0.5) {
      const from = 500 + rng.int(3000)
      jobs.push({
        id: `break-${v.id}`,
        type: 8,
        vehicle: v.id,
        location: 0,
        service: 60 + rng.int(240),
        timeWindows: [[from, from + 400 + rng.int(1500)]],
      })
    }
    if (rng.next() < 0.5) {
      v.reload = {
        service: rng.int(120),
        ...(rng.next() < 0.5 ? { maxTrips: 2 } : {}),
      }
      v.capacity = { pieces: 5 + rng.int(8), weight: 200 }
    }
  }
  return { ...base, jobs, vehicles }
}

/** Each route's stops in order: job ids, and "break" or "reload" by kind. */
export const stopOrders = (result: SolveResult): string[][] =>
  result.routes.map((r) =>
    r.stops.map((s) => (s.kind === "job" ? s.jobId : s.kind))
  )

/** A random profile: 1 to 30 bands of random lengths, 1 to 3 zones, factors in [0.3, 3]. */
export function randomProfile(
  rng: Random,
  locations: number,
  dayLength = 86_400
): TravelProfile {
  const B = 1 + rng.int(30)
  const bandStarts = [0]
  for (let b = 1; b < B; b++)
    bandStarts.push((bandStarts[b - 1] as number) + 1 + rng.int(dayLength / B))
  const zones = 1 + rng.int(3)
  const factors = Array.from({ length: zones }, () =>
    Array.from({ length: B }, () => 0.3 + rng.next() * 2.7)
  )
  const locationZones = Array.from({ length: locations }, () => rng.int(zones))
  return { bandStarts, factors, locationZones }
}

/**
 * The problem with every location moved to a seeded random point around (0, 0): its routes
 * spread over every angle, as the decomposition groups them.
 */
export function scatteredAround(problem: Problem, seed: number): Problem {
  const rng = new Random(seed)
  return {
    ...problem,
    locations: problem.locations.map(() => ({
      lat: rng.next() - 0.5,
      lng: rng.next() - 0.5,
    })),
  }
}

/** A solution of `data` with every job inserted by a greedy recreate, and that recreate. */
export function recreatedSolution(data: ProblemData, rng: Random) {
  const sol = new Solution(data)
  const recreate = new Recreate(data, rng, 0)
  const all = sol.unassigned
  sol.unassigned = []
  sol.begin()
  recreate.run(sol, all)
  return { sol, recreate }
}
