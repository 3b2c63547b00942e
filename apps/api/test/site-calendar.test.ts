// A site's calendar and clock on the server (issue 43): a car's day, the start of a route without
// a date and customers' quiet hours follow the zone of the route's site, not UTC or the client's.
import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { zonedClock, zonedDay, zonedInstant } from "@ruta/validation/zoned-time"
import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { rowsOf } from "../src/db/database.ts"
import { notifications, stops } from "../src/db/schema.ts"
import { newCarOf, newRouteOf, offeredCars } from "./car-support.ts"
import { until } from "./eventually.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import { acmeDriver, planner, stopsAround } from "./planning-support.ts"

const TIJUANA = "America/Tijuana"

let t: TestApp
let p: Planner
let driver: Driver
/** A site of Acme in Tijuana, and an optimization of two stops on it. */
let site: number
let optimization: number
let stopIds: number[]

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "10000" })
  p = await planner(t)
  driver = await acmeDriver(t)
  const admin = await planner(t, "admin@ruta.demo")
  const made = await admin.call("POST", "/subsidiaries", {
    id_client: 1,
    name: "Acme Tijuana",
    time_zone: TIJUANA,
  })
  expect(made.statusCode, made.body).toBe(201)
  site = made.json().data.id_subsidiary
  const plan = await p.call("POST", "/optimizations", {
    name: "Tijuana deliveries",
    id_subsidiary: site,
    stops: stopsAround(2, { email: "cliente@example.com" }),
  })
  expect(plan.statusCode, plan.body).toBe(201)
  optimization = plan.json().data.id_optimization
  stopIds = plan
    .json()
    .data.stops.map((s: { id_stop: number }) => s.id_stop) as number[]
}, 120_000)
afterAll(() => t.close())

const newCar = () => newCarOf(p, site, { name: "Tijuana van", plate: "TIJ" })
const newRoute = (body: Record<string, unknown>) =>
  newRouteOf(p, optimization, body)
const offered = (query: string) => offeredCars(p, query)

describe("a car's day is its site's day", () => {
  // 13 March 2027, 23:30 in Tijuana (PST) is already 14 March in UTC; 14 March 09:00 is PDT,
  // after the night the clocks went forward.
  const lateEvening = "2027-03-14T07:30:00.000Z"
  const nextMorning = "2027-03-14T16:00:00.000Z"

  it("lets a car take a route the next morning on the site's calendar, though both fall on one UTC day", async () => {
    const car = await newCar()
    await newRoute({ name: "Late", id_car: car, start_date: lateEvening })
    await newRoute({ name: "Morning", id_car: car, start_date: nextMorning })
  })

  it("offers a car by the site's days: busy on the evening's day, free the day before", async () => {
    const car = await newCar()
    await newRoute({ name: "Evening", id_car: car, start_date: lateEvening })
    const q = `with_driver=true&id_subsidiary=${site}`
    expect(await offered(`${q}&start_date=2027-03-13`)).not.toContain(car)
    expect(await offered(`${q}&start_date=2027-03-12`)).toContain(car)
  })

  it("gives a driver a car another route has on the next day of the driver's route, by the site's calendar", async () => {
    const mine = await newCar()
    const other = await newCar()
    await newRoute({
      name: "Driver evening",
      id_car: mine,
      id_user: driver.id_user,
      start_date: lateEvening,
    })
    await newRoute({
      name: "Other morning",
      id_car: other,
      start_date: nextMorning,
    })
    expect(
      await offered(`id_user=${driver.id_user}&with_driver=true`)
    ).toContain(other)
    const given = await p.call("PUT", `/cars/${other}/user`, {
      id_user: driver.id_user,
    })
    expect(given.statusCode, given.body).toBe(200)
  })
})

describe("a route without a date", () => {
  it("starts at 08:00 today on its site's clock", async () => {
    const id_route = await newRoute({ name: "Undated" })
    const moved = await p.call("PUT", `/routes/${id_route}/stops`, {
      add: [stopIds[0]],
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const [stop] = await t.store.owner
      .select({ eta: stops.eta })
      .from(stops)
      .where(eq(stops.id_stop, stopIds[0]!))
    // Without a depot the route starts at its first stop.
    const today = zonedDay(new Date(), TIJUANA)
    expect(stop!.eta).toEqual(zonedInstant(today, "08:00", TIJUANA))
    expect(zonedClock(stop!.eta!, TIJUANA)).toBe("08:00")
  })
})

describe("quiet hours", () => {
  it("are read on the clock of the stop's site, not in the client's zone", async () => {
    // The app's clock reads 21 November 2026, 09:00 UTC: 01:00 in Tijuana, within its quiet
    // hours; 17:00 in the client's zone, outside them.
    expect(zonedClock(new Date(t.clock.now()), TIJUANA)).toMatch(/^01:/)
    const settings = {
      ...structuredClone(defaultNotificationSettings),
      events: {
        ...defaultNotificationSettings.events,
        on_the_way: { email: true, sms: false },
      },
      time_zone: "Asia/Shanghai",
      quiet_hours: { start: "00:00", end: "06:00" },
    }
    const saved = await p.call(
      "PUT",
      "/clients/1/notification-settings",
      settings
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const id_route = await newRoute({
      name: "Quiet",
      id_user: driver.id_user,
      start_date: new Date().toISOString(),
    })
    const moved = await p.call("PUT", `/routes/${id_route}/stops`, {
      add: [stopIds[1]],
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const started = await driver.call(
      "POST",
      `/driver/routes/${id_route}/start`
    )
    expect(started.statusCode, started.body).toBe(200)
    await t.app.events.relay()
    const [message] = await until(
      () =>
        t.store.owner
          .select()
          .from(notifications)
          .where(eq(notifications.id_stop, stopIds[1]!)),
      (rows) => rows.length > 0
    )
    const [job] = rowsOf<{ start_after: Date }>(
      await t.store.owner.execute(
        sql`select start_after from pgboss.job where name = 'customer-notification'
          and data->>'id_notification' = ${String(message!.id_notification)}`
      )
    )
    // Held until the quiet hours end in Tijuana, some five hours on.
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(
      Date.now() + 4 * 3_600_000
    )
    const [row] = await t.store.owner
      .select({ status: notifications.status })
      .from(notifications)
      .where(eq(notifications.id_notification, message!.id_notification))
    expect(row!.status).toBe("queued")
  })
})
