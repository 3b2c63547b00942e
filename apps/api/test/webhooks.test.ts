// Webhooks: signed Standard Webhooks deliveries of the domain events, each a pg-boss job, with
// retries, disabling after 3 days of failures, the delivery log, "Send again" and test events.
import { createServer } from "node:http"
import type { ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { setTimeout as sleep } from "node:timers/promises"

import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { rowsOf, systemScope } from "../src/db/database.ts"
import { mailOutbox, webhookEndpoints } from "../src/db/schema.ts"
import { createEventsRepository } from "../src/modules/events/events.repository.ts"
import {
  CLAIM_MS,
  DELIVERY_QUEUE,
} from "../src/modules/webhooks/webhook-deliveries.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner, stopsAround, waitForRun } from "./planning-support.ts"
import type { Received } from "@ruta/stand-ins/webhook-receiver"
import { startReceiver } from "@ruta/stand-ins/webhook-receiver"

let t: TestApp
let p: Planner
let receiver: Awaited<ReturnType<typeof startReceiver>>

beforeAll(async () => {
  receiver = await startReceiver()
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: "true" })
  p = await planner(t)
})
afterAll(async () => {
  await t.close()
  await receiver.close()
})

/** Adds an endpoint at the receiver's `path`, trusted with its secret. */
async function endpoint(path: string, events: string[]) {
  const res = await p.call("POST", "/webhooks", {
    url: receiver.url(path),
    events,
    description: path,
  })
  expect(res.statusCode, res.body).toBe(201)
  const made = res.json().data as {
    id_webhook_endpoint: number
    secret: string
  }
  expect(made.secret).toMatch(/^whsec_/)
  receiver.trust(path, made.secret)
  return made
}

/** Moves the server's clock, and signs in again (the access token expires meanwhile). */
async function advance(seconds: number) {
  t.clock.advance(seconds)
  p = await planner(t)
}

async function arrivals(path: string, count: number, ms = 15_000) {
  const until = Date.now() + ms
  while (receiver.on(path).length < count && Date.now() < until) await sleep(50)
  return receiver.on(path)
}

const log = async (id: number) =>
  (await p.call("GET", `/webhooks/${id}/deliveries`)).json().data.items as {
    id_delivery: number
    status: string
    attempts: number
    type: string
    response_status: number | null
    response_ms: number | null
    response_body: string | null
    next_attempt_at: string | null
    error: string | null
  }[]

