import { describe, expect, it } from "vitest"
import { lineProblem, simpleJobs } from "../../test/fixtures.ts"
import { compileProblem } from "./problem-data.ts"
import type { Problem } from "./types.ts"

const valid = (): Problem =>
  lineProblem([0, 1, 2, 3], simpleJobs(3), [
    { id: "v1", start: 0 },
    { id: "v2", start: 0 },
  ])

describe("compileProblem", () => {
  /** Invalid input is refused with a RangeError naming the problem. */
  it.each([
    [
      "duplicate job id",
      (p: Problem) => ({ ...p, jobs: [...p.jobs, { id: "j1", location: 1 }] }),
    ],
    [
      "location out of range",
      (p: Problem) => ({ ...p, jobs: [{ id: "x", location: 9 }] }),
    ],
    [
      "unknown pinned vehicle",
      (p: Problem) => ({
        ...p,
        jobs: [{ id: "x", location: 1, vehicle: "nope" }],
      }),
    ],
    [
      "unknown frozen job",
      (p: Problem) => ({
        ...p,
        vehicles: [{ id: "v", start: 0, frozenJobs: ["zz"] }],
      }),
    ],
    [
      "finishOnAddress without end",
      (p: Problem) => ({
        ...p,
        vehicles: [{ id: "v", start: 0, finalization: 2 as const }],
      }),
    ],
    [
      "bad time window",
      (p: Problem) => ({
        ...p,
        jobs: [{ id: "x", location: 1, timeWindows: [[5, 1]] as const }],
      }),
    ],
    [
      "priority above 100",
      (p: Problem) => ({
        ...p,
        jobs: [{ id: "x", location: 1, priority: 101 }],
      }),
    ],
    ["no vehicles", (p: Problem) => ({ ...p, vehicles: [] })],
  ])("refuses %s", (_name, change) => {
    expect(() => compileProblem(change(valid()))).toThrow(RangeError)
  })

  /** Overlapping windows merge and the default service is 15 minutes. */
  it("normalises jobs", () => {
    const p = valid()
    const data = compileProblem({
      ...p,
      jobs: [
        {
          id: "x",
          location: 1,
          timeWindows: [
            [50, 80],
            [0, 10],
            [5, 20],
          ],
        },
      ],
    })
    expect(Array.from(data.twStart)).toEqual([0, 50])
    expect(Array.from(data.twEnd)).toEqual([20, 80])
    expect(data.service[0]).toBe(900)
  })

  /** Neighbour lists hold the nearest jobs first. */
  it("sorts neighbours by distance", () => {
    const data = compileProblem(
      lineProblem([0, 1, 2, 4, 8], simpleJobs(4), [{ id: "v", start: 0 }])
    )
    expect(Array.from(data.neighbours.subarray(0, data.K))).toEqual([1, 2, 3])
    expect(
      Array.from(data.neighbours.subarray(3 * data.K, 4 * data.K))
    ).toEqual([2, 1, 0])
  })

  /** Identical vehicles share a class; a different one does not. */
  it("groups identical vehicles", () => {
    const p = valid()
    const data = compileProblem({
      ...p,
      vehicles: [
        ...p.vehicles,
        { id: "v3", start: 0, capacity: { pieces: 5 } },
      ],
    })
    expect(Array.from(data.vClass)).toEqual([0, 0, 1])
  })
})
