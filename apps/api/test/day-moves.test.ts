// Issue 45: the server refuses a hand move of a stop onto a route whose day the stop may not go
// on (its allowed days, or no window of it on that day), as the workspace does before saving.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { openPlanner, stopsAround } from "./planning-support.ts"

let t: TestApp
let p: Planner

beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

describe("moving a stop to another day by hand", () => {
  it("is refused (409) for a day the stop does not allow, in the caller's language, and made for one it does", async () => {
    const [a, b, c] = stopsAround(3)
    const created = await p.call("POST", "/optimizations", {
      name: "Two days",
      id_subsidiary: p.site,
      horizon_days: 2,
      stops: [
        { ...a, name: "Monday only", allowed_days: ["mon"] },
        {
          ...b,
          name: "Tuesday afternoon",
          time_windows: [
            { start: "2026-11-24T21:00:00Z", end: "2026-11-24T23:00:00Z" },
          ],
        },
        { ...c, name: "Any day" },
      ],
      new_routes: [
        {
          name: "Monday",
          start_date: "2026-11-23T08:00:00-06:00",
          end_date: "2026-11-23T18:00:00-06:00",
        },
        {
          name: "Tuesday",
          start_date: "2026-11-24T08:00:00-06:00",
          end_date: "2026-11-24T18:00:00-06:00",
        },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const plan = created.json().data
    const id = plan.id_optimization as number
    const route = (name: string) =>
      (plan.routes as { id_route: number; name: string }[]).find(
        (r) => r.name === name
      )!.id_route
    const stop = (name: string) =>
      (plan.stops as { id_stop: number; name: string }[]).find(
        (s) => s.name === name
      )!.id_stop
    const lay = (id_route: number, names: string[], language = "en") =>
      p.call(
        "PUT",
        `/optimizations/${id}/layout`,
        { routes: [{ id_route, stops: names.map(stop) }] },
        { "accept-language": language }
      )

    const tuesday = await lay(route("Tuesday"), ["Monday only", "Any day"])
    expect(tuesday.statusCode, tuesday.body).toBe(409)
    expect(tuesday.json()).toMatchObject({
      code: "CONFLICT",
      message:
        "Monday only may not go on Tuesday 24 November 2026: its allowed days are Monday.",
    })
    const spanish = await lay(route("Tuesday"), ["Monday only"], "es")
    expect(spanish.json().message).toBe(
      "Monday only no puede ir el martes 24 de noviembre de 2026: sus días permitidos son lunes."
    )
    const monday = await lay(route("Monday"), [
      "Tuesday afternoon",
      "Monday only",
    ])
    expect(monday.statusCode, monday.body).toBe(409)
    expect(monday.json().message).toBe(
      "Tuesday afternoon may not go on Monday 23 November 2026: none of its time windows falls on that day."
    )
    const lunes = await lay(route("Monday"), ["Tuesday afternoon"], "es")
    expect(lunes.json().details).toEqual([
      {
        field: "routes",
        message:
          "Tuesday afternoon no puede ir el lunes 23 de noviembre de 2026: ninguna de sus ventanas horarias cae ese día.",
      },
    ])
    expect(monday.json().details).toEqual([
      {
        field: "routes",
        message:
          "Tuesday afternoon may not go on Monday 23 November 2026: none of its time windows falls on that day.",
      },
    ])

    // Nothing was moved by the refused layouts; the allowed moves are made.
    const before = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(
      before.routes.every((r: { stops: [] }) => r.stops.length === 0)
    ).toBe(true)
    const allowed = await lay(route("Monday"), ["Monday only", "Any day"])
    expect(allowed.statusCode, allowed.body).toBe(200)
    const afternoon = await lay(route("Tuesday"), ["Tuesday afternoon"])
    expect(afternoon.statusCode, afternoon.body).toBe(200)
    const after = (await p.call("GET", `/optimizations/${id}`)).json().data
    const on = (name: string) =>
      (after.routes as { name: string; stops: { name: string }[] }[]).find(
        (r) => r.stops.some((s) => s.name === name)
      )?.name
    expect(on("Monday only")).toBe("Monday")
    expect(on("Tuesday afternoon")).toBe("Tuesday")

    // Adding a stop to a route is checked the same way, and moves nothing when refused.
    const add = (id_route: number, name: string) =>
      p.call("PUT", `/routes/${id_route}/stops`, {
        add: [stop(name)],
        remove: [],
      })
    const added = await add(route("Tuesday"), "Monday only")
    expect(added.statusCode, added.body).toBe(409)
    expect(added.json().message).toBe(
      "Monday only may not go on Tuesday 24 November 2026: its allowed days are Monday."
    )
    const kept = (await p.call("GET", `/optimizations/${id}`)).json().data
    expect(
      (kept.routes as { name: string; stops: { name: string }[] }[]).find((r) =>
        r.stops.some((s) => s.name === "Monday only")
      )?.name
    ).toBe("Monday")
    const anyDay = await add(route("Tuesday"), "Any day")
    expect(anyDay.statusCode, anyDay.body).toBe(200)
  })
})
