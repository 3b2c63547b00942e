import { describe, expect, it } from "vitest"
import { richPenalisableProblem } from "../../test/ils-fixtures.ts"
import { checkSolution } from "../check/feasibility.ts"
import type { Progress } from "../model/types.ts"
import { solve } from "../solve.ts"

describe("the hybrid: the annealing, then the iterated local search from its best", () => {
  const problem = richPenalisableProblem(9, 30, 7)
  const hybrid = (seed: number, maxIterations: number, ilsPolish: number) =>
    solve(problem, {
      maxIterations,
      timeLimitMs: 60_000,
      seed,
      search: { strategy: "hybrid", ilsPolish },
    })

  it.each([1, 2])(
    "answers what the checker accepts, no worse than its annealing part, the same run to run (seed %i)",
    (seed) => {
      const result = hybrid(seed, 200, 0.25)
      expect(checkSolution(problem, result)).toEqual([])
      expect(result.iterations).toBe(200)
      const annealing = solve(problem, {
        maxIterations: 150,
        timeLimitMs: 60_000,
        seed,
        search: { strategy: "annealing" },
      })
      expect(result.unassigned.length).toBeLessThanOrEqual(
        annealing.unassigned.length
      )
      if (result.unassigned.length === annealing.unassigned.length)
        expect(result.cost).toBeLessThanOrEqual(annealing.cost + 1e-6)
      expect(hybrid(seed, 200, 0.25)).toEqual({
        ...result,
        elapsedMs: expect.any(Number),
      })
    }
  )

  it("reports as one search: one start and one end, its iterations counted on", () => {
    const events: { kind: string; progress: Progress }[] = []
    const record = (kind: string) => (progress: Progress) =>
      events.push({ kind, progress })
    const result = solve(problem, {
      maxIterations: 100,
      timeLimitMs: 60_000,
      progressEvery: 10,
      search: { strategy: "hybrid", ilsPolish: 0.5 },
      callbacks: {
        onStart: record("start"),
        onBest: record("best"),
        onIteration: record("iteration"),
        onEnd: record("end"),
      },
    })
    expect(events.filter((e) => e.kind === "start")).toHaveLength(1)
    const ends = events.filter((e) => e.kind === "end")
    expect(ends).toHaveLength(1)
    expect(ends[0]?.progress.iteration).toBe(result.iterations)
    expect(events.at(-1)?.kind).toBe("end")
    const iterations = events
      .filter((e) => e.kind === "iteration")
      .map((e) => e.progress.iteration)
    expect(iterations).toEqual([...iterations].sort((a, b) => a - b))
    expect(new Set(iterations).size).toBe(iterations.length)
    const bests = events
      .filter((e) => e.kind === "best")
      .map((e) => e.progress.bestCost)
    expect(bests).toEqual([...bests].sort((a, b) => b - a))
  })

  it("with no share left to the polish is the annealing", () => {
    const annealing = solve(problem, {
      maxIterations: 80,
      timeLimitMs: 60_000,
      search: { strategy: "annealing" },
    })
    expect({ ...hybrid(1, 80, 0), elapsedMs: 0 }).toEqual({
      ...annealing,
      elapsedMs: 0,
    })
  })
})
