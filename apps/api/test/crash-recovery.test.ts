// security.md S13: an optimize run whose process is killed (SIGKILL) mid-run completes exactly once
// after a restart: its job is retried when its heartbeat stops, the results are written once, and
// the meter counts each address once. Runs on PGlite (a data folder) and on PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

import { eq } from "drizzle-orm"
import { afterAll, describe, expect, it } from "vitest"

import { openDataStore } from "../src/db/database.ts"
import { optimizedAddresses } from "../src/db/schema.ts"
import { stopsAround } from "./planning-support.ts"
import type { ChildServer } from "./server-process.ts"
import { freshDatabaseUrl, signIn, startChild } from "./server-process.ts"

const dataDir = mkdtempSync(path.join(os.tmpdir(), "ruta-crash-"))
let server: ChildServer | undefined

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number
) {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until)
      throw new Error(`gave up waiting: ${JSON.stringify(value)}`)
    await sleep(200)
  }
}

describe("a process killed mid-run (S13)", () => {
  it("completes the run exactly once after a restart", async () => {
    const databaseUrl = await freshDatabaseUrl()
    const env = {
      RUTA_DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }
    server = await startChild("server", env)
    let call = await signIn(server.url, "client@acme.demo")
    const sites = await call("GET", "/subsidiaries/client/1")
    const site = sites.json.data.find(
      (s: { name: string }) => s.name === "Acme Centro"
    )
    const created = await call("POST", "/optimizations", {
      name: "Crash test",
      id_subsidiary: site.id_subsidiary,
      stops: stopsAround(120),
    })
    expect(created.status).toBe(200)
    const id = created.json.data.id_optimization
    for (const name of ["North", "South", "East"])
      expect(
        (await call("POST", `/optimizations/${id}/routes`, { name })).status
      ).toBe(200)
    const started = await call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 4,
    })
    const id_run = started.json.data.id_run
    await waitFor(
      () => call("GET", `/optimization-runs/${id_run}`),
      (r) => r.json.data.status === "solving",
      30_000
    )
    server.child.kill("SIGKILL")
    await new Promise((resolve) => server!.child.once("exit", resolve))

    server = await startChild("server", env)
    call = await signIn(server.url, "client@acme.demo")
    const run = await waitFor(
      () => call("GET", `/optimization-runs/${id_run}`),
      (r) => ["done", "failed", "cancelled"].includes(r.json.data.status),
      90_000
    )
    expect(run.json.data).toMatchObject({
      status: "done",
      attempts: 2,
      unassigned: 0,
    })
    const plan = (await call("GET", `/optimizations/${id}`)).json.data
    expect(plan.stops).toHaveLength(0)
    const orders = plan.routes.flatMap((r: { stops: { order: number }[] }) =>
      r.stops.map((s) => s.order)
    )
    expect(orders).toHaveLength(120)
    expect(plan.optimization_state).toBe(1)

    // Billed once: each address of the optimization is in the meter once.
    await server.stop()
    const store = await openDataStore({ databaseUrl, dataDir })
    const metered = await store.owner
      .select()
      .from(optimizedAddresses)
      .where(eq(optimizedAddresses.id_optimization, id))
    await store.close()
    expect(metered).toHaveLength(120)
  }, 180_000)
})
