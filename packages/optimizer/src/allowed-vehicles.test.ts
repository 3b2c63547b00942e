import { describe, expect, it } from "vitest"
import {
  lineProblem,
  penalisableProblem,
  randomProblem,
  richProblem,
  scatteredAround,
  simpleJobs,
} from "../test/fixtures.ts"
import { checkSolution } from "./check/feasibility.ts"
import { compileProblem } from "./model/problem-data.ts"
import type { Job, Problem, SolveResult, Vehicle } from "./model/types.ts"
import { Random } from "./random.ts"
import { DEFAULT_SEARCH, type SearchParams } from "./search/annealing.ts"
import { decomposedSearch } from "./search/decompose.ts"
import { Solution } from "./solution/solution.ts"
import { solve } from "./solve.ts"

const DAY = 24 * 3600

/** Each job, with probability 0.5, may go on a random non-empty subset of the vehicles. */
function withAllowedVehicles(problem: Problem, seed: number): Problem {
  const rng = new Random(seed * 31 + 7)
  const ids = problem.vehicles.map((v) => v.id)
  const jobs = problem.jobs.map((job): Job => {
    if (job.type === 8 || rng.next() < 0.5) return job
    const vehicles = ids.filter(() => rng.next() < 0.5)
    if (vehicles.length === 0) vehicles.push(ids[rng.int(ids.length)] as string)
    return { ...job, vehicles }
  })
  return { ...problem, jobs }
}

/** Every served job is on one of its vehicles, and the checker finds nothing. */
function expectOnItsVehicles(problem: Problem, result: SolveResult): void {
  expect(checkSolution(problem, result)).toEqual([])
  const byId = new Map(problem.jobs.map((j) => [j.id, j]))
  for (const route of result.routes)
    for (const stop of route.stops) {
      const allowed = byId.get(stop.jobId)?.vehicles
      if (stop.kind === "job" && allowed)
        expect(allowed).toContain(route.vehicleId)
    }
}

