// The geocoding providers behind one interface, each against a local stand-in server that
// answers in the real service's JSON format, and the API's geocoding routes on top of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  GOOGLE_STAND_IN_KEY,
  startGeocoderStandIn,
} from "@ruta/stand-ins/geocoder"

import { ConfigError, loadConfig } from "../src/config.ts"
import { AppError } from "../src/platform/lib/errors.ts"
import {
  googleGeocoder,
  isDepotResult,
  nominatimGeocoder,
  parseCoordinates,
  photonGeocoder,
} from "../src/modules/geocoding/geocoder.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"

let standIn: Awaited<ReturnType<typeof startGeocoderStandIn>>
/** Requests the stand-in received, as "path?query". */
const seen = () => standIn.requests
let t: TestApp
let token = ""

beforeAll(async () => {
  standIn = await startGeocoderStandIn()
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_IP: "10000",
    GEOCODER: "photon",
    GEOCODER_URL: standIn.photon,
    GEOCODER_TIMEOUT_MS: "300",
  })
  token = (await t.login("client@acme.demo")).accessToken
})
afterAll(async () => {
  await t.close()
  await standIn.stop()
})

async function upstreamError(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).statusCode).toBe(502)
  return error as AppError
}

describe("configuration", () => {
  it("picks the provider from the environment", () => {
    expect(loadConfig({}).GEOCODER).toBe("offline")
    expect(loadConfig({ GEOCODER_URL: "http://geo.local" }).GEOCODER).toBe(
      "nominatim"
    )
    expect(loadConfig({ GOOGLE_GEOCODING_API_KEY: "k" }).GEOCODER).toBe(
      "google"
    )
    expect(
      loadConfig({ GEOCODER: "photon", GEOCODER_URL: "http://geo.local" })
        .GEOCODER
    ).toBe("photon")
  })

  it("refuses a provider without what it needs", () => {
    expect(() => loadConfig({ GEOCODER: "photon" })).toThrow(
      new ConfigError(["GEOCODER_URL must be set when GEOCODER=photon"])
    )
    expect(() => loadConfig({ GEOCODER: "google" })).toThrow(
      /GOOGLE_GEOCODING_API_KEY must be set when GEOCODER=google/
    )
    expect(() => loadConfig({ GEOCODER: "bing" })).toThrow(
      /GEOCODER must be offline, nominatim, photon or google/
    )
  })
})

describe("coordinates and the depot rule", () => {
  it("reads 'lat,lng' text", () => {
    expect(parseCoordinates("19.4326, -99.1332")).toEqual({
      latitude: 19.4326,
      longitude: -99.1332,
    })
    expect(parseCoordinates("-33.9,18.4")).toEqual({
      latitude: -33.9,
      longitude: 18.4,
    })
    expect(parseCoordinates("95,10")).toBeNull()
    expect(parseCoordinates("Av. Reforma 222")).toBeNull()
  })

  it.each([
    [undefined, undefined, true],
    ["", false, true],
    ["  ", undefined, true],
    ["Depot", undefined, true],
    ["DEPARTURE", undefined, true],
    ["start", undefined, true],
    ["Ana López", true, true],
    ["Ana López", false, false],
    ["Depot annex", undefined, false],
  ])("alias %j with flag %j is a depot: %j", (alias, flag, expected) => {
    expect(isDepotResult(alias, flag)).toBe(expected)
  })
})

