import { describe, expect, it } from "vitest"

import { addressRowsOf } from "./address-rows.ts"

describe("a spreadsheet of address-book entries", () => {
  it("finds the columns by their Spanish headers and makes each row's rule", () => {
    const rows = addressRowsOf(
      [
        ["Nombre", "Dirección", "Latitud", "Longitud", "Visitas", "Horario"],
        ["Farmacia", "Madero 17", "19.43", "-99.13", "Lun, Jue", "9:00-12:00"],
        ["", "", "", "", "", ""],
        ["Taller", "Reforma 222", "", "", "cada 2 semanas mié", ""],
      ],
      "2026-11-30"
    )
    expect(rows).toMatchObject([
      {
        line: 2,
        alias: "Farmacia",
        latitude: 19.43,
        longitude: -99.13,
        visit_rule: {
          kind: "weekly",
          weekdays: ["mon", "thu"],
          every_weeks: 1,
          start_date: "2026-11-30",
          windows: [{ start: "09:00", end: "12:00" }],
        },
        problems: [],
      },
      {
        line: 4,
        alias: "Taller",
        latitude: null,
        visit_rule: { weekdays: ["wed"], every_weeks: 2 },
        problems: [],
      },
    ])
  })

  it("says which cell it could not read and keeps the rest of the row", () => {
    const [row] = addressRowsOf(
      [
        ["Name", "Address", "Latitude", "Longitude", "Visits", "Duration"],
        ["Shop", "Main St 1", "95", "-99", "now and then", "20"],
      ],
      "2026-11-30"
    )
    expect(row).toMatchObject({
      alias: "Shop",
      address: "Main St 1",
      latitude: null,
      longitude: null,
      visit_rule: null,
      problems: [
        { column: "coordinates", text: "95, -99" },
        { column: "visits", text: "now and then" },
      ],
    })
  })

  it("needs an address or coordinates", () => {
    const [row] = addressRowsOf(
      [
        ["Name", "Visits"],
        ["Nowhere", "monthly 15"],
      ],
      "2026-11-30"
    )
    expect(row?.problems).toEqual([{ column: "address", text: "" }])
    expect(row?.visit_rule).toMatchObject({
      kind: "monthly_day",
      month_day: 15,
    })
  })
})
