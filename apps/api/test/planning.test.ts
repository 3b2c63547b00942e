// The planning engine: optimizations, routes and stops, the transitions of spec section 4, and
// optimize runs as background jobs (pg-boss on the test's own database, the solver in a worker
// thread).
import { eq, inArray } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  optimizedAddresses,
  routes as routesTable,
  stops as stopsTable,
} from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import {
  createPlan,
  openPlanner,
  stopsAround,
  waitForRun,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

describe("optimizations, routes and stops", () => {
  it("creates an optimization with its stops in one call and lists it", async () => {
    const { id } = await createPlan(p, 5, 1)
    const one = await p.call("GET", `/optimizations/${id}`)
    expect(one.statusCode).toBe(200)
    const data = one.json().data
    expect(data.stops).toHaveLength(5)
    expect(data.stops[0].stop_duration).toBe(15)
    expect(data.routes).toHaveLength(1)
    expect(data.routes[0].configuration).toMatchObject({
      stop_duration: 15,
      id_optimization_type: 1,
      id_travel_mode: 1,
    })
    const list = await p.call("GET", "/optimizations?text=Monday")
    expect(
      list
        .json()
        .data.items.some(
          (o: { id_optimization: number }) => o.id_optimization === id
        )
    ).toBe(true)
    expect(list.json().data).toMatchObject({ page: 0, size: 25 })
  })

  it("marks a route not optimized when stops are added or removed, manually optimized when ordered by hand", async () => {
    const { id, routes } = await createPlan(p, 4, 1)
    const route = routes[0]!
    const stops = (await p.call("GET", `/optimizations/${id}`)).json().data
      .stops
    const ids = stops.map((s: { id_stop: number }) => s.id_stop)
    const assigned = await p.call("PUT", `/routes/${route}/stops`, { add: ids })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(assigned.json().data).toMatchObject({
      optimization_state: 0,
      stops_count: 4,
    })
    const ordered = await p.call("PUT", "/stops/order", {
      id_route: route,
      stops: [...ids].reverse(),
    })
    expect(ordered.statusCode, ordered.body).toBe(200)
    expect(ordered.json().data.optimization_state).toBe(2)
    expect(ordered.json().data.isOptimized).toBe(true)
    expect(
      ordered.json().data.stops.map((s: { id_stop: number }) => s.id_stop)
    ).toEqual([...ids].reverse())
    const removed = await p.call("PUT", `/routes/${route}/stops`, {
      remove: [ids[0]],
    })
    expect(removed.json().data).toMatchObject({
      optimization_state: 0,
      stops_count: 3,
    })
    const unknownRoute = await p.call("PUT", "/stops/order", {
      id_route: 999999,
      stops: [],
    })
    expect(unknownRoute.statusCode).toBe(404)
    expect(unknownRoute.json().message).toBe("Route not found.")
  })

  it("keeps a route optimized when a stop's contact alone changes, and not when what it is planned with does", async () => {
    const { id, routes } = await createPlan(p, 2, 1)
    const route = routes[0]!
    const ids = (await p.call("GET", `/optimizations/${id}`))
      .json()
      .data.stops.map((s: { id_stop: number }) => s.id_stop) as number[]
    await p.call("PUT", `/routes/${route}/stops`, { add: ids })
    await p.call("PUT", "/stops/order", { id_route: route, stops: ids })
    const state = async () =>
      (await p.call("GET", `/routes/${route}`)).json().data
        .optimization_state as number
    expect(await state()).toBe(2)
    const stop = (await p.call("GET", `/routes/${route}`))
      .json()
      .data.stops.find((s: { id_stop: number }) => s.id_stop === ids[0])
    const edit = (changes: Record<string, unknown>) =>
      p.call("PUT", `/stops/${ids[0]}`, { ...stop, ...changes })
    const contact = await edit({
      email: "ana@example.com",
      first_name: "Ana",
      delivery_instructions: "Ring twice",
    })
    expect(contact.statusCode, contact.body).toBe(200)
    expect(contact.json().data.email).toBe("ana@example.com")
    expect(await state()).toBe(2)
    const longer = await edit({
      email: "ana@example.com",
      stop_duration: stop.stop_duration + 10,
    })
    expect(longer.statusCode, longer.body).toBe(200)
    expect(await state()).toBe(0)
  })

  it("lays stops out by hand across routes: moved, reordered, sent to no route; optimized routes changed become manually optimized", async () => {
    const { id, routes } = await createPlan(p, 6, 3)
    const [a, b, c] = routes as [number, number, number]
    const ids = (await p.call("GET", `/optimizations/${id}`))
      .json()
      .data.stops.map((s: { id_stop: number }) => s.id_stop) as number[]
    const layout = (body: unknown) =>
      p.call("PUT", `/optimizations/${id}/layout`, body)
    const routeOf = (
      data: { routes: { id_route: number }[] },
      id_route: number
    ) =>
      data.routes.find((r) => r.id_route === id_route) as unknown as {
        optimization_state: number
        stops: { id_stop: number; order: number }[]
      }
    const first = await layout({
      routes: [
        { id_route: a, stops: ids.slice(0, 3) },
        { id_route: b, stops: ids.slice(3, 5) },
      ],
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe("Stops laid out.")
    // A stop dragged from a to the head of b, another to no route; a is not listed and closes up.
    const moved = await layout({
      routes: [{ id_route: b, stops: [ids[1], ids[3], ids[4]] }],
      unassigned: [ids[2]],
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const data = moved.json().data
    expect(routeOf(data, a).stops.map((s) => [s.id_stop, s.order])).toEqual([
      [ids[0], 1],
    ])
    expect(routeOf(data, b).stops.map((s) => s.id_stop)).toEqual([
      ids[1],
      ids[3],
      ids[4],
    ])
    // Never optimized, the routes stay not optimized.
    expect(routeOf(data, a).optimization_state).toBe(0)
    expect(routeOf(data, b).optimization_state).toBe(0)
    expect(routeOf(data, c).optimization_state).toBe(0)
    // Ordered by hand, b is manually optimized; a route changed by hand then stays so.
    await p.call("PUT", "/stops/order", {
      id_route: b,
      stops: [ids[3], ids[4], ids[1]],
    })
    const again = await layout({
      routes: [{ id_route: b, stops: [ids[1], ids[3], ids[4]] }],
    })
    expect(routeOf(again.json().data, b).optimization_state).toBe(2)
    expect(routeOf(again.json().data, a).optimization_state).toBe(0)
    expect(
      data.stops.map((s: { id_stop: number }) => s.id_stop).sort()
    ).toEqual([ids[2], ids[5]].sort())

    // Nothing is lost: a listed route's stop left off, a stop named twice, an unknown one.
    const dropped = await layout({ routes: [{ id_route: b, stops: [ids[1]] }] })
    expectValidationError(
      dropped,
      "routes",
      "List every stop of the route exactly once."
    )
    const twice = await layout({
      routes: [{ id_route: c, stops: [ids[5]] }],
      unassigned: [ids[5]],
    })
    expectValidationError(
      twice,
      "stops",
      "List every stop of the route exactly once."
    )
    const unknown = await layout({ routes: [], unassigned: [999999] })
    expectValidationError(unknown, "stops", "Stop not found.")
    const other = await createPlan(p, 1, 1)
    const foreign = await layout({
      routes: [{ id_route: other.routes[0], stops: [] }],
    })
    expectValidationError(foreign, "routes", "Route not found.")
    // The refused layouts changed nothing.
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(routeOf(after, b).stops.map((s) => s.id_stop)).toEqual([
      ids[1],
      ids[3],
      ids[4],
    ])
  })

  it("derives route status and progress, and filters the list by status_route", async () => {
    const { routes } = await createPlan(p, 1, 1)
    const pending = await p.call("GET", "/routes?status_route=1&size=100")
    expect(
      pending
        .json()
        .data.items.some((r: { id_route: number }) => r.id_route === routes[0])
    ).toBe(true)
    const onRoute = await p.call("GET", "/routes?status_route=2&size=100")
    expect(
      onRoute
        .json()
        .data.items.some((r: { id_route: number }) => r.id_route === routes[0])
    ).toBe(false)
    const one = await p.call("GET", `/routes/${routes[0]}`)
    expect(one.json().data).toMatchObject({ status_route: 1, progress: 0 })
  })

  it("shows Pending, On route and Completed from the started and completed flags, and progress in percent", async () => {
    const { id, routes } = await createPlan(p, 4, 1)
    const route = routes[0]!
    const stopIds = (await p.call("GET", `/optimizations/${id}`))
      .json()
      .data.stops.map((s: { id_stop: number }) => s.id_stop)
    await p.call("PUT", `/routes/${route}/stops`, { add: stopIds })
    const listed = async (status: number) =>
      (
        await p.call(
          "GET",
          `/routes?status_route=${status}&id_optimization=${id}`
        )
      )
        .json()
        .data.items.map((r: { id_route: number }) => r.id_route)
    expect(await listed(1)).toEqual([route])
    const db = t.store.owner
    await db
      .update(routesTable)
      .set({ started: new Date() })
      .where(eq(routesTable.id_route, route))
    await db
      .update(stopsTable)
      .set({ completed: new Date() })
      .where(inArray(stopsTable.id_stop, stopIds.slice(0, 1)))
    expect(await listed(1)).toEqual([])
    expect(await listed(2)).toEqual([route])
    const onRoute = (await p.call("GET", `/routes/${route}`)).json().data
    expect(onRoute).toMatchObject({ status_route: 2, progress: 25 })
    expect(onRoute.stops[0].status).toBe("completed")
    await db
      .update(routesTable)
      .set({ completed: new Date() })
      .where(eq(routesTable.id_route, route))
    expect(await listed(3)).toEqual([route])
    // Any other status_route is no filter.
    expect(await listed(7)).toEqual([route])
  })

  it("deleting a route sends its stops back to the unassigned stops", async () => {
    const { id, routes } = await createPlan(p, 2, 1)
    const stops = (await p.call("GET", `/optimizations/${id}`)).json().data
      .stops
    await p.call("PUT", `/routes/${routes[0]}/stops`, {
      add: stops.map((s: { id_stop: number }) => s.id_stop),
    })
    const deleted = await p.call("DELETE", `/routes/${routes[0]}`)
    expect(deleted.statusCode).toBe(200)
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(after.routes).toHaveLength(0)
    expect(after.stops).toHaveLength(2)
  })
})

describe("one route a day per car", () => {
  it("offers and accepts a car only for a day it is on no other route", async () => {
    const cars = (await p.call("GET", `/cars?id_subsidiary=${p.site}`)).json()
      .data.items
    const car = cars[0].id_car
    const { id } = await createPlan(p, 1, 0)
    const day = {
      start_date: "2026-12-01T08:00:00Z",
      end_date: "2026-12-01T18:00:00Z",
    }
    const first = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "First",
      id_car: car,
      ...day,
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data.car).toBe(cars[0].name)
    // The car's capacity comes with the route, for its load against capacity.
    expect(cars[0].capacity_pieces).not.toBeNull()
    expect(first.json().data.capacity).toEqual({
      pieces: cars[0].capacity_pieces,
      weight: cars[0].capacity_weight,
      volume: cars[0].capacity_volume,
    })
    const second = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Second",
      id_car: car,
      start_date: "2026-12-01T13:00:00Z",
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      "This car is already on another route that day."
    )
    const nextDay = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Next day",
      id_car: car,
      start_date: "2026-12-02T08:00:00Z",
    })
    expect(nextDay.statusCode).toBe(201)
    const offered = async (query: string) =>
      (await p.call("GET", `/cars/available?${query}`))
        .json()
        .data.map((c: { id_car: number }) => c.id_car)
    expect(await offered("start_date=2026-12-01")).not.toContain(car)
    expect(
      await offered(
        `start_date=2026-12-01&id_route=${first.json().data.id_route}`
      )
    ).toContain(car)
    expect(await offered("start_date=2026-12-03")).toContain(car)
    // Editing the first route keeps its own car; assigning the car to a route that day does not.
    const edited = await p.call(
      "PUT",
      `/routes/${first.json().data.id_route}`,
      {
        name: "First, renamed",
        id_car: car,
        ...day,
      }
    )
    expect(edited.statusCode, edited.body).toBe(200)
    const other = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Other",
      ...day,
    })
    const assigned = await p.call(
      "PUT",
      `/routes/${other.json().data.id_route}/assign`,
      {
        id_car: car,
      }
    )
    expect(assigned.statusCode).toBe(409)
    expect(assigned.json().message).toBe(
      "This car is already on another route that day."
    )
  })
})

