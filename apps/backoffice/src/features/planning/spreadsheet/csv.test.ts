import { describe, expect, it } from "vitest"

import { parseCsv } from "./csv.ts"

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes and line breaks inside quotes", () => {
    expect(
      parseCsv(
        'Name,Address\r\n"Ana ""A""","Calle 1,\nCentro"\n\nBruno,Calle 2'
      )
    ).toEqual([
      ["Name", "Address"],
      ['Ana "A"', "Calle 1,\nCentro"],
      ["Bruno", "Calle 2"],
    ])
  })

  it("takes the separator the header uses: semicolons from a Spanish spreadsheet", () => {
    expect(
      parseCsv("\uFEFFNombre;Dirección;Lat\nAna;Calle 1, Centro;19.4\n")
    ).toEqual([
      ["Nombre", "Dirección", "Lat"],
      ["Ana", "Calle 1, Centro", "19.4"],
    ])
  })
})
