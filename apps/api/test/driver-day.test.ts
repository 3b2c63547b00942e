// The day on the road: a driver starts their route and completes its stops, once each, and the
// planner's routes follow.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { routes as routesTable } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute as assignedToDriver,
  planner,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver
const day = "from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
})
afterAll(() => t.close())

/** A plan of `n` stops on one route of 2026-11-23 driven by Acme's driver. */
const assignedRoute = (n: number) => assignedToDriver(p, driver, n)

const completion = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  visit_time: "2026-11-23T10:15:00Z",
  ...extra,
})

/** One of the driver's outcomes of a kind (the demo client has both). */
async function outcomeOfKind(kind: "completed" | "failed") {
  const { outcomes } = (await driver.call("GET", `/driver/day?${day}`)).json()
    .data
  return outcomes.find((o: { kind: string }) => o.kind === kind) as {
    id_stop_outcome: number
    name: string
    kind: string
    preset: string | null
  }
}

describe("the driver's day", () => {
  it("lists the driver's routes of the day with their stops and the active outcomes", async () => {
    const { id_route, stops } = await assignedRoute(3)
    const res = await driver.call("GET", `/driver/day?${day}`)
    expect(res.statusCode, res.body).toBe(200)
    const { routes, outcomes } = res.json().data
    const mine = routes.find(
      (r: { id_route: number }) => r.id_route === id_route
    )
    expect(mine.stops.map((s: { id_stop: number }) => s.id_stop)).toEqual(stops)
    expect(mine.status_route).toBe(1)
    expect(outcomes.length).toBeGreaterThan(0)
    const other = await driver.call(
      "GET",
      "/driver/day?from=2026-11-24T00:00:00Z&to=2026-11-24T23:59:59Z"
    )
    expect(
      other
        .json()
        .data.routes.some((r: { id_route: number }) => r.id_route === id_route)
    ).toBe(false)
  })

  it("starts a route, completes each stop once and completes the route with its last stop", async () => {
    const { id_route, stops } = await assignedRoute(3)
    const started = await driver.call(
      "POST",
      `/driver/routes/${id_route}/start`
    )
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().data.status_route).toBe(2)
    const onRoute = (await p.call("GET", "/routes?status_route=2")).json().data
    expect(
      onRoute.items.some((r: { id_route: number }) => r.id_route === id_route)
    ).toBe(true)

    const first = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-1", { note: "Left with the porter" })
    )
    expect(first.statusCode, first.body).toBe(200)
    const { stop, route } = first.json().data
    expect(stop).toMatchObject({
      status: "completed",
      failed: false,
      note: "Left with the porter",
      visit_time: "2026-11-23T10:15:00.000Z",
    })
    expect(route.progress).toBe(33)

    // The phone sends it again after a lost answer: applied once, nothing changes.
    const again = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-1", { note: "changed", failed: true })
    )
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.stop).toEqual(stop)
    const other = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-other")
    )
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe("This stop is already completed.")

    const outcome = await outcomeOfKind("failed")
    const failed = await driver.call(
      "POST",
      `/driver/stops/${stops[1]}/complete`,
      completion("device-key-2", {
        failed: true,
        id_stop_outcome: outcome.id_stop_outcome,
      })
    )
    expect(failed.json().data.stop).toMatchObject({
      failed: true,
      id_stop_outcome: outcome.id_stop_outcome,
    })
    expect(failed.json().data.route.status_route).toBe(2)
    const last = await driver.call(
      "POST",
      `/driver/stops/${stops[2]}/complete`,
      completion("device-key-3")
    )
    expect(last.json().data.route).toMatchObject({
      status_route: 3,
      progress: 100,
    })
    const [row] = await t.store.owner
      .select()
      .from(routesTable)
      .where(eq(routesTable.id_route, id_route))
    expect(row!.actual_distance).toBeGreaterThan(0)
  })

  it("a first completion starts a route that was not started", async () => {
    const { id_route, stops } = await assignedRoute(2)
    const res = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-4")
    )
    expect(res.json().data.route.status_route).toBe(2)
    const route = (await p.call("GET", `/routes/${id_route}`)).json().data
    expect(route.started).toBe("2026-11-23T10:15:00.000Z")
  })
})

const arrival = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  arrived: "2026-11-23T09:55:00Z",
  latitude: 19.4326,
  longitude: -99.1332,
  ...extra,
})