describe("bad input changes nothing", () => {
  it("refuses a stop without coordinates, a window that ends before it starts and a negative demand", async () => {
    const { id } = await createPlan(p, 1, 0)
    const noCoordinates = await p.call("POST", `/optimizations/${id}/stop`, {
      name: "x",
    })
    expectValidationError(
      noCoordinates,
      "latitude",
      "Latitude must be between -90 and 90."
    )
    const window = await p.call("POST", `/optimizations/${id}/stop`, {
      ...stopsAround(1)[0],
      time_window_start: "2026-11-23T12:00:00Z",
      time_window_end: "2026-11-23T10:00:00Z",
    })
    expectValidationError(
      window,
      "time_window_end",
      "The end date must be the same or after the start date"
    )
    const negative = await p.call("POST", `/optimizations/${id}/stops`, {
      stops: stopsAround(2, { weight: -1 }),
    })
    expectValidationError(
      negative,
      "stops.0.weight",
      "Amount has to be 0 or greater."
    )
    const spanish = await p.call(
      "POST",
      `/optimizations/${id}/stops`,
      { stops: stopsAround(1, { weight: -1 }) },
      { "accept-language": "es" }
    )
    expectValidationError(
      spanish,
      "stops.0.weight",
      "La cantidad debe ser 0 o mayor."
    )
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(after.stops).toHaveLength(1)
  })

  it("refuses more than 10,000 stops in one optimization, storing none of them", async () => {
    const { id } = await createPlan(p, 2, 0)
    const res = await p.call("POST", `/optimizations/${id}/stops`, {
      stops: stopsAround(9_999),
    })
    expectValidationError(
      res,
      "stops",
      "An optimization holds at most 10,000 stops."
    )
    expect(
      (await p.call("GET", `/optimizations/${id}`)).json().data.stops
    ).toHaveLength(2)
  })

  it("refuses a depot of another site or client", async () => {
    const { id } = await createPlan(p, 1, 0)
    const res = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Far away",
      id_depot: 999999,
    })
    expectValidationError(res, "id_depot", "Depot not found.")
  })

  it("refuses an assignment that names neither a driver nor a car, in the caller's language", async () => {
    const { routes } = await createPlan(p, 1, 1)
    const res = await p.call("PUT", `/routes/${routes[0]}/assign`, {})
    expectValidationError(res, "body", "Choose a driver or a car to assign.")
    const spanish = await p.call(
      "PUT",
      `/routes/${routes[0]}/assign`,
      {},
      { "accept-language": "es" }
    )
    expectValidationError(
      spanish,
      "body",
      "Elige un conductor o un vehículo para asignar."
    )
  })

  it("refuses an unknown route in an optimize request", async () => {
    const { id } = await createPlan(p, 1, 1)
    const res = await p.call("POST", `/optimizations/${id}/optimize`, {
      routes: [999999],
    })
    expectValidationError(res, "routes", "Route not found.")
  })
})

