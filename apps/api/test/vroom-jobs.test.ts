// The VROOM-compatible API's asynchronous jobs (issue 46): 202 with an id and its Location, the
// job's status and output from any reader of the client, VROOM's error shape for a refusal or a
// failure, the webhook event on completion, the purge after the kept days, and tenant isolation.

import { checkVroomOutput, type VroomInput } from "@ruta/optimizer/vroom/index"
import { SeedRole } from "@ruta/permissions/context-types"
import { startReceiver } from "@ruta/stand-ins/webhook-receiver"
import { vroomJobKeepDays, vroomTimeLimit } from "@ruta/validation/values"
import { and, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { apiKeys, users, vroomJobs } from "../src/db/schema.ts"
import { createBillingRepository } from "../src/modules/billing/billing.repository.ts"
import {
  billingPeriod,
  clientZone,
} from "../src/modules/planning/billing-period.ts"
import { newApiKey } from "../src/modules/integrations/api-key-auth.ts"
import { vroomJobPurge } from "../src/modules/vroom/vroom-job-purge.ts"
import { until } from "./eventually.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner } from "./planning-support.ts"
import { clientApiKey, vroomFixture } from "./vroom-support.ts"

let t: TestApp
let p: Planner
let key: string
let receiver: Awaited<ReturnType<typeof startReceiver>>

const fixture = vroomFixture

beforeAll(async () => {
  receiver = await startReceiver()
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: "true" })
  p = await planner(t)
  key = await clientApiKey(p, "VROOM jobs")
})
afterAll(async () => {
  await t.close()
  await receiver.close()
})

const submit = (payload: unknown, auth = key, headers = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/vroom/jobs",
    headers: { ...bearer(auth), ...headers },
    payload: payload as object,
  })