describe("Nominatim", () => {
  const geocoder = () => nominatimGeocoder(standIn.nominatim, 300)

  it("searches and reverses in Nominatim's jsonv2 format", async () => {
    expect(await geocoder().search("Zócalo", 3)).toEqual([
      {
        address: "Zócalo, Centro, Ciudad de México, México",
        latitude: 19.4326077,
        longitude: -99.133208,
      },
    ])
    expect(seen()).toContainEqual(
      expect.stringMatching(
        /^\/nominatim\/search\?q=Z%C3%B3calo&format=jsonv2&limit=3$/
      )
    )
    expect(await geocoder().reverse(19.435, -99.139)).toEqual({
      address: "Calle Madero, Centro, Ciudad de México, México",
      latitude: 19.4342,
      longitude: -99.1386,
    })
    expect(await geocoder().search("nowhere", 3)).toEqual([])
  })

  it("turns failures into clear 502 errors", async () => {
    expect((await upstreamError(geocoder().search("fail", 1))).message).toBe(
      "The geocoding service (nominatim) answered HTTP 500."
    )
    expect((await upstreamError(geocoder().search("slow", 1))).message).toBe(
      "The geocoding service (nominatim) did not answer within 300 ms."
    )
    expect((await upstreamError(geocoder().search("html", 1))).message).toBe(
      "The geocoding service (nominatim) did not answer with JSON."
    )
    const closed = nominatimGeocoder("http://127.0.0.1:1", 300)
    expect((await upstreamError(closed.search("x", 1))).message).toBe(
      "The geocoding service (nominatim) could not be reached."
    )
  })
})

describe("Photon", () => {
  it("reads GeoJSON features, longitude first", async () => {
    const geocoder = photonGeocoder(standIn.photon, 300)
    const [place] = await geocoder.search("Macroplaza", 2)
    expect(place).toEqual({
      address: "Macroplaza, Av. Constitución 400, Monterrey, México",
      latitude: 25.6866,
      longitude: -100.3161,
    })
    expect(seen()).toContain("/photon/api?q=Macroplaza&limit=2")
    expect((await geocoder.reverse(25.68, -100.31))?.latitude).toBe(25.6866)
    expect(await geocoder.search("nowhere", 2)).toEqual([])
  })
})

describe("Google", () => {
  it("reads results and statuses, with the API key", async () => {
    const geocoder = googleGeocoder(standIn.google, GOOGLE_STAND_IN_KEY, 300)
    expect(await geocoder.search("Reforma 222", 1)).toEqual([
      {
        address: "Av. Reforma 222, Juárez, Ciudad de México, México",
        latitude: 19.4284,
        longitude: -99.1625,
      },
    ])
    expect(seen()).toContain(
      `/google/maps/api/geocode/json?address=Reforma+222&key=${GOOGLE_STAND_IN_KEY}`
    )
    expect(await geocoder.search("nowhere", 1)).toEqual([])
    expect((await geocoder.reverse(19.42, -99.16))?.address).toMatch(/Reforma/)
    expect(seen()).toContain(
      `/google/maps/api/geocode/json?latlng=19.42%2C-99.16&key=${GOOGLE_STAND_IN_KEY}`
    )
  })

  it("explains a refused key", async () => {
    const geocoder = googleGeocoder(standIn.google, "wrong", 300)
    expect((await upstreamError(geocoder.search("Reforma", 1))).message).toBe(
      "The geocoding service (google) refused the request: REQUEST_DENIED (The provided API key is invalid.)."
    )
  })
})

