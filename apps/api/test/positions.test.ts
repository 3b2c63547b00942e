// Live positions and ETAs: POST /driver/positions (idempotent, any order, impossible values
// refused in their own words), the planners' view of the routes on the road (GET /live/drivers,
// GET /routes/{id}/live), the `position` and `eta` events of the live stream, the ETAs'
// recompute at most every 30 s per route, and the retention job.
import type { AddressInfo } from "node:net"

import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { positions, routeEtas } from "../src/db/schema.ts"
import { positionRetention } from "../src/modules/positions/position-retention.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { LiveReader } from "./live-reader.ts"
import { openReader } from "./live-reader.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  createPlan,
  planner,
  stopsAround,
} from "./planning-support.ts"

let t: TestApp
let centro: Planner
let norte: Planner
let globex: Planner
let driver: Driver
let id_route: number
let stopIds: number[]
let reader: LiveReader

/** The fake clock's day: 2026-11-21, 09:00 UTC is "now". */
const at = (minute: number, second = 0) =>
  `2026-11-21T08:${String(minute).padStart(2, "0")}:${String(second).padStart(2, "0")}Z`

const fix = (minute: number, latitude = 19.43, extra = {}) => ({
  time: at(minute),
  latitude,
  longitude: -99.13,
  accuracy: 8,
  speed: 11,
  heading: 90,
  ...extra,
})

const post = (body: unknown, headers: Record<string, string> = {}) =>
  driver.call("POST", "/driver/positions", body, headers)

