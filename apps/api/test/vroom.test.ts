// The VROOM-compatible solve API (issue 46): VROOM's input and output, its error shape and codes,
// refusals naming the field, the permission on solverApi, API keys and the size limit.

import { checkVroomOutput, solveVroom } from "@ruta/optimizer/vroom/index"
import { SeedRole } from "@ruta/permissions/context-types"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner } from "./planning-support.ts"
import { clientApiKey, vroomFixture } from "./vroom-support.ts"

let t: TestApp
let p: Planner
let key: string

const fixture = vroomFixture

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  key = await clientApiKey(p, "VROOM client")
})
afterAll(() => t.close())

const solve = (payload: unknown, query = "?t=0.5", auth = key) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/vroom${query}`,
    headers: bearer(auth),
    payload: payload as object,
  })

describe("POST /vroom", () => {
  it.each(["api-example_1", "api-example_2", "c101", "rc101"])(
    "solves %s in VROOM's output format, every route feasible and every task once",
    async (name) => {
      const input = fixture(name)
      const res = await solve(input)
      expect(res.statusCode, res.body).toBe(200)
      const out = res.json()
      expect(out.code).toBe(0)
      expect(checkVroomOutput(input, out)).toEqual([])
      expect(out.summary.computing_times).toEqual({
        loading: expect.any(Number),
        solving: expect.any(Number),
        routing: expect.any(Number),
      })
    },
    60_000
  )

  it("uses the configured travel source without matrices and reports distances and a geometry", async () => {
    const res = await solve({
      vehicles: [
        { id: 1, start: [-99.13, 19.43], end: [-99.13, 19.43], capacity: [3] },
      ],
      jobs: [
        { id: 1, location: [-99.14, 19.44], delivery: [1], service: 60 },
        { id: 2, location: [-99.12, 19.42], delivery: [5] },
      ],
      options: { g: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    const out = res.json()
    expect(out.routes[0].geometry).toEqual(expect.any(String))
    expect(out.routes[0].steps.map((s: { type: string }) => s.type)).toEqual([
      "start",
      "job",
      "end",
    ])
    expect(out.summary).toMatchObject({
      delivery: [1],
      service: 60,
      distance: expect.any(Number),
    })
    expect(out.unassigned).toEqual([
      { id: 2, type: "job", location: [-99.12, 19.42], reasons: ["capacity"] },
    ])
  })

  it("answers an input error with HTTP 400 and VROOM's code 2 naming the field", async () => {
    const refused = await solve({
      vehicles: [{ id: 1, start: [0, 0], max_tasks: 2 }],
      jobs: [{ id: 1, location: [0, 1] }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      code: 2,
      error:
        "vehicles[0].max_tasks: a maximum number of tasks is not supported",
      message:
        "vehicles[0].max_tasks: a maximum number of tasks is not supported",
    })
    const malformed = await solve({ vehicles: "none" })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({
      code: 2,
      error: expect.stringContaining("input:"),
    })
  })

  it("refuses a problem above the synchronous size", async () => {
    const jobs = Array.from({ length: 501 }, (_, i) => ({
      id: i,
      location_index: 0,
    }))
    const res = await solve({
      vehicles: [{ id: 1, start_index: 0 }],
      jobs,
      matrices: { car: { durations: [[0]] } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toContain(
      "jobs: 501 tasks are more than the synchronous endpoint takes (500)"
    )
  })

  it("needs the optimize permission on solverApi and a caller", async () => {
    const driverKey = await p.call("POST", "/api-keys", {
      name: "Site key",
      id_role: SeedRole.SubsidiaryUser.id_role,
      id_subsidiary: p.site,
    })
    expect(driverKey.statusCode, driverKey.body).toBe(201)
    const forbidden = await solve(
      fixture("api-example_2"),
      "",
      driverKey.json().data.key
    )
    expect(forbidden.statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/v1/vroom",
      payload: fixture("api-example_2"),
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe("POST /vroom with a seed and an iteration budget (Ruta's extension)", () => {
  it("answers the direct solve's cost and routes: the HTTP path loses nothing", async () => {
    const input = {
      ...fixture("c101"),
      options: { seed: 3, iterations: 300 },
    }
    const direct = await solveVroom(input, {
      timeLimitMs: 600_000,
      route: () => {
        throw new Error("the input has its matrices")
      },
    })
    const res = await solve(input, "?t=30")
    expect(res.statusCode, res.body).toBe(200)
    const out = res.json()
    expect(direct.code).toBe(0)
    if (direct.code !== 0) return
    expect(out.summary.cost).toBe(direct.summary.cost)
    expect(out.routes).toEqual(direct.routes)
    expect(out.unassigned).toEqual(direct.unassigned)
  }, 120_000)

  it("stops a budget it cannot finish at the time limit, with the best routes found", async () => {
    const input = {
      ...fixture("c101"),
      options: { iterations: 1_000_000_000 },
    }
    const res = await solve(input, "?t=0.5")
    expect(res.statusCode, res.body).toBe(200)
    expect(checkVroomOutput(input, res.json())).toEqual([])
  }, 120_000)

  it("refuses a budget that is not a whole number above 0, naming the field", async () => {
    const res = await solve({
      ...fixture("api-example_1"),
      options: { iterations: 0 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 2,
      error: expect.stringContaining("iterations"),
    })
  })
})

describe("POST /vroom with a body that is not JSON", () => {
  it("answers 400 with the API's message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/vroom",
      headers: { ...bearer(key), "content-type": "application/json" },
      payload: '{"vehicles": [',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
  })
})
