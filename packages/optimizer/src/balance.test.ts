import { describe, expect, it } from "vitest"

import { lineProblem, simpleJobs } from "../test/fixtures.ts"
import { checkSolution, solve, type BalanceKind } from "./index.ts"

const budget = { timeLimitMs: 10_000, maxIterations: 500, seed: 1 }

// Six stops at 1..6 on a line, 100 s of service each, two vehicles.
const sixStops = (balance?: BalanceKind) =>
  lineProblem(
    [0, 1, 2, 3, 4, 5, 6],
    simpleJobs(6, { service: 100 }),
    [
      { id: "a", start: 0 },
      { id: "b", start: 0 },
    ],
    { optimizationType: balance ? 3 : 1, ...(balance ? { balance } : {}) }
  )

describe("balanced routes", () => {
  it("shortest time puts every stop on one route", () => {
    const result = solve(sixStops(), budget)
    expect(result.routes.map((r) => r.stops.length)).toEqual([6])
  })

  it("stops: evens out the number of stops per route", () => {
    const problem = sixStops("stops")
    const result = solve(problem, budget)
    expect(result.routes.map((r) => r.stops.length)).toEqual([3, 3])
    expect(checkSolution(problem, result)).toEqual([])
  })

  // The route that serves 6 drives 12 s at least; with three stops of
  // 100 s each on both routes the longest takes 312 s, the least possible.
  it("longest: minimises the longest route's duration", () => {
    const problem = sixStops("longest")
    const result = solve(problem, budget)
    expect(Math.max(...result.routes.map((r) => r.duration))).toBe(312)
    expect(checkSolution(problem, result)).toEqual([])
  })
})
