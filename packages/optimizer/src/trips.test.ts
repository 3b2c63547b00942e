import { describe, expect, it } from "vitest"

import {
  lineProblem,
  stopOrders as orders,
  richProblem,
  simpleJobs,
} from "../test/fixtures.ts"
import { checkSolution, solve } from "./index.ts"

const budget = { timeLimitMs: 10_000, maxIterations: 300, seed: 1 }

// Four deliveries of one piece at 10, 20, 30 and 40; the vehicle carries 2.
const fourDeliveries = simpleJobs(4, { demand: { pieces: 1 } })
const positions = [0, 10, 20, 30, 40]

describe("multiple trips: named instances", () => {
  it("two-trips: the vehicle reloads at its depot when it runs out", () => {
    const problem = lineProblem(positions, fourDeliveries, [
      {
        id: "v",
        start: 0,
        capacity: { pieces: 2 },
        reload: { service: 60 },
      },
    ])
    const result = solve(problem, budget)
    expect(result.unassigned).toEqual([])
    const [route] = orders(result)
    expect(route?.filter((k) => k === "reload")).toHaveLength(1)
    // Out to 20 and back, out to 40 and back.
    expect(result.distance).toBe(120)
    const reload = result.routes[0]!.stops.find((s) => s.kind === "reload")!
    expect(reload.location).toBe(0)
    expect(reload.departure - reload.start).toBe(60)
    expect(reload.load.pieces).toBe(2)
    expect(result.routes[0]?.startLoad.pieces).toBe(2)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("max-trips: no more trips than allowed", () => {
    const problem = lineProblem(positions, fourDeliveries, [
      { id: "v", start: 0, capacity: { pieces: 2 }, reload: { maxTrips: 1 } },
    ])
    const result = solve(problem, budget)
    expect(result.unassigned).toHaveLength(2)
    expect(orders(result)[0]).not.toContain("reload")
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("reload-in-shift: the reload's time counts against the shift", () => {
    const problem = lineProblem(positions, fourDeliveries, [
      {
        id: "v",
        start: 0,
        shift: [0, 1000],
        capacity: { pieces: 2 },
        reload: { service: 2000 },
      },
    ])
    const result = solve(problem, budget)
    expect(result.unassigned).toHaveLength(2)
    expect(checkSolution(problem, result)).toEqual([])
  })
})

describe("constraints of real fleets: property", () => {
  it("random instances use pairs, breaks and reloads and break no rule", () => {
    const kinds = { break: 0, reload: 0 }
    for (let seed = 21; seed <= 32; seed++) {
      const problem = richProblem(seed, 40, 4)
      const result = solve(problem, { ...budget, maxIterations: 150, seed })
      expect(checkSolution(problem, result)).toEqual([])
      for (const route of result.routes)
        for (const stop of route.stops)
          if (stop.kind !== "job") kinds[stop.kind]++
    }
    expect(kinds.break).toBeGreaterThan(3)
    expect(kinds.reload).toBeGreaterThan(3)
  })
})
