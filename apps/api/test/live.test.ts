// The live stream (GET /live): changes of the planning tables pushed through LISTEN/NOTIFY to one
// Server-Sent Events stream per tab, filtered by tenant and site, resumable with Last-Event-ID.
import type { AddressInfo } from "node:net"
import { setTimeout as sleep } from "node:timers/promises"

import { eq, lte, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  liveEvents,
  optimizationRuns,
  routes as routeRows,
  stops as stopRows,
} from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { LiveReader, StreamEvent } from "./live-reader.ts"
import { openReader } from "./live-reader.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  createPlan,
  planner,
} from "./planning-support.ts"

let t: TestApp
let base: string
let centro: Planner
let norte: Planner
let globex: Planner
let driver: Driver
const tokens: Record<string, string> = {}
const readers: LiveReader[] = []
const MINUTE = 60_000

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: "127.0.0.1" })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`
  centro = await planner(t)
  norte = await planner(t, "client@acme.demo", "Acme Norte")
  globex = await planner(t, "client@globex.demo", "Globex Monterrey")
  driver = await acmeDriver(t)
  for (const email of [
    "client@acme.demo",
    "client@globex.demo",
    "site@acme.demo",
    "admin@ruta.demo",
    "driver@acme.demo",
  ])
    tokens[email] = (await t.login(email)).accessToken
})
afterAll(async () => {
  for (const reader of readers) reader.close()
  await t.close()
})

async function stream(email: string, query = "", headers = {}) {
  const reader = await openReader(
    `${base}/live${query}`,
    tokens[email]!,
    headers
  )
  readers.push(reader)
  return reader
}

/** A stream that says `follow=false` answers the events missed, then `ready`, and ends. */
async function catchUp(email: string, lastEventId?: number) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/v1/live?follow=false",
    headers: {
      authorization: `Bearer ${tokens[email]}`,
      ...(lastEventId === undefined
        ? {}
        : { "last-event-id": String(lastEventId) }),
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  const events = res.body
    .split("\n\n")
    .filter((part) => part.startsWith("id: "))
    .map((part) => {
      const [id, event, data] = part.split("\n")
      return {
        id: Number(id!.slice(4)),
        event: event!.slice(7),
        data: JSON.parse(data!.slice(6)),
      } as StreamEvent
    })
  return { events, ready: events.at(-1)! }
}

const createOptimization = async (p: Planner, name: string) => {
  const res = await p.call("POST", "/optimizations", {
    name,
    id_subsidiary: p.site,
    stops: [
      { name: "One", address: "Calle 1", latitude: 19.43, longitude: -99.13 },
    ],
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id_optimization as number
}

const isOptimization = (id: number) => (e: StreamEvent) =>
  e.event === "optimization" && e.data.ids.id_optimization === id

describe("the live stream", () => {
  it("opens with 'ready', then pushes a driver's completion to the planner within 2 s", async () => {
    const { id, routes } = await createPlan(centro, 2, 1)
    const plan = (await centro.call("GET", `/optimizations/${id}`)).json().data
    const stopIds = plan.stops.map((s: { id_stop: number }) => s.id_stop)
    await centro.call("PUT", `/routes/${routes[0]}/stops`, { add: stopIds })
    await centro.call("PUT", `/routes/${routes[0]}/assign`, {
      id_user: driver.id_user,
    })
    const planners = await stream("client@acme.demo")
    expect(planners.status).toBe(200)
    await planners.waitFor((e) => e.event === "ready")

    const sent = Date.now()
    const done = await driver.call(
      "POST",
      `/driver/stops/${stopIds[0]}/complete`,
      {
        key: "live-key-1",
        visit_time: "2026-11-23T10:00:00Z",
      }
    )
    expect(done.statusCode, done.body).toBe(200)
    const stop = await planners.waitFor(
      (e) => e.event === "stop" && e.data.ids.id_route === routes[0]
    )
    // The first completion started the route.
    const route = await planners.waitFor(
      (e) => e.event === "route" && e.data.ids.id_route === routes[0]
    )
    expect(Date.now() - sent).toBeLessThan(2000)
    expect(stop.data).toMatchObject({
      id: stop.id,
      kind: "stop",
      id_client: 1,
      id_subsidiary: centro.site,
      ids: { id_optimization: id, id_route: routes[0] },
    })
    expect(route.data.ids).toEqual({ id_optimization: id, id_route: routes[0] })
  })

  it("never carries another client's events, nor a site user's other sites'; provider staff see all", async () => {
    const acme = await stream("client@acme.demo")
    const other = await stream("client@globex.demo")
    const site = await stream("site@acme.demo")
    const staff = await stream("admin@ruta.demo")
    for (const reader of [acme, other, site, staff])
      await reader.waitFor((e) => e.event === "ready")

    const inGlobex = await createOptimization(globex, "Globex live")
    const inNorte = await createOptimization(norte, "Norte live")
    const inCentro = await createOptimization(centro, "Centro live")
    // Every stream is written when the last change is heard: after it, nothing else is coming.
    await staff.waitFor(isOptimization(inCentro))
    await acme.waitFor(isOptimization(inCentro))
    await site.waitFor(isOptimization(inCentro))
    await other.waitFor(isOptimization(inGlobex))
    await sleep(200)

    const seen = (reader: LiveReader) =>
      reader.events
        .filter((e) => e.event === "optimization")
        .map((e) => e.data.ids.id_optimization)
    expect(seen(staff)).toEqual([inGlobex, inNorte, inCentro])
    expect(seen(acme)).toEqual([inNorte, inCentro])
    expect(seen(site)).toEqual([inCentro])
    expect(seen(other)).toEqual([inGlobex])
    const clients = (reader: LiveReader) =>
      new Set(
        reader.events
          .filter((e) => e.event !== "ready")
          .map((e) => e.data.id_client)
      )
    expect(clients(other)).toEqual(new Set([2]))
    expect(clients(acme)).toEqual(new Set([1]))
    const sites = new Set(
      site.events
        .filter((e) => e.event !== "ready")
        .map((e) => e.data.id_subsidiary)
    )
    expect(sites).toEqual(new Set([centro.site]))
  })

  it("resumes after Last-Event-ID with what was missed, in order, and within the caller's tenant", async () => {
    const { ready: before } = await catchUp("client@acme.demo")
    expect(before.event).toBe("ready")

    const first = await createOptimization(centro, "Missed one")
    const route = await centro.call("POST", `/optimizations/${first}/routes`, {
      name: "Missed route",
    })
    const second = await createOptimization(centro, "Missed two")
    const elsewhere = await createOptimization(globex, "Globex only")

    const { events, ready } = await catchUp("client@acme.demo", before.id)
    const missed = events.slice(0, -1)
    expect(missed.map((e) => [e.event, e.data.ids.id_optimization])).toEqual([
      ["optimization", first],
      ["stop", first],
      ["route", first],
      ["optimization", second],
      ["stop", second],
    ])
    expect(missed[2]!.data.ids.id_route).toBe(route.json().data.id_route)
    const ids = missed.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(ids[0]).toBeGreaterThan(before.id)
    expect(ready.event).toBe("ready")
    expect(ready.id).toBeGreaterThanOrEqual(ids.at(-1)!)
    expect(JSON.stringify(events)).not.toContain(
      `"id_optimization":${elsewhere}`
    )

    // From the newest: nothing more.
    expect((await catchUp("client@acme.demo", ready.id)).events).toEqual([
      { id: ready.id, event: "ready", data: {} },
    ])
    // The same place, resumed by a stream that stays open: the replay, then live events.
    const resumed = await stream("client@acme.demo", "", {
      "last-event-id": String(before.id),
    })
    await resumed.waitFor(isOptimization(second))
    await resumed.waitFor((e) => e.event === "ready")
    const third = await createOptimization(centro, "Live again")
    await resumed.waitFor(isOptimization(third))
  })

  it("says 'reset' when the events after Last-Event-ID are no longer kept", async () => {
    const { ready } = await catchUp("client@acme.demo")
    await createOptimization(centro, "Soon forgotten")
    const rows = await t.store.owner
      .select({ id: liveEvents.id })
      .from(liveEvents)
    const newest = Math.max(...rows.map((r) => r.id))
    // Pruned: everything but the newest event.
    await t.store.owner.delete(liveEvents).where(lte(liveEvents.id, newest - 1))
    const { events } = await catchUp("client@acme.demo", ready.id)
    expect(events.map((e) => e.event)).toEqual(["reset", "ready"])
    expect(events[1]!.id).toBe(newest)
  })

  it("wakes a run's event stream on the run's notification instead of reading the run every 250 ms", async () => {
    const { id, routes } = await createPlan(centro, 2, 1)
    // A run no worker will take (it was never queued): it changes only when this test says.
    const [run] = await t.store.owner
      .insert(optimizationRuns)
      .values({
        id_client: 1,
        id_subsidiary: centro.site,
        id_optimization: id,
        route_ids: routes,
        time_limit_seconds: 5,
      })
      .returning()
    const runs = t.app.optimizeRuns
    const read = runs.read
    let reads = 0
    runs.read = (...args) => {
      reads += 1
      return read(...args)
    }
    try {
      const events = await openReader(
        `${base}/optimization-runs/${run!.id_run}/events`,
        tokens["client@acme.demo"]!
      )
      readers.push(events)
      await events.waitFor((e) => e.data.status === "queued")
      await sleep(2000)
      // Read once when the stream opened; nothing changed since.
      expect(reads).toBe(1)
      await t.store.owner
        .update(optimizationRuns)
        .set({ status: "done", seq: sql`${optimizationRuns.seq} + 1` })
        .where(eq(optimizationRuns.id_run, run!.id_run))
      await events.waitFor((e) => e.data.status === "done", 1000)
      expect(reads).toBe(2)
    } finally {
      runs.read = read
    }
  })

  it("pushes a late start to the open route page, whose live ETAs are then the moved ones, before any position", async () => {
    const route = await assignedRoute(centro, driver, 1)
    const planned = new Date(Date.now() + 60 * MINUTE)
    // Planned to leave 80 minutes ago, its stop an hour from now.
    await t.store.owner
      .update(routeRows)
      .set({ start_date: new Date(Date.now() - 80 * MINUTE) })
      .where(eq(routeRows.id_route, route.id_route))
    await t.store.owner
      .update(stopRows)
      .set({ order: 1, eta: planned })
      .where(eq(stopRows.id_stop, route.stops[0]!))
    const planners = await stream("client@acme.demo")
    await planners.waitFor((e) => e.event === "ready")

    const started = await driver.call(
      "POST",
      `/driver/routes/${route.id_route}/start`
    )
    expect(started.statusCode, started.body).toBe(200)
    const change = await planners.waitFor(
      (e) => e.event === "route" && e.data.ids.id_route === route.id_route
    )
    expect(change.data.id_subsidiary).toBe(centro.site)
    // What the page then reads: the plan moved by the late start, beside the plan.
    const live = await centro.call("GET", `/routes/${route.id_route}/live`)
    expect(live.statusCode, live.body).toBe(200)
    const [eta] = live.json().data.etas.stops as {
      eta: string
      planned_eta: string
    }[]
    expect(eta!.planned_eta).toBe(planned.toISOString())
    const moved = (Date.parse(eta!.eta) - planned.getTime()) / MINUTE
    expect(moved).toBeGreaterThanOrEqual(80)
    expect(moved).toBeLessThan(82)
  })

  it("is for the planning screens: a driver gets 403, no token 401", async () => {
    expect((await stream("driver@acme.demo")).status).toBe(403)
    const anonymous = await fetch(`${base}/live`)
    expect(anonymous.status).toBe(401)
  })

  it("ends when the access token that opened it expires", async () => {
    const { accessToken } = await t.login("client@acme.demo")
    t.clock.advance(900 - 1)
    const reader = await openReader(`${base}/live`, accessToken)
    readers.push(reader)
    await reader.waitFor((e) => e.event === "ready")
    const until = Date.now() + 3000
    while (!reader.ended() && Date.now() < until) await sleep(50)
    expect(reader.ended()).toBe(true)
  })
})
