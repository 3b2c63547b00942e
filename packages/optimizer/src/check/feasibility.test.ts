import { describe, expect, it } from "vitest"
import { lineProblem, simpleJobs } from "../../test/fixtures.ts"
import type { Job, SolveResult } from "../model/types.ts"
import { solve } from "../solve.ts"
import { checkSolution } from "./feasibility.ts"

const FAST = { maxIterations: 100, timeLimitMs: 60_000 }

function base() {
  const jobs: Job[] = simpleJobs(3, { demand: { pieces: 2 } })
  ;(jobs[1] as Job).timeWindows = [[0, 100]]
  const problem = lineProblem([0, 10, 20, 30], jobs, [
    { id: "v1", start: 0, shift: [0, 1000], capacity: { pieces: 10 } },
  ])
  return { problem, result: solve(problem, FAST) }
}

const clone = (r: SolveResult): SolveResult => structuredClone(r)

describe("checkSolution", () => {
  /** A solver result passes. */
  it("accepts a feasible result", () => {
    const { problem, result } = base()
    expect(checkSolution(problem, result)).toEqual([])
  })

  /** A dropped job is reported. */
  it("finds a missing job", () => {
    const { problem, result } = base()
    const bad = clone(result)
    bad.routes[0]?.stops.pop()
    const issues = checkSolution(problem, bad)
    expect(issues.some((i) => i.message === "appears 0 times")).toBe(true)
  })

  /** A tampered schedule is reported. */
  it("finds a schedule that does not follow the matrix", () => {
    const { problem, result } = base()
    const bad = clone(result)
    const stop = bad.routes[0]?.stops[0]
    if (stop) stop.arrival -= 1
    expect(checkSolution(problem, bad).map((i) => i.message)).toContain(
      "schedule mismatch"
    )
  })

  /** Over-capacity and missed windows are reported. */
  it("finds broken capacity and time windows", () => {
    const { problem } = base()
    const tight = {
      ...problem,
      vehicles: [
        {
          id: "v1",
          start: 0,
          shift: [0, 1000] as const,
          capacity: { pieces: 3 },
        },
      ],
      jobs: problem.jobs.map((j) =>
        j.id === "j2" ? { ...j, timeWindows: [[0, 5]] as const } : j
      ),
    }
    const { result } = base()
    const messages = checkSolution(tight, result).map((i) => i.message)
    expect(messages).toContain("over capacity at start")
    expect(messages).toContain("time window missed")
  })

  /** Skills, pins and route limits are checked. */
  it("finds broken skills, pins and limits", () => {
    const { problem, result } = base()
    const strict = {
      ...problem,
      vehicles: [
        {
          ...problem.vehicles[0],
          id: "v1",
          start: 0,
          maxDistance: 10,
          maxHours: 0.001,
        },
      ],
      jobs: problem.jobs.map((j) =>
        j.id === "j1"
          ? { ...j, skills: ["crane"] }
          : j.id === "j3"
            ? { ...j, vehicle: "v9" }
            : j
      ),
    }
    const messages = checkSolution(strict, result).map((i) => i.message)
    expect(messages).toContain("missing skill")
    expect(messages).toContain("pinned to another vehicle")
    expect(messages).toContain("max distance exceeded")
    expect(messages).toContain("max hours exceeded")
  })
})

describe("checkSolution: pairs, breaks and reloads", () => {
  // A pair p (at 10) -> d (at 20), a 50 s break to start by 60, and a vehicle
  // that reloads: four single deliveries of 2 pieces on a capacity of 4.
  function rich() {
    const jobs: Job[] = [
      {
        id: "p",
        location: 1,
        service: 0,
        type: 1,
        delivery: "d",
        demand: { pieces: 1 },
      },
      { id: "d", location: 2, service: 0, type: 2, demand: { pieces: 1 } },
      ...simpleJobs(3, { demand: { pieces: 2 } }).map((j) => ({
        ...j,
        location: j.location,
      })),
      {
        id: "rest",
        type: 8,
        vehicle: "v1",
        location: 0,
        service: 50,
        timeWindows: [[0, 60]],
      },
    ]
    const problem = lineProblem([0, 10, 20, 30], jobs, [
      {
        id: "v1",
        start: 0,
        shift: [0, 1000],
        capacity: { pieces: 4 },
        reload: {},
      },
    ])
    return { problem, result: solve(problem, FAST) }
  }
  const messages = (r: ReturnType<typeof rich>, bad: SolveResult) =>
    checkSolution(r.problem, bad).map((i) => i.message)

  it("accepts the solver's result, with its break and reload", () => {
    const r = rich()
    expect(checkSolution(r.problem, r.result)).toEqual([])
    const kinds = r.result.routes[0]?.stops.map((s) => s.kind)
    expect(kinds).toContain("break")
    expect(kinds).toContain("reload")
  })

  it("finds a delivery before its pickup", () => {
    const r = rich()
    const bad = clone(r.result)
    const stops = bad.routes[0]!.stops
    const p = stops.findIndex((s) => s.jobId === "p")
    const d = stops.findIndex((s) => s.jobId === "d")
    ;[stops[p], stops[d]] = [stops[d]!, stops[p]!]
    expect(messages(r, bad)).toContain("delivery before pickup")
  })

  it("finds a pair split over two routes", () => {
    const r = rich()
    const bad = clone(r.result)
    const route = bad.routes[0]!
    const d = route.stops.findIndex((s) => s.jobId === "d")
    const [stop] = route.stops.splice(d, 1)
    bad.routes.push({ ...route, vehicleId: "v2", stops: [stop!] })
    expect(messages(r, bad)).toContain("delivery on another route")
  })

  it("finds a break not taken while the route still ran", () => {
    const r = rich()
    const bad = clone(r.result)
    const route = bad.routes[0]!
    route.stops = route.stops.filter((s) => s.kind !== "break")
    expect(messages(r, bad)).toContain("break not taken")
  })

  it("finds a load over capacity once the reload is dropped", () => {
    const r = rich()
    const bad = clone(r.result)
    const route = bad.routes[0]!
    route.stops = route.stops.filter((s) => s.kind !== "reload")
    expect(messages(r, bad)).toContain("over capacity at start")
  })
})
