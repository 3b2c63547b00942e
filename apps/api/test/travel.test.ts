// Travel matrices and road paths: the offline model, and the OSRM and Valhalla adapters against
// local stand-ins that speak those protocols (chunking, cache, failures), and an optimize run and
// a route path through OSRM.
import { GreatCircleMatrixProvider } from "@ruta/optimizer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import { createTravelSource } from "../src/modules/travel/create-travel-source.ts"
import {
  decodePolyline,
  encodePolyline,
} from "../src/modules/travel/polyline.ts"
import { offlineTravel } from "../src/modules/travel/travel-source.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import { createPlan, planner, waitForRun } from "./planning-support.ts"
import type { Point, StandIn } from "@ruta/stand-ins/travel"
import { osrmStandIn, road, valhallaStandIn } from "@ruta/stand-ins/travel"

const points: Point[] = Array.from({ length: 7 }, (_, i) => ({
  lat: 19.4 + 0.01 * Math.cos(i),
  lng: -99.1 + 0.013 * Math.sin(i * 1.7),
}))

const source = (provider: "osrm" | "valhalla", url: string, extra = {}) =>
  createTravelSource(
    loadConfig({
      TRAVEL_PROVIDER: provider,
      [provider === "osrm" ? "OSRM_URL" : "VALHALLA_URL"]: url,
      TRAVEL_TIMEOUT_MS: "300",
      ...extra,
    })
  )

let osrm: StandIn
let valhalla: StandIn
beforeAll(async () => {
  osrm = await osrmStandIn()
  valhalla = await valhallaStandIn()
})
afterAll(async () => {
  await osrm.close()
  await valhalla.close()
})

describe.each([
  ["osrm", () => osrm],
  ["valhalla", () => valhalla],
] as const)("%s adapter", (provider, standIn) => {
  it("answers each pair's road time and distance, rows from and columns to", async () => {
    const m = await source(provider, standIn().url).matrices(points, 1)
    expect(m.size).toBe(7)
    for (let i = 0; i < 7; i++)
      for (let j = 0; j < 7; j++) {
        const cell = road(points[i]!, points[j]!)!
        expect(m.distances[i * 7 + j]).toBeCloseTo(cell.distance, -1)
        expect(m.durations[i * 7 + j]).toBe(cell.duration)
      }
    // The stand-in's road is asymmetric, and so is the matrix.
    expect(m.durations[1]).not.toBe(m.durations[7])
  })

  it("asks in blocks when the matrix is larger than a chunk, with the same answer", async () => {
    const whole = await source(provider, standIn().url).matrices(points, 2)
    const before = standIn().requests.length
    const chunked = await source(provider, standIn().url, {
      TRAVEL_MATRIX_CHUNK: "3",
    }).matrices(points, 2)
    // 7 locations in blocks of 3: 3 x 3 requests.
    expect(standIn().requests.length - before).toBe(9)
    expect(Array.from(chunked.durations)).toEqual(Array.from(whole.durations))
    expect(Array.from(chunked.distances)).toEqual(Array.from(whole.distances))
  })

  it("keeps matrices, so re-optimizing the same stops calls the service once", async () => {
    const travel = source(provider, standIn().url)
    await travel.matrices(points, 3)
    const before = standIn().requests.length
    await travel.matrices(points, 3)
    expect(standIn().requests.length).toBe(before)
  })

  it("gives the road path through the points in order", async () => {
    const path = await source(provider, standIn().url).path(
      points.slice(0, 3),
      1
    )
    expect(path.coordinates).toHaveLength(3)
    expect(path.coordinates[2]![0]).toBeCloseTo(points[2]!.lng, 5)
    const legs =
      road(points[0]!, points[1]!)!.distance +
      road(points[1]!, points[2]!)!.distance
    expect(path.distance).toBeCloseTo(legs, -1)
  })

  it("reports a failing, slow, refusing or unreachable service in words, never falls back", async () => {
    const name = provider === "osrm" ? "OSRM" : "Valhalla"
    const travel = () => source(provider, standIn().url)
    try {
      standIn().mode = "error"
      await expect(travel().matrices(points, 4)).rejects.toThrow(
        `The travel-time service (${name}) answered HTTP 500.`
      )
      standIn().mode = "slow"
      await expect(travel().matrices(points, 4)).rejects.toThrow(
        `The travel-time service (${name}) did not answer within 300 ms.`
      )
      standIn().mode = "refuse"
      await expect(travel().matrices(points, 4)).rejects.toThrow(
        `The travel-time service (${name}) refused the request:`
      )
    } finally {
      standIn().mode = "ok"
    }
    await expect(
      travel().matrices([...points, { lat: 85, lng: 0 }], 4)
    ).rejects.toThrow(
      `The travel-time service (${name}) cannot reach one of the stops.`
    )
    await expect(
      source(provider, "http://127.0.0.1:9").matrices(points, 4)
    ).rejects.toThrow(`The travel-time service (${name}) could not be reached.`)
  })
})

