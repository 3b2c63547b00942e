import { describe, expect, it } from "vitest"

import {
  duplicateHeaders,
  missingFields,
  rowsToImport,
  suggestMatch,
} from "./header-matching.ts"

describe("header matching", () => {
  it("suggests columns from English and Spanish headers, each column once", () => {
    const match = suggestMatch([
      "Nombre",
      "Dirección de entrega",
      "Lat",
      "Longitud",
      "Ventana inicio",
      "Ventana fin",
      "Peso (kg)",
      "Teléfono",
      "Nombre contacto",
    ])
    expect(match).toMatchObject({
      name: 0,
      address: 1,
      latitude: 2,
      longitude: 3,
      time_window_start: 4,
      time_window_end: 5,
      weight: 6,
      phone_number: 7,
      first_name: 8,
      volume: -1,
    })
    expect(
      suggestMatch(["Customer name", "Street address", "Notes"])
    ).toMatchObject({
      name: 0,
      address: 1,
      delivery_instructions: 2,
      latitude: -1,
    })
  })

  it("keeps a remembered matching where its columns still exist", () => {
    expect(suggestMatch(["A", "B", "Calle"], { address: "B" }).address).toBe(1)
    expect(suggestMatch(["A", "Calle"], { address: "B" }).address).toBe(1)
  })

  it("needs an address column or both coordinates", () => {
    const none = suggestMatch(["Notes"])
    expect(missingFields({ ...none, latitude: 0 })).toEqual([
      "address",
      "latitude",
      "longitude",
    ])
    expect(missingFields({ ...none, latitude: 0, longitude: 1 })).toEqual([])
  })

  it("names duplicated headers", () => {
    expect(duplicateHeaders(["Name", "Address", "Name ", "", ""])).toEqual([
      "Name",
    ])
  })
})

describe("rows to import", () => {
  const day = "2026-11-25"
  const rows = [
    ["Name", "Address", "Lat", "Lng", "Pieces", "From", "To", "Depot"],
    ["Ana", "Calle 1", "19,43", "-99.13", "2", "8:00", "10:00", ""],
    ["Bruno", "Calle 2", "", "", "", "", "", ""],
    ["", "", "", "", "", "", "", ""],
    ["Carla", "Calle 3", "", "", "many", "9:00", "noon", ""],
    ["Dora", "", "95", "-99", "", "", "", ""],
    ["Eva", "", "", "", "", "11:00", "9:00", ""],
    ["Depot", "Av. Central 1", "", "", "", "", "", ""],
    ["", "Bodega Norte", "", "", "", "", "", ""],
    ["Félix", "Calle 9", "", "", "", "", "", "sí"],
  ]
  const imported = rowsToImport(rows, suggestMatch(rows[0]!), day)

  it("numbers rows as in the sheet, skips blank ones, and takes coordinates first", () => {
    expect(imported.map((r) => r.line)).toEqual([2, 3, 5, 6, 7, 8, 9, 10])
    expect(imported[0]).toMatchObject({
      name: "Ana",
      point: { latitude: 19.43, longitude: -99.13 },
      details: { pieces: 2 },
      problems: [],
      depot: false,
    })
    expect(imported[0]!.details.time_window_start).toBe(
      new Date(2026, 10, 25, 8, 0).toISOString()
    )
    expect(imported[1]).toMatchObject({ address: "Calle 2", point: null })
  })

  it("keeps every unreadable cell as the row's problem", () => {
    expect(imported[2]!.problems).toEqual([
      { field: "pieces", kind: "number" },
      { field: "time_window_end", kind: "time" },
    ])
    expect(imported[3]!.problems).toEqual([
      { field: "latitude", kind: "coordinates" },
    ])
    expect(imported[4]!.problems).toEqual([
      { field: "time_window_end", kind: "window-order" },
      { field: "address", kind: "missing" },
    ])
  })

  it("flags depots by spec section 4's rule: the flag, a missing alias, or depot/departure/start", () => {
    expect(imported.map((r) => r.depot)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ])
  })
})

describe("stop types in a sheet", () => {
  it("reads a Tipo column and keeps an unknown type as the row's problem", () => {
    const rows = [
      ["Dirección", "Tipo"],
      ["Calle 1", "Recolección"],
      ["Calle 2", "3"],
      ["Calle 3", "teleport"],
    ]
    const imported = rowsToImport(rows, suggestMatch(rows[0]!), "2026-11-25")
    expect(imported.map((r) => [r.details.type, r.problems])).toEqual([
      [1, []],
      [3, []],
      [undefined, [{ field: "type", kind: "stop-type" }]],
    ])
  })
})

