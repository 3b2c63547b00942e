import { describe, expect, it } from "vitest"
import { lineProblem, randomProblem, simpleJobs } from "../test/fixtures.ts"
import { checkSolution } from "./check/feasibility.ts"
import type { Job, Problem, SolveResult, Vehicle } from "./model/types.ts"
import { gapBySize } from "./search/annealing.ts"
import { solve, type SolveInternals } from "./solve.ts"

const FAST = { maxIterations: 300, timeLimitMs: 60_000 }
const depotVehicle = (id: string, extra: Partial<Vehicle> = {}): Vehicle => ({
  id,
  start: 0,
  shift: [0, 100_000],
  ...extra,
})
const order = (result: SolveResult, vehicleId: string): string[] =>
  result.routes
    .find((r) => r.vehicleId === vehicleId)
    ?.stops.map((s) => s.jobId) ?? []

function solveChecked(problem: Problem, options = FAST): SolveResult {
  const result = solve(problem, options)
  expect(checkSolution(problem, result)).toEqual([])
  return result
}

describe("solve: named instances", () => {
  /** Three stops on a line are visited out and back: distance 6. */
  it("line-3: finds the out-and-back tour", () => {
    const p = lineProblem([0, 1, 2, 3], simpleJobs(3), [depotVehicle("v1")])
    const r = solveChecked(p)
    expect(r.distance).toBe(6)
    expect(r.unassigned).toEqual([])
  })

  /** A late window on the near stop forces the far stop first. */
  it("tw-order: time windows force the far stop first", () => {
    const jobs: Job[] = [
      { id: "near", location: 1, service: 0, timeWindows: [[30, 40]] },
      { id: "far", location: 2, service: 0, timeWindows: [[0, 20]] },
    ]
    const r = solveChecked(lineProblem([0, 10, 20], jobs, [depotVehicle("v1")]))
    expect(order(r, "v1")).toEqual(["far", "near"])
    expect(r.routes[0]?.stops[1]?.arrival).toBe(30)
  })

  /** With several windows, service starts in the first one still open. */
  it("multi-tw: waits for the second window", () => {
    const jobs: Job[] = [
      {
        id: "a",
        location: 1,
        service: 5,
        timeWindows: [
          [50, 60],
          [0, 5],
        ],
      },
    ]
    const r = solveChecked(lineProblem([0, 10], jobs, [depotVehicle("v1")]))
    const stop = r.routes[0]?.stops[0]
    expect(stop?.start).toBe(50)
    expect(stop?.waiting).toBe(40)
    expect(stop?.departure).toBe(55)
  })

  /** Three jobs of 2 pieces need two vehicles of capacity 4. */
  it("capacity-split: over-capacity load is split over two routes", () => {
    const jobs = simpleJobs(3, { demand: { pieces: 2 } })
    const vehicles = [
      depotVehicle("v1", { capacity: { pieces: 4 } }),
      depotVehicle("v2", { capacity: { pieces: 4 } }),
    ]
    const r = solveChecked(lineProblem([0, 1, 2, 3], jobs, vehicles))
    expect(r.routes).toHaveLength(2)
    expect(r.unassigned).toEqual([])
    for (const route of r.routes)
      expect(route.startLoad.pieces).toBeLessThanOrEqual(4)
  })

  /** A pickup fills the vehicle, so the delivery must come first. */
  it("pickup-delivery: load on board decides the order", () => {
    const jobs: Job[] = [
      { id: "pick", location: 1, service: 0, type: 1, demand: { pieces: 3 } },
      { id: "drop", location: 2, service: 0, type: 2, demand: { pieces: 3 } },
    ]
    const vehicles = [
      depotVehicle("v1", { capacity: { pieces: 3 }, finalization: 3 }),
    ]
    const r = solveChecked(lineProblem([0, 10, 20], jobs, vehicles))
    expect(order(r, "v1")).toEqual(["drop", "pick"])
    expect(r.distance).toBe(30)
    expect(r.routes[0]?.stops.map((s) => s.load.pieces)).toEqual([0, 3])
  })

  /** A job that needs a skill goes to the only vehicle with it. */
  it("skills: only a skilled vehicle serves the job", () => {
    const jobs: Job[] = [
      { id: "cold", location: 1, service: 0, skills: ["fridge"] },
    ]
    const vehicles = [
      depotVehicle("plain"),
      depotVehicle("cool", { skills: ["fridge"] }),
    ]
    const r = solveChecked(lineProblem([0, 5], jobs, vehicles))
    expect(order(r, "cool")).toEqual(["cold"])
  })

  /** A job pinned to a vehicle is served by it. */
  it("pinned-vehicle: respects the pin", () => {
    const jobs: Job[] = [
      { id: "a", location: 1, service: 0, vehicle: "v2" },
      { id: "b", location: 1, service: 0 },
    ]
    const r = solveChecked(
      lineProblem([0, 5], jobs, [depotVehicle("v1"), depotVehicle("v2")])
    )
    expect(order(r, "v2")).toContain("a")
  })

  /** Position pins put a far job first and a near job last. */
  it("position-pins: first and last are kept", () => {
    const jobs = simpleJobs(3)
    ;(jobs[2] as Job).position = "first"
    ;(jobs[0] as Job).position = "last"
    const r = solveChecked(
      lineProblem([0, 1, 2, 3], jobs, [depotVehicle("v1")])
    )
    const seq = order(r, "v1")
    expect(seq[0]).toBe("j3")
    expect(seq[2]).toBe("j1")
  })

  /** Frozen jobs stay at the head of the route in their order. */
  it("frozen-head: completed stops are kept and the rest follows", () => {
    const jobs = simpleJobs(3)
    const vehicles = [depotVehicle("v1", { frozenJobs: ["j3", "j1"] })]
    const r = solveChecked(lineProblem([0, 1, 2, 3], jobs, vehicles))
    expect(order(r, "v1")).toEqual(["j3", "j1", "j2"])
    expect(r.routes[0]?.stops.map((s) => s.frozen)).toEqual([true, true, false])
  })

  /** An open route ends at its last stop. */
  it("open-route: no way back to the depot", () => {
    const vehicles = [depotVehicle("v1", { finalization: 3 })]
    const r = solveChecked(lineProblem([0, 10, 20], simpleJobs(2), vehicles))
    expect(r.distance).toBe(20)
    expect(r.routes[0]?.endLocation).toBeNull()
  })

  /** finishOnAddress ends the route at the given place. */
  it("finish-on-address: ends at the address", () => {
    const vehicles = [depotVehicle("v1", { finalization: 2, end: 3 })]
    const r = solveChecked(
      lineProblem([0, 10, 20, 30], simpleJobs(2), vehicles)
    )
    expect(r.distance).toBe(30)
    expect(r.routes[0]?.endLocation).toBe(3)
    expect(r.routes[0]?.arrival).toBe(30)
  })

  /** The objective picks distance or time when they disagree. */
  it("objective: shortest distance and shortest time pick different tours", () => {
    const dist = [0, 1, 5, 5, 0, 1, 1, 5, 0]
    const time = [0, 10, 1, 1, 0, 10, 10, 1, 0]
    const base: Problem = {
      locations: [0, 1, 2].map(() => ({ lat: 0, lng: 0 })),
      jobs: simpleJobs(2),
      vehicles: [depotVehicle("v1")],
      matrices: { 1: { size: 3, durations: time, distances: dist } },
    }
    const byDistance = solveChecked({ ...base, optimizationType: 2 })
    const byTime = solveChecked({ ...base, optimizationType: 1 })
    expect(order(byDistance, "v1")).toEqual(["j1", "j2"])
    expect(byDistance.distance).toBe(3)
    expect(order(byTime, "v1")).toEqual(["j2", "j1"])
    expect(byTime.travelTime).toBe(3)
  })
})

