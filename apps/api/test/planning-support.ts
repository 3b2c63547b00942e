// Helpers of the planning tests: a signed-in planner of Acme, an optimization with stops and
// routes, and waiting for a run to end.
import { setTimeout as sleep } from "node:timers/promises"

import { eq } from "drizzle-orm"
import { expect } from "vitest"

import { subsidiaries, users } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

export interface Planner {
  call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers?: Record<string, string>
  ): Promise<{
    statusCode: number
    body: string
    headers: Record<string, string | string[] | number | undefined>
    // Each test reads the fields of the answer it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json(): any
  }>
  site: number
}

/** A client user (Acme's by default) calling the API, and one of the client's sites. */
export async function planner(
  t: TestApp,
  email = "client@acme.demo",
  siteName = "Acme Centro"
): Promise<Planner> {
  const { accessToken } = await t.login(email)
  const [site] = await t.store.owner
    .select()
    .from(subsidiaries)
    .where(eq(subsidiaries.name, siteName))
  return {
    site: site!.id_subsidiary,
    call: async (method, url, payload, headers = {}) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...bearer(accessToken), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  }
}

/** Each planning test file's set-up: a test app and Acme's planner on it. */
export async function openPlanner(): Promise<{ t: TestApp; p: Planner }> {
  const t = await createTestApp()
  return { t, p: await planner(t) }
}

/** A driver calling the API, with their user id. */
export type Driver = Planner & { id_user: number }

/** Acme's driver. */
export async function acmeDriver(t: TestApp): Promise<Driver> {
  const [row] = await t.store.owner
    .select({ id: users.id_user })
    .from(users)
    .where(eq(users.email, "driver@acme.demo"))
  return { ...(await planner(t, "driver@acme.demo")), id_user: row!.id }
}

/** The driver starts the route, and the events it raises are relayed at once. */
export async function driverStarts(
  t: TestApp,
  driver: Driver,
  id_route: number
) {
  const started = await driver.call("POST", `/driver/routes/${id_route}/start`)
  expect(started.statusCode, started.body).toBe(200)
  await t.app.events.relay()
}

/** The driver completes the stop with `body`, and the events it raises are relayed at once. */
export async function driverCompletes(
  t: TestApp,
  driver: Driver,
  id_stop: number,
  body: Record<string, unknown>
) {
  const done = await driver.call(
    "POST",
    `/driver/stops/${id_stop}/complete`,
    body
  )
  expect(done.statusCode, done.body).toBe(200)
  await t.app.events.relay()
}

/** `n` stops around Mexico City's centre, on a deterministic spiral. */
export function stopsAround(n: number, extra: Record<string, unknown> = {}) {
  return Array.from({ length: n }, (_, i) => ({
    name: `Stop ${i + 1}`,
    address: `Calle ${i + 1}`,
    latitude: 19.4326 + 0.01 * Math.cos(i * 2.4) * (1 + i / 10),
    longitude: -99.1332 + 0.01 * Math.sin(i * 2.4) * (1 + i / 10),
    ...extra,
  }))
}

/** Creates an optimization of `stops` with `routes` empty routes; answers the optimization. */
export async function createPlan(
  p: Planner,
  stopCount: number,
  routeCount: number
) {
  const created = await p.call("POST", "/optimizations", {
    name: "Monday deliveries",
    id_subsidiary: p.site,
    stops: stopsAround(stopCount),
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().data.id_optimization as number
  const routes: number[] = []
  for (let r = 0; r < routeCount; r++) {
    const route = await p.call("POST", `/optimizations/${id}/routes`, {
      name: `Route ${r + 1}`,
      start_date: "2026-11-23T08:00:00Z",
      end_date: "2026-11-23T20:00:00Z",
    })
    expect(route.statusCode, route.body).toBe(201)
    routes.push(route.json().data.id_route)
  }
  return { id, routes }
}

/** A plan of `n` stops on one route of 2026-11-23 driven by `driver`; answers its stops' ids. */
export async function assignedRoute(p: Planner, driver: Driver, n: number) {
  const { id, routes } = await createPlan(p, n, 1)
  const id_route = routes[0]!
  const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
  const moved = await p.call("PUT", `/routes/${id_route}/stops`, {
    add: plan.stops.map((s: { id_stop: number }) => s.id_stop),
  })
  expect(moved.statusCode, moved.body).toBe(200)
  const assigned = await p.call("PUT", `/routes/${id_route}/assign`, {
    id_user: driver.id_user,
  })
  expect(assigned.statusCode, assigned.body).toBe(200)
  const stops = moved.json().data.stops as { id_stop: number }[]
  return { id_route, stops: stops.map((s) => s.id_stop) }
}

/** Polls a run until it ends (or the limit passes); answers its last state. */
export async function waitForRun(p: Planner, id_run: number, limitMs = 30_000) {
  const until = Date.now() + limitMs
  for (;;) {
    const res = await p.call("GET", `/optimization-runs/${id_run}`)
    expect(res.statusCode, res.body).toBe(200)
    const run = res.json().data
    if (["done", "failed", "cancelled"].includes(run.status)) return run
    if (Date.now() > until) throw new Error(`run ${id_run} still ${run.status}`)
    await sleep(100)
  }
}

/**
 * Tomorrow's plan (2026-11-24) of `stops`, with a route for each of `withDriver` (true: driven by
 * `driver`), optimized with a second's limit. Answers the run, the routes' ids and the plan.
 */
export async function planTomorrow(
  p: Planner,
  driver: Driver,
  withDriver: boolean[],
  stops: unknown[]
) {
  const created = await p.call("POST", "/optimizations", {
    name: "Tuesday deliveries",
    id_subsidiary: p.site,
    stops,
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().data.id_optimization as number
  const routes: number[] = []
  for (const [r, driven] of withDriver.entries()) {
    const route = await p.call("POST", `/optimizations/${id}/routes`, {
      name: `Route ${r + 1}`,
      start_date: "2026-11-24T08:00:00Z",
      end_date: "2026-11-24T20:00:00Z",
    })
    expect(route.statusCode, route.body).toBe(201)
    const id_route = route.json().data.id_route as number
    if (driven) {
      const assigned = await p.call("PUT", `/routes/${id_route}/assign`, {
        id_user: driver.id_user,
      })
      expect(assigned.statusCode, assigned.body).toBe(200)
    }
    routes.push(id_route)
  }
  const started = await p.call("POST", `/optimizations/${id}/optimize`, {
    time_limit: 1,
  })
  expect(started.statusCode, started.body).toBe(200)
  const run = await waitForRun(p, started.json().data.id_run, 60_000)
  expect(run).toMatchObject({ status: "done", error: null, unassigned: 0 })
  const plan = (await p.call("GET", `/optimizations/${id}`)).json().data
  return { run, routes, plan }
}