describe("the offline model and polylines", () => {
  it("is the optimizer's great-circle model", async () => {
    const offline = await offlineTravel().matrices(points, 1)
    const model = new GreatCircleMatrixProvider().getMatrices(points, 1)
    expect(Array.from(offline.durations)).toEqual(Array.from(model.durations))
  })

  it("decodes Google's documented polyline, and encodes it back", () => {
    const decoded = decodePolyline("_p~iF~ps|U_ulLnnqC_mqNvxq`@", 5)
    expect(decoded).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ])
    expect(encodePolyline(decoded, 5)).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@")
  })

  it("needs the service's URL to use it", () => {
    expect(() => loadConfig({ TRAVEL_PROVIDER: "osrm" })).toThrow(
      "OSRM_URL must be set when TRAVEL_PROVIDER=osrm"
    )
    expect(
      loadConfig({ VALHALLA_URL: "http://v.example" }).TRAVEL_PROVIDER
    ).toBe("valhalla")
  })
})

describe("planning through OSRM", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ OSRM_URL: osrm.url, TRAVEL_TIMEOUT_MS: "5000" })
  })
  afterAll(() => t.close())

  it("optimizes with the service's matrices and draws the route's road path", async () => {
    const p = await planner(t)
    const { id, routes } = await createPlan(p, 10, 1)
    const before = osrm.requests.length
    const started = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    const run = await waitForRun(p, started.json().data.id_run)
    expect(run.status).toBe("done")
    expect(
      osrm.requests.slice(before).some((r) => r.includes("/table/v1/driving/"))
    ).toBe(true)
    const path = await p.call("GET", `/routes/${routes[0]}/path`)
    expect(path.statusCode).toBe(200)
    // Depot, 10 stops, back to the depot.
    expect(path.json().data.coordinates).toHaveLength(12)
  })

  it("ends the run failed with the service's failure, in the caller's language", async () => {
    const p = await planner(t)
    const { id, routes } = await createPlan(p, 5, 1)
    osrm.mode = "error"
    try {
      const started = await p.call("POST", `/optimizations/${id}/optimize`, {
        time_limit: 1,
      })
      const run = await waitForRun(p, started.json().data.id_run)
      expect(run).toMatchObject({
        status: "failed",
        error: "The travel-time service (OSRM) answered HTTP 500.",
      })
      const es = await p.call(
        "GET",
        `/optimization-runs/${run.id_run}`,
        undefined,
        { "accept-language": "es" }
      )
      expect(es.json().data.error).toBe(
        "El servicio de tiempos de viaje (OSRM) respondió con HTTP 500."
      )
      const path = await p.call("GET", `/routes/${routes[0]}/path`)
      expect(path.statusCode).toBe(200)
      const stopIds = (await p.call("GET", `/optimizations/${id}`))
        .json()
        .data.stops.map((s: { id_stop: number }) => s.id_stop)
      await p.call("PUT", `/routes/${routes[0]}/stops`, { add: stopIds })
      const failing = await p.call("GET", `/routes/${routes[0]}/path`)
      expect(failing.statusCode).toBe(502)
      expect(failing.json().message).toBe(
        "The travel-time service (OSRM) answered HTTP 500."
      )
    } finally {
      osrm.mode = "ok"
    }
  })
})
