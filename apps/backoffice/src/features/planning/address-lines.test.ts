import { describe, expect, it } from "vitest"

import { parseAddressLines } from "./address-lines.ts"

describe("parseAddressLines", () => {
  it("reads addresses and coordinates by line, skipping blank lines", () => {
    expect(
      parseAddressLines("Calle Madero 17\n\n 19.4326, -99.1332 \n95,10\n")
    ).toEqual([
      { line: 1, address: "Calle Madero 17" },
      { line: 3, latitude: 19.4326, longitude: -99.1332 },
      // Out of range: not a point, so it is looked up as an address (and not found).
      { line: 4, address: "95,10" },
    ])
  })
})
