import { describe, expect, it } from "vitest"

import {
  lineProblem,
  stopOrders as orders,
  simpleJobs,
} from "../test/fixtures.ts"
import { checkSolution, solve, type Job } from "./index.ts"

const budget = { timeLimitMs: 10_000, maxIterations: 300, seed: 1 }

const lunch = (window: [number, number], duration = 100): Job => ({
  id: "lunch",
  type: 8,
  vehicle: "v",
  location: 0,
  service: duration,
  timeWindows: [window],
})

describe("drivers' breaks: named instances", () => {
  // Stops at 100, 200 and 300 and back: 600 s of driving. A 100 s break
  // that must start between 200 and 300 ends the day at 700.
  it("break-window: the break starts in its window, where the driver is", () => {
    const problem = lineProblem(
      [0, 100, 200, 300],
      [...simpleJobs(3), lunch([200, 300])],
      [{ id: "v", start: 0, shift: [0, 1000] }]
    )
    const result = solve(problem, budget)
    const route = result.routes[0]!
    const pause = route.stops.find((s) => s.kind === "break")!
    expect(pause.jobId).toBe("lunch")
    expect(pause.start).toBeGreaterThanOrEqual(200)
    expect(pause.start).toBeLessThanOrEqual(300)
    expect(pause.departure - pause.start).toBe(100)
    expect(result.distance).toBe(600)
    expect(route.arrival).toBe(700)
    expect(checkSolution(problem, result)).toEqual([])
  })

  // A at 100 (window 100-110) and B at 300 (300-320), a 100 s break any
  // time up to 400: before A or between A and B makes a stop late, so the
  // break comes after B.
  it("break-placement: the break goes where every window still holds", () => {
    const problem = lineProblem(
      [0, 100, 300],
      [
        { id: "A", location: 1, service: 0, timeWindows: [[100, 110]] },
        { id: "B", location: 2, service: 0, timeWindows: [[300, 320]] },
        lunch([0, 400]),
      ],
      [{ id: "v", start: 0, shift: [0, 1000] }]
    )
    const result = solve(problem, budget)
    expect(orders(result)).toEqual([["A", "B", "break"]])
    expect(result.routes[0]?.arrival).toBe(700)
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("break-not-needed: a route over before the window closes takes none", () => {
    const problem = lineProblem(
      [0, 100],
      [...simpleJobs(1), lunch([5000, 6000])],
      [{ id: "v", start: 0 }]
    )
    const result = solve(problem, budget)
    expect(orders(result)).toEqual([["j1"]])
    expect(result.unassigned).toEqual([])
    expect(checkSolution(problem, result)).toEqual([])
  })

  // The only way to serve the stop runs through the whole break window, and
  // the shift leaves no room for the break: the stop is not served.
  it("break-no-room: a break that does not fit the shift keeps the stop out", () => {
    const problem = lineProblem(
      [0, 500],
      [...simpleJobs(1), lunch([100, 200], 300)],
      [{ id: "v", start: 0, shift: [0, 1100] }]
    )
    const result = solve(problem, budget)
    expect(result.routes).toEqual([])
    expect(result.unassigned.map((u) => u.jobId)).toEqual(["j1"])
    expect(checkSolution(problem, result)).toEqual([])
  })

  it("a break belongs to its vehicle", () => {
    const { vehicle: _, ...floating } = lunch([0, 100])
    const problem = lineProblem([0, 1], [floating], [{ id: "v", start: 0 }])
    expect(() => solve(problem)).toThrow("job lunch: a break needs its vehicle")
  })
})