describe("arriving at a stop", () => {
  it("records the time and place once, starts the route, and the day shows it", async () => {
    const { id_route, stops } = await assignedRoute(2)
    const first = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      arrival("arrival-key-1")
    )
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      message: "Arrival recorded.",
      data: {
        id_stop: stops[0],
        arrived: "2026-11-23T09:55:00.000Z",
        latitude: 19.4326,
        longitude: -99.1332,
      },
    })
    // The phone sends it again after a lost answer: recorded once, as first told.
    const again = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      arrival("arrival-key-1", { arrived: "2026-11-23T10:30:00Z" })
    )
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    const other = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      arrival("arrival-key-other")
    )
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe(
      "The arrival at this stop is already recorded."
    )

    const route = (await p.call("GET", `/routes/${id_route}`)).json().data
    expect(route.started).toBe("2026-11-23T09:55:00.000Z")
    const today = (await driver.call("GET", `/driver/day?${day}`)).json().data
    const mine = today.routes.find(
      (r: { id_route: number }) => r.id_route === id_route
    )
    expect(mine.stops[0]).toMatchObject({
      status: "started",
      arrival: first.json().data,
    })
    expect(mine.stops[1].arrival).toBeNull()
  })

  it("takes an arrival without a position, when the phone could not tell", async () => {
    const { stops } = await assignedRoute(1)
    const res = await driver.call("POST", `/driver/stops/${stops[0]}/arrive`, {
      key: "arrival-key-2",
      arrived: "2026-11-23T09:55:00Z",
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ latitude: null, longitude: null })
  })

  it("refuses an arrival at a completed stop, or with half a position", async () => {
    const { stops } = await assignedRoute(2)
    await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("arrival-key-3")
    )
    const late = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      arrival("arrival-key-4")
    )
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe("This stop is already completed.")
    const half = await driver.call(
      "POST",
      `/driver/stops/${stops[1]}/arrive`,
      arrival("arrival-key-5", { longitude: null })
    )
    expectValidationError(
      half,
      "longitude",
      "Give both the latitude and the longitude, or neither."
    )
    const wrong = await driver.call(
      "POST",
      `/driver/stops/${stops[1]}/arrive`,
      arrival("arrival-key-5", { latitude: 91 })
    )
    expect(wrong.statusCode).toBe(400)
  })

  it("answers 404 for a stop not on the driver's route, and 403 for a planner", async () => {
    const { id_route, stops } = await assignedRoute(1)
    await p.call("PUT", `/routes/${id_route}/assign`, { id_user: null })
    const res = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      arrival("arrival-key-6")
    )
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe("Stop not found.")
    const missing = await driver.call(
      "POST",
      "/driver/stops/999999/arrive",
      arrival("arrival-key-7")
    )
    expect(missing.statusCode).toBe(404)
    const planned = await p.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      arrival("arrival-key-8")
    )
    expect(planned.statusCode).toBe(403)
  })
})

describe("bad input and other people's routes", () => {
  it("refuses an outcome that is not the client's", async () => {
    const { stops } = await assignedRoute(1)
    const res = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-5", { id_stop_outcome: 999_999 })
    )
    expectValidationError(res, "id_stop_outcome", "Stop outcome not found.")
    const after = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-5")
    )
    expect(after.statusCode).toBe(200)
  })

  it.each([
    [
      "completed",
      true,
      "This outcome is for completed visits: choose why the visit failed.",
      "Este resultado es para visitas completadas: elija por qué falló la visita.",
    ],
    [
      "failed",
      false,
      "This outcome is for failed visits: mark the visit as failed instead.",
      "Este resultado es para visitas fallidas: marque la visita como no completada.",
    ],
  ] as const)(
    "refuses a %s outcome for the other kind of visit, in English and Spanish, and leaves the visit open",
    async (kind, failsVisit, english, spanish) => {
      const { stops } = await assignedRoute(1)
      const outcome = await outcomeOfKind(kind)
      const body = completion(`device-key-kind-${kind}`, {
        failed: failsVisit,
        id_stop_outcome: outcome.id_stop_outcome,
      })
      const path = `/driver/stops/${stops[0]}/complete`
      expectValidationError(
        await driver.call("POST", path, body),
        "id_stop_outcome",
        english
      )
      const es = await driver.call("POST", path, body, {
        "accept-language": "es",
      })
      expect(es.statusCode).toBe(400)
      expect(es.json().message).toBe(spanish)
      const right = await driver.call("POST", path, {
        ...body,
        failed: !failsVisit,
      })
      expect(right.statusCode, right.body).toBe(200)
      expect(right.json().data.stop).toMatchObject({
        failed: !failsVisit,
        id_stop_outcome: outcome.id_stop_outcome,
      })
    }
  )

  it("answers 404 for a route or stop of another driver, and 403 for a planner", async () => {
    const { id_route, stops } = await assignedRoute(1)
    await p.call("PUT", `/routes/${id_route}/assign`, { id_user: null })
    const start = await driver.call("POST", `/driver/routes/${id_route}/start`)
    expect(start.statusCode).toBe(404)
    const complete = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      completion("device-key-6")
    )
    expect(complete.statusCode).toBe(404)
    expect(complete.json().message).toBe("Stop not found.")
    const planned = await p.call("GET", `/driver/day?${day}`)
    expect(planned.statusCode).toBe(403)
    expect(planned.json().message).toBe("Only drivers can do this.")
  })

  it("refuses a completion without a key or time", async () => {
    const { stops } = await assignedRoute(1)
    const res = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/complete`,
      {
        failed: false,
      }
    )
    expect(res.statusCode).toBe(400)
  })
})
