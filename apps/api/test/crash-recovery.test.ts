// Processes killed (SIGKILL) around optimize runs, restarted, and each run worked to its end once.
// security.md S13: a run whose process is killed mid-run completes exactly once after a restart:
// its job is retried when its heartbeat stops, the results are written once, and the meter counts
// each address once. Issue 30: no run is left queued without its job, since each run commits with
// its job and a sweep at start queues again a run that lost it. Runs on PGlite (a data folder) and
// on PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { eq, sql } from "drizzle-orm"
import { afterAll, describe, expect, it } from "vitest"

import { openDataStore, rowsOf } from "../src/db/database.ts"
import { optimizedAddresses } from "../src/db/schema.ts"
import { stopsAround } from "./planning-support.ts"
import type { ChildServer } from "./server-process.ts"
import {
  createChildPlan,
  fillDataDir,
  freshDatabaseUrl,
  killChild,
  runEnd,
  signIn,
  startChild,
  waitFor,
} from "./server-process.ts"

const dataDirs: string[] = []
let server: ChildServer | undefined

afterAll(async () => {
  await server?.stop()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

/** A new data folder (PGlite) or database (PostgreSQL) for the child servers of one test. */
async function freshData() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ruta-crash-"))
  dataDirs.push(dataDir)
  const databaseUrl = await freshDatabaseUrl()
  if (!databaseUrl) await fillDataDir(dataDir)
  return {
    env: {
      RUTA_DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    /** The database itself, while no child holds it. */
    open: () => openDataStore({ databaseUrl, dataDir }),
  }
}

/** How many addresses of the optimization are in the meter. */
async function metered(
  data: Awaited<ReturnType<typeof freshData>>,
  id: number
) {
  const store = await data.open()
  const rows = await store.owner
    .select()
    .from(optimizedAddresses)
    .where(eq(optimizedAddresses.id_optimization, id))
  await store.close()
  return rows.length
}

describe("a process killed mid-run (S13)", () => {
  it("completes the run exactly once after a restart", async () => {
    const data = await freshData()
    server = await startChild("server", data.env)
    let call = await signIn(server.url, "client@acme.demo")
    const id = await createChildPlan(call, "Crash test", stopsAround(120), [
      "North",
      "South",
      "East",
    ])
    const started = await call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 4,
    })
    const id_run = started.json.data.id_run
    await waitFor(
      () => call("GET", `/optimization-runs/${id_run}`),
      (r) => r.json.data.status === "solving",
      30_000
    )
    await killChild(server)

    server = await startChild("server", data.env)
    call = await signIn(server.url, "client@acme.demo")
    expect(await runEnd(call, id_run, 90_000)).toMatchObject({
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
    expect(await metered(data, id)).toBe(120)
  }, 180_000)
})

describe("a process killed after optimize requests committed (issue 30)", () => {
  it("works each run to its end once after a restart, the run that lost its job too", async () => {
    const data = await freshData()
    // An API that only enqueues: no worker takes a run before the kill.
    server = await startChild("server", { ...data.env, OPTIMIZE_WORKERS: "0" })
    let call = await signIn(server.url, "client@acme.demo")
    const plans = [
      await createChildPlan(call, "Killed after commit", stopsAround(20), [
        "North",
        "South",
      ]),
      await createChildPlan(call, "Left without its job", stopsAround(15), [
        "East",
      ]),
    ]
    const runs: number[] = []
    for (const id of plans) {
      const started = await call("POST", `/optimizations/${id}/optimize`, {
        time_limit: 1,
      })
      expect(started.status).toBe(200)
      expect(started.json.data.status).toBe("queued")
      runs.push(started.json.data.id_run)
    }
    await killChild(server)

    // Each answered run committed with its job. The second is then left as a crash between the
    // commit and the send left runs when the job was sent after the commit.
    const jobsOf = (id_run: number) =>
      sql`select state from pgboss.job where name = 'optimize' and data->>'id_run' = ${String(id_run)}`
    const jobStates = async (id_run: number) => {
      const store = await data.open()
      const rows = rowsOf(await store.owner.execute(jobsOf(id_run)))
      await store.close()
      return rows
    }
    for (const id_run of runs)
      expect(await jobStates(id_run)).toEqual([{ state: "created" }])
    const store = await data.open()
    await store.owner.execute(
      sql`delete from pgboss.job where name = 'optimize' and data->>'id_run' = ${String(runs[1])}`
    )
    await store.close()

    server = await startChild("server", data.env)
    call = await signIn(server.url, "client@acme.demo")
    for (const id_run of runs)
      expect(await runEnd(call, id_run, 90_000)).toMatchObject({
        status: "done",
        attempts: 1,
        unassigned: 0,
      })
    for (const [i, id] of plans.entries()) {
      const plan = (await call("GET", `/optimizations/${id}`)).json.data
      expect(plan.stops).toHaveLength(0)
      expect(plan.optimization_state).toBe(1)
      expect(
        plan.routes.flatMap((r: { stops: unknown[] }) => r.stops)
      ).toHaveLength(i === 0 ? 20 : 15)
    }

    // Worked and billed once: one job each, each address in the meter once.
    await server.stop()
    for (const id_run of runs)
      expect(await jobStates(id_run)).toEqual([{ state: "completed" }])
    expect(await metered(data, plans[0]!)).toBe(20)
    expect(await metered(data, plans[1]!)).toBe(15)
  }, 300_000)
})
