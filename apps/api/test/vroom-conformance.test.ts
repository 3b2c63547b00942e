// VROOM conformance through the API (issue 46): every example input of VROOM's docs/API.md and
// every Solomon fixture, sent to POST /vroom and as an asynchronous job, answers an output that
// VROOM's output format (a JSON Schema written from docs/API.md) accepts and that the output
// checker finds feasible. The command line runs the same fixtures in the solver's package.

import { checkVroomOutput, type VroomInput } from "@ruta/optimizer/vroom/index"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { schemaErrors } from "../../../packages/optimizer/test/vroom/output-schema.ts"
import { until } from "./eventually.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"
import { planner } from "./planning-support.ts"
import {
  clientApiKey,
  vroomFixture,
  vroomFixtureNames,
} from "./vroom-support.ts"

let t: TestApp
let key: string

const names = vroomFixtureNames()
const fixture = vroomFixture
/** Plan mode's timing on steps: refused with code 2 naming the field. */
const PLAN_MODE = "api-example_3"

beforeAll(async () => {
  t = await createTestApp()
  key = await clientApiKey(await planner(t), "VROOM conformance")
})
afterAll(() => t.close())

/** The output conforms to VROOM's format and, when solved, is feasible for its input. */
function expectConforming(name: string, input: VroomInput, output: unknown) {
  expect(schemaErrors(output)).toEqual([])
  const out = output as { code: number; error?: string }
  if (name === PLAN_MODE) {
    expect(out).toEqual({
      code: 2,
      error: expect.stringContaining("service_after"),
    })
    return
  }
  expect(out.code, out.error).toBe(0)
  expect(checkVroomOutput(input, output as never)).toEqual([])
}

describe("VROOM conformance through the API", () => {
  it.each(names)(
    "POST /vroom answers %s in VROOM's output format",
    async (name) => {
      const input = fixture(name)
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/vroom?t=0.3",
        headers: bearer(key),
        payload: input as object,
      })
      expect(res.statusCode).toBe(name === PLAN_MODE ? 400 : 200)
      // The API's `message` rides along on a refusal; VROOM's shape is the rest.
      const { message: _message, ...output } = res.json()
      expectConforming(name, input, output)
    },
    60_000
  )

  it.each(names.filter((name) => name !== PLAN_MODE))(
    "a job answers %s in VROOM's output format",
    async (name) => {
      const input = { ...fixture(name), options: { time_limit: 0.3 } }
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/vroom/jobs",
        headers: bearer(key),
        payload: input,
      })
      expect(res.statusCode, res.body).toBe(202)
      const job = await until(
        async () =>
          (
            await t.app.inject({
              method: "GET",
              url: `/api/v1/vroom/jobs/${res.json().id}`,
              headers: bearer(key),
            })
          ).json(),
        (read) => read.status === "done" || read.status === "failed",
        60_000
      )
      expectConforming(name, input, job.output)
    },
    90_000
  )
})
