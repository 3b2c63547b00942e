// Issue 45: stable territories. The setting weighs, in the run's objective, keeping each customer
// with the driver who served it last; a run reports how many customers changed driver.
import { describe, expect, it, beforeAll, afterAll } from "vitest"

import type { Job } from "@ruta/optimizer"

import {
  driversChanged,
  objectiveWeight,
  withTerritoryCosts,
} from "../src/modules/planning/stable-territories.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  planner,
  planTomorrow,
  stopsAround,
} from "./planning-support.ts"

describe("the territory term", () => {
  const drivers = new Map<string, number | null>([
    ["mon-ana", 1],
    ["tue-ana", 1],
    ["mon-bo", 2],
    ["mon-none", null],
  ])
  const territories = {
    customerOf: new Map([
      ["j1", "c1"],
      ["j2", "c1"],
      ["j3", "c3"],
      ["j4", "c4"],
    ]),
    lastDriver: new Map([
      ["c1", 1],
      ["c3", 9],
    ]),
  }
  const jobs: Job[] = [
    { id: "j1", location: 1 },
    { id: "j2", location: 1, vehicles: ["mon-ana", "mon-bo"] },
    { id: "j3", location: 2 },
    { id: "j4", location: 3 },
  ]

  it("weighs every vehicle but last time's driver's, on any day, within the job's vehicles", () => {
    const [j1, j2, j3, j4] = withTerritoryCosts(jobs, territories, drivers, 300)
    expect(j1!.vehicleCosts).toEqual({ "mon-bo": 300, "mon-none": 300 })
    expect(j2!.vehicleCosts).toEqual({ "mon-bo": 300 })
    // A driver not in this plan, or no driver last time: no term.
    expect(j3!.vehicleCosts).toBeUndefined()
    expect(j4!.vehicleCosts).toBeUndefined()
  })

  it("is off at 0, and reads the weight as metres in a shortest-distance plan", () => {
    expect(withTerritoryCosts(jobs, territories, drivers, 0)).toEqual(jobs)
    expect(objectiveWeight(300, 1)).toBe(300)
    expect(objectiveWeight(300, 2)).toBe(3000)
  })

  it("counts a customer served by another driver once, however many visits", () => {
    const stop = (jobId: string) => ({ jobId, kind: "job" as const })
    const routes = [
      { vehicleId: "mon-bo", stops: [stop("j1"), stop("j3"), stop("j4")] },
      { vehicleId: "tue-ana", stops: [stop("j2")] },
    ]
    expect(driversChanged(routes, territories, drivers)).toBe(2)
    const kept = [{ vehicleId: "tue-ana", stops: [stop("j1"), stop("j2")] }]
    expect(driversChanged(kept, territories, drivers)).toBe(0)
  })
})

let t: TestApp
let p: Planner
let driver: Driver

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
})
afterAll(() => t.close())

describe("the stable territories setting", () => {
  it("has the declared default, keeps what is chosen, and refuses a weight out of range", async () => {
    const first = await p.call("GET", "/clients/1/stable-territories")
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ stable_territories: 30 })
    const saved = await p.call("PUT", "/clients/1/stable-territories", {
      stable_territories: 900,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe("Stable territories saved.")
    const again = await p.call("GET", "/clients/1/stable-territories")
    expect(again.json().data).toEqual({ stable_territories: 900 })
    const bad = await p.call("PUT", "/clients/1/stable-territories", {
      stable_territories: 4000,
    })
    expectValidationError(
      bad,
      "stable_territories",
      "Stable territories weigh 0 to 3600 seconds."
    )
  })

  it("is not a driver's to read or change", async () => {
    expect(
      (await driver.call("GET", "/clients/1/stable-territories")).statusCode
    ).toBe(403)
    expect(
      (
        await driver.call("PUT", "/clients/1/stable-territories", {
          stable_territories: 0,
        })
      ).statusCode
    ).toBe(403)
  })
})

/** Tomorrow's plan of the same six customers, with a route for each of `withDriver`. */
const tomorrow = (withDriver: boolean[]) =>
  planTomorrow(p, driver, withDriver, stopsAround(6))

describe("a run with stable territories", () => {
  it("keeps yesterday's customers with yesterday's driver, and counts the customers that changed driver", async () => {
    await assignedRoute(p, driver, 6)
    const high = await p.call("PUT", "/clients/1/stable-territories", {
      stable_territories: 3600,
    })
    expect(high.statusCode, high.body).toBe(200)

    const kept = await tomorrow([false, true])
    expect(kept.run.drivers_changed).toBe(0)
    const onDriver = kept.plan.routes.find(
      (r: { id_route: number }) => r.id_route === kept.routes[1]
    )
    expect(onDriver.stops).toHaveLength(6)

    // Without yesterday's driver, every customer changes driver.
    const other = await tomorrow([false])
    expect(other.run.drivers_changed).toBe(6)
  })
})