const read = (id: string, auth = key) =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/vroom/jobs/${id}`,
    headers: bearer(auth),
  })
const ended = (id: string) =>
  until(
    async () => (await read(id)).json(),
    (job) => job.status === "done" || job.status === "failed",
    60_000
  )

/** A key of another client (Globex, client 2), made as the integrations module makes them. */
async function otherClientKey() {
  const [creator] = await t.store.owner
    .select()
    .from(users)
    .where(and(eq(users.id_client, 2), eq(users.id_context_type, 2)))
  const made = newApiKey()
  await t.store.owner.insert(apiKeys).values({
    id_client: 2,
    name: "Globex VROOM",
    prefix: made.prefix,
    key_hash: made.hash,
    id_role: SeedRole.ClientUser.id_role,
    createdBy: creator!.id_user,
  })
  return made.key
}

describe("VROOM jobs", () => {
  it("answers 202 with the job's id and Location, then VROOM's output once a worker solved it", async () => {
    const input = {
      ...fixture("api-example_1"),
      options: { time_limit: 0.3 },
    }
    const res = await submit(input)
    expect(res.statusCode, res.body).toBe(202)
    const { id, status } = res.json()
    expect(status).toBe("queued")
    expect(res.headers.location).toBe(`/api/v1/vroom/jobs/${id}`)
    const job = await ended(id)
    expect(job).toMatchObject({
      id,
      status: "done",
      tasks: 6,
      time_limit: 0.3,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    })
    expect(job.output.code).toBe(0)
    expect(checkVroomOutput(input, job.output)).toEqual([])
  }, 90_000)

  it("takes its time limit by size when the input gives none, at most the declared maximum", async () => {
    const small = await submit(fixture("api-example_2"))
    expect(small.statusCode, small.body).toBe(202)
    const job = await ended(small.json().id)
    expect(job.time_limit).toBe(0.5)
    const beyond = await submit({
      ...fixture("api-example_2"),
      options: { time_limit: vroomTimeLimit.max + 1 },
    })
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json()).toMatchObject({
      code: 2,
      error: expect.stringContaining("options.time_limit"),
    })
  }, 90_000)

  it("refuses an input error at once, in VROOM's shape naming the field", async () => {
    const res = await submit({
      vehicles: [{ id: 1, start: [0, 0], max_tasks: 2 }],
      jobs: [{ id: 1, location: [0, 1] }],
    })
    expect(res.statusCode).toBe(400)
    // The same refusal as POST /vroom's (vroom.test.ts), with the API's `message` beside it.
    const { code, error, message } = res.json()
    expect({ code, error }).toEqual({
      code: 2,
      error: expect.stringMatching(/^vehicles\[0\]\.max_tasks: /),
    })
    expect(message).toBe(error)
    const malformed = await submit({ vehicles: "none" })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error).toContain("input:")
  })

  it("ends failed with VROOM's code when the solve refuses what only solving finds", async () => {
    // A geometry with custom matrices and no coordinates is refused when the places are read.
    const res = await submit({
      vehicles: [{ id: 1, start_index: 0 }],
      jobs: [{ id: 1, location_index: 1 }],
      matrices: {
        car: {
          durations: [
            [0, 5],
            [5, 0],
          ],
        },
      },
      options: { g: true, time_limit: 0.2 },
    })
    expect(res.statusCode, res.body).toBe(202)
    const job = await ended(res.json().id)
    expect(job.status).toBe("failed")
    expect(job.output).toEqual({ code: 2, error: expect.any(String) })
  }, 90_000)

  it("takes a problem the synchronous endpoint refuses, which points to jobs", async () => {
    const jobs = Array.from({ length: 501 }, (_, i) => ({
      id: i,
      location_index: 1 + (i % 3),
    }))
    const durations = [0, 1, 2, 3].map((i) =>
      [0, 1, 2, 3].map((j) => Math.abs(i - j) * 60)
    )
    const input = {
      vehicles: [{ id: 1, start_index: 0, end_index: 0 }],
      jobs,
      matrices: { car: { durations } },
      options: { time_limit: 1 },
    }
    const sync = await t.app.inject({
      method: "POST",
      url: "/api/v1/vroom",
      headers: bearer(key),
      payload: input,
    })
    expect(sync.statusCode).toBe(400)
    expect(sync.json().error).toContain("POST /api/v1/vroom/jobs")
    const res = await submit(input)
    expect(res.statusCode, res.body).toBe(202)
    const job = await ended(res.json().id)
    expect(job.status).toBe("done")
    expect(job.output.summary.unassigned).toBe(0)
    expect(checkVroomOutput(input as VroomInput, job.output)).toEqual([])
  }, 120_000)

  it("answers the same job again for the same Idempotency-Key", async () => {
    const headers = { "idempotency-key": "vroom-job-1" }
    const first = await submit(fixture("api-example_2"), key, headers)
    const again = await submit(fixture("api-example_2"), key, headers)
    expect(first.statusCode, first.body).toBe(202)
    expect(again.statusCode).toBe(202)
    expect(again.json().id).toBe(first.json().id)
    expect(again.headers["idempotent-replayed"]).toBe("true")
    await ended(first.json().id)
  }, 90_000)

  it("fires vroom_job.completed through the webhooks on completion", async () => {
    const hook = await p.call("POST", "/webhooks", {
      url: receiver.url("/vroom"),
      events: ["vroom_job.completed"],
    })
    expect(hook.statusCode, hook.body).toBe(201)
    receiver.trust("/vroom", hook.json().data.secret)
    const res = await submit(fixture("api-example_2"))
    const id = res.json().id as string
    await ended(id)
    const got = await until(
      async () => receiver.on("/vroom"),
      (arrived) => arrived.length > 0,
      30_000
    )
    expect(got).toHaveLength(1)
    const body = JSON.parse(got[0]!.body)
    expect(body).toMatchObject({
      type: "vroom_job.completed",
      data: { id, status: "done", code: 0, tasks: 2, unassigned: 0 },
    })
  }, 90_000)

  it("is another client's secret: its job is 404 to them, and needs the permission", async () => {
    const res = await submit(fixture("api-example_2"))
    const id = res.json().id as string
    const globex = await otherClientKey()
    expect((await read(id, globex)).statusCode).toBe(404)
    expect((await read(id)).statusCode).toBe(200)
    const siteKey = await p.call("POST", "/api-keys", {
      name: "Site key",
      id_role: SeedRole.SubsidiaryUser.id_role,
      id_subsidiary: p.site,
    })
    const forbidden = await submit(
      fixture("api-example_2"),
      siteKey.json().data.key
    )
    expect(forbidden.statusCode).toBe(403)
    const unknown = await read("00000000-0000-4000-8000-000000000000")
    expect(unknown.statusCode).toBe(404)
    await ended(id)
  }, 90_000)

  it("meters each solve's served places as optimized addresses, a job's and a synchronous call's", async () => {
    const [row] = await t.store.owner
      .select({ id_client: apiKeys.id_client })
      .from(apiKeys)
      .where(eq(apiKeys.name, "VROOM jobs"))
    const id_client = row!.id_client
    const meter = () =>
      t.store.withScope(
        { clientId: id_client, allClients: false },
        async (tx) =>
          createBillingRepository(tx).meterCount(
            id_client,
            billingPeriod(
              new Date(t.clock.now()),
              await clientZone(tx, id_client)
            )
          )
      )
    const before = await meter()
    // Example 2: two jobs at two places, both served.
    const res = await submit(fixture("api-example_2"))
    await ended(res.json().id)
    expect(await meter()).toBe(before + 2)
    const sync = await t.app.inject({
      method: "POST",
      url: "/api/v1/vroom?t=0.3",
      headers: bearer(key),
      payload: fixture("api-example_2") as object,
    })
    expect(sync.statusCode, sync.body).toBe(200)
    expect(await meter()).toBe(before + 4)
    // A refusal is not metered.
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/vroom",
      headers: bearer(key),
      payload: {
        vehicles: [{ id: 1, start: [0, 0], max_tasks: 1 }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
    })
    expect(refused.statusCode).toBe(400)
    expect(await meter()).toBe(before + 4)
  }, 90_000)

  it("purges a finished job after the kept days", async () => {
    const res = await submit(fixture("api-example_2"))
    const id = res.json().id as string
    await ended(id)
    const purge = vroomJobPurge(t.store, vroomJobKeepDays.default, () =>
      t.clock.now()
    )
    await purge.purge()
    expect((await read(id)).statusCode).toBe(200)
    const later = () =>
      t.clock.now() + (vroomJobKeepDays.default * 86_400 + 60) * 1000
    await vroomJobPurge(t.store, vroomJobKeepDays.default, later).purge()
    expect((await read(id)).statusCode).toBe(404)
    const [row] = await t.store.owner
      .select()
      .from(vroomJobs)
      .where(eq(vroomJobs.id, id))
    expect(row).toBeUndefined()
  }, 90_000)
})