describe("geocoding routes (Photon configured)", () => {
  const get = (url: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1${url}`,
      headers: bearer(token),
    })

  it("finds coordinates, then the address book, then the service", async () => {
    const coords = await get("/addresses/find-one?query=19.5,-99.2&alias=Depot")
    expect(coords.json().data).toMatchObject({
      source: "coordinates",
      latitude: 19.5,
      longitude: -99.2,
      isDepot: true,
      alias: "Depot",
    })
    const book = await get("/addresses/find-one?query=Ana&alias=Ana")
    expect(book.json().data).toMatchObject({
      source: "address-book",
      address: "Calle Madero 17, Centro, Ciudad de México",
      isDepot: false,
      requested_address: "Ana",
    })
    const service = await get("/addresses/find-one?query=Macroplaza&alias=Shop")
    expect(service.json().data).toMatchObject({
      source: "photon",
      latitude: 25.6866,
      index: 0,
    })
    const none = await get("/addresses/find-one?query=nowhere")
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe("No place found for this address.")
    expectValidationError(
      await get("/addresses/find-one"),
      "query",
      "Required field."
    )
  })

  it("answers 502 with a message when the service fails or is slow", async () => {
    for (const [query, message] of [
      ["fail", "The geocoding service (photon) answered HTTP 500."],
      ["slow", "The geocoding service (photon) did not answer within 300 ms."],
    ]) {
      const res = await get(`/addresses/find-one?query=${query}`)
      expect(res.statusCode).toBe(502)
      expect(res.json()).toEqual({
        statusCode: 502,
        code: "UPSTREAM_ERROR",
        message,
      })
    }
  })

  it("lists matches by query, address book first", async () => {
    const res = await get("/addresses/find-by-query?query=Madero&limit=3")
    const items = res.json().data as { source: string; index: number }[]
    expect(items.map((i) => [i.index, i.source])).toEqual([
      [0, "address-book"],
      [1, "photon"],
    ])
  })

  it("geocodes many addresses and keeps their index", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/geocoding/find-many",
      headers: bearer(token),
      payload: {
        addresses: [
          { address: "Macroplaza", alias: "start" },
          { address: "Ana López", alias: "Ana" },
          {
            latitude: 19.1,
            longitude: -99.1,
            alias: "Customer",
            isDepot: true,
          },
          { address: "nowhere", alias: "Lost" },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe("3 of 4 addresses found.")
    const rows = res.json().data as Record<string, unknown>[]
    expect(
      rows.map((r) => [r.index, r.alias, r.isDepot, r.found, r.source])
    ).toEqual([
      [0, "start", true, true, "photon"],
      [1, "Ana", false, true, "address-book"],
      [2, "Customer", true, true, "coordinates"],
      [3, "Lost", false, false, null],
    ])
  })

  it("asks the service for many misses in order, a few at a time", async () => {
    const before = seen().length
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/geocoding/find-many",
      headers: bearer(token),
      payload: {
        addresses: Array.from({ length: 9 }, (_, i) => ({
          address: `Macroplaza ${i}`,
          alias: `Stop ${i}`,
        })),
      },
    })
    const rows = res.json().data as { index: number; alias: string }[]
    expect(rows.map((r) => [r.index, r.alias])).toEqual(
      Array.from({ length: 9 }, (_, i) => [i, `Stop ${i}`])
    )
    expect(seen().slice(before)).toHaveLength(9)
  })

  it("asks the service once per text: repeats and earlier answers come from the client's cache, with the alternatives", async () => {
    const findMany = (as: string, addresses: string[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/geocoding/find-many",
        headers: bearer(as),
        payload: {
          addresses: addresses.map((address) => ({ address, alias: "A" })),
        },
      })
    const asked = () =>
      seen().filter((s) => s.toLowerCase().includes("ambiguous")).length
    const first = await findMany(token, [
      "Macroplaza ambiguous 1",
      "macroplaza  AMBIGUOUS 1",
      "Macroplaza ambiguous 1",
    ])
    expect(first.statusCode, first.body).toBe(200)
    expect(asked()).toBe(1)
    const rows = first.json().data as {
      found: boolean
      latitude: number
      alternatives: { address: string; latitude: number }[]
    }[]
    expect(rows.map((r) => [r.found, r.latitude])).toEqual([
      [true, 25.6866],
      [true, 25.6866],
      [true, 25.6866],
    ])
    expect(rows[0]!.alternatives).toEqual([
      {
        address: "Macroplaza, Toluca, México",
        latitude: 19.2826,
        longitude: -99.6557,
      },
    ])
    const again = await findMany(token, ["MACROPLAZA AMBIGUOUS 1"])
    expect(again.json().data[0]).toMatchObject({
      found: true,
      alternatives: [{ latitude: 19.2826 }],
    })
    expect(asked()).toBe(1)
    // Another client's cache is its own.
    const other = (await t.login("client@globex.demo")).accessToken
    await findMany(other, ["Macroplaza ambiguous 1"])
    expect(asked()).toBe(2)
  })

  it("names the address at a point", async () => {
    const res = await get(
      "/geocoding/geolocate-one?latitude=25.68&longitude=-100.31"
    )
    expect(res.json().data).toMatchObject({
      source: "photon",
      address: "Macroplaza, Av. Constitución 400, Monterrey, México",
      latitude: 25.68,
    })
  })
})
