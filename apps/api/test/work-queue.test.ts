// The queues' shared worker (db/work-queue.ts): batches fetched back to back while they come
// full, each job settled on its own, a bound on the jobs in flight, a slow idle poll that a new
// job cuts short, on PGlite's one connection as the product runs it.
import { setTimeout as sleep } from "node:timers/promises"

import { PGlite } from "@electric-sql/pglite"
import { fromPglite, PgBoss } from "pg-boss"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ensureQueue, pollingFor, workQueue } from "../src/db/work-queue.ts"

let client: PGlite
let boss: PgBoss
/** Every statement pg-boss ran, in order. */
const statements: string[] = []

beforeAll(async () => {
  client = await PGlite.create()
  const db = fromPglite(client)
  boss = new PgBoss({
    backend: "pglite",
    db: {
      ...db,
      executeSql(text: string, values?: unknown[]) {
        statements.push(text)
        return db.executeSql(text, values)
      },
    },
    useListenNotify: true,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  })
  boss.on("error", () => {})
  await boss.start()
}, 60_000)
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 1000 })
  await client.close()
})

/** Fetches of `queue`'s jobs pg-boss has made so far. */
const fetchesOf = (queue: string) =>
  statements.filter(
    (s) => s.includes("SKIP LOCKED") && s.includes(`j.name = '${queue}'`)
  ).length

/** Waits until `done` holds, or fails after `ms`. */
async function until(done: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out")
    await sleep(20)
  }
}

describe("pollingFor", () => {
  it("splits the jobs in flight between at most two fetching loops", () => {
    expect(pollingFor(1)).toEqual({ pollers: 1, batchSize: 1 })
    expect(pollingFor(4)).toEqual({ pollers: 2, batchSize: 2 })
    expect(pollingFor(9)).toEqual({ pollers: 2, batchSize: 4 })
  })
})

describe("ensureQueue", () => {
  it("creates a queue once, and turns on notify for one made without it", async () => {
    await boss.createQueue("old-queue", { retryLimit: 7 })
    await Promise.all([
      ensureQueue(boss, "old-queue", { retryLimit: 1, notify: true }),
      ensureQueue(boss, "new-queue", { retryLimit: 2 }),
      ensureQueue(boss, "new-queue", { retryLimit: 2 }),
    ])
    const old = await boss.getQueue("old-queue")
    expect(old).toMatchObject({ retryLimit: 7, notify: true })
    expect(await boss.getQueue("new-queue")).toMatchObject({ retryLimit: 2 })
  })
})

describe("workQueue", () => {
  it("retries a failing job alone; the others of its batch complete once", async () => {
    const tries = new Map<string, number>()
    await boss.createQueue("settle", { retryLimit: 2, retryDelay: 0 })
    const ids = await Promise.all(
      ["a", "b", "c", "d"].map((key) => boss.send("settle", { key }))
    )
    const work = await workQueue<{ key: string }>(boss, {
      name: "settle",
      queue: {},
      inFlight: 4,
      idlePollSeconds: 0.5,
      async handle({ key }) {
        tries.set(key, (tries.get(key) ?? 0) + 1)
        if (key === "b" && tries.get(key) === 1) throw new Error("refused")
      },
    })
    await until(() => tries.get("b") === 2)
    await boss.offWork("settle", { id: work!, wait: true })
    expect(Object.fromEntries(tries)).toEqual({ a: 1, b: 2, c: 1, d: 1 })
    const jobs = await boss.findJobs("settle", {})
    const byKey = new Map(
      jobs.map((job) => [(job.data as { key: string }).key, job])
    )
    expect(jobs.map((job) => job.id).sort()).toEqual([...ids].sort())
    expect(byKey.get("b")).toMatchObject({ state: "completed", retryCount: 1 })
    for (const key of ["a", "c", "d"])
      expect(byKey.get(key)).toMatchObject({
        state: "completed",
        retryCount: 0,
      })
  })

  it("drains a backlog without the idle poll's wait, never more jobs at once than asked", async () => {
    await boss.createQueue("backlog")
    await boss.insert(
      "backlog",
      Array.from({ length: 60 }, (_, n) => ({ data: { n } }))
    )
    let running = 0
    let most = 0
    const done: number[] = []
    const started = Date.now()
    const work = await workQueue<{ n: number }>(boss, {
      name: "backlog",
      queue: {},
      inFlight: 4,
      // Were each fetch followed by the poll's wait, 60 jobs in batches of 2 would take minutes.
      idlePollSeconds: 30,
      async handle({ n }) {
        running++
        most = Math.max(most, running)
        await sleep(5)
        running--
        done.push(n)
      },
    })
    await until(() => done.length === 60, 20_000)
    const took = Date.now() - started
    await boss.offWork("backlog", { id: work!, wait: true })
    expect(took).toBeLessThan(15_000)
    expect(most).toBeLessThanOrEqual(4)
    expect(new Set(done).size).toBe(60)
  })

  it("polls an empty queue slowly, and a job sent to it is worked at once", async () => {
    const heard: number[] = []
    const work = await workQueue<{ n: number }>(boss, {
      name: "idle",
      queue: {},
      inFlight: 8,
      idlePollSeconds: 30,
      async handle({ n }) {
        heard.push(n)
      },
    })
    const before = fetchesOf("idle")
    await sleep(3000)
    // Two loops, each fetching once when it starts, then waiting out the poll: the old
    // workers (8 of them, every 0.5 s) made some 48 fetches in the same 3 s.
    expect(fetchesOf("idle") - before).toBeLessThanOrEqual(2)
    const sent = Date.now()
    await boss.send("idle", { n: 1 })
    await until(() => heard.length === 1, 5000)
    expect(Date.now() - sent).toBeLessThan(2000)
    await boss.offWork("idle", { id: work!, wait: true })
    expect(await boss.getQueue("idle")).toMatchObject({ notify: true })
  })

  it("only makes the queue when this process works none of its jobs", async () => {
    expect(
      await workQueue(boss, {
        name: "made-only",
        queue: { retryLimit: 3 },
        inFlight: 0,
        handle: async () => {},
      })
    ).toBeNull()
    expect(await boss.getQueue("made-only")).toMatchObject({
      retryLimit: 3,
      notify: true,
    })
    expect(fetchesOf("made-only")).toBe(0)
  })
})