describe("solve: balanced", () => {
  /** Stops on both sides of the depot: balancing splits them over two vehicles. */
  it("balanced: spreads equal work over the fleet", () => {
    const jobs = simpleJobs(4)
    const vehicles = [depotVehicle("v1"), depotVehicle("v2")]
    const positions = [0, -2, -1, 1, 2]
    const shortest = solveChecked(
      lineProblem(positions, jobs, vehicles, { optimizationType: 1 })
    )
    const balanced = solveChecked(
      lineProblem(positions, jobs, vehicles, { optimizationType: 3 })
    )
    expect(shortest.travelTime).toBe(8)
    expect(balanced.travelTime).toBe(8)
    expect(balanced.routes.map((r) => r.stops.length)).toEqual([2, 2])
    expect(balanced.routes.map((r) => r.travelTime)).toEqual([4, 4])
  })
})

describe("solve: fixed cost", () => {
  /** A fixed cost per vehicle makes one longer route beat two short ones. */
  it("fixed-cost: prefers fewer routes when the saving is small", () => {
    const dist = [0, 1, 1, 1, 0, 3, 1, 3, 0]
    const problem = (fixedCost: number): Problem => ({
      locations: [0, 1, 2].map(() => ({ lat: 0, lng: 0 })),
      jobs: simpleJobs(2),
      vehicles: [
        depotVehicle("v1", { fixedCost }),
        depotVehicle("v2", { fixedCost }),
      ],
      optimizationType: 2,
      matrices: { 1: { size: 3, durations: dist, distances: dist } },
    })
    expect(solveChecked(problem(0)).routes).toHaveLength(2)
    const withCost = solveChecked(problem(2))
    expect(withCost.routes).toHaveLength(1)
    expect(withCost.distance).toBe(5)
    expect(withCost.cost).toBe(7)
  })
})

