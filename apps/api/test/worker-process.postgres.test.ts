// Scale-out on the same engine: an API that only enqueues (OPTIMIZE_WORKERS=0) and a separate
// `npm run worker` process on the same PostgreSQL; the run is worked by the worker and followed
// through the API. PostgreSQL only: the embedded database serves one process (vitest.config.ts).
import { setTimeout as sleep } from "node:timers/promises"

import { afterAll, describe, expect, it } from "vitest"

import { stopsAround } from "./planning-support.ts"
import type { ChildServer } from "./server-process.ts"
import { freshDatabaseUrl, signIn, startChild } from "./server-process.ts"

const children: ChildServer[] = []
afterAll(async () => {
  for (const child of children) await child.stop()
})

describe("a separate worker process", () => {
  it("works the runs an API without workers queued", async () => {
    const databaseUrl = (await freshDatabaseUrl())!
    const api = await startChild("server", {
      DATABASE_URL: databaseUrl,
      OPTIMIZE_WORKERS: "0",
    })
    children.push(api)
    const call = await signIn(api.url, "client@acme.demo")
    const sites = await call("GET", "/subsidiaries/client/1")
    const site = sites.json.data.find(
      (s: { name: string }) => s.name === "Acme Centro"
    )
    const created = await call("POST", "/optimizations", {
      name: "Worker test",
      id_subsidiary: site.id_subsidiary,
      stops: stopsAround(40),
    })
    const id = created.json.data.id_optimization
    await call("POST", `/optimizations/${id}/routes`, { name: "Only route" })
    const started = await call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(started.status).toBe(200)
    // Nobody works the queue yet: the run waits.
    await sleep(2000)
    const waiting = await call(
      "GET",
      `/optimization-runs/${started.json.data.id_run}`
    )
    expect(waiting.json.data.status).toBe("queued")

    const worker = await startChild("worker", {
      DATABASE_URL: databaseUrl,
      RUTA_SEED_DEMO: "false",
    })
    children.push(worker)
    let run = waiting.json.data
    const until = Date.now() + 60_000
    while (
      !["done", "failed", "cancelled"].includes(run.status) &&
      Date.now() < until
    ) {
      await sleep(200)
      run = (await call("GET", `/optimization-runs/${run.id_run}`)).json.data
    }
    expect(run).toMatchObject({ status: "done", unassigned: 0 })
    const plan = (await call("GET", `/optimizations/${id}`)).json.data
    expect(plan.routes[0].stops).toHaveLength(40)
  }, 120_000)
})
