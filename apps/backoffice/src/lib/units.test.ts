import { describe, expect, it } from "vitest"

import { DEFAULT_UNITS, unitFormat, unitsFor } from "./units.ts"

const metric = DEFAULT_UNITS
const imperial = {
  id_unit_of_distance: 2,
  id_unit_of_measure: 2,
  id_unit_of_weight: 2,
}

describe("unitFormat", () => {
  it.each([
    [metric, "en", "km", "kg", "m³"],
    [imperial, "en", "mi", "lb", "ft³"],
    [imperial, "es", "mi", "lb", "ft³"],
  ])("labels %o in %s", (units, locale, distance, weight, volume) => {
    const format = unitFormat(units, locale)
    expect([format.distanceUnit, format.weightUnit, format.volumeUnit]).toEqual(
      [distance, weight, volume]
    )
  })

  it.each([
    [metric, "en", 12_345, "12.3 km"],
    [metric, "es", 12_345, "12,3 km"],
    [imperial, "en", 12_345, "7.7 mi"],
    [imperial, "en", 1_609_344, "1,000 mi"],
    [metric, "en", 0, "0 km"],
  ])(
    "writes metres in the unit of distance (%o, %s, %i)",
    (units, locale, metres, text) => {
      expect(unitFormat(units, locale).distance(metres)).toBe(text)
    }
  )

  it("labels weights and volumes as stored, never converted", () => {
    const pounds = unitFormat(imperial, "en")
    expect(pounds.weight(60)).toBe("60 lb")
    expect(pounds.volume(1.5)).toBe("1.5 ft³")
    const kilos = unitFormat(metric, "es")
    expect(kilos.weight(1250.5)).toBe("1250,5 kg")
    expect(kilos.volume(0.25)).toBe("0,25 m³")
  })

  it("reads an id the catalogs do not hold as the default unit", () => {
    const format = unitFormat(
      { id_unit_of_distance: 9, id_unit_of_measure: 9, id_unit_of_weight: 9 },
      "en"
    )
    expect(format.distance(1000)).toBe("1 km")
    expect(format.weight(1)).toBe("1 kg")
    expect(format.volume(1)).toBe("1 m³")
  })
})

describe("unitsFor", () => {
  const units = {
    ...metric,
    sites: [
      { id_subsidiary: 1, ...metric },
      { id_subsidiary: 2, ...imperial },
    ],
  }

  it.each([
    ["the site's, for a row of a site", 2, imperial],
    ["the caller's, for a site not listed", 7, metric],
    ["the caller's, with no site", undefined, metric],
    ["the caller's, for a row without a site", null, metric],
  ])("applies %s", (_, site, expected) => {
    expect(unitsFor(units, site)).toEqual(expect.objectContaining(expected))
  })

  it("applies the defaults while nothing is loaded", () => {
    expect(unitsFor(undefined, 2)).toEqual(DEFAULT_UNITS)
  })
})