describe("solve: unassigned reasons", () => {
  /** Each job that cannot be served names the rule that stops it. */
  it.each([
    ["skills", { skills: ["crane"] }, {}, "skills"],
    [
      "capacity",
      { demand: { pieces: 10 } },
      { capacity: { pieces: 5 } },
      "capacity",
    ],
    ["time_window", { timeWindows: [[0, 5]] }, {}, "time_window"],
    ["max_distance", {}, { maxDistance: 15 }, "max_distance"],
    ["max_hours", {}, { maxHours: 10 / 3600 }, "max_hours"],
  ] as const)("%s", (_name, jobExtra, vehicleExtra, reason) => {
    const jobs: Job[] = [{ id: "x", location: 1, service: 0, ...jobExtra }]
    const r = solveChecked(
      lineProblem([0, 10], jobs, [depotVehicle("v1", vehicleExtra)])
    )
    expect(r.unassigned).toEqual([{ jobId: "x", reasons: [reason] }])
  })

  /** When two jobs each fit alone but not together, one is left with no_room. */
  it("no_room: the fleet is full", () => {
    const jobs = simpleJobs(2, { demand: { pieces: 3 } })
    const r = solveChecked(
      lineProblem([0, 1, 2], jobs, [
        depotVehicle("v1", { capacity: { pieces: 4 } }),
      ])
    )
    expect(r.unassigned).toHaveLength(1)
    expect(r.unassigned[0]?.reasons).toEqual(["no_room"])
  })

  /** When only one of two jobs fits, the higher priority one is served. */
  it("priority: the important job is served", () => {
    const jobs = simpleJobs(2, { demand: { pieces: 3 } })
    ;(jobs[1] as Job).priority = 10
    const r = solveChecked(
      lineProblem([0, 1, 2], jobs, [
        depotVehicle("v1", { capacity: { pieces: 4 } }),
      ])
    )
    expect(order(r, "v1")).toEqual(["j2"])
  })
})

/** Brute force over every order of one vehicle's stops. */
function bruteForce(problem: Problem): number {
  const n = problem.jobs.length
  const m = problem.matrices?.[1]
  if (!m) throw new Error("needs a matrix")
  let best = Infinity
  const perm = Array.from({ length: n }, (_, i) => i)
  const visit = (k: number): void => {
    if (k === n) {
      let t = 0
      let at = 0
      let d = 0
      for (const i of perm) {
        const job = problem.jobs[i] as Job
        t += m.durations[at * m.size + job.location] as number
        d += m.distances[at * m.size + job.location] as number
        const w = job.timeWindows?.[0] ?? [0, Infinity]
        if (t > w[1]) return
        t = Math.max(t, w[0]) + (job.service ?? 0)
        at = job.location
      }
      d += m.distances[at * m.size] as number
      best = Math.min(best, d)
      return
    }
    for (let i = k; i < n; i++) {
      ;[perm[k], perm[i]] = [perm[i] as number, perm[k] as number]
      visit(k + 1)
      ;[perm[k], perm[i]] = [perm[i] as number, perm[k] as number]
    }
  }
  visit(0)
  return best
}

/**
 * A 7-stop, one-vehicle instance: each stop with one window closing `close` plus up to 3,000 after
 * the start, small enough for brute force.
 */
function sevenStops(seed: number, close: number): Problem {
  const base = randomProblem(seed, 7, 1)
  return {
    ...base,
    jobs: base.jobs.map((j) => ({
      id: j.id,
      location: j.location,
      service: j.service ?? 0,
      timeWindows: [[0, close + ((j.timeWindows?.[0]?.[0] ?? 0) % 3000)]],
    })),
    vehicles: [{ id: "v", start: 0, shift: [0, 100_000] }],
  }
}

