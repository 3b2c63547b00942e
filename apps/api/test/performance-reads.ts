// The Performance read as the API answers it, for the tests that compare two reads of it.
import { expect } from "vitest"

import type { Planner } from "./planning-support.ts"

export type Answer = Record<string, unknown>

/** `GET /performance` over `range` (a query string's from/to) and `query`, as the planner. */
export async function readPerformance(p: Planner, range: string, query = "") {
  const res = await p.call("GET", `/performance?${range}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Answer
}

/** Every `eta_error_p90` of an answer, in order, and the answer without them. */
export function splitP90s(answer: Answer) {
  const p90s: (number | null)[] = []
  const rest = JSON.parse(
    JSON.stringify(answer, (key, value: unknown) => {
      if (key !== "eta_error_p90") return value
      p90s.push(value as number | null)
      return undefined
    })
  ) as Answer
  return { p90s, rest }
}
