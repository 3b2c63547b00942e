import { describe, expect, it } from "vitest"

import { routeStatusFromFlags } from "./route-status"

describe("routeStatusFromFlags", () => {
  it.each([
    [false, false, "pending"],
    [true, false, "on-route"],
    [true, true, "completed"],
    [false, true, "completed"],
  ] as const)(
    "started=%s completed=%s is %s",
    (started, completed, expected) => {
      expect(routeStatusFromFlags({ started, completed })).toBe(expected)
    }
  )
})
