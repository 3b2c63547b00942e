import { describe, expect, it } from "vitest"

import { backoffDelay } from "./backoff.ts"

describe("the API's retry policy", () => {
  it("waits the first delay after one failure, doubling each failure up to the cap", () => {
    const webhooks = { first: 5, cap: 3600 }
    expect(
      [1, 2, 3, 4, 10, 11, 40].map((n) => backoffDelay(n, webhooks))
    ).toEqual([5, 10, 20, 40, 2560, 3600, 3600])
  })

  it("counts no failure as one", () => {
    expect(backoffDelay(0, { first: 500, cap: 15_000 })).toBe(500)
  })
})
