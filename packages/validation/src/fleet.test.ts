import { describe, expect, it } from "vitest"

import {
  addressBookSchema,
  carSchema,
  depotSchema,
  namedItemSchema,
} from "./fleet.ts"
import { messagesByPath } from "./test-helpers.ts"

const car = {
  name: "Van 1",
  plate: "ABC-123",
  id_subsidiary: 1,
  id_car_make: 1,
  id_car_model: 1,
  id_car_type: 1,
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
}

describe("namedItemSchema", () => {
  it.each([
    [{}, { name: ["Required field."] }],
    [{ name: " Cold" }, { name: ["No leading or trailing spaces"] }],
    [{ name: "Cold <chain>" }, { name: ["No special characters allowed"] }],
    [{ name: "x".repeat(101) }, { name: ["Max 100 characters"] }],
    [{ name: "Refrigerated" }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(namedItemSchema, body)).toEqual(expected)
  })
})

describe("carSchema", () => {
  it("accepts a complete car and fills the defaults", () => {
    const parsed = carSchema.parse({ ...car, capacity_pieces: 40 })
    expect(parsed).toMatchObject({ alias: "", active: true })
  })
  it.each([
    [
      { ...car, id_car_make: -1, plate: "" },
      { id_car_make: ["Required field."], plate: ["Required field."] },
    ],
    [{ ...car, id_car_type: undefined }, { id_car_type: ["Required field."] }],
    [
      { ...car, capacity_weight: -1, capacity_pieces: 1.5 },
      {
        capacity_weight: ["Amount has to be 0 or greater."],
        capacity_pieces: ["Value needs to be an integer number"],
      },
    ],
    [
      { ...car, capacity_pieces: "12", capacity_volume: Number.NaN },
      {
        capacity_pieces: ["Field only accepts numbers."],
        capacity_volume: ["Field only accepts numbers."],
      },
    ],
    [
      { ...car, capacity_pieces: -2.5 },
      {
        capacity_pieces: [
          "Amount has to be 0 or greater.",
          "Value needs to be an integer number",
        ],
      },
    ],
    [
      {
        ...car,
        capacity_pieces: null,
        capacity_weight: null,
        capacity_volume: 0,
      },
      {},
    ],
    [{ ...car, alias: "x".repeat(51) }, { alias: ["Max 50 characters"] }],
    [
      { ...car, fixed_cost: -1, cost_per_km: "2", cost_per_hour: 100_001 },
      {
        fixed_cost: ["Amount has to be 0 or greater."],
        cost_per_km: ["Field only accepts numbers."],
        cost_per_hour: ["Max 100000"],
      },
    ],
    [{ ...car, fixed_cost: 80.5, cost_per_km: 0.35, cost_per_hour: null }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(carSchema, body)).toEqual(expected)
  })
})

describe("depotSchema", () => {
  it.each([
    [
      { id_subsidiary: 1, name: "Main", latitude: 91, longitude: -181 },
      {
        latitude: ["Latitude must be between -90 and 90."],
        longitude: ["Longitude must be between -180 and 180."],
      },
    ],
    [
      { name: "", latitude: 19.4, longitude: -99.1 },
      { id_subsidiary: ["Required field."], name: ["Required field."] },
    ],
    [{ id_subsidiary: 1, name: "Main", latitude: 19.4, longitude: -99.1 }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(depotSchema, body)).toEqual(expected)
  })
})

describe("addressBookSchema", () => {
  const entry = {
    id_subsidiary: 1,
    address: "Av. Reforma 222",
    latitude: 19.43,
    longitude: -99.16,
  }
  it.each([
    [entry, {}],
    [
      { ...entry, email: "nope", phone_number: "55 CALL" },
      {
        email: ["Enter a valid email."],
        phone_number: [
          "The phone number can't have dash, spaces nor parentheses.",
        ],
      },
    ],
    [{ ...entry, address: "" }, { address: ["Required field."] }],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(addressBookSchema, body)).toEqual(expected)
  })
})
