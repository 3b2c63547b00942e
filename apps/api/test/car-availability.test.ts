// A car drives one route a day (issue 19): GET /cars/available offers only cars free on the
// route's day, the route being edited keeps its own car, and every way of putting a car on a
// route, or giving a driver a car, refuses one another route already has that day.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { users } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner } from "./planning-support.ts"
import { newCarOf, newRouteOf, offeredCars } from "./car-support.ts"

let t: TestApp
let p: Planner
let globex: Planner
let optimization: number
let driver: number
let globexDriver: number

const BUSY = "This car is already on another route that day."
const BUSY_ES = "Este vehículo ya está en otra ruta ese día."
const CLASH =
  "This car is on another driver's route on a day this driver has a route."
const CLASH_ES =
  "Este vehículo está en la ruta de otro conductor un día en que este conductor tiene una ruta."

/** A day `n` days from today (UTC), as YYYY-MM-DD: routes still to drive. */
function day(n: number) {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
const on = (n: number, from = "08:00", to = "18:00") => ({
  start_date: `${day(n)}T${from}:00Z`,
  end_date: `${day(n)}T${to}:00Z`,
})

const newCar = (who: Planner = p) =>
  newCarOf(who, who.site, { name: "Availability van", plate: "AVL" })
const newRoute = (body: Record<string, unknown>) =>
  newRouteOf(p, optimization, body)
const offered = (query: string) => offeredCars(p, query)

/** Asserts a 409 with `message`, in English, then the same call in Spanish. */
async function expectRefused(
  call: (headers: Record<string, string>) => Promise<{
    statusCode: number
    body: string
    json(): { code: string; message: string }
  }>,
  en: string,
  es: string
) {
  const english = await call({})
  expect(english.statusCode, english.body).toBe(409)
  expect(english.json()).toMatchObject({ code: "CONFLICT", message: en })
  const spanish = await call({ "accept-language": "es" })
  expect(spanish.statusCode).toBe(409)
  expect(spanish.json().message).toBe(es)
}

async function userId(email: string) {
  const [row] = await t.store.owner
    .select({ id: users.id_user })
    .from(users)
    .where(eq(users.email, email))
  return row!.id
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "10000" })
  p = await planner(t)
  globex = await planner(t, "client@globex.demo", "Globex Monterrey")
  optimization = (await createPlan(p, 1, 0)).id
  driver = await userId("driver@acme.demo")
  globexDriver = await userId("driver@globex.demo")
})
afterAll(() => t.close())

