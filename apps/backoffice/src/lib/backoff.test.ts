import { describe, expect, it } from "vitest"

import { backoffDelay } from "./backoff.ts"

describe("backoffDelay", () => {
  it("doubles from the base up to the cap, between half and all of it", () => {
    expect(
      [1, 2, 3, 4, 5].map((n) => backoffDelay(n, 1_000, 8_000, () => 1))
    ).toEqual([1_000, 2_000, 4_000, 8_000, 8_000])
    expect(backoffDelay(3, 1_000, 8_000, () => 0)).toBe(2_000)
    expect(backoffDelay(0, 1_000, 8_000, () => 1)).toBe(1_000)
    const random = backoffDelay(3, 1_000, 8_000)
    expect(random).toBeGreaterThanOrEqual(2_000)
    expect(random).toBeLessThanOrEqual(4_000)
  })
})
