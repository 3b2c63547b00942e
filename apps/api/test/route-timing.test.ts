// Every hand change re-times its routes at once, without the solver: arrivals, waits,
// departures, window breaches, distance and duration along the current order, through the
// configured travel source (here the OSRM stand-in, whose road the test can work out), and on the
// offline model when that source fails.
import { GreatCircleMatrixProvider } from "@ruta/optimizer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner, stopsAround } from "./planning-support.ts"
import type { Point, StandIn } from "@ruta/stand-ins/travel"
import { osrmStandIn, road } from "@ruta/stand-ins/travel"

interface Stop {
  id_stop: number
  name: string
  address: string
  latitude: number
  longitude: number
  order: number | null
  eta: string | null
  departure: string | null
  distance: number | null
  stop_duration: number
  time_window_start: string | null
  time_window_end: string | null
}
interface Route {
  id_route: number
  start_date: string | null
  depot: { id_depot: number; latitude: number; longitude: number }
  distance: number | null
  duration: number | null
  optimization_state: number
  stops: Stop[]
}

let t: TestApp
let p: Planner
let osrm: StandIn
beforeAll(async () => {
  osrm = await osrmStandIn()
  t = await createTestApp({
    TRAVEL_PROVIDER: "osrm",
    OSRM_URL: osrm.url,
    TRAVEL_TIMEOUT_MS: "5000",
  })
  p = await planner(t)
})
afterAll(async () => {
  await t.close()
  await osrm.close()
})

const MINUTE = 60_000
const at = (place: { latitude: number; longitude: number }): Point => ({
  lat: place.latitude,
  lng: place.longitude,
})
const shift = (iso: string, ms: number) =>
  new Date(Date.parse(iso) + ms).toISOString()