/** The solver finds the brute-force optimum, or leaves a stop out where none serves them all. */
function expectBruteForceOptimum(problem: Problem) {
  const optimum = bruteForce(problem)
  const r = solveChecked(problem, {
    maxIterations: 2000,
    timeLimitMs: 60_000,
  })
  if (optimum === Infinity) expect(r.unassigned.length).toBeGreaterThan(0)
  else {
    expect(r.unassigned).toEqual([])
    expect(r.distance).toBe(optimum)
  }
}

describe("solve: optimality on small instances", () => {
  /** On 7-stop single-vehicle instances the solver finds the brute-force optimum. */
  it.each([1, 2, 3, 4, 5])("matches brute force (seed %i)", (seed) => {
    expectBruteForceOptimum(sevenStops(seed, 2000))
  })
})

describe("solve: search behaviour", () => {
  /** The same seed gives the same routes. */
  it("is deterministic for a seed", () => {
    const p = randomProblem(11, 40, 5)
    const a = solve(p, { ...FAST, seed: 5 })
    const b = solve(p, { ...FAST, seed: 5 })
    expect(a.routes).toEqual(b.routes)
    expect(a.unassigned).toEqual(b.unassigned)
  })

  /** An aborted search still returns the first solution. */
  it("stops on abort", () => {
    const p = randomProblem(12, 40, 5)
    const r = solve(p, { ...FAST, signal: { aborted: true } })
    expect(r.iterations).toBe(0)
    expect(checkSolution(p, r)).toEqual([])
  })

  /** Progress callbacks report a best cost that never gets worse. */
  it("reports progress", () => {
    const p = randomProblem(13, 40, 5)
    const bests: number[] = []
    let started = 0
    let ended = 0
    let iterations = 0
    solve(p, {
      ...FAST,
      progressEvery: 50,
      callbacks: {
        onStart: () => started++,
        onBest: (x) => bests.push(x.bestCost),
        onIteration: () => iterations++,
        onEnd: () => ended++,
      },
    })
    expect(started).toBe(1)
    expect(ended).toBe(1)
    expect(iterations).toBe(6)
    expect(bests.length).toBeGreaterThan(0)
    for (let i = 1; i < bests.length; i++) {
      expect(bests[i]).toBeLessThan(bests[i - 1] as number)
    }
  })

  /** The first solution goes through the local search before any ruin. */
  it("improves the greedy first solution by local search", () => {
    const p = randomProblem(14, 60, 6)
    const greedy = solve(p, {
      ...FAST,
      maxIterations: 0,
      search: { localSearchGap: -1 },
    })
    const polished = solve(p, { ...FAST, maxIterations: 0 })
    expect(polished.unassigned.length).toBeLessThanOrEqual(
      greedy.unassigned.length
    )
    expect(polished.cost).toBeLessThan(greedy.cost)
    expect(checkSolution(p, polished)).toEqual([])
  })

  /** Up to 100 jobs only new bests are polished; beyond, candidates near the best too. */
  it("polishes candidates near the best only beyond 100 jobs", () => {
    const budget = { ...FAST, maxIterations: 150, seed: 3 }
    const newBestsOnly = { ...budget, search: { localSearchGap: 0 } }
    const small = randomProblem(15, 80, 6)
    expect(solve(small, budget).routes).toEqual(
      solve(small, newBestsOnly).routes
    )
    const large = randomProblem(16, 240, 16)
    expect(solve(large, budget).routes).not.toEqual(
      solve(large, newBestsOnly).routes
    )
  }, 180_000)

  it("uses the local search's gap between 100 and 2,000 jobs only", () => {
    expect(gapBySize(50)).toBe(0)
    expect(gapBySize(100)).toBe(0)
    expect(gapBySize(2000)).toBe(0)
    expect(gapBySize(5000)).toBe(0)
    expect(gapBySize(200)).toBeCloseTo(0.45)
    expect(gapBySize(400)).toBeCloseTo(0.6)
    expect(gapBySize(1000)).toBeCloseTo(0.45)
  })

  /** Under a time budget, candidates near the best are polished only within the local search's share of the time. */
  it("keeps the local search within its share of a time budget", () => {
    const large = randomProblem(16, 240, 16)
    // A clock that moves a millisecond at each reading: the same run every time.
    const run = (search: SolveInternals["search"]) => {
      let t = 0
      return solve(large, {
        timeLimitMs: 8_000,
        seed: 3,
        now: () => (t += 1),
        search,
      }).routes
    }
    const newBestsOnly = run({ localSearchGap: 0 })
    expect(run({ localSearchShare: 0 })).toEqual(newBestsOnly)
    expect(run({ localSearchShare: 1 })).not.toEqual(newBestsOnly)
  })

  /** On a large instance the first local search takes seconds: the caller sees its progress. */
  it("reports the first local search's progress under a time budget, and only there", () => {
    const large = randomProblem(17, 400, 80)
    /** The bests found before the first iteration: the first solution, then the local search's. */
    const firstBests = (budget: {
      timeLimitMs: number
      maxIterations?: number
    }) => {
      const costs: number[] = []
      // A clock that moves a millisecond at each reading: the local search
      // reads it once per job it visits, so a pass over 300 jobs takes 300 ms.
      let t = 0
      solve(large, {
        ...budget,
        seed: 1,
        now: () => (t += 1),
        callbacks: {
          onBest: (p) => {
            if (p.iteration === 0) costs.push(p.bestCost)
          },
        },
      })
      return costs
    }
    const timed = firstBests({ timeLimitMs: 20_000 })
    const counted = firstBests({ timeLimitMs: 1e9, maxIterations: 20 })
    expect(counted).toHaveLength(2)
    expect(timed.length).toBeGreaterThan(3)
    for (let i = 1; i < timed.length; i++)
      expect(timed[i]).toBeLessThan(timed[i - 1] as number)
    // Reporting changes nothing in the search: both end at the same local optimum.
    expect(timed[0]).toBe(counted[0])
    expect(timed.at(-1)).toBe(counted.at(-1))
  })

  /** Bad options are refused up front. */
  it("checks its options", () => {
    const p = lineProblem([0, 1], simpleJobs(1), [depotVehicle("v1")])
    expect(() => solve(p, { timeLimitMs: 0 })).toThrow(RangeError)
    expect(() => solve({ ...p, vehicles: [] })).toThrow(RangeError)
  })
})

