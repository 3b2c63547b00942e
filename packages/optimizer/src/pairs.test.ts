import { describe, expect, it } from "vitest"

import {
  lineProblem,
  stopOrders as orders,
  richProblem,
} from "../test/fixtures.ts"
import { checkSolution, solve, type Job } from "./index.ts"

const budget = { timeLimitMs: 10_000, maxIterations: 300, seed: 1 }

const pair = (
  pickup: string,
  at: number,
  delivery: string,
  to: number,
  pieces = 1
): Job[] => [
  {
    id: pickup,
    location: at,
    service: 0,
    type: 1,
    delivery,
    demand: { pieces },
  },
  { id: delivery, location: to, service: 0, type: 2, demand: { pieces } },
]

describe("pickup-and-delivery pairs: named instances", () => {
  // Line 0..30, open route: without the pair 0 -> 10 -> 30 (30); the pickup
  // at 30 must come before its delivery at 10: 0 -> 30 -> 10 (50).
  it("pd-precedence: the pickup comes first, even when it costs more", () => {
    const problem = lineProblem([0, 10, 30], pair("p", 2, "d", 1), [
      { id: "v", start: 0, finalization: 3 },
    ])
    const result = solve(problem, budget)
    expect(orders(result)).toEqual([["p", "d"]])
    expect(result.distance).toBe(50)
    expect(checkSolution(problem, result)).toEqual([])
  })

  // Capacity 1: one pair must be delivered before the next is picked up.
  // Pickups at 10 and 15, deliveries at 20 and 25: 0-10-20-15-25 = 35.
  it("pd-capacity: the load between pickup and delivery counts", () => {
    const problem = lineProblem(
      [0, 10, 15, 20, 25],
      [...pair("p1", 1, "d1", 3), ...pair("p2", 2, "d2", 4)],
      [{ id: "v", start: 0, finalization: 3, capacity: { pieces: 1 } }]
    )
    const result = solve(problem, budget)
    expect(orders(result)).toEqual([["p1", "d1", "p2", "d2"]])
    expect(result.distance).toBe(35)
    expect(result.routes[0]?.startLoad.pieces).toBe(0)
    expect(result.routes[0]?.stops.map((s) => s.load.pieces)).toEqual([
      1, 0, 1, 0,
    ])
    expect(checkSolution(problem, result)).toEqual([])
  })

  // Two vehicles at either end; the pair spans the line, so one vehicle
  // does both rather than each taking the stop next to it.
  it("pd-one-vehicle: both jobs of a pair ride on the same vehicle", () => {
    const problem = lineProblem([0, 100, 5, 95], pair("p", 2, "d", 3), [
      { id: "a", start: 0, finalization: 3 },
      { id: "b", start: 1, finalization: 3 },
    ])
    const result = solve(problem, budget)
    expect(result.routes).toHaveLength(1)
    expect(orders(result)).toEqual([["p", "d"]])
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("pd-too-heavy: a pair that fits no vehicle is left out whole", () => {
    const problem = lineProblem([0, 10, 20], pair("p", 1, "d", 2, 5), [
      { id: "v", start: 0, capacity: { pieces: 4 } },
    ])
    const result = solve(problem, budget)
    expect(result.routes).toEqual([])
    expect(result.unassigned).toEqual([
      { jobId: "p", reasons: ["capacity"] },
      { jobId: "d", reasons: ["capacity"] },
    ])
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("checks pairs: a pair is a pickup and a delivery of one demand", () => {
    const jobs = pair("p", 1, "d", 2)
    const bad = (change: (jobs: Job[]) => void) => {
      const copy = jobs.map((j) => ({ ...j }))
      change(copy)
      return () => solve(lineProblem([0, 1, 2], copy, [{ id: "v", start: 0 }]))
    }
    expect(bad((j) => (j[0]!.delivery = "x"))).toThrow(/unknown delivery x/)
    expect(bad((j) => (j[0]!.type = 2))).toThrow(/pickup and a delivery/)
    expect(bad((j) => (j[1]!.demand = { pieces: 2 }))).toThrow(
      /carries its pickup's demand/
    )
  })
})

describe("pickup-and-delivery pairs: property", () => {
  it("random instances with pairs, breaks and reloads never break a rule", () => {
    let pairsServed = 0
    for (let seed = 1; seed <= 12; seed++) {
      const problem = richProblem(seed, 40, 4)
      const result = solve(problem, { ...budget, maxIterations: 150, seed })
      expect(checkSolution(problem, result)).toEqual([])
      for (const route of result.routes)
        for (const stop of route.stops)
          if (problem.jobs.find((j) => j.id === stop.jobId)?.delivery)
            pairsServed++
    }
    expect(pairsServed).toBeGreaterThan(20)
  })
})
