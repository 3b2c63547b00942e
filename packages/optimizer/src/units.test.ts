import { stopDuration, timeLimit } from "@ruta/validation/values"
import { describe, expect, it } from "vitest"

import { DEFAULT_SERVICE_SECONDS } from "./model/problem-data.ts"
import { DEFAULT_SEARCH } from "./search/annealing.ts"
import { searchBudgetMs, serviceSeconds } from "./units.ts"

describe("the solver's edge", () => {
  it("turns a run's time limit (seconds) into the search's budget (milliseconds)", () => {
    expect(timeLimit.unit).toBe("second")
    expect(searchBudgetMs(30)).toBe(30_000)
    expect(searchBudgetMs()).toBe(timeLimit.default * 1000)
  })

  it("turns a stop's duration (minutes) into its service time (seconds)", () => {
    expect(stopDuration.unit).toBe("minute")
    expect(serviceSeconds(20)).toBe(1200)
    expect(serviceSeconds()).toBe(15 * 60)
  })

  it("defaults to the declared values, not numbers of its own", () => {
    expect(DEFAULT_SEARCH.timeLimitMs).toBe(searchBudgetMs(timeLimit.default))
    expect(DEFAULT_SERVICE_SECONDS).toBe(serviceSeconds(stopDuration.default))
  })
})