async function routeOf(id_route: number): Promise<Route> {
  const res = await p.call("GET", `/routes/${id_route}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

/**
 * What a route's times should be on a road (the stand-in's by default), with no window: from the
 * depot at the start date, each stop after its drive and its service, back to the depot.
 */
function expectedTimes(
  route: Route,
  leg: (a: Point, b: Point) => { distance: number; duration: number } = (
    a,
    b
  ) => road(a, b)!
) {
  let from = at(route.depot)
  let clock = Date.parse(route.start_date!)
  let distance = 0
  const stops = route.stops.map((stop, index) => {
    const drive = leg(from, at(stop))
    clock += drive.duration * 1000
    distance += drive.distance
    const eta = new Date(clock).toISOString()
    clock += stop.stop_duration * MINUTE
    from = at(stop)
    return {
      id_stop: stop.id_stop,
      order: index + 1,
      eta,
      departure: new Date(clock).toISOString(),
      distance: Math.round(distance),
    }
  })
  const back = leg(from, at(route.depot))
  return {
    stops,
    distance: Math.round(distance + back.distance),
    duration: Math.round(
      (clock + back.duration * 1000 - Date.parse(route.start_date!)) / 1000
    ),
  }
}

/** The route's stored times are those of its current order. */
function expectTimed(route: Route, leg?: Parameters<typeof expectedTimes>[1]) {
  const want = expectedTimes(route, leg)
  expect(
    route.stops.map(({ id_stop, order, eta, departure, distance }) => ({
      id_stop,
      order,
      eta,
      departure,
      distance,
    }))
  ).toEqual(want.stops)
  expect(route.distance).toBe(want.distance)
  expect(route.duration).toBe(want.duration)
}

/** A plan of `n` stops (all on its first route) and `routes` routes. */
async function routeWithStops(n: number, routes = 1) {
  const plan = await createPlan(p, n, routes)
  const ids = (await p.call("GET", `/optimizations/${plan.id}`))
    .json()
    .data.stops.map((s: { id_stop: number }) => s.id_stop) as number[]
  const added = await p.call("PUT", `/routes/${plan.routes[0]}/stops`, {
    add: ids,
  })
  expect(added.statusCode, added.body).toBe(200)
  return { ...plan, ids }
}

const stopInput = (stop: Stop, changes: Partial<Stop>) => ({
  name: stop.name,
  address: stop.address,
  latitude: stop.latitude,
  longitude: stop.longitude,
  stop_duration: stop.stop_duration,
  time_window_start: stop.time_window_start,
  time_window_end: stop.time_window_end,
  ...changes,
})

describe("a hand change re-times its route at once", () => {
  it("adding and removing stops times the route; a removed stop loses its times", async () => {
    const { id, routes, ids } = await routeWithStops(4)
    const route = await routeOf(routes[0]!)
    expect(route.stops.map((s) => s.id_stop)).toEqual(ids)
    expectTimed(route)
    const removed = await p.call("PUT", `/routes/${route.id_route}/stops`, {
      remove: [ids[1]],
    })
    expect(removed.statusCode, removed.body).toBe(200)
    const after = await routeOf(route.id_route)
    expect(after.stops.map((s) => s.id_stop)).toEqual([ids[0], ids[2], ids[3]])
    expectTimed(after)
    const [unassigned] = (await p.call("GET", `/optimizations/${id}`)).json()
      .data.stops as Stop[]
    expect(unassigned).toMatchObject({
      id_stop: ids[1],
      order: null,
      eta: null,
      departure: null,
    })
  })

  it("a stop taken from another route (PUT /routes/{id}/stops) re-times the route it left too", async () => {
    const { routes, ids } = await routeWithStops(3, 2)
    const [a, b] = routes as [number, number]
    const taken = await p.call("PUT", `/routes/${b}/stops`, { add: [ids[0]] })
    expect(taken.statusCode, taken.body).toBe(200)
    expectTimed(taken.json().data)
    const left = await routeOf(a)
    expect(left.stops.map((s) => s.id_stop)).toEqual([ids[1], ids[2]])
    expect(left.optimization_state).toBe(0)
    expectTimed(left)
  })

  it("a reorder (PUT /stops/order) answers and stores the new times, distance and duration", async () => {
    const { routes, ids } = await routeWithStops(5)
    const reversed = [...ids].reverse()
    const asked = osrm.requests.length
    const ordered = await p.call("PUT", "/stops/order", {
      id_route: routes[0],
      stops: reversed,
    })
    expect(ordered.statusCode, ordered.body).toBe(200)
    const answered = ordered.json().data as Route
    expect(answered.optimization_state).toBe(2)
    expect(answered.stops.map((s) => s.id_stop)).toEqual(reversed)
    expectTimed(answered)
    expectTimed(await routeOf(routes[0]!))
    // The same places in another order: the road service's matrix is the one it just gave.
    expect(osrm.requests.length).toBe(asked)
  })

  it("moving stops between routes (PUT /optimizations/{id}/layout) re-times both routes", async () => {
    const { id, routes, ids } = await routeWithStops(4, 2)
    const [a, b] = routes as [number, number]
    const laid = await p.call("PUT", `/optimizations/${id}/layout`, {
      routes: [
        { id_route: b, stops: [ids[2], ids[0]] },
        { id_route: a, stops: [ids[3], ids[1]] },
      ],
    })
    expect(laid.statusCode, laid.body).toBe(200)
    for (const [route, stops] of [
      [a, [ids[3], ids[1]]],
      [b, [ids[2], ids[0]]],
    ] as const) {
      const answered = (laid.json().data.routes as Route[]).find(
        (r) => r.id_route === route
      )!
      expect(answered.stops.map((s) => s.id_stop)).toEqual(stops)
      expectTimed(answered)
    }
    // A route not listed that loses a stop is timed again too.
    const moved = await p.call("PUT", `/optimizations/${id}/layout`, {
      routes: [{ id_route: b, stops: [ids[2], ids[0], ids[3]] }],
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const left = await routeOf(a)
    expect(left.stops.map((s) => s.id_stop)).toEqual([ids[1]])
    expectTimed(left)
  })

  it("deleting and relocating a stop re-time its route", async () => {
    const { routes, ids } = await routeWithStops(4)
    const deleted = await p.call("DELETE", `/stops/${ids[1]}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    const after = await routeOf(routes[0]!)
    expect(after.stops.map((s) => s.id_stop)).toEqual([ids[0], ids[2], ids[3]])
    expectTimed(after)
    const relocated = await p.call("POST", `/stops/${ids[2]}/relocate`, {
      latitude: 19.45,
      longitude: -99.15,
    })
    expect(relocated.statusCode, relocated.body).toBe(200)
    const moved = await routeOf(routes[0]!)
    expect(moved.stops[1]).toMatchObject({ latitude: 19.45 })
    expectTimed(moved)
    // The stop's answer carries its new times.
    expect(relocated.json().data.eta).toBe(moved.stops[1]!.eta)
  })

  it("a stop's duration and window: a wait for a window still closed, a breach for one already closed", async () => {
    const { routes } = await routeWithStops(3)
    const before = await routeOf(routes[0]!)
    const [first, second, third] = before.stops as [Stop, Stop, Stop]
    // 45 minutes at the first stop: every later time moves by 30 minutes.
    const longer = await p.call(
      "PUT",
      `/stops/${first.id_stop}`,
      stopInput(first, { stop_duration: 45 })
    )
    expect(longer.statusCode, longer.body).toBe(200)
    expect(longer.json().data.departure).toBe(
      shift(first.departure!, 30 * MINUTE)
    )
    const slower = await routeOf(routes[0]!)
    expectTimed(slower)
    expect(slower.stops[2]!.eta).toBe(shift(third.eta!, 30 * MINUTE))
    // The second stop opens an hour after the car gets there: it waits, then serves.
    const opens = shift(slower.stops[1]!.eta!, 60 * MINUTE)
    await p.call(
      "PUT",
      `/stops/${second.id_stop}`,
      stopInput(second, { time_window_start: opens, time_window_end: null })
    )
    const waiting = (await routeOf(routes[0]!)).stops
    expect(waiting[1]).toMatchObject({
      eta: slower.stops[1]!.eta,
      departure: shift(opens, 15 * MINUTE),
    })
    expect(waiting[2]!.eta).toBe(shift(slower.stops[2]!.eta!, 60 * MINUTE))
    // The third closes before the car gets there: served late, as soon as it arrives.
    const closes = shift(waiting[2]!.eta!, -20 * MINUTE)
    await p.call(
      "PUT",
      `/stops/${third.id_stop}`,
      stopInput(third, {
        time_window_start: shift(closes, -60 * MINUTE),
        time_window_end: closes,
      })
    )
    const late = (await routeOf(routes[0]!)).stops[2]!
    expect(late).toMatchObject({
      eta: waiting[2]!.eta,
      departure: shift(waiting[2]!.eta!, 15 * MINUTE),
      time_window_end: closes,
    })
    expect(Date.parse(late.eta!)).toBeGreaterThan(Date.parse(closes))
  })

  it("a new start time or depot re-times the route", async () => {
    const { routes } = await routeWithStops(3)
    const route = await routeOf(routes[0]!)
    const later = shift(route.start_date!, 90 * MINUTE)
    const moved = await p.call("PUT", `/routes/${route.id_route}`, {
      name: "Later",
      start_date: later,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const timed = await routeOf(route.id_route)
    expect(timed.stops.map((s) => s.eta)).toEqual(
      route.stops.map((s) => shift(s.eta!, 90 * MINUTE))
    )
    const depot = await p.call("POST", "/depots", {
      id_subsidiary: p.site,
      name: "North dock",
      address: "Av. Insurgentes Norte 100",
      latitude: 19.47,
      longitude: -99.14,
    })
    expect(depot.statusCode, depot.body).toBe(201)
    await p.call("PUT", `/routes/${route.id_route}`, {
      name: "Later",
      start_date: later,
      id_depot: depot.json().data.id_depot,
    })
    const fromNorth = await routeOf(route.id_route)
    expect(fromNorth.depot.latitude).toBe(19.47)
    expectTimed(fromNorth)
  })

  it("moving a route to another day moves its stops' windows with it, and the times follow", async () => {
    const created = await p.call("POST", "/optimizations", {
      name: "Windows",
      id_subsidiary: p.site,
      stops: stopsAround(3, {
        time_window_start: "2026-11-28T09:00:00.000Z",
        time_window_end: "2026-11-28T17:00:00.000Z",
      }),
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id_optimization, stops } = created.json().data
    const route = await p.call(
      "POST",
      `/optimizations/${id_optimization}/routes`,
      { name: "Route 1", start_date: "2026-11-28T08:00:00.000Z" }
    )
    const id_route = route.json().data.id_route as number
    await p.call("PUT", `/routes/${id_route}/stops`, {
      add: stops.map((s: Stop) => s.id_stop),
    })
    // Leaving at 08:00, the first stop waits for 09:00.
    expect((await routeOf(id_route)).stops[0]!.departure).toBe(
      "2026-11-28T09:15:00.000Z"
    )
    const moved = await p.call("PUT", `/routes/${id_route}`, {
      name: "Route 1",
      start_date: "2026-11-27T14:00:00.000Z",
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = await routeOf(id_route)
    for (const stop of after.stops) {
      expect(stop.time_window_start).toBe("2026-11-27T09:00:00.000Z")
      expect(stop.time_window_end).toBe("2026-11-27T17:00:00.000Z")
      expect(stop.eta!.slice(0, 10)).toBe("2026-11-27")
    }
    // Inside the windows from 14:00: no wait, the road's times.
    expectTimed(after)
  })
})

describe("a travel source that fails", () => {
  it("keeps the change and times the route on the offline model, with a warning", async () => {
    const { routes, ids } = await routeWithStops(3)
    osrm.mode = "error"
    try {
      // A new place: the road service is asked, and fails.
      const relocated = await p.call("POST", `/stops/${ids[1]}/relocate`, {
        latitude: 19.44,
        longitude: -99.12,
      })
      expect(relocated.statusCode, relocated.body).toBe(200)
      const offline = new GreatCircleMatrixProvider()
      expectTimed(await routeOf(routes[0]!), (a, b) => {
        const m = offline.getMatrices([a, b], 1)
        return {
          distance: m.distances[1] as number,
          duration: m.durations[1] as number,
        }
      })
      expect(
        t.logs.some((line) =>
          line.includes(
            "route times from the offline model: the travel source failed"
          )
        )
      ).toBe(true)
    } finally {
      osrm.mode = "ok"
    }
  })
})
