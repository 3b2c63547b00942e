import { describe, expect, it } from "vitest"

import { missingFields, rowsToLines, suggestMatch } from "./header-matching.ts"

describe("header matching", () => {
  it("suggests columns from English and Spanish headers", () => {
    expect(suggestMatch(["Nombre", "Dirección", "Lat", "Longitud"])).toEqual({
      name: 0,
      address: 1,
      latitude: 2,
      longitude: 3,
    })
    expect(suggestMatch(["Customer name", "Street address", "Notes"])).toEqual({
      name: 0,
      address: 1,
      latitude: -1,
      longitude: -1,
    })
  })

  it("keeps a remembered matching where its columns still exist", () => {
    expect(suggestMatch(["A", "B", "Calle"], { address: "B" }).address).toBe(1)
    expect(suggestMatch(["A", "Calle"], { address: "B" }).address).toBe(1)
  })

  it("needs an address column or both coordinates", () => {
    expect(
      missingFields({ address: -1, latitude: 0, longitude: -1, name: -1 })
    ).toEqual(["address", "latitude", "longitude"])
    expect(
      missingFields({ address: -1, latitude: 0, longitude: 1, name: -1 })
    ).toEqual([])
  })

  it("turns rows into lines numbered as in the sheet, coordinates first", () => {
    const rows = [
      ["Name", "Address", "Lat", "Lng"],
      ["Ana", "Calle 1", "19,43", "-99.13"],
      ["Bruno", "Calle 2", "", ""],
      ["", "", "", ""],
    ]
    expect(rowsToLines(rows, suggestMatch(rows[0]!))).toEqual([
      { line: 2, latitude: 19.43, longitude: -99.13, name: "Ana" },
      { line: 3, address: "Calle 2", name: "Bruno" },
    ])
  })
})
