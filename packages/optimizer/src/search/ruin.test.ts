import { describe, expect, it } from "vitest"
import { lineProblem, simpleJobs } from "../../test/fixtures.ts"
import { compileProblem } from "../model/problem-data.ts"
import { Random } from "../random.ts"
import { Solution } from "../solution/solution.ts"
import { RouteRemoval, StringRemoval } from "./ruin.ts"

const problem = lineProblem(
  [0, 1, 2, 3, 4, 5, 6],
  simpleJobs(6),
  ["a", "b", "c"].map((id) => ({ id, start: 0 }))
)

function solution(seqs: number[][]): Solution {
  const sol = new Solution(compileProblem(problem))
  sol.restore(seqs)
  sol.begin()
  return sol
}

describe("ruin: route removal", () => {
  it("empties one whole route and leaves the others", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const sol = solution([[0, 1, 2], [3, 4], [5]])
      const removed = new RouteRemoval(sol.data, new Random(seed)).run(sol)
      const emptied = sol.routes.filter((r) => r.seq.length === 0)
      expect(emptied).toHaveLength(1)
      expect(removed.length).toBeGreaterThan(0)
      for (const j of removed) expect(sol.routeOf[j]).toBe(-1)
      expect(
        sol.routes.reduce((n, r) => n + r.seq.length, 0) + removed.length
      ).toBe(6)
    }
  })

  it("prefers short routes: the longest goes only when drawn three times", () => {
    let longest = 0
    for (let seed = 1; seed <= 300; seed++) {
      const sol = solution([[0, 1, 2], [3, 4], [5]])
      const removed = new RouteRemoval(sol.data, new Random(seed)).run(sol)
      if (removed.length === 3) longest++
    }
    // (1/3)^3 of 300 is about 11.
    expect(longest).toBeLessThan(30)
  })

  it("keeps the last used route", () => {
    const sol = solution([[0, 1, 2, 3, 4, 5], [], []])
    expect(new RouteRemoval(sol.data, new Random(1)).run(sol)).toEqual([])
    expect(sol.routes[0]?.seq).toHaveLength(6)
  })

  it("rolls back with the transaction", () => {
    const sol = solution([[0, 1, 2], [3, 4], [5]])
    new RouteRemoval(sol.data, new Random(3)).run(sol)
    sol.rollback()
    expect(sol.snapshot()).toEqual([[0, 1, 2], [3, 4], [5]])
  })
})

describe("ruin: string removal", () => {
  it("removes jobs near one another and marks them unrouted", () => {
    const sol = solution([[0, 1, 2], [3, 4], [5]])
    const removed = new StringRemoval(sol.data, new Random(7), 3).run(sol)
    expect(removed.length).toBeGreaterThan(0)
    for (const j of removed) expect(sol.routeOf[j]).toBe(-1)
    const left = sol.routes.flatMap((r) => r.seq)
    expect([...left, ...removed].sort()).toEqual([0, 1, 2, 3, 4, 5])
  })
})

describe("ruin: split strings", () => {
  /** Jobs kept between removed ones, over 200 ruins of one 6-job route: most and mean. */
  function kept(splitDepth: number): { most: number; mean: number } {
    let most = 0
    let total = 0
    for (let seed = 1; seed <= 200; seed++) {
      const sol = solution([[0, 1, 2, 3, 4, 5], [], []])
      const ruin = new StringRemoval(sol.data, new Random(seed), 3, splitDepth)
      // Jobs are numbered by their position in the route.
      const removed = ruin.run(sol)
      const inside =
        Math.max(...removed) - Math.min(...removed) + 1 - removed.length
      most = Math.max(most, inside)
      total += inside
    }
    return { most, mean: total / 200 }
  }

  it("keeps one job in the middle when the split depth stops it at once", () => {
    expect(kept(1).most).toBe(1)
  })

  it("keeps a longer middle part as the split depth falls", () => {
    const deep = kept(0)
    const shallow = kept(0.5)
    expect(deep.most).toBe(4)
    expect(deep.mean).toBeGreaterThan(shallow.mean)
    expect(shallow.mean).toBeGreaterThan(kept(1).mean)
  })
})
