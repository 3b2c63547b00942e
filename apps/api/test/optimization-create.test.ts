// Creating an optimization from the wizard: stops, the upload's depot rows, new routes and the
// site's pending routes, all in one transaction; and the list's order by created date.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { optimizations, routes as routesTable } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import {
  createPlan,
  openPlanner,
  planner,
  stopsAround,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
beforeAll(async () => ({ t, p } = await openPlanner()))
afterAll(() => t.close())

const countOptimizations = async () =>
  (await t.store.owner.select().from(optimizations)).length

describe("creating an optimization from the wizard", () => {
  it("creates its stops, finds or creates the depots of its depot rows, and starts its new routes from the first", async () => {
    const depots = (
      await p.call("GET", `/depots?id_subsidiary=${p.site}`)
    ).json().data.items as {
      id_depot: number
      address: { latitude: number; longitude: number }
    }[]
    const known = depots[0]!
    const created = await p.call("POST", "/optimizations", {
      name: "From the wizard",
      id_subsidiary: p.site,
      method: 2,
      stops: stopsAround(4),
      depots: [
        {
          name: "North yard",
          address: "Calle Norte 1",
          latitude: 19.5101,
          longitude: -99.1402,
        },
        {
          name: "Same place",
          latitude: known.address.latitude + 0.00002,
          longitude: known.address.longitude,
        },
      ],
      new_routes: [{ name: "Route 1" }, { name: "Route 2" }],
    })
    expect(created.statusCode, created.body).toBe(201)
    const data = created.json().data
    expect(data).toMatchObject({ method: 2, stops_quantity: 4 })
    expect(data.stops).toHaveLength(4)
    expect(data.routes.map((r: { name: string }) => r.name)).toEqual([
      "Route 1",
      "Route 2",
    ])
    const after = (
      await p.call("GET", `/depots?id_subsidiary=${p.site}`)
    ).json().data.items as { id_depot: number; address: { name: string } }[]
    expect(after).toHaveLength(depots.length + 1)
    const north = after.find((d) => d.address.name === "North yard")!
    expect(data.routes.map((r: { id_depot: number }) => r.id_depot)).toEqual([
      north.id_depot,
      north.id_depot,
    ])
  })

  it("takes pending routes of the site in with their stops, no longer optimized", async () => {
    const old = await createPlan(p, 3, 2)
    const [pending, other] = old.routes as [number, number]
    const stops = (await p.call("GET", `/optimizations/${old.id}`)).json().data
      .stops as { id_stop: number }[]
    await p.call("PUT", `/routes/${pending}/stops`, {
      add: stops.slice(0, 2).map((s) => s.id_stop),
    })
    const created = await p.call("POST", "/optimizations", {
      name: "Taking routes in",
      id_subsidiary: p.site,
      stops: stopsAround(2),
      routes: [pending],
    })
    expect(created.statusCode, created.body).toBe(201)
    const data = created.json().data
    expect(data.routes).toHaveLength(1)
    expect(data.routes[0]).toMatchObject({
      id_route: pending,
      optimization_state: 0,
    })
    expect(data.routes[0].stops).toHaveLength(2)
    expect(data.stops).toHaveLength(2)
    const before = (await p.call("GET", `/optimizations/${old.id}`)).json().data
    expect(before.routes.map((r: { id_route: number }) => r.id_route)).toEqual([
      other,
    ])
    expect(before.stops).toHaveLength(1)
  })

  it("refuses a started route or another site's, and then creates nothing", async () => {
    const old = await createPlan(p, 1, 1)
    const route = old.routes[0]!
    await t.store.owner
      .update(routesTable)
      .set({ started: new Date() })
      .where(eq(routesTable.id_route, route))
    const globex = await planner(t, "client@globex.demo", "Globex Monterrey")
    const theirs = await createPlan(globex, 1, 1)
    const before = await countOptimizations()
    const started = await p.call("POST", "/optimizations", {
      name: "Too late",
      id_subsidiary: p.site,
      stops: stopsAround(2),
      routes: [route],
    })
    expectValidationError(
      started,
      "routes",
      "Only pending routes can be added."
    )
    const foreign = await p.call("POST", "/optimizations", {
      name: "Not mine",
      id_subsidiary: p.site,
      routes: [theirs.routes[0]],
    })
    expectValidationError(foreign, "routes", "Route not found.")
    const badCar = await p.call("POST", "/optimizations", {
      name: "Bad route",
      id_subsidiary: p.site,
      stops: stopsAround(2),
      new_routes: [{ name: "R", id_car: 999_999 }],
    })
    expectValidationError(badCar, "id_car", "Car not found.")
    expect(await countOptimizations()).toBe(before)
  })

  it("validates every stop again on the server", async () => {
    const res = await p.call("POST", "/optimizations", {
      name: "Bad stop",
      id_subsidiary: p.site,
      stops: [...stopsAround(1), { name: "Far", latitude: 91, longitude: 0 }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain("stops.1.latitude")
  })

  it("takes phones in E.164, as the wizard sends them, keeps a phone typed with separators without them, and refuses every stop of a bulk create that is no phone, each by its index", async () => {
    const [a, b] = stopsAround(2)
    const created = await p.call("POST", "/optimizations", {
      name: "Phones in E.164",
      id_subsidiary: p.site,
      stops: [
        { ...a, phone_number: "+525597792542" },
        { ...b, phone_number: "(55) 9779-2543" },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(
      created
        .json()
        .data.stops.map((s: { phone_number: string }) => s.phone_number)
        .sort()
    ).toEqual(["+525597792542", "5597792543"])
    const before = await countOptimizations()
    const refused = await p.call("POST", "/optimizations", {
      name: "Phones as typed",
      id_subsidiary: p.site,
      stops: [
        { ...a, phone_number: "55 9779 2542 ext 3" },
        { ...b, phone_number: "(55) CALL-ANA" },
      ],
    })
    const spec = "The phone number can't have dash, spaces nor parentheses."
    expectValidationError(refused, "stops.0.phone_number", spec)
    expectValidationError(refused, "stops.1.phone_number", spec)
    expect(await countOptimizations()).toBe(before)
  })

  it("lists newest first, or oldest first", async () => {
    const newest = (await p.call("GET", "/optimizations?size=100")).json().data
      .items as { createdAt: string; id_optimization: number }[]
    const oldest = (
      await p.call("GET", "/optimizations?size=100&order=oldest")
    ).json().data.items as { id_optimization: number }[]
    expect(newest.length).toBeGreaterThan(3)
    expect(oldest.map((o) => o.id_optimization)).toEqual(
      newest.map((o) => o.id_optimization).reverse()
    )
    const order = await p.call("GET", "/optimizations?order=sideways")
    expect(order.statusCode).toBe(400)
  })
})

describe("the header matching remembered per client", () => {
  it("is shared by the company's planners and kept apart from other companies", async () => {
    const empty = await p.call("GET", "/optimizations/header-matching")
    expect(empty.json().data).toEqual({})
    const saved = await p.call("PUT", "/optimizations/header-matching", {
      address: "Dirección",
      latitude: "Lat",
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const site = await planner(t, "site@acme.demo")
    expect(
      (await site.call("GET", "/optimizations/header-matching")).json().data
    ).toEqual({ address: "Dirección", latitude: "Lat" })
    const globex = await planner(t, "client@globex.demo", "Globex Monterrey")
    expect(
      (await globex.call("GET", "/optimizations/header-matching")).json().data
    ).toEqual({})
    const bad = await p.call("PUT", "/optimizations/header-matching", {
      "Not a field": "x",
    })
    expect(bad.statusCode).toBe(400)
    const driver = await planner(t, "driver@acme.demo")
    expect(
      (await driver.call("GET", "/optimizations/header-matching")).statusCode
    ).toBe(403)
  })
})
