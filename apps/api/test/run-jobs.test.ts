// No run left without its job (issue 30, part 5): an optimize run's job is sent in the transaction
// that writes the run, and a sweep (at start and every minute) puts right the runs that have no
// live job. The API here only enqueues (OPTIMIZE_WORKERS=0), so every job stays where the test
// left it; `crash-recovery.test.ts` works runs to their end across a killed process.
import { setTimeout as sleep } from "node:timers/promises"

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { rowsOf, systemScope } from "../src/db/database.ts"
import { jobsInTransaction } from "../src/db/jobs-in-transaction.ts"
import type { JobQueue } from "../src/modules/planning/job-queue.ts"
import { startJobQueue } from "../src/modules/planning/job-queue.ts"
import { SERVER_FAILURE } from "../src/modules/planning/run-error.ts"
import {
  SWEEP_INTERVAL_MS,
  sweepRuns,
} from "../src/modules/planning/run-sweep.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
// A second handle on the same queue, for the test to read and send jobs as the API does.
let queue: JobQueue

beforeAll(async () => {
  // The sweeps' minutes pass when the test says, so none runs between a test's steps.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] })
  t = await createTestApp({ OPTIMIZE_WORKERS: "0" })
  p = await planner(t)
  queue = await startJobQueue(t.store, {
    workers: 0,
    clientConcurrency: 1,
    handler: t.app.optimizeRuns.execute,
    log: t.app.log,
  })
  // A new database and two pg-boss starts: longer than one suite's start on a busy machine.
}, 120_000)

afterAll(async () => {
  await queue?.stop()
  await t?.close()
  vi.useRealTimers()
})

const jobStates = (id_run: number) =>
  t.store.withScope(systemScope, (tx) => queue.jobStates(tx, id_run))

/** A queued run of a new optimization, as `POST /optimizations/{id}/optimize` answers it. */
async function startRun() {
  const { id } = await createPlan(p, 6, 2)
  const res = await p.call("POST", `/optimizations/${id}/optimize`, {
    time_limit: 1,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { id, run: res.json().data as { id_run: number; status: string } }
}

/** What a crash between a run's commit and its job's send left, before jobs joined the commit. */
async function loseJob(id_run: number) {
  await t.store.owner.execute(
    sql`delete from pgboss.job where name = 'optimize' and data->>'id_run' = ${String(id_run)}`
  )
}

const runOf = async (id_run: number) =>
  (await p.call("GET", `/optimization-runs/${id_run}`)).json().data

describe("a run and its job", () => {
  it("are written together: the answered run already has its job", async () => {
    const { run } = await startRun()
    expect(run.status).toBe("queued")
    expect(await jobStates(run.id_run)).toEqual(["created"])
  })

  it("vanish together: a job sent in a transaction that rolls back is not queued, and the transaction keeps its role", async () => {
    const id_run = 900_001
    let role = ""
    await expect(
      t.store.withScope({ clientId: 1, allClients: false }, async (tx) => {
        await queue.send(tx, id_run, 1)
        expect(await queue.jobStates(tx, id_run)).toEqual(["created"])
        role = rowsOf<{ role: string }>(
          await tx.execute(sql`select current_user as role`)
        )[0]!.role
        throw new Error("the request failed after the send")
      })
    ).rejects.toThrow("the request failed after the send")
    expect(role).toBe("ruta_app")
    expect(await jobStates(id_run)).toEqual([])
  })

  it("go through the transaction with pg-boss's parameters as they are, arrays and repeats included", async () => {
    const rows = await t.store.withScope(systemScope, (tx) =>
      jobsInTransaction(tx).executeSql(
        "select $2::int[] as ids, $1::text as name, $1::text || '!' as again",
        ["optimize", [3, 1, 2]]
      )
    )
    expect(rows.rows).toEqual([
      { ids: [3, 1, 2], name: "optimize", again: "optimize!" },
    ])
  })
})

describe("the sweep", () => {
  it("queues again, once, a queued run that never had a job, and leaves a run with a live job alone", async () => {
    const lost = (await startRun()).run.id_run
    const kept = (await startRun()).run.id_run
    await loseJob(lost)
    expect(await jobStates(lost)).toEqual([])

    const swept = await sweepRuns(t.store, queue)
    expect(swept.requeued).toContain(lost)
    expect(swept.requeued).not.toContain(kept)
    expect(swept.failed).toEqual([])
    expect(await jobStates(lost)).toEqual(["created"])
    expect(await jobStates(kept)).toEqual(["created"])
    expect((await runOf(lost)).status).toBe("queued")

    // Its job is there now: the next sweep sends no second one.
    const again = await sweepRuns(t.store, queue)
    expect(again).toEqual({ requeued: [], failed: [] })
    expect(await jobStates(lost)).toEqual(["created"])
  })

  it("ends failed a run whose jobs all ended without ending it, and its routes can be optimized again", async () => {
    const { id, run } = await startRun()
    // Its worker died on the last retry: pg-boss failed the job, the run stayed "solving".
    await t.store.owner.execute(
      sql`update pgboss.job set state = 'failed' where name = 'optimize' and data->>'id_run' = ${String(run.id_run)}`
    )
    await t.store.owner.execute(
      sql`update optimization_runs set status = 'solving' where id_run = ${run.id_run}`
    )
    const busy = await p.call("POST", `/optimizations/${id}/optimize`, {})
    expect(busy.statusCode).toBe(409)
    expect(busy.json().message).toBe(
      "These routes are being optimized already."
    )

    const swept = await sweepRuns(t.store, queue)
    expect(swept.failed).toEqual([run.id_run])
    expect(await runOf(run.id_run)).toMatchObject({
      status: "failed",
      error: SERVER_FAILURE,
    })
    const next = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(next.statusCode, next.body).toBe(200)
  })

  it("runs every minute in every process that runs the queue", async () => {
    const { run } = await startRun()
    await loseJob(run.id_run)
    vi.advanceTimersByTime(SWEEP_INTERVAL_MS - 1)
    await sleep(500)
    expect(await jobStates(run.id_run)).toEqual([])
    vi.advanceTimersByTime(1)
    for (let i = 0; i < 50; i++) {
      if ((await jobStates(run.id_run)).length > 0) break
      await sleep(100)
    }
    // Two processes swept (the API's queue and the test's), one after the other: one job.
    expect(await jobStates(run.id_run)).toEqual(["created"])
  })
})