describe("Job.vehicles: allowed vehicles", () => {
  it.each(Array.from({ length: 6 }, (_, i) => i + 300))(
    "random instance %i (annealing): every served job is on one of its vehicles",
    (seed) => {
      const p = withAllowedVehicles(
        randomProblem(seed, 30 + (seed % 20), 3 + (seed % 4)),
        seed
      )
      const r = solve(p, { maxIterations: 200, timeLimitMs: 60_000, seed })
      expectOnItsVehicles(p, r)
    }
  )

  it.each(Array.from({ length: 4 }, (_, i) => i + 310))(
    "random instance %i with pairs, breaks and reloads: every served job is on one of its vehicles",
    (seed) => {
      const p = withAllowedVehicles(richProblem(seed, 30, 4), seed)
      const r = solve(p, { maxIterations: 200, timeLimitMs: 60_000, seed })
      expectOnItsVehicles(p, r)
      // A pair shares a route, so both its jobs are on a vehicle both may take.
      const served = new Map<string, string>()
      for (const route of r.routes)
        for (const s of route.stops) served.set(s.jobId, route.vehicleId)
      for (const job of p.jobs)
        if (job.delivery && served.has(job.id))
          expect(served.get(job.delivery)).toBe(served.get(job.id))
    }
  )

  it.each([
    ["ils", 320],
    ["hybrid", 321],
    ["annealing", 322],
  ] as const)(
    "random penalisable instance (%s search): every served job is on one of its vehicles",
    (strategy, seed) => {
      const p = withAllowedVehicles(penalisableProblem(seed, 40, 5), seed)
      const r = solve(p, {
        maxIterations: 150,
        timeLimitMs: 60_000,
        seed,
        search: { strategy },
      })
      expectOnItsVehicles(p, r)
    }
  )

  it("the decomposition keeps jobs on their vehicles", () => {
    const problem = scatteredAround(
      withAllowedVehicles(randomProblem(3, 80, 8), 3),
      3
    )
    const data = compileProblem(problem)
    let t = 0
    const params: SearchParams = {
      ...DEFAULT_SEARCH,
      seed: 1,
      now: () => (t += 1),
      startedAt: 0,
      timeLimitMs: 1000,
    }
    const out = decomposedSearch(problem, data, params, {
      groupJobs: 25,
      wholeShare: 0.3,
      sliceMs: 100,
    })
    const sol = new Solution(data)
    sol.restore(out.best)
    for (const route of sol.routes) {
      expect(route.feasible).toBe(true)
      for (const j of route.seq) {
        const job = problem.jobs[data.jobIndex[j] as number] as Job
        if (job.vehicles)
          expect(job.vehicles).toContain(problem.vehicles[route.v]?.id)
      }
    }
  })

  it("a vehicle per day: each job goes on the day-vehicle whose shift holds its window", () => {
    // One driver over three days on one clock; each stop's window is on one
    // day, and its allowed days are that day and the next.
    const days = [0, 1, 2]
    const vehicles: Vehicle[] = days.map((d) => ({
      id: `driver-day${d}`,
      start: 0,
      shift: [d * DAY + 8 * 3600, d * DAY + 18 * 3600],
    }))
    const jobs: Job[] = Array.from({ length: 9 }, (_, i) => {
      const day = i % 3
      const open = day * DAY + 9 * 3600 + (i % 4) * 1800
      return {
        id: `s${i}`,
        location: 1 + i,
        service: 600,
        timeWindows: [[open, open + 3600]],
        vehicles: [`driver-day${day}`, `driver-day${Math.min(day + 1, 2)}`],
      }
    })
    const problem = lineProblem(
      [0, ...Array.from({ length: 9 }, (_, i) => 100 * (i + 1))],
      jobs,
      vehicles,
      { optimizationType: 1 }
    )
    const r = solve(problem, { maxIterations: 300, timeLimitMs: 60_000 })
    expectOnItsVehicles(problem, r)
    expect(r.unassigned).toEqual([])
    for (const route of r.routes)
      for (const stop of route.stops)
        expect(route.vehicleId).toBe(
          `driver-day${Math.floor(stop.start / DAY)}`
        )
  })

  it("a stop with windows on two days and one allowed day takes the window of that day", () => {
    const vehicles: Vehicle[] = [0, 1].map((d) => ({
      id: `day${d}`,
      start: 0,
      shift: [d * DAY, d * DAY + 12 * 3600],
    }))
    const jobs: Job[] = [
      {
        id: "a",
        location: 1,
        service: 60,
        timeWindows: [
          [3600, 7200],
          [DAY + 3600, DAY + 7200],
        ],
        vehicles: ["day1"],
      },
    ]
    const r = solve(lineProblem([0, 50], jobs, vehicles), {
      maxIterations: 50,
      timeLimitMs: 60_000,
    })
    expectOnItsVehicles(lineProblem([0, 50], jobs, vehicles), r)
    expect(r.routes).toHaveLength(1)
    expect(r.routes[0]?.vehicleId).toBe("day1")
    expect(r.routes[0]?.stops[0]?.start).toBe(DAY + 3600)
  })

  it("vehicles the jobs tell apart are not interchangeable empty routes", () => {
    // Two identical vehicles; the job may take only the second.
    const vehicles = [
      { id: "v1", start: 0 },
      { id: "v2", start: 0 },
    ]
    const jobs = simpleJobs(2, { vehicles: ["v2"] })
    const r = solve(lineProblem([0, 1, 2], jobs, vehicles), {
      maxIterations: 50,
      timeLimitMs: 60_000,
    })
    expect(r.unassigned).toEqual([])
    expect(r.routes.map((x) => x.vehicleId)).toEqual(["v2"])
  })

  it.each([
    [
      "none of its vehicles exists",
      { vehicles: ["gone"] },
      ["allowed_vehicles"],
    ],
    ["its list is empty", { vehicles: [] }, ["allowed_vehicles"]],
    [
      "its vehicles miss its window and another vehicle fits",
      { vehicles: ["late"], timeWindows: [[0, 100]] as const },
      ["allowed_vehicles", "time_window"],
    ],
    [
      "its vehicles lack a skill another has",
      { vehicles: ["late"], skills: ["lift"] },
      ["allowed_vehicles", "skills"],
    ],
    [
      "no vehicle at all takes its demand",
      { vehicles: ["late"], demand: { pieces: 99 } },
      ["capacity"],
    ],
    [
      "none of its vehicles exists and no vehicle takes its demand",
      { vehicles: ["gone"], demand: { pieces: 99 } },
      ["allowed_vehicles", "capacity"],
    ],
  ] as const)("unassigned when %s", (_, extra, reasons) => {
    const vehicles: Vehicle[] = [
      {
        id: "early",
        start: 0,
        shift: [0, 1000],
        skills: ["lift"],
        capacity: { pieces: 10 },
      },
      { id: "late", start: 0, shift: [5000, 9000], capacity: { pieces: 10 } },
    ]
    const job: Job = {
      id: "a",
      location: 1,
      service: 10,
      ...extra,
    }
    const problem = lineProblem([0, 10], [job], vehicles)
    const r = solve(problem, { maxIterations: 20, timeLimitMs: 60_000 })
    expect(r.routes).toEqual([])
    expect(r.unassigned[0]?.reasons.sort()).toEqual([...reasons].sort())
    expect(checkSolution(problem, r)).toEqual([])
  })

  it("refuses a pinned vehicle outside the job's vehicles", () => {
    const p = lineProblem(
      [0, 1],
      simpleJobs(1, { vehicle: "v1", vehicles: ["v2"] }),
      [
        { id: "v1", start: 0 },
        { id: "v2", start: 0 },
      ]
    )
    expect(() => solve(p)).toThrow(RangeError)
  })

  it("the checker names a job off its vehicles", () => {
    const p = lineProblem([0, 1], simpleJobs(1, { vehicles: ["v2"] }), [
      { id: "v1", start: 0 },
      { id: "v2", start: 0 },
    ])
    const r = solve(p, { maxIterations: 10, timeLimitMs: 60_000 })
    const moved = {
      ...r,
      routes: r.routes.map((x) => ({ ...x, vehicleId: "v1" })),
    }
    expect(checkSolution(p, moved)).toContainEqual({
      vehicleId: "v1",
      jobId: "j1",
      message: "not one of its vehicles",
    })
  })
})