describe("solve: property", () => {
  /** Random instances with every constraint never yield an infeasible route. */
  it.each(Array.from({ length: 12 }, (_, i) => i + 100))(
    "random instance %i is feasible",
    (seed) => {
      const p = randomProblem(seed, 30 + (seed % 20), 3 + (seed % 4))
      const r = solve(p, { maxIterations: 200, timeLimitMs: 60_000, seed })
      expect(checkSolution(p, r)).toEqual([])
      expect(
        r.routes.reduce((a, x) => a + x.stops.length, 0) + r.unassigned.length
      ).toBe(p.jobs.length)
    }
  )
})

/**
 * The problem with one-way detours: going from a lower to a higher location costs up to 400 more
 * than coming back, as road matrices (one-way streets, turns) do. Nothing here is symmetric.
 */
function asymmetric(problem: Problem, seed: number): Problem {
  const m = problem.matrices?.[1]
  if (!m) throw new Error("needs a matrix")
  const distances = Int32Array.from(m.distances)
  const durations = Int32Array.from(m.durations)
  for (let i = 0; i < m.size; i++)
    for (let j = i + 1; j < m.size; j++) {
      const extra = ((i * 7919 + j * 104_729 + seed * 31) % 401) | 0
      distances[i * m.size + j] = (distances[i * m.size + j] as number) + extra
      durations[i * m.size + j] =
        (durations[i * m.size + j] as number) + (extra >> 1)
    }
  return {
    ...problem,
    matrices: { 1: { size: m.size, distances, durations } },
  }
}

describe("solve: asymmetric road matrices", () => {
  /** The solver never reads a way back where it drives a way there. */
  it.each([1, 2, 3, 4, 5])(
    "matches brute force on a one-way matrix (seed %i)",
    (seed) => {
      const problem = asymmetric(sevenStops(seed, 3000), seed)
      const m = problem.matrices![1]!
      const oneWay = Array.from(
        { length: m.size * m.size },
        (_, k) => k
      ).filter(
        (k) =>
          m.distances[k] !==
          m.distances[(k % m.size) * m.size + Math.floor(k / m.size)]
      )
      expect(oneWay.length).toBeGreaterThan(m.size)
      expectBruteForceOptimum(problem)
    }
  )

  /** Every route's distance and times are those of the matrix as driven, and feasible. */
  it.each(Array.from({ length: 8 }, (_, i) => i + 200))(
    "random one-way instance %i is feasible and costed as driven",
    (seed) => {
      const p = asymmetric(
        randomProblem(seed, 30 + (seed % 20), 3 + (seed % 4)),
        seed
      )
      const r = solve(p, { maxIterations: 200, timeLimitMs: 60_000, seed })
      expect(checkSolution(p, r)).toEqual([])
    }
  )
})
