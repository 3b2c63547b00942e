import { describe, expect, it } from "vitest"

import { boardPlan } from "./components/workspace-fixtures.ts"
import { dropTarget } from "./drop-target.ts"

describe("dropTarget", () => {
  it.each([
    ["stop:1", { id_route: 1, index: 0 }],
    ["stop:3", { id_route: 1, index: 2 }],
    ["stop:5", { id_route: 2, index: 1 }],
  ])("puts a stop dropped onto %s in that stop's place", (overId, target) => {
    expect(dropTarget(boardPlan, overId)).toEqual(target)
  })

  it.each([
    ["route:1", 1],
    ["route:2", 2],
  ])("puts a stop dropped onto %s at the end of that route", (overId, id) => {
    expect(dropTarget(boardPlan, overId)).toEqual({ id_route: id })
  })

  it("takes a stop dropped onto the unassigned list off its route", () => {
    expect(dropTarget(boardPlan, "unassigned")).toEqual({ id_route: null })
  })

  it("takes a stop dropped onto a stop on no route off its route", () => {
    expect(dropTarget(boardPlan, "stop:8")).toEqual({ id_route: null })
  })

  it("answers nothing for what is not a stop or a list", () => {
    expect(dropTarget(boardPlan, "depot:1")).toBeNull()
  })
})
