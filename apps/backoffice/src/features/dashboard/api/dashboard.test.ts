import { describe, expect, it } from "vitest"

import { busiestDays, onTimeRate } from "./dashboard.ts"

describe("dashboard figures", () => {
  it("ranks days by their stops, the earlier first on a tie", () => {
    const day = (d: string, completed: number, pending = 0) => ({
      day: d,
      completed,
      failed: 0,
      pending,
    })
    expect(
      busiestDays(
        [day("2026-11-20", 3), day("2026-11-21", 1, 4), day("2026-11-22", 5)],
        2
      ).map((d) => [d.day, d.total])
    ).toEqual([
      ["2026-11-21", 5],
      ["2026-11-22", 5],
    ])
  })

  it("rates punctuality over visits, and not at all without any", () => {
    expect(onTimeRate({ visited: 3, on_time: 2 })).toBe(67)
    expect(onTimeRate({ visited: 0, on_time: 0 })).toBeNull()
  })
})
