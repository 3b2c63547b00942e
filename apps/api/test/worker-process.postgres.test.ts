// Scale-out on the same engine: an API that only enqueues (OPTIMIZE_WORKERS=0) and a separate
// `npm run worker` process on the same PostgreSQL; the run is worked by the worker and followed
// through the API. PostgreSQL only: the embedded database serves one process (vitest.config.ts).
import { setTimeout as sleep } from "node:timers/promises"

import { afterAll, describe, expect, it } from "vitest"

import { stopsAround } from "./planning-support.ts"
import type { ChildServer } from "./server-process.ts"
import {
  createChildPlan,
  freshDatabaseUrl,
  runEnd,
  signIn,
  startChild,
} from "./server-process.ts"

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
    const id = await createChildPlan(call, "Worker test", stopsAround(40), [
      "Only route",
    ])
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
    const run = await runEnd(call, started.json.data.id_run, 60_000)
    expect(run).toMatchObject({ status: "done", unassigned: 0 })
    const plan = (await call("GET", `/optimizations/${id}`)).json.data
    expect(plan.routes[0].stops).toHaveLength(40)
  }, 120_000)
})