describe("optimize runs", () => {
  it("optimizes the whole optimization in the background, writes the routes once and meters the addresses", async () => {
    const { id, routes } = await createPlan(p, 30, 3)
    const started = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().data.status).toBe("queued")
    const run = await waitForRun(p, started.json().data.id_run)
    expect(run).toMatchObject({ status: "done", unassigned: 0, error: null })
    expect(run.distance).toBeGreaterThan(0)
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(after.stops).toHaveLength(0)
    expect(after.optimization_state).toBe(1)
    const served = after.routes.flatMap((r: { stops: unknown[] }) => r.stops)
    expect(served).toHaveLength(30)
    for (const route of after.routes) {
      expect(routes).toContain(route.id_route)
      expect(route.isOptimized).toBe(true)
      route.stops.forEach((s: { order: number; eta: string }, i: number) => {
        expect(s.order).toBe(i + 1)
        expect(Date.parse(s.eta)).toBeGreaterThanOrEqual(
          Date.parse("2026-11-23T08:00:00Z")
        )
      })
    }
    const metered = await t.store.owner
      .select()
      .from(optimizedAddresses)
      .where(eq(optimizedAddresses.id_optimization, id))
    expect(metered).toHaveLength(30)
    // A retry of the same job (pg-boss runs a job at least once) writes and bills nothing twice.
    await t.app.optimizeRuns.execute(run.id_run, {
      retryCount: 1,
      retryLimit: 2,
    })
    const again = await t.store.owner
      .select()
      .from(optimizedAddresses)
      .where(eq(optimizedAddresses.id_optimization, id))
    expect(again).toHaveLength(30)
  })

  it("schedules a driver's break (stop type 8) on its route, in its window, and bills no address for it; a break on no route stays out", async () => {
    const created = await p.call("POST", "/optimizations", {
      name: "Tuesday with lunch",
      id_subsidiary: p.site,
      stops: [
        ...stopsAround(8),
        {
          ...stopsAround(1)[0],
          name: "Lunch",
          type: 8,
          stop_duration: 30,
          time_window_start: "2026-11-23T08:30:00Z",
          time_window_end: "2026-11-23T09:00:00Z",
        },
        { ...stopsAround(1)[0], name: "Loose break", type: 8 },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id_optimization as number
    const route = await p.call("POST", `/optimizations/${id}/routes`, {
      name: "Route 1",
      start_date: "2026-11-23T08:00:00Z",
      end_date: "2026-11-23T20:00:00Z",
    })
    const id_route = route.json().data.id_route as number
    const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
    const byName = (name: string) =>
      plan.stops.find((s: { name: string }) => s.name === name).id_stop
    const lunch = byName("Lunch")
    const assigned = await p.call("PUT", `/routes/${id_route}/stops`, {
      add: [lunch],
      remove: [],
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    const started = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    const run = await waitForRun(p, started.json().data.id_run)
    expect(run).toMatchObject({ status: "done", error: null })
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    const served = after.routes[0].stops as {
      id_stop: number
      eta: string
      type: number
    }[]
    expect(served).toHaveLength(9)
    const pause = served.find((s) => s.id_stop === lunch)!
    expect(Date.parse(pause.eta)).toBeLessThanOrEqual(
      Date.parse("2026-11-23T09:00:00Z")
    )
    expect(after.stops.map((s: { name: string }) => s.name)).toEqual([
      "Loose break",
    ])
    const metered = await t.store.owner
      .select()
      .from(optimizedAddresses)
      .where(eq(optimizedAddresses.id_optimization, id))
    expect(metered).toHaveLength(8)
  })

  it("streams progress as Server-Sent Events, resumable with Last-Event-ID", async () => {
    const { id } = await createPlan(p, 20, 2)
    const started = (
      await p.call("POST", `/optimizations/${id}/optimize`, { time_limit: 1 })
    ).json().data
    const stream = await p.call(
      "GET",
      `/optimization-runs/${started.id_run}/events`
    )
    expect(stream.statusCode).toBe(200)
    const events = stream.body
      .split("\n\n")
      .filter((chunk) => chunk.startsWith("id: "))
      .map((chunk) => {
        const [idLine, , dataLine] = chunk.split("\n")
        return {
          id: Number(idLine!.slice(4)),
          run: JSON.parse(dataLine!.slice(6)),
        }
      })
    expect(events.length).toBeGreaterThan(1)
    expect(events.at(-1)!.run.status).toBe("done")
    const phases = events.map((e) => e.run.status)
    expect(phases).toContain("done")
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.id).toBeGreaterThan(events[i - 1]!.id)
    const resumed = await p.call(
      "GET",
      `/optimization-runs/${started.id_run}/events`,
      undefined,
      {
        "last-event-id": String(events.at(-1)!.id),
      }
    )
    // Nothing new since the last event: the stream ends without repeating it.
    expect(resumed.body).not.toContain("event: run")
  })

  it("cancels a run, and refuses to cancel it twice", async () => {
    const { id } = await createPlan(p, 40, 2)
    const started = (
      await p.call("POST", `/optimizations/${id}/optimize`, { time_limit: 60 })
    ).json().data
    const busy = await p.call("POST", `/optimizations/${id}/optimize`, {})
    expect(busy.statusCode).toBe(409)
    const cancelled = await p.call(
      "POST",
      `/optimization-runs/${started.id_run}/cancel`
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const run = await waitForRun(p, started.id_run, 20_000)
    expect(run.status).toBe("cancelled")
    const twice = await p.call(
      "POST",
      `/optimization-runs/${started.id_run}/cancel`
    )
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe("The optimization run has already ended.")
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(after.stops).toHaveLength(40)
  })

  it("re-optimizes as a proposal: a diff to apply, with started stops kept first", async () => {
    const { id, routes } = await createPlan(p, 12, 2)
    const first = (
      await p.call("POST", `/optimizations/${id}/optimize`, { time_limit: 1 })
    ).json().data
    await waitForRun(p, first.id_run)
    const before = (await p.call("GET", `/optimizations/${id}`)).json().data
    // The driver of the first route has served its last planned stop already.
    const served = before.routes[0].stops.at(-1)
    await t.store.owner
      .update(stopsTable)
      .set({ started: new Date(), completed: new Date() })
      .where(eq(stopsTable.id_stop, served.id_stop))
    const preview = (
      await p.call("POST", `/optimizations/${id}/optimize`, {
        time_limit: 1,
        preview: true,
        routes,
      })
    ).json().data
    const proposed = await waitForRun(p, preview.id_run)
    expect(proposed.decision).toBe("pending")
    expect(proposed.diff.before.distance).toBeGreaterThan(0)
    expect(proposed.diff.routes).toHaveLength(2)
    expect(proposed.diff.moves).toContainEqual(
      expect.objectContaining({ id_stop: served.id_stop, to_order: 1 })
    )
    const unchanged = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(
      unchanged.routes.map((r: { stops: unknown[] }) => r.stops.length)
    ).toEqual(before.routes.map((r: { stops: unknown[] }) => r.stops.length))
    expect(unchanged.routes[0].stops.at(-1).id_stop).toBe(served.id_stop)
    const other = (
      await p.call("POST", `/optimizations/${id}/optimize`, {
        time_limit: 1,
        preview: true,
        routes,
      })
    ).json().data
    await waitForRun(p, other.id_run)
    const applied = await p.call(
      "POST",
      `/optimization-runs/${preview.id_run}/apply`
    )
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().data.decision).toBe("applied")
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(after.routes[0].stops[0].id_stop).toBe(served.id_stop)
    expect(after.routes[0].stops[0].status).toBe("completed")
    const again = await p.call(
      "POST",
      `/optimization-runs/${preview.id_run}/discard`
    )
    expect(again.statusCode).toBe(409)
    // A proposal whose route was deleted since cannot be applied.
    await p.call("DELETE", `/routes/${routes[1]}`)
    const stale = await p.call(
      "POST",
      `/optimization-runs/${other.id_run}/apply`
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      "A route was deleted while it was being optimized."
    )
  })

  it("optimizes the seeded demo optimization at once", async () => {
    const list = await p.call("GET", "/optimizations?text=Demo")
    const demo = list.json().data.items[0]
    expect(demo).toMatchObject({ routes_quantity: 3, stops_quantity: 24 })
    const started = await p.call(
      "POST",
      `/optimizations/${demo.id_optimization}/optimize`,
      {
        time_limit: 1,
      }
    )
    const run = await waitForRun(p, started.json().data.id_run)
    expect(run).toMatchObject({ status: "done", unassigned: 0 })
  })

  it("fails visibly when a route has no depot to start from", async () => {
    const created = await p.call("POST", "/optimizations", {
      name: "No depot",
      id_subsidiary: p.site,
      stops: stopsAround(3),
    })
    const id = created.json().data.id_optimization
    await p.call("POST", `/optimizations/${id}/routes`, { name: "R" })
    // The site's default depot serves a route without one; deleting it leaves none.
    const depots = (
      await p.call("GET", `/depots?id_subsidiary=${p.site}`)
    ).json().data.items
    for (const depot of depots)
      await p.call("DELETE", `/depots/${depot.id_depot}`)
    const started = (
      await p.call("POST", `/optimizations/${id}/optimize`, { time_limit: 1 })
    ).json().data
    const run = await waitForRun(p, started.id_run)
    expect(run.status).toBe("failed")
    expect(run.error).toBe(
      "A route has no depot, and its site has no default depot."
    )
    const es = await p.call(
      "GET",
      `/optimization-runs/${started.id_run}`,
      undefined,
      {
        "accept-language": "es",
      }
    )
    expect(es.json().data.error).not.toBe(run.error)
  })
})
