import { describe, expect, it } from "vitest"

import { newRoutesOn } from "./new-routes.ts"

describe("the wizard's new routes (issue 45)", () => {
  it("fall on the optimization's day, 08:00 to 18:00 on the site's clock", () => {
    expect(
      newRoutesOn(2, "2026-11-30", (n) => `Route ${n}`, "America/Mexico_City")
    ).toEqual([
      {
        name: "Route 1",
        start_date: "2026-11-30T14:00:00.000Z",
        end_date: "2026-12-01T00:00:00.000Z",
      },
      {
        name: "Route 2",
        start_date: "2026-11-30T14:00:00.000Z",
        end_date: "2026-12-01T00:00:00.000Z",
      },
    ])
    // Across a change of the clocks, still 08:00 there.
    expect(
      newRoutesOn(1, "2026-03-29", (n) => `R${n}`, "Europe/Madrid")[0]
    ).toMatchObject({ start_date: "2026-03-29T06:00:00.000Z" })
    expect(newRoutesOn(0, "2026-11-30", String)).toEqual([])
  })
})