const storedCount = async () => {
  const [row] = await t.store.owner
    .select({ n: sql<number>`count(*)::int` })
    .from(positions)
    .where(eq(positions.id_route, id_route))
  return row!.n
}

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: "127.0.0.1" })
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`
  centro = await planner(t)
  norte = await planner(t, "client@acme.demo", "Acme Norte")
  globex = await planner(t, "client@globex.demo", "Globex Monterrey")
  driver = await acmeDriver(t)
  // Three stops whose windows closed at 08:30: from anywhere near, they are predicted late.
  const created = await centro.call("POST", "/optimizations", {
    name: "Late deliveries",
    id_subsidiary: centro.site,
    stops: stopsAround(3, {
      time_window_start: "2026-11-21T08:00:00Z",
      time_window_end: "2026-11-21T08:30:00Z",
    }),
  })
  expect(created.statusCode, created.body).toBe(201)
  const plan = created.json().data
  const route = await centro.call(
    "POST",
    `/optimizations/${plan.id_optimization}/routes`,
    { name: "Morning", start_date: "2026-11-21T07:00:00Z" }
  )
  id_route = route.json().data.id_route
  stopIds = plan.stops.map((s: { id_stop: number }) => s.id_stop)
  await centro.call("PUT", `/routes/${id_route}/stops`, { add: stopIds })
  await centro.call("PUT", `/routes/${id_route}/assign`, {
    id_user: driver.id_user,
  })
  reader = await openReader(
    `${base}/live`,
    (await t.login("client@acme.demo")).accessToken
  )
  await reader.waitFor((e) => e.event === "ready")
})
afterAll(async () => {
  reader.close()
  await t.close()
})

describe("POST /driver/positions", () => {
  it("refuses positions for a route that has not started (409) and stores nothing", async () => {
    const res = await post({ id_route, positions: [fix(1)] })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      "This route has not started: its positions are taken once it has."
    )
    expect(await storedCount()).toBe(0)
  })

  it("stores a batch once: the same batch again stores nothing and says so, in English and Spanish", async () => {
    const started = await driver.call(
      "POST",
      `/driver/routes/${id_route}/start`
    )
    expect(started.statusCode, started.body).toBe(200)
    const batch = { id_route, positions: [fix(1), fix(2), fix(3)] }
    const first = await post(batch)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      message: "Positions recorded.",
      data: { received: 3, stored: 3 },
    })
    const again = await post(batch)
    expect(again.json()).toMatchObject({
      message: "These positions were already recorded.",
      data: { received: 3, stored: 0 },
    })
    const es = await post(batch, { "accept-language": "es" })
    expect(es.json().message).toBe("Estas posiciones ya estaban registradas.")
    expect(await storedCount()).toBe(3)
  })

  it("pushes the route's latest position to the planner's stream, then its ETAs", async () => {
    const event = await reader.waitFor(
      (e) => e.event === "position" && e.data.ids.id_route === id_route
    )
    expect(event.data.ids).toMatchObject({
      id_user: driver.id_user,
      latitude: 19.43,
      longitude: -99.13,
    })
    expect(Date.parse(event.data.ids.at)).toBe(Date.parse(at(3)))
    await reader.waitFor(
      (e) => e.event === "eta" && e.data.ids.id_route === id_route
    )
    const live = (await centro.call("GET", `/routes/${id_route}/live`)).json()
      .data
    expect(live.trail.map((p: { at: string }) => Date.parse(p.at))).toEqual(
      [1, 2, 3].map((m) => Date.parse(at(m)))
    )
    expect(
      live.etas.stops.map((s: { id_stop: number }) => s.id_stop).sort()
    ).toEqual([...stopIds].sort())
    // Leaving at 09:00, every stop is reached after its window closed at 08:30.
    for (const stop of live.etas.stops)
      expect(stop.late_seconds).toBeGreaterThanOrEqual(30 * 60)
  })

  it("keeps the latest by the phone's time when an older batch arrives late", async () => {
    expect(
      (await post({ id_route, positions: [fix(10, 19.44)] })).statusCode
    ).toBe(200)
    const late = await post({ id_route, positions: [fix(5, 19.5)] })
    expect(late.json().data.stored).toBe(1)
    const drivers = (await centro.call("GET", "/live/drivers")).json().data
    const mine = drivers.find(
      (d: { id_route: number }) => d.id_route === id_route
    )
    expect(mine).toMatchObject({
      driver_name: expect.any(String),
      last: { latitude: 19.44, at: new Date(at(10)).toISOString() },
    })
    expect(mine.late).toHaveLength(3)
    // Another client's planner does not see it; asked for another site, nor does Acme's.
    for (const [who, url] of [
      [globex, "/live/drivers"],
      [centro, `/live/drivers?id_subsidiary=${norte.site}`],
    ] as const) {
      const seen = (await who.call("GET", url)).json().data
      expect(seen.map((d: { id_route: number }) => d.id_route)).not.toContain(
        id_route
      )
    }
  })

  it("recomputes a route's ETAs at most every 30 s", async () => {
    const [before] = await t.store.owner
      .select()
      .from(routeEtas)
      .where(eq(routeEtas.id_route, id_route))
    expect((await post({ id_route, positions: [fix(20)] })).statusCode).toBe(
      200
    )
    await reader.waitFor(
      (e) =>
        e.event === "position" &&
        e.data.ids.id_route === id_route &&
        Date.parse(e.data.ids.at) === Date.parse(at(20))
    )
    const [after] = await t.store.owner
      .select()
      .from(routeEtas)
      .where(eq(routeEtas.id_route, id_route))
    expect(after!.computed_at).toEqual(before!.computed_at)
    expect(after!.position_at).toEqual(before!.position_at)
  })

  it.each([
    [
      { latitude: 91 },
      "latitude",
      "A position's latitude must be between -90 and 90.",
      "La latitud de una posición debe estar entre -90 y 90.",
    ],
    [
      { longitude: -181 },
      "longitude",
      "A position's longitude must be between -180 and 180.",
      "La longitud de una posición debe estar entre -180 y 180.",
    ],
    [
      { accuracy: -1 },
      "accuracy",
      "A position's accuracy must be between 0 and 100,000 metres.",
      "La precisión de una posición debe estar entre 0 y 100.000 metros.",
    ],
    [
      { speed: 500 },
      "speed",
      "A position's speed must be between 0 and 100 metres a second.",
      "La velocidad de una posición debe estar entre 0 y 100 metros por segundo.",
    ],
    [
      { heading: 400 },
      "heading",
      "A position's heading must be between 0 and 360 degrees.",
      "El rumbo de una posición debe estar entre 0 y 360 grados.",
    ],
    [
      { time: "2026-11-21T10:00:00Z" },
      "time",
      "A position cannot be from the future.",
      "Una posición no puede ser del futuro.",
    ],
  ])(
    "refuses an impossible %o with its own message and stores none of the batch",
    async (bad, field, en, es) => {
      const before = await storedCount()
      const body = { id_route, positions: [fix(30), { ...fix(31), ...bad }] }
      for (const [language, message] of [
        ["en", en],
        ["es", es],
      ] as const) {
        const res = await post(body, { "accept-language": language })
        expect(res.statusCode).toBe(400)
        expect(res.json().details).toContainEqual({
          field: `positions.1.${field}`,
          message,
        })
      }
      expect(await storedCount()).toBe(before)
    }
  )

  it("answers 404 for a route that is not the driver's, and 403 to a planner", async () => {
    const { routes } = await createPlan(centro, 1, 1)
    const res = await post({ id_route: routes[0], positions: [fix(1)] })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe("Route not found.")
    const planners = await centro.call("POST", "/driver/positions", {
      id_route,
      positions: [fix(1)],
    })
    expect(planners.statusCode).toBe(403)
  })
})

describe("position retention", () => {
  it("deletes positions older than the retention and keeps the rest", async () => {
    const [route] = await t.store.owner
      .select({
        id_client: positions.id_client,
        id_subsidiary: positions.id_subsidiary,
      })
      .from(positions)
      .where(eq(positions.id_route, id_route))
      .limit(1)
    await t.store.owner.insert(positions).values({
      ...route!,
      id_route,
      id_user: driver.id_user,
      recorded_at: sql`now() - interval '91 days'`,
      latitude: 19,
      longitude: -99,
    })
    const before = await storedCount()
    await positionRetention(t.store, 90).run(t.app.log)
    expect(await storedCount()).toBe(before - 1)
  })
})
