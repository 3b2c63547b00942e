import { describe, expect, it } from "vitest"

import { parseAddressLines } from "./address-lines.ts"

describe("parseAddressLines", () => {
  it("reads addresses and coordinates by line, skipping blank lines", () => {
    const rows = parseAddressLines(
      "Calle Madero 17\n\n 19.4326, -99.1332 \n95,10\n"
    )
    expect(rows.map((r) => [r.line, r.address, r.point])).toEqual([
      [1, "Calle Madero 17", null],
      [3, "", { latitude: 19.4326, longitude: -99.1332 }],
      // Out of range: not a point, so it is looked up as an address (and not found).
      [4, "95,10", null],
    ])
    expect(rows.every((r) => !r.depot && r.problems.length === 0)).toBe(true)
  })
})
