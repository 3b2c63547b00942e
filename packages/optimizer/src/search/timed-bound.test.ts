import { describe, expect, it } from "vitest"
import {
  randomProblem,
  randomProfile,
  richProblem,
} from "../../test/fixtures.ts"
import { compileProblem, type ProblemData } from "../model/problem-data.ts"
import type { Problem } from "../model/types.ts"
import { Random } from "../random.ts"
import { Route, timedBound } from "../solution/route.ts"
import { anneal, DEFAULT_SEARCH } from "./annealing.ts"

/** The problem on the time objective (balanced when asked) under a random profile. */
function timed(base: Problem, seed: number, balanced = false): Problem {
  return {
    ...base,
    optimizationType: balanced ? 3 : 1,
    ...(balanced ? { balance: "longest" as const } : {}),
    travelProfile: randomProfile(
      new Random(seed * 7 + 3),
      base.locations.length,
      8000
    ),
  }
}

function search(data: ProblemData, seed: number) {
  return anneal(data, {
    ...DEFAULT_SEARCH,
    seed,
    now: () => 0,
    maxIterations: 120,
  })
}

describe("the lower bound that screens candidates under a travel profile", () => {
  it.each([
    ["plain", 700, false, false],
    ["plain", 701, false, false],
    ["with pairs, breaks and reloads", 702, true, false],
    ["with pairs, breaks and reloads", 703, true, false],
    ["balanced by the longest route", 704, false, true],
  ])(
    "the screened search finds what pricing every candidate finds (%s, seed %i)",
    (_, seed, rich, balanced) => {
      const base = rich ? richProblem(seed, 30, 4) : randomProblem(seed, 35, 4)
      const data = compileProblem(timed(base, seed, balanced))
      expect(data.timedCosts).toBe(true)
      expect(data.timedFloor).not.toBeNull()
      const screened = search(data, seed)
      const full = search({ ...data, timedFloor: null }, seed)
      expect(screened.best).toEqual(full.best)
      expect(screened.bestCost).toBe(full.bestCost)
      expect(screened.iterations).toBe(full.iterations)
    }
  )

  it("no route priced in full costs less than its bound", () => {
    for (let seed = 710; seed < 716; seed++) {
      const base =
        seed % 2 ? richProblem(seed, 20, 3) : randomProblem(seed, 20, 3)
      const data = compileProblem(timed(base, seed, seed % 3 === 0))
      const rng = new Random(seed)
      for (let trial = 0; trial < 40; trial++) {
        const v = rng.int(data.nVehicles)
        const jobs = Array.from({ length: data.nJobs }, (_, j) => j)
        rng.shuffle(jobs)
        const route = new Route(v)
        route.seq = jobs.slice(0, 1 + rng.int(6))
        route.update(data)
        if (!route.feasible) continue
        const m = route.seq.length
        expect(timedBound(data, v, route.arcTotal, m)).toBeLessThanOrEqual(
          route.cost
        )
      }
    }
  })

  it("a profile with a factor below 1 bounds by it; the time-independent path has no bound", () => {
    const base = randomProblem(720, 10, 2)
    const fast = compileProblem({
      ...base,
      optimizationType: 1,
      travelProfile: { bandStarts: [0, 3600], factors: [[0.8, 1.4]] },
    })
    expect([...(fast.timedFloor ?? [])]).toEqual([0.8, 0.8])
    const slow = compileProblem({
      ...base,
      optimizationType: 1,
      travelProfile: { bandStarts: [0, 3600], factors: [[1.2, 1.4]] },
    })
    expect([...(slow.timedFloor ?? [])]).toEqual([1, 1])
    expect(compileProblem({ ...base, optimizationType: 1 }).timedFloor).toBe(
      null
    )
    expect(
      compileProblem({
        ...base,
        travelProfile: { bandStarts: [0], factors: [[1.5]] },
      }).timedFloor
    ).toBe(null)
  })
})
