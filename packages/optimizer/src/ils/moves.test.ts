import { describe, expect, it } from "vitest"
import {
  priceFromScratch,
  randomState,
  WEIGHTS,
} from "../../test/ils-fixtures.ts"
import { Random } from "../random.ts"
import { MOVE_KINDS, MoveRecipes, moveRecipes } from "./moves.ts"
import type { RouteCache } from "./routes.ts"
import { IlsState } from "./state.ts"

describe("segment concatenation", () => {
  it.each([1, 2, 3, 4])(
    "prices routes as a stop-by-stop schedule does (seed %i)",
    (seed) => {
      const state = randomState(seed)
      for (const r of state.routes)
        expect(r.cost).toBeCloseTo(
          priceFromScratch(state.data, r.v, r.seq, WEIGHTS),
          6
        )
    }
  )

  it.each([
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, false],
    [6, false],
    [7, true],
    [8, true],
    [9, true],
  ])(
    "every move's delta is the change a full re-evaluation finds (seed %i, vehicle costs %s)",
    (seed, vehicleCosts) => {
      const state = randomState(seed, 30, 5, vehicleCosts)
      const data = state.data
      const out = new MoveRecipes()
      const rng = new Random(seed * 7)
      const tried = new Map<string, number>()
      let worst = 0
      let deniedPriced = 0
      let misplaced = 0
      let overBound = 0
      for (let trial = 0; trial < 300; trial++) {
        const u = rng.int(data.nJobs)
        if ((state.routeOf[u] as number) < 0) continue
        // Half the time within u's route (two-opt, intra-route moves).
        const rv =
          rng.next() < 0.5
            ? (state.routeOf[u] as number)
            : rng.int(data.nVehicles)
        const mv = (state.routes[rv] as RouteCache).seq.length
        const vPos = rng.int(mv + 1) - 1
        for (const kind of MOVE_KINDS) {
          if (!moveRecipes(state, kind, u, rv, vPos, out)) continue
          const delta = out.delta(state)
          const recipes = out.second ? [out.first, out.second] : [out.first]
          let before = 0
          let after = 0
          let allowed = true
          for (const recipe of recipes) {
            const seq = state.build(recipe)
            for (const j of seq)
              if (!data.allowed[j * data.nVehicles + recipe.v]) allowed = false
            before += (state.routes[recipe.v] as RouteCache).cost
            const price = priceFromScratch(data, recipe.v, seq, WEIGHTS)
            // The arcs-only bound never exceeds the price.
            if (state.bound(recipe) > price + 1e-6) overBound++
            after += price
          }
          if (!allowed) {
            if (delta !== Infinity) deniedPriced++
            continue
          }
          worst = Math.max(worst, Math.abs(delta - (after - before)))
          tried.set(kind, (tried.get(kind) ?? 0) + 1)
          // Apply one move in five: the caches must stay exact as routes change.
          if (rng.next() < 0.2) {
            const jobs = recipes
              .flatMap((r) => state.build(r))
              .sort((a, b) => a - b)
            state.apply(out.first, out.second)
            const now = recipes.flatMap(
              (r) => (state.routes[r.v] as RouteCache).seq
            )
            expect([...now].sort((a, b) => a - b)).toEqual(jobs)
            for (const r of state.routes)
              r.seq.forEach((j, k) => {
                if (state.routeOf[j] !== r.v || state.posOf[j] !== k)
                  misplaced++
              })
          }
        }
      }
      expect(worst).toBeLessThan(1e-6)
      expect(deniedPriced).toBe(0)
      expect(misplaced).toBe(0)
      expect(overBound).toBe(0)
      for (const kind of MOVE_KINDS)
        expect(tried.get(kind) ?? 0).toBeGreaterThan(5)
    }
  )

  it("a copy keeps every route's segments, copying only the routes that differ", () => {
    const state = randomState(9)
    const copy = new IlsState(state.data, WEIGHTS)
    copy.copyFrom(state)
    const out = new MoveRecipes()
    const rng = new Random(9)
    for (let trial = 0; trial < 200; trial++) {
      const u = rng.int(state.data.nJobs)
      if ((state.routeOf[u] as number) < 0) continue
      const rv = rng.int(state.data.nVehicles)
      const pos = rng.int((state.routes[rv] as RouteCache).seq.length + 1) - 1
      if (!moveRecipes(state, "relocate", u, rv, pos, out)) continue
      if (out.delta(state) === Infinity) continue
      state.apply(out.first, out.second)
      copy.copyFrom(state)
      expect(copy.snapshot()).toEqual(state.snapshot())
      expect(Array.from(copy.routeOf)).toEqual(Array.from(state.routeOf))
      expect(Array.from(copy.posOf)).toEqual(Array.from(state.posOf))
      expect(copy.penalisedCost()).toBeCloseTo(state.penalisedCost(), 6)
    }
    // Moves on the copy are priced as a fresh state prices them.
    const fresh = new IlsState(state.data, WEIGHTS)
    fresh.load(state.snapshot())
    for (const r of copy.routes)
      expect(r.cost).toBeCloseTo((fresh.routes[r.v] as RouteCache).cost, 6)
  })
})
