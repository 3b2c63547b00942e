// The demo data shows the product from the first minute (issue 42): each demo driver has a real
// name and a route on the day the product runs, with stops still to visit; a new day moves an
// untouched demo route to it, and leaves one somebody worked on alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { DEMO_DAY, refreshDemoDay } from "../src/db/seed-demo-day.ts"

import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver } from "./planning-support.ts"
import { acmeDriver } from "./planning-support.ts"

let t: TestApp
let driver: Driver

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "10000" })
  driver = await acmeDriver(t)
})
afterAll(() => t.close())

const HOUR = 3_600_000

/** The driver's day around `at`, as their phone asks for it. */
async function dayAt(at: Date) {
  const from = new Date(at.getTime() - 12 * HOUR).toISOString()
  const to = new Date(at.getTime() + 12 * HOUR).toISOString()
  const res = await driver.call("GET", `/driver/day?from=${from}&to=${to}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    routes: {
      id_route: number
      name: string
      start_date: string
      stops: { name: string; eta: string | null; first_name: string }[]
    }[]
  }
}

describe("the demo day", () => {
  it("names the demo driver as a person, not after the company", async () => {
    const me = await driver.call("GET", "/auth/me")
    expect(me.json().data.name).toBe("Diego Hernández")
  })

  it("gives each demo driver a route today with stops to visit, once however often it runs", async () => {
    const now = new Date()
    expect(await refreshDemoDay(t.store.owner, now)).toBe(2)
    expect(await refreshDemoDay(t.store.owner, now)).toBe(0)
    const today = (await dayAt(now)).routes.filter((r) => r.name === DEMO_DAY)
    expect(today).toHaveLength(1)
    const [route] = today
    expect(route!.stops).toHaveLength(6)
    expect(route!.stops.every((s) => s.eta !== null)).toBe(true)
    // The first stop is a customer of the address book, who gets the messages.
    expect(route!.stops[0]!.first_name).toBe("Ana")
  })

  it("moves an untouched demo route to the next day, and leaves a started one alone", async () => {
    const now = new Date()
    const tomorrow = new Date(now.getTime() + 24 * HOUR)
    expect(await refreshDemoDay(t.store.owner, tomorrow)).toBe(2)
    const moved = (await dayAt(tomorrow)).routes.find(
      (r) => r.name === DEMO_DAY
    )!
    expect(
      Math.abs(new Date(moved.start_date).getTime() - tomorrow.getTime())
    ).toBeLessThan(HOUR)
    expect((await dayAt(now)).routes.some((r) => r.name === DEMO_DAY)).toBe(
      false
    )

    // The driver starts it: the day after, it stays where it was.
    const started = await driver.call(
      "POST",
      `/driver/routes/${moved.id_route}/start`
    )
    expect(started.statusCode, started.body).toBe(200)
    const later = new Date(tomorrow.getTime() + 24 * HOUR)
    expect(await refreshDemoDay(t.store.owner, later)).toBe(1)
    // Only Globex's untouched one moved; Acme's is the route the driver started, where it was.
    const kept = (await dayAt(later)).routes.filter((r) => r.name === DEMO_DAY)
    expect(kept.map((r) => [r.id_route, r.start_date])).toEqual([
      [moved.id_route, moved.start_date],
    ])
  })
})
