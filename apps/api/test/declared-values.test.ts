// One declaration per value (issue 49): the API refuses a value beyond its declared bounds with
// the message the back office shows for the same value (the route dialog's stories
// `BeyondTheBounds`, and the optimize run's time limit, whose screen offers the declared choices).
import { maxValue, messages } from "@ruta/validation/messages"
import { maxHours, stopDuration, timeLimit } from "@ruta/validation/values"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, openPlanner } from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

describe("declared bounds, refused as the screens refuse them", () => {
  it("a route's minutes per stop and most hours", async () => {
    const { routes } = await createPlan(p, 1, 1)
    const route = routes[0]!
    const save = (configuration: Record<string, unknown>) =>
      p.call("PUT", `/routes/${route}`, { name: "Route 1", configuration })
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { stop_duration: stopDuration.max + 1 },
        "configuration.stop_duration",
        maxValue(stopDuration.max),
      ],
      [
        { stop_duration: stopDuration.min - 1 },
        "configuration.stop_duration",
        messages.amountMin,
      ],
      [
        { max_hours: maxHours.max + 1 },
        "configuration.max_hours",
        maxValue(maxHours.max),
      ],
      [
        { max_hours: maxHours.min },
        "configuration.max_hours",
        messages.positive,
      ],
    ]
    for (const [configuration, field, message] of cases)
      expectValidationError(await save(configuration), field, message)
    // The screen's values (1441 and 25 minutes and hours; -1 and 0) are these bounds.
    expect([stopDuration.max + 1, maxHours.max + 1]).toEqual([1441, 25])
    const taken = await save({
      stop_duration: stopDuration.max,
      max_hours: maxHours.max,
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json().data.configuration).toMatchObject({
      stop_duration: stopDuration.max,
      max_hours: maxHours.max,
    })
  })

  it("a stop's duration (the stop dialog's `LongerThanADay`)", async () => {
    const { id } = await createPlan(p, 1, 1)
    const stop = (await p.call("GET", `/optimizations/${id}`)).json().data
      .stops[0]
    const edit = (stop_duration: number) =>
      p.call("PUT", `/stops/${stop.id_stop}`, { ...stop, stop_duration })
    expectValidationError(
      await edit(stopDuration.max + 1),
      "stop_duration",
      maxValue(stopDuration.max)
    )
    const taken = await edit(stopDuration.max)
    expect(taken.statusCode, taken.body).toBe(200)
  })

  it("an optimize run's time limit", async () => {
    const { id } = await createPlan(p, 1, 1)
    for (const seconds of [timeLimit.min - 1, timeLimit.max + 1])
      expectValidationError(
        await p.call("POST", `/optimizations/${id}/optimize`, {
          time_limit: seconds,
        }),
        "time_limit",
        messages.timeLimitRange
      )
    expect(messages.timeLimitRange).toBe("The time limit is 1 to 300 seconds.")
  })
})
