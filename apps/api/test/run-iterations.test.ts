// An optimize run's iteration budget (OPTIMIZE_ITERATIONS): the search follows it and the run's
// time limit only stops it, so plans compared are searched alike whatever the machine's load.
import type { Problem } from "@ruta/optimizer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import { solveRun } from "../src/modules/planning/run-solve.ts"
import { createTestApp } from "./helper.ts"
import type { TestApp } from "./helper.ts"

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Eight visits around Mexico City's centre for one vehicle. */
const problem: Problem = {
  locations: Array.from({ length: 9 }, (_, i) => ({
    lat: 19.43 + 0.01 * Math.sin(i),
    lng: -99.13 + 0.01 * Math.cos(i),
  })),
  jobs: Array.from({ length: 8 }, (_, i) => ({
    id: String(i),
    location: i + 1,
  })),
  vehicles: [{ id: "0", start: 0, end: 0 }],
}

describe("an optimize run's iteration budget", () => {
  it("is read from OPTIMIZE_ITERATIONS, and unset by default", () => {
    expect(loadConfig({}).OPTIMIZE_ITERATIONS).toBeUndefined()
    expect(
      loadConfig({ OPTIMIZE_ITERATIONS: "30000" }).OPTIMIZE_ITERATIONS
    ).toBe(30_000)
    expect(() => loadConfig({ OPTIMIZE_ITERATIONS: "0" })).toThrow(
      /OPTIMIZE_ITERATIONS must be/
    )
  })

  it("is what the run's search makes, its time limit only a stop", async () => {
    const run = { id_run: 0, id_client: 1 }
    const deps = {
      store: t.store,
      log: t.app.log,
      interval: 3_600_000,
      threads: 1,
    }
    const budgeted = await solveRun(
      { ...deps, maxIterations: 40 },
      run,
      problem,
      300_000
    )
    expect(budgeted.result.iterations).toBe(40)
    // The same budget searches the same: the same routes, whatever the clock did meanwhile.
    const again = await solveRun(
      { ...deps, maxIterations: 40 },
      run,
      problem,
      300_000
    )
    expect(again.result.routes).toEqual(budgeted.result.routes)
  })
})