describe("allowed days in a sheet (issue 45)", () => {
  it("reads weekdays in Spanish or English and dates, and keeps a word that is no day as the row's problem", () => {
    const rows = [
      ["Dirección", "Días"],
      ["Calle 1", "Lun, Jue"],
      ["Calle 2", "Mon, Thu, mon"],
      ["Calle 3", "miércoles y 2026-11-28"],
      ["Calle 4", ""],
      ["Calle 5", "Lun, someday"],
    ]
    const imported = rowsToImport(rows, suggestMatch(rows[0]!), "2026-11-25")
    expect(imported.map((r) => [r.details.allowed_days, r.problems])).toEqual([
      [["mon", "thu"], []],
      [["mon", "thu"], []],
      [["wed", "2026-11-28"], []],
      [undefined, []],
      [undefined, [{ field: "allowed_days", kind: "days" }]],
    ])
  })
})

describe("several windows in a row (issue 45)", () => {
  const zone = "America/Mexico_City"
  const at = (time: string) => `2026-11-25T${time}:00.000Z`
  it("reads a Windows or Ventanas column, after the single window when the row has one", () => {
    const rows = [
      ["Dirección", "Ventanas", "Desde", "Hasta"],
      ["Calle 1", "09:00-11:00; 14:00-16:00", "", ""],
      ["Calle 2", "9:00 - 11:00, 14:00–16:00", "", ""],
      ["Calle 3", "14:00-16:00", "8:00", "9:00"],
      ["Calle 4", "", "8:00", "9:00"],
    ]
    const match = suggestMatch(rows[0]!)
    expect(match.time_windows).toBe(1)
    expect(suggestMatch(["Address", "Windows"]).time_windows).toBe(1)
    expect(suggestMatch(["Address", "Time windows"]).time_windows).toBe(1)
    const imported = rowsToImport(rows, match, "2026-11-25", zone)
    const both = [
      { start: at("15:00"), end: at("17:00") },
      { start: at("20:00"), end: at("22:00") },
    ]
    expect(imported[0]!.details).toMatchObject({
      time_window_start: at("15:00"),
      time_window_end: at("17:00"),
      time_windows: both,
    })
    expect(imported[1]!.details.time_windows).toEqual(both)
    expect(imported[2]!.details).toMatchObject({
      time_window_start: at("14:00"),
      time_window_end: at("15:00"),
      time_windows: [
        { start: at("14:00"), end: at("15:00") },
        { start: at("20:00"), end: at("22:00") },
      ],
    })
    // The single window columns alone read as before.
    expect(imported[3]!.details.time_windows).toBeUndefined()
    expect(imported[3]!.details.time_window_start).toBe(at("14:00"))
    expect(imported.map((r) => r.problems)).toEqual([[], [], [], []])
  })

  it("keeps a cell that is no list of windows as the row's problem", () => {
    const rows = [
      ["Address", "Windows"],
      ["Calle 1", "mornings"],
      ["Calle 2", "09:00-11:00; 16:00-14:00"],
      ["Calle 3", "09:00"],
    ]
    const imported = rowsToImport(rows, suggestMatch(rows[0]!), "2026-11-25")
    expect(imported.map((r) => [r.details.time_windows, r.problems])).toEqual([
      [undefined, [{ field: "time_windows", kind: "time" }]],
      [undefined, [{ field: "time_windows", kind: "window-order" }]],
      [undefined, [{ field: "time_windows", kind: "time" }]],
    ])
  })
})

describe("same driver as last time in a sheet (issue 45)", () => {
  it("reads a Same driver or Mismo conductor column as yes or no, and keeps anything else as the row's problem", () => {
    expect(suggestMatch(["Address", "Same driver"]).same_driver).toBe(1)
    const rows = [
      ["Dirección", "Mismo conductor"],
      ["Calle 1", "sí"],
      ["Calle 2", "No"],
      ["Calle 3", ""],
      ["Calle 4", "x"],
      ["Calle 5", "maybe"],
    ]
    const imported = rowsToImport(rows, suggestMatch(rows[0]!), "2026-11-25")
    expect(imported.map((r) => [r.details.same_driver, r.problems])).toEqual([
      [true, []],
      [false, []],
      [undefined, []],
      [true, []],
      [undefined, [{ field: "same_driver", kind: "yes-no" }]],
    ])
  })
})
