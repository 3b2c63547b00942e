import { describe, expect, it } from "vitest"
import { compileProblem } from "../model/problem-data.ts"
import type { Problem } from "../model/types.ts"
import { timeNeighbours } from "./neighbours.ts"

/** Jobs on a line, 100 m apart; each job's window given by the caller. */
function line(windows: ([number, number] | undefined)[]): Problem {
  const n = windows.length
  const L = n + 1
  const distances = new Int32Array(L * L)
  const durations = new Int32Array(L * L)
  for (let a = 0; a < L; a++)
    for (let b = 0; b < L; b++) {
      distances[a * L + b] = 100 * Math.abs(a - b)
      durations[a * L + b] = 10 * Math.abs(a - b)
    }
  return {
    locations: Array.from({ length: L }, () => ({ lat: 0, lng: 0 })),
    jobs: windows.map((w, i) => ({
      id: `j${i}`,
      location: i + 1,
      service: 60,
      timeWindows: w ? [w] : undefined,
    })),
    vehicles: [{ id: "v", start: 0 }],
    optimizationType: 2,
    matrices: { 1: { size: L, durations, distances } },
  }
}

describe("the iterated local search's neighbours", () => {
  it("are the nearest jobs when no window gets in the way", () => {
    const data = compileProblem(line(Array(6).fill(undefined)))
    const nb = timeNeighbours(data, 2)
    expect(Array.from(nb.subarray(0, 2))).toEqual([1, 2])
    expect(Array.from(nb.subarray(3 * 2, 4 * 2)).sort()).toEqual([2, 4])
  })

  it("put a job whose window forces a wait after a farther one, and one no schedule can take next to it last", () => {
    const data = compileProblem(
      line([
        [0, 50],
        // 100 m away, but its window opens an hour after the first's closes.
        [3700, 4000],
        // 200 m away, open while the first is.
        [0, 100],
        // 300 m away: neither can be served after the other.
        [0, 50],
        // 400 m away, always open.
        undefined,
      ])
    )
    const nb = timeNeighbours(data, 4)
    expect(Array.from(nb.subarray(0, 4))).toEqual([2, 4, 1, 3])
  })
})