describe("GET /cars/available by date", () => {
  it("leaves out a car on another route that day, keeps the edited route's own, offers it the next day", async () => {
    const car = await newCar()
    const first = await newRoute({ name: "First", id_car: car, ...on(30) })
    const forRoute = `with_driver=true&id_subsidiary=${p.site}`
    expect(await offered(`${forRoute}&start_date=${day(30)}`)).not.toContain(
      car
    )
    expect(
      await offered(`${forRoute}&start_date=${day(30)}&id_route=${first}`)
    ).toContain(car)
    expect(await offered(`${forRoute}&start_date=${day(31)}`)).toContain(car)
    // A period that takes in the busy day leaves the car out.
    expect(
      await offered(`${forRoute}&start_date=${day(29)}&end_date=${day(31)}`)
    ).not.toContain(car)
  })

  it("offers a route the cars that come with a driver only when asked (with_driver)", async () => {
    const car = await newCar()
    const assigned = await p.call("PUT", `/cars/${car}/user`, {
      id_user: driver,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(await offered(`start_date=${day(32)}`)).not.toContain(car)
    expect(await offered(`start_date=${day(32)}&with_driver=true`)).toContain(
      car
    )
    expect(await offered(`id_user=${driver}`)).toContain(car)
    await p.call("PUT", `/cars/${car}/user`, { id_user: null })
  })

  it("refuses another client's route or driver (404), naming nothing of theirs", async () => {
    const theirs = (await createPlan(globex, 1, 1)).routes[0]!
    const route = await p.call("GET", `/cars/available?id_route=${theirs}`)
    expect(route.statusCode).toBe(404)
    expect(route.json().message).toBe("Route not found.")
    const user = await p.call("GET", `/cars/available?id_user=${globexDriver}`)
    expect(user.statusCode).toBe(404)
    expect(user.json().message).toBe("User not found.")
  })
})

describe("a route takes no car another route has that day", () => {
  it("refuses creating, editing, configuring and assigning with a busy car (409, en and es)", async () => {
    const car = await newCar()
    const first = await newRoute({ name: "Busy first", id_car: car, ...on(40) })
    // Another hour of the same day is the same day.
    await expectRefused(
      (headers) =>
        p.call(
          "POST",
          `/optimizations/${optimization}/routes`,
          { name: "Second", id_car: car, ...on(40, "19:00", "21:00") },
          headers
        ),
      BUSY,
      BUSY_ES
    )
    await expectRefused(
      (headers) =>
        p.call(
          "POST",
          "/routes",
          {
            name: "Second",
            id_optimization: optimization,
            id_car: car,
            ...on(40),
          },
          headers
        ),
      BUSY,
      BUSY_ES
    )
    const other = await newRoute({ name: "Other", ...on(40) })
    await expectRefused(
      (headers) =>
        p.call(
          "PUT",
          `/routes/${other}`,
          { name: "Other", id_car: car, ...on(40) },
          headers
        ),
      BUSY,
      BUSY_ES
    )
    await expectRefused(
      (headers) =>
        p.call("PUT", `/routes/${other}/assign`, { id_car: car }, headers),
      BUSY,
      BUSY_ES
    )
    // Moving the other route to a free day takes the car; editing the first keeps its own.
    const moved = await p.call("PUT", `/routes/${other}`, {
      name: "Other",
      id_car: car,
      ...on(41),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const edited = await p.call("PUT", `/routes/${first}`, {
      name: "Busy first, renamed",
      id_car: car,
      ...on(40, "07:00", "19:00"),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    // Moving the first onto the other's day is refused: the car is out then.
    await expectRefused(
      (headers) =>
        p.call(
          "PUT",
          `/routes/${first}`,
          { name: "Busy first", id_car: car, ...on(41) },
          headers
        ),
      BUSY,
      BUSY_ES
    )
  })

  it("refuses a new optimization whose routes take one car twice that day", async () => {
    const car = await newCar()
    const res = await p.call("POST", "/optimizations", {
      name: "Twice",
      id_subsidiary: p.site,
      new_routes: [
        { name: "A", id_car: car, ...on(45) },
        { name: "B", id_car: car, ...on(45) },
      ],
    })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().message).toBe(BUSY)
  })

  it("refuses another client's car (400 on the field, as before)", async () => {
    const theirs = await newCar(globex)
    const res = await p.call("POST", `/optimizations/${optimization}/routes`, {
      name: "Stolen",
      id_car: theirs,
      ...on(46),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toContainEqual({
      field: "id_car",
      message: "Car not found.",
    })
  })
})

describe("configuring a route's dates (issue 42)", () => {
  const routeOf = async (id: number) =>
    (await p.call("GET", `/routes/${id}`)).json().data as {
      id_car: number | null
      id_user: number | null
      start_date: string
    }

  it("keeps the driver and the car it was not told to change", async () => {
    const car = await newCar()
    const withCar = await newRoute({
      name: "With car",
      id_car: car,
      id_user: driver,
      ...on(40),
    })
    const noCar = await newRoute({
      name: "Driver, no car",
      id_user: driver,
      ...on(41),
    })
    for (const [id, n] of [
      [withCar, 42],
      [noCar, 43],
    ] as const) {
      const before = await routeOf(id)
      const res = await p.call("PUT", `/routes/${id}`, {
        name: "Moved",
        ...on(n),
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({
        id_car: before.id_car,
        id_user: driver,
      })
      expect(res.json().data.start_date.slice(0, 10)).toBe(day(n))
    }
  })

  it("refuses dates its car is busy on, naming the conflict, and changes nothing", async () => {
    const car = await newCar()
    await newRoute({ name: "Busy", id_car: car, ...on(50) })
    const mine = await newRoute({
      name: "Mine",
      id_car: car,
      id_user: driver,
      ...on(51),
    })
    await expectRefused(
      (headers) =>
        p.call(
          "PUT",
          `/routes/${mine}`,
          { name: "Mine", id_car: car, id_user: driver, ...on(50) },
          headers
        ),
      BUSY,
      BUSY_ES
    )
    // Dates alone: the car it keeps is busy then, so it is refused too, not dropped.
    await expectRefused(
      (headers) =>
        p.call("PUT", `/routes/${mine}`, { name: "Mine", ...on(50) }, headers),
      BUSY,
      BUSY_ES
    )
    const after = await routeOf(mine)
    expect(after).toMatchObject({ id_car: car, id_user: driver })
    expect(after.start_date.slice(0, 10)).toBe(day(51))
  })
})

describe("a driver's car follows the same rule", () => {
  it("refuses giving a driver a car another route has on one of their days, both ways (409, en and es)", async () => {
    const car = await newCar()
    const free = await newCar()
    await newRoute({ name: "Car out", id_car: car, ...on(50) })
    await newRoute({ name: "Driver day", id_user: driver, ...on(50) })
    await expectRefused(
      (headers) =>
        p.call("PUT", `/users/${driver}/car`, { id_car: car }, headers),
      CLASH,
      CLASH_ES
    )
    await expectRefused(
      (headers) =>
        p.call("PUT", `/cars/${car}/user`, { id_user: driver }, headers),
      CLASH,
      CLASH_ES
    )
    // The driver's car dialog does not offer it; a car free that day is offered and given.
    const forDriver = await offered(`id_user=${driver}`)
    expect(forDriver).not.toContain(car)
    expect(forDriver).toContain(free)
    const given = await p.call("PUT", `/users/${driver}/car`, { id_car: free })
    expect(given.statusCode, given.body).toBe(200)
    expect(given.json().data.car).toMatchObject({ id_car: free })
    await p.call("PUT", `/users/${driver}/car`, { id_car: null })
  })

  it("refuses another client's driver or car (404)", async () => {
    const car = await newCar()
    const theirs = await newCar(globex)
    const toTheirDriver = await p.call("PUT", `/cars/${car}/user`, {
      id_user: globexDriver,
    })
    expect(toTheirDriver.statusCode).toBe(404)
    const theirCar = await p.call("PUT", `/users/${driver}/car`, {
      id_car: theirs,
    })
    expect(theirCar.statusCode).toBe(404)
  })
})
