import { describe, expect, it } from "vitest"

import { SparseClock } from "./clock.ts"

/** A clock that advances `stepMs` per read and counts its reads. */
function fakeClock(stepMs: number) {
  const state = { t: 0, reads: 0 }
  const now = () => {
    state.reads++
    state.t += stepMs
    return state.t
  }
  return { state, now }
}

describe("SparseClock", () => {
  it("reads a clock that barely moves less and less often", () => {
    const { state, now } = fakeClock(0.001)
    const clock = new SparseClock(now, 0, 0.5)
    for (let i = 0; i < 100_000; i++) clock.elapsed()
    expect(state.reads).toBeLessThan(2_000)
    expect(state.reads).toBeGreaterThan(5)
  })

  it("reads a clock that moves fast at every ask, so the budget is kept", () => {
    const { state, now } = fakeClock(5)
    const clock = new SparseClock(now, 0, 0.5)
    let last = 0
    for (let i = 0; i < 1_000; i++) {
      const t = clock.elapsed()
      expect(t).toBeGreaterThan(last)
      last = t
    }
    expect(state.reads).toBe(1_000)
  })

  it("answers time since its start", () => {
    const clock = new SparseClock(() => 1_250, 1_000)
    expect(clock.elapsed()).toBe(250)
  })
})