async function createOptimization(name: string) {
  const res = await p.call("POST", "/optimizations", {
    name,
    id_subsidiary: p.site,
    stops: stopsAround(3),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id_optimization as number
}

/** A receiver that holds every request until the test answers it. */
async function startHoldingReceiver() {
  const held: ServerResponse[] = []
  const server = createServer((request, response) => {
    request.resume()
    request.on("end", () => held.push(response))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/held`,
    held,
    async requests(count: number) {
      const until = Date.now() + 15_000
      while (held.length < count && Date.now() < until) await sleep(20)
      return held.length
    },
    answer(k: number, status: number) {
      held[k]!.writeHead(status).end(status < 300 ? "ok" : "no")
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An endpoint at `url` for test events; answers its first (queued) delivery's id. */
async function testDeliveryTo(url: string) {
  const made = await p.call("POST", "/webhooks", {
    url,
    events: ["stop.arrived"],
  })
  expect(made.statusCode, made.body).toBe(201)
  const id = made.json().data.id_webhook_endpoint as number
  const test = await p.call("POST", `/webhooks/${id}/test`)
  expect(test.statusCode, test.body).toBe(200)
  return { id, id_delivery: test.json().data.id_delivery as number }
}

/** The states of a delivery's pg-boss jobs, and whether each is due later. */
const jobsOf = async (id_delivery: number) =>
  rowsOf<{ state: string; later: boolean }>(
    await t.store.owner.execute(
      sql`select state, start_after > now() as later from pgboss.job
          where name = ${DELIVERY_QUEUE} and data->>'id_delivery' = ${String(id_delivery)}
          order by created_on`
    )
  )

async function deliveryRow(id: number, id_delivery: number, until: string) {
  const deadline = Date.now() + 10_000
  let row = (await log(id)).find((r) => r.id_delivery === id_delivery)!
  while (row.status !== until && Date.now() < deadline) {
    await sleep(50)
    row = (await log(id)).find((r) => r.id_delivery === id_delivery)!
  }
  return row
}

const typeOf = (r: Received) => (r.verified as { type: string } | null)?.type

describe("webhook deliveries", () => {
  it("delivers subscribed events signed by the Standard Webhooks verifier, and logs them", async () => {
    const hook = await endpoint("/shop", [
      "optimization.created",
      "optimization.optimized",
    ])
    const id = await createOptimization("Webhook plan")
    await p.call("POST", `/optimizations/${id}/routes`, {
      name: "R1",
      start_date: "2026-11-23T08:00:00Z",
      end_date: "2026-11-23T20:00:00Z",
    })
    const run = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(run.statusCode, run.body).toBe(200)
    await waitForRun(p, run.json().data.id_run)
    // Deliveries are independent jobs: they may arrive in any order (as the specification allows).
    const got = await arrivals("/shop", 2)
    expect(got.map(typeOf).sort()).toEqual([
      "optimization.created",
      "optimization.optimized",
    ])
    const first = got.find((g) => typeOf(g) === "optimization.created")!
    const created = first.verified as {
      type: string
      timestamp: string
      data: { id_optimization: number; name: string }
    }
    expect(created.data).toMatchObject({
      id_optimization: id,
      name: "Webhook plan",
    })
    expect(Date.parse(created.timestamp)).not.toBeNaN()
    expect(first.headers["webhook-id"]).toMatch(/^msg_/)
    expect(first.headers["webhook-timestamp"]).toMatch(/^\d+$/)

    // The log: two successful deliveries, with the answer's status, time and body.
    const until = Date.now() + 5000
    let rows = await log(hook.id_webhook_endpoint)
    while (rows.some((r) => r.status !== "succeeded") && Date.now() < until)
      rows = await log(hook.id_webhook_endpoint)
    // Both deliveries, in whichever order they were made.
    expect(
      rows
        .map((r) => [r.type, r.status, r.response_status, r.response_body])
        .sort()
    ).toEqual([
      ["optimization.created", "succeeded", 200, "thanks"],
      ["optimization.optimized", "succeeded", 200, "thanks"],
    ])
    expect(rows[0]!.response_ms).toBeGreaterThanOrEqual(0)
  })

  it("sends a test event, sends a delivery again with its webhook-id, and signs with both secrets for 24 h after a rotation", async () => {
    const hook = await endpoint("/erp", ["stop.completed"])
    const test = await p.call(
      "POST",
      `/webhooks/${hook.id_webhook_endpoint}/test`
    )
    expect(test.statusCode, test.body).toBe(200)
    const [first] = await arrivals("/erp", 1)
    expect(typeOf(first!)).toBe("webhook.test")

    const again = await p.call(
      "POST",
      `/webhook-deliveries/${test.json().data.id_delivery}/send-again`
    )
    expect(again.statusCode, again.body).toBe(200)
    const both = await arrivals("/erp", 2)
    expect(both[1]!.headers["webhook-id"]).toBe(first!.headers["webhook-id"])

    const rotated = await p.call(
      "POST",
      `/webhooks/${hook.id_webhook_endpoint}/rotate-secret`
    )
    expect(rotated.statusCode, rotated.body).toBe(200)
    const fresh = rotated.json().data.secret as string
    expect(fresh).not.toBe(hook.secret)
    await p.call("POST", `/webhooks/${hook.id_webhook_endpoint}/test`)
    const [, , third] = await arrivals("/erp", 3)
    // Two signatures: a receiver holding either secret verifies the message.
    expect(third!.headers["webhook-signature"]!.split(" ")).toHaveLength(2)
    receiver.trust("/erp", fresh)
    expect(third!.verified).not.toBeNull()
    await advance(25 * 3600)
    await p.call("POST", `/webhooks/${hook.id_webhook_endpoint}/test`)
    const [, , , fourth] = await arrivals("/erp", 4)
    expect(fourth!.headers["webhook-signature"]!.split(" ")).toHaveLength(1)
    receiver.trust("/erp", hook.secret)
    await p.call("POST", `/webhooks/${hook.id_webhook_endpoint}/test`)
    const [, , , , fifth] = await arrivals("/erp", 5)
    expect(fifth!.verified).toBeNull()
  })

  it("retries a failing endpoint with backoff, gives up after 24 h, and disables it after 3 days of failures with a mail", async () => {
    receiver.answer("/down", { status: 500, body: "x".repeat(3000) })
    const hook = await endpoint("/down", ["stop.arrived"])
    const id = hook.id_webhook_endpoint
    await p.call("POST", `/webhooks/${id}/test`)
    await arrivals("/down", 1)
    let [row] = await log(id)
    const until = Date.now() + 5000
    while (row!.attempts < 1 || row!.status === "sending") {
      if (Date.now() > until) break
      ;[row] = await log(id)
    }
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      response_status: 500,
    })
    expect(row!.response_body).toHaveLength(1024)
    expect(Date.parse(row!.next_attempt_at!) - t.clock.now()).toBe(5000)

    // The next attempt, as its job would run it: 10 s later then.
    await t.app.webhooks.deliver(row!.id_delivery)
    ;[row] = await log(id)
    expect(row).toMatchObject({ status: "pending", attempts: 2 })
    expect(Date.parse(row!.next_attempt_at!) - t.clock.now()).toBe(10_000)

    // A day later the message is given up.
    await advance(24 * 3600)
    await t.app.webhooks.deliver(row!.id_delivery)
    ;[row] = await log(id)
    expect(row).toMatchObject({ status: "failed", attempts: 3 })

    // Three days of failures disable the endpoint, and the client's users are mailed.
    await advance(2 * 24 * 3600)
    const test = await p.call("POST", `/webhooks/${id}/test`)
    const until2 = Date.now() + 10_000
    let endpointRow = (await p.call("GET", "/webhooks"))
      .json()
      .data.items.find(
        (e: { id_webhook_endpoint: number }) => e.id_webhook_endpoint === id
      )
    while (endpointRow.enabled && Date.now() < until2) {
      await sleep(50)
      endpointRow = (await p.call("GET", "/webhooks"))
        .json()
        .data.items.find(
          (e: { id_webhook_endpoint: number }) => e.id_webhook_endpoint === id
        )
    }
    expect(endpointRow).toMatchObject({
      enabled: false,
      disabled_reason: "failing",
    })
    expect(test.statusCode).toBe(200)
    const mails = await t.store.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "A Ruta webhook endpoint was disabled"))
    expect(mails.map((m) => m.to)).toContain("client@acme.demo")
    expect(mails[0]!.text).toContain(receiver.url("/down"))
  })

  it("never delivers one event twice to one endpoint, however many fan-outs and workers run", async () => {
    const hook = await endpoint("/once", ["optimization.created"])
    const id = await createOptimization("Once only")
    await arrivals("/once", 1)
    // The event's fan-out runs again (a job retried after a crash), and two workers race.
    const event = await t.store.withScope(systemScope, async (tx) => {
      const repo = createEventsRepository(tx)
      for (let n = 1; ; n++) {
        const found = await repo.find(n)
        if (
          found?.type === "optimization.created" &&
          found.data.id_optimization === id
        )
          return found
      }
    })
    await t.store.withScope(systemScope, (tx) =>
      t.app.webhooks.subscriber.handle(tx, event)
    )
    const [row] = await log(hook.id_webhook_endpoint)
    await Promise.all([
      t.app.webhooks.deliver(row!.id_delivery),
      t.app.webhooks.deliver(row!.id_delivery),
    ])
    await sleep(500)
    expect(receiver.on("/once")).toHaveLength(1)
    expect(await log(hook.id_webhook_endpoint)).toHaveLength(1)
  })

  it("never sends a delivery again while its first attempt is in flight, however slow, and keeps a job for it", async () => {
    const slow = await startHoldingReceiver()
    try {
      const { id, id_delivery } = await testDeliveryTo(slow.url)
      expect(await slow.requests(1)).toBe(1)
      // A second job for the delivery (pg-boss retries a job whose batch it thinks lost) while the
      // first attempt waits for its answer: nothing is sent, and a job is left for when the first
      // worker's claim ends, in case that worker has stopped.
      await t.app.webhooks.deliver(id_delivery)
      expect(slow.held).toHaveLength(1)
      expect(await jobsOf(id_delivery)).toContainEqual({
        state: "created",
        later: true,
      })
      slow.answer(0, 200)
      const row = await deliveryRow(id, id_delivery, "succeeded")
      expect(row).toMatchObject({
        status: "succeeded",
        attempts: 1,
        response_status: 200,
      })
      // That job, when it comes: the delivery is done, nothing is sent.
      await t.app.webhooks.deliver(id_delivery)
      expect(slow.held).toHaveLength(1)
    } finally {
      await slow.close()
    }
  })

  it("keeps the outcome of the attempt that holds the claim when an attempt that outlived its claim answers late", async () => {
    const slow = await startHoldingReceiver()
    try {
      const { id, id_delivery } = await testDeliveryTo(slow.url)
      expect(await slow.requests(1)).toBe(1)
      // The first worker is taken for stopped (its claim lapsed), and another sends the message.
      await advance(CLAIM_MS / 1000 + 1)
      const second = t.app.webhooks.deliver(id_delivery)
      expect(await slow.requests(2)).toBe(2)
      slow.answer(1, 200)
      await second
      // The first attempt's answer (a failure) comes last: it changes nothing, and schedules no retry.
      slow.answer(0, 500)
      const until = Date.now() + 10_000
      while (
        (await jobsOf(id_delivery)).some((j) => j.state === "active") &&
        Date.now() < until
      )
        await sleep(50)
      const row = (await log(id)).find((r) => r.id_delivery === id_delivery)
      expect(row).toMatchObject({
        status: "succeeded",
        attempts: 2,
        response_status: 200,
        error: null,
      })
      expect(
        (await jobsOf(id_delivery)).filter((j) => j.state === "created")
      ).toEqual([])
    } finally {
      await slow.close()
    }
  })

  it("treats a redirect as a failure and does not follow it", async () => {
    receiver.answer("/moved", { status: 302, location: receiver.url("/shop") })
    const hook = await endpoint("/moved", ["stop.failed"])
    const before = receiver.on("/shop").length
    await p.call("POST", `/webhooks/${hook.id_webhook_endpoint}/test`)
    await arrivals("/moved", 1)
    await sleep(300)
    const [row] = await log(hook.id_webhook_endpoint)
    expect(row).toMatchObject({
      response_status: 302,
      error: "The endpoint answered 302.",
    })
    expect(receiver.on("/shop")).toHaveLength(before)
  })

  it("refuses unknown event names and a missing URL, keeping nothing", async () => {
    const before = await t.store.owner.select().from(webhookEndpoints)
    const unknown = await p.call("POST", "/webhooks", {
      url: receiver.url("/x"),
      events: ["stop.teleported"],
    })
    expectValidationError(
      unknown,
      "events.0",
      "Unknown event: choose among the events listed in the documentation."
    )
    const none = await p.call("POST", "/webhooks", {
      url: receiver.url("/x"),
      events: [],
    })
    expectValidationError(none, "events", "Choose at least one event.")
    expect(await t.store.owner.select().from(webhookEndpoints)).toHaveLength(
      before.length
    )
  })
})
