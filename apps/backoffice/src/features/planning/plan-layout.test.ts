import { describe, expect, it } from "vitest"

import { route, stop } from "./components/planning-fixtures.ts"
import type { Optimization } from "./api/optimizations.ts"
import {
  isEmptyRequest,
  layoutOf,
  layoutRequest,
  moveStops,
  withLayout,
} from "./plan-layout.ts"

const plan = {
  routes: [
    route(1, [stop(1, 1), stop(2, 1), stop(3, 1)]),
    route(2, [stop(4, 2)]),
  ],
  stops: [stop(5, null), stop(6, null)],
} as unknown as Optimization

describe("plan layout", () => {
  it("moves a stop to another route at a place, and the request names both routes", () => {
    const before = layoutOf(plan)
    const after = moveStops(before, [2], 2, 0)
    expect(after.routes.get(1)).toEqual([1, 3])
    expect(after.routes.get(2)).toEqual([2, 4])
    expect(layoutRequest(before, after)).toEqual({
      routes: [
        { id_route: 1, stops: [1, 3] },
        { id_route: 2, stops: [2, 4] },
      ],
      unassigned: [],
    })
  })

  it("reorders within a route, appends by default and sends stops to no route", () => {
    const before = layoutOf(plan)
    expect(moveStops(before, [3], 1, 0).routes.get(1)).toEqual([3, 1, 2])
    expect(moveStops(before, [5, 6], 2).routes.get(2)).toEqual([4, 5, 6])
    const out = moveStops(before, [1], null)
    expect(out.unassigned).toEqual([5, 6, 1])
    expect(layoutRequest(before, out)).toEqual({
      routes: [{ id_route: 1, stops: [2, 3] }],
      unassigned: [1],
    })
  })

  it("undoes by asking for the layout before, and a move that changes nothing asks nothing", () => {
    const before = layoutOf(plan)
    const after = moveStops(before, [5], 1, 1)
    expect(layoutRequest(after, before)).toEqual({
      routes: [{ id_route: 1, stops: [1, 2, 3] }],
      unassigned: [5],
    })
    expect(
      isEmptyRequest(layoutRequest(before, moveStops(before, [2], 1, 1)))
    ).toBe(true)
  })

  it("shows the plan with the layout at once: new order, times cleared, optimized routes changed manually optimized", () => {
    const timed = {
      ...plan,
      routes: plan.routes.map((r) => ({
        ...r,
        optimization_state: 1,
        stops: r.stops.map((s) => ({ ...s, eta: "2026-11-25T09:00:00Z" })),
      })),
    }
    const shown = withLayout(timed, moveStops(layoutOf(timed), [6], 1, 0))
    expect(
      shown.routes[0]!.stops.map((s) => [s.id_stop, s.order, s.eta])
    ).toEqual([
      [6, 1, null],
      [1, 2, null],
      [2, 3, null],
      [3, 4, null],
    ])
    expect(shown.routes[0]!.optimization_state).toBe(2)
    expect(shown.routes[1]!.optimization_state).toBe(1)
    expect(shown.routes[1]!.stops[0]!.eta).toBe("2026-11-25T09:00:00Z")
    expect(shown.stops.map((s) => s.id_stop)).toEqual([5])
    // A route never optimized stays not optimized.
    const fresh = {
      ...plan,
      routes: plan.routes.map((r) => ({ ...r, optimization_state: 0 })),
    }
    expect(
      withLayout(fresh, moveStops(layoutOf(fresh), [6], 1)).routes[0]!
        .optimization_state
    ).toBe(0)
  })
})
