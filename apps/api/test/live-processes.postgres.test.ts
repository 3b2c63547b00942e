// The push channel across processes: two API processes on one PostgreSQL; a driver's completion
// posted to one reaches a planner's live stream served by the other, through LISTEN/NOTIFY.
// PostgreSQL only: the embedded database serves one process (vitest.config.ts).
import { afterAll, describe, expect, it } from "vitest"

import { openReader } from "./live-reader.ts"
import type { LiveReader } from "./live-reader.ts"
import { stopsAround } from "./planning-support.ts"
import type { ChildServer } from "./server-process.ts"
import { freshDatabaseUrl, signIn, startChild } from "./server-process.ts"

const children: ChildServer[] = []
let reader: LiveReader | undefined
afterAll(async () => {
  reader?.close()
  for (const child of children) await child.stop()
})

async function tokenOf(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo-pass-2026!" }),
  })
  return ((await login.json()) as { data: { accessToken: string } }).data
    .accessToken
}

describe("two API processes on one PostgreSQL", () => {
  it("push a completion posted to process A to a planner streaming from process B within 2 s", async () => {
    const databaseUrl = (await freshDatabaseUrl())!
    const a = await startChild("server", { DATABASE_URL: databaseUrl })
    children.push(a)
    // The demo data is there already: B only says where it runs.
    const b = await startChild("server", { DATABASE_URL: databaseUrl })
    children.push(b)

    const planner = await signIn(a.url, "client@acme.demo")
    const sites = await planner("GET", "/subsidiaries/client/1")
    const site = sites.json.data.find(
      (s: { name: string }) => s.name === "Acme Centro"
    )
    const created = await planner("POST", "/optimizations", {
      name: "Two processes",
      id_subsidiary: site.id_subsidiary,
      stops: stopsAround(2),
    })
    const id = created.json.data.id_optimization
    const route = (
      await planner("POST", `/optimizations/${id}/routes`, {
        name: "Across processes",
        start_date: "2026-11-23T08:00:00Z",
        end_date: "2026-11-23T20:00:00Z",
      })
    ).json.data.id_route
    const plan = (await planner("GET", `/optimizations/${id}`)).json.data
    const stopIds = plan.stops.map((s: { id_stop: number }) => s.id_stop)
    await planner("PUT", `/routes/${route}/stops`, { add: stopIds })
    const drivers = await planner("GET", "/users?kind=driver&size=100")
    const driverId = drivers.json.data.items.find(
      (u: { email: string }) => u.email === "driver@acme.demo"
    ).id_user
    expect(
      (await planner("PUT", `/routes/${route}/assign`, { id_user: driverId }))
        .status
    ).toBe(200)

    reader = await openReader(
      `${b.url}/api/v1/live`,
      await tokenOf(b.url, "client@acme.demo")
    )
    expect(reader.status).toBe(200)
    await reader.waitFor((e) => e.event === "ready")

    const driver = await signIn(a.url, "driver@acme.demo")
    const sent = Date.now()
    const done = await driver("POST", `/driver/stops/${stopIds[0]}/complete`, {
      key: "two-processes-1",
      visit_time: "2026-11-23T10:00:00Z",
    })
    expect(done.status).toBe(200)
    const event = await reader.waitFor(
      (e) => e.event === "stop" && e.data.ids.id_route === route
    )
    const latency = Date.now() - sent
    console.log(`live: a completion on A reached B's stream in ${latency} ms`)
    expect(latency).toBeLessThan(2000)
    expect(event.data).toMatchObject({
      kind: "stop",
      id_client: 1,
      id_subsidiary: site.id_subsidiary,
      ids: { id_optimization: id, id_route: route },
    })

    // The route is on the road now: a position posted to A moves the marker B's planner sees.
    const moved = Date.now()
    const posted = await driver("POST", "/driver/positions", {
      id_route: route,
      positions: [
        {
          time: new Date(moved).toISOString(),
          latitude: 19.44,
          longitude: -99.14,
        },
      ],
    })
    expect(posted.status).toBe(200)
    const position = await reader.waitFor(
      (e) => e.event === "position" && e.data.ids.id_route === route
    )
    expect(Date.now() - moved).toBeLessThan(2000)
    expect(position.data.ids).toMatchObject({
      latitude: 19.44,
      longitude: -99.14,
    })
  }, 120_000)
})
