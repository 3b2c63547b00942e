// Domain events: each business change is recorded once, in its own transaction, and reaches
// every subscriber through one fan-out job.
import { setTimeout as sleep } from "node:timers/promises"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { DomainEvent } from "../src/modules/events/domain-events.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  createPlan,
  planner,
  waitForRun,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver
const heard: DomainEvent[] = []

beforeAll(async () => {
  t = await createTestApp()
  t.app.events.subscribe({
    name: "test",
    handle: async (_tx, event) => {
      heard.push(event)
    },
  })
  p = await planner(t)
  driver = await acmeDriver(t)
})
afterAll(() => t.close())

/** The events heard for `match`, once `count` of them have come (or after 10 s). */
async function heardFor(match: (e: DomainEvent) => boolean, count: number) {
  const until = Date.now() + 10_000
  while (heard.filter(match).length < count && Date.now() < until)
    await sleep(50)
  return heard.filter(match)
}

const ofRoute = (id_route: number) => (e: DomainEvent) =>
  e.data.id_route === id_route

describe("domain events", () => {
  it("tells of an optimization created and optimized, once each", async () => {
    const { id } = await createPlan(p, 4, 1)
    const run = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(run.statusCode, run.body).toBe(200)
    expect((await waitForRun(p, run.json().data.id_run)).status).toBe("done")
    const events = await heardFor((e) => e.data.id_optimization === id, 2)
    const types = events.map((e) => e.type).sort()
    expect(types).toEqual(["optimization.created", "optimization.optimized"])
    const optimized = events.find((e) => e.type === "optimization.optimized")!
    expect(optimized.data).toMatchObject({
      id_optimization: id,
      id_run: run.json().data.id_run,
    })
    expect(optimized.id_client).toBe(events[0]!.id_client)
    expect(new Set(events.map((e) => e.event_id)).size).toBe(2)
  })

  it("tells of a route's start and end and each stop's arrival, completion or failure", async () => {
    const { id_route, stops } = await assignedRoute(p, driver, 2)
    const arrived = await driver.call(
      "POST",
      `/driver/stops/${stops[0]}/arrive`,
      { key: "events-arrive", arrived: "2026-11-23T09:55:00Z" }
    )
    expect(arrived.statusCode, arrived.body).toBe(200)
    for (const [i, failed] of [
      [0, false],
      [1, true],
    ] as const) {
      const done = await driver.call(
        "POST",
        `/driver/stops/${stops[i]}/complete`,
        { key: `events-${i}`, visit_time: "2026-11-23T10:15:00Z", failed }
      )
      expect(done.statusCode, done.body).toBe(200)
    }
    // In the order they were recorded: an arrival starts its route in the same transaction.
    const events = (await heardFor(ofRoute(id_route), 5)).sort(
      (a, b) => a.id - b.id
    )
    expect(events.map((e) => [e.type, e.data.id_stop ?? null])).toEqual([
      ["stop.arrived", stops[0]],
      ["route.started", null],
      ["stop.completed", stops[0]],
      ["stop.failed", stops[1]],
      ["route.completed", null],
    ])
    expect(events[0]!.data).toMatchObject({
      arrived: expect.stringMatching(/^2026-11-23T09:55:00/),
    })
    // Nothing more comes: each change is told once.
    await sleep(300)
    expect(heard.filter(ofRoute(id_route))).toHaveLength(5)
  })

  it("records nothing when the change is refused", async () => {
    const before = heard.length
    const refused = await p.call("POST", "/optimizations", {
      name: "",
      id_subsidiary: p.site,
      stops: [],
    })
    expect(refused.statusCode).toBe(400)
    await t.app.events.relay()
    await sleep(200)
    expect(heard.length).toBe(before)
  })
})
