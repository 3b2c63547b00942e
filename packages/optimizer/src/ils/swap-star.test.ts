import { describe, expect, it } from "vitest"
import {
  priceFromScratch,
  randomState,
  WEIGHTS,
} from "../../test/ils-fixtures.ts"
import { Random } from "../random.ts"
import { IlsLocalSearch } from "./local-search.ts"
import { MoveRecipes } from "./moves.ts"
import { timeNeighbours } from "./neighbours.ts"
import type { RouteCache } from "./routes.ts"
import type { IlsState } from "./state.ts"
import { IlsSwapStar } from "./swap-star.ts"

const sorted = (a: readonly number[]): number[] => [...a].sort((x, y) => x - y)

/** Every pair of used routes (a < b). */
function usedPairs(state: IlsState): [number, number][] {
  const used = state.routes.filter((r) => r.seq.length > 0).map((r) => r.v)
  return used.flatMap((a, i) =>
    used.slice(i + 1).map((b) => [a, b] as [number, number])
  )
}

/** The pairs of routes where a job of one has one of its G nearest in the other. */
function neighbouringPairs(state: IlsState, G: number): [number, number][] {
  const nb = timeNeighbours(state.data, G)
  return usedPairs(state).filter(([a, b]) =>
    (state.routes[a] as RouteCache).seq.some(
      (u) =>
        Array.from(nb.subarray(u * G, u * G + G)).some(
          (w) => state.routeOf[w] === b
        ) ||
        (state.routes[b] as RouteCache).seq.some((w) =>
          Array.from(nb.subarray(w * G, w * G + G)).includes(u)
        )
    )
  )
}

describe("SWAP* in the penalised search", () => {
  it.each([
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, false],
    [6, false],
    [7, true],
    [8, true],
  ])(
    "an exchange it finds lowers the cost by what a full re-evaluation finds, and moves u and v only (seed %i, vehicle costs %s)",
    (seed, vehicleCosts) => {
      const state = randomState(seed, 40, 6, vehicleCosts)
      const data = state.data
      const swapStar = new IlsSwapStar(data)
      const out = new MoveRecipes()
      let found = 0
      for (let round = 0; round < 6; round++)
        for (const [a, b] of usedPairs(state)) {
          const A = (state.routes[a] as RouteCache).seq.slice()
          const B = (state.routes[b] as RouteCache).seq.slice()
          if (!swapStar.find(state, a, b, out)) continue
          found++
          const { u, v } = swapStar
          const delta = out.delta(state)
          expect(delta).toBeLessThan(0)
          const second = out.second as NonNullable<typeof out.second>
          const newA = state.build(out.first)
          const newB = state.build(second)
          expect(out.first.v).toBe(a)
          expect(second.v).toBe(b)
          expect(sorted(newA)).toEqual(sorted([...A.filter((j) => j !== u), v]))
          expect(sorted(newB)).toEqual(sorted([...B.filter((j) => j !== v), u]))
          const before =
            (state.routes[a] as RouteCache).cost +
            (state.routes[b] as RouteCache).cost
          const after =
            priceFromScratch(data, a, newA, WEIGHTS) +
            priceFromScratch(data, b, newB, WEIGHTS)
          expect(delta).toBeCloseTo(after - before, 6)
          state.apply(out.first, second)
          expect((state.routes[a] as RouteCache).cost).toBeCloseTo(
            priceFromScratch(data, a, newA, WEIGHTS),
            6
          )
        }
      expect(found).toBeGreaterThan(0)
    }
  )

  it("does not try a pair of routes again until one of them changes", () => {
    const state = randomState(7, 40, 6)
    const swapStar = new IlsSwapStar(state.data)
    const out = new MoveRecipes()
    const pairs = usedPairs(state)
    const first = pairs.map(([a, b]) => swapStar.find(state, a, b, out))
    expect(first.some(Boolean)).toBe(true)
    // Same routes, same stamps: nothing is tried, so nothing is found.
    expect(pairs.some(([a, b]) => swapStar.find(state, a, b, out))).toBe(false)
    // New weights restamp every route: the pairs are tried again.
    state.setWeights({ ...WEIGHTS, warp: 7 })
    const again = new IlsSwapStar(state.data)
    expect(pairs.map(([a, b]) => swapStar.find(state, a, b, out))).toEqual(
      pairs.map(([a, b]) => again.find(state, a, b, out))
    )
  })

  it("leaves no improving exchange after an exhaustive local search", () => {
    for (const seed of [1, 2, 3]) {
      const state = randomState(seed, 40, 6)
      const ls = new IlsLocalSearch(state.data, new Random(seed), 20, 8)
      ls.search(state, true)
      const fresh = new IlsSwapStar(state.data)
      const out = new MoveRecipes()
      const pairs = neighbouringPairs(state, 20)
      expect(pairs.length).toBeGreaterThan(0)
      for (const [a, b] of pairs)
        expect(fresh.find(state, a, b, out)).toBe(false)
    }
  })
})

describe("the local search's memory of tried pairs", () => {
  it("tries no pair again on a local optimum, and changes nothing", () => {
    const state = randomState(4, 40, 6)
    const ls = new IlsLocalSearch(state.data, new Random(4), 20, 8)
    ls.search(state, true)
    const optimum = state.snapshot()
    const tried = ls.pairsTried
    expect(tried).toBeGreaterThan(0)
    ls.search(state, true)
    expect(ls.pairsTried).toBe(tried)
    expect(state.snapshot()).toEqual(optimum)
  })
})

describe("route emptying", () => {
  it("empties a route whose jobs cost less in the others, when no other move can", () => {
    // Swaps alone keep every route's stop count; only emptying a route
    // saves its fixed cost.
    const state = randomState(5, 40, 6)
    const data = state.data
    const ls = new IlsLocalSearch(
      data,
      new Random(5),
      20,
      8,
      "time",
      ["swap"],
      false
    )
    const used = () => state.routes.filter((r) => r.seq.length > 0).length
    const before = used()
    const cost = state.penalisedCost()
    ls.search(state, true)
    expect(used()).toBeLessThan(before)
    expect(state.penalisedCost()).toBeLessThan(cost)
    expect(state.unassignedCount()).toBe(0)
    for (const r of state.routes)
      expect(r.cost).toBeCloseTo(priceFromScratch(data, r.v, r.seq, WEIGHTS), 6)
  })
})
