// Fleet and catalogs: skills, stop outcomes, cars, depots, the address book and every catalog,
// as the back office calls them. One app for the whole file.
import { PermissionMessage } from "@ruta/permissions/messages"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"
import type { Method } from "./api-calls.ts"
import { appSignedIn, callWith, data } from "./api-calls.ts"

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await appSignedIn(tokens, ["admin", "client", "site", "driver", "globex"])
})
afterAll(() => t.close())

const call = (who: string, method: Method, url: string, payload?: unknown) =>
  callWith(t, tokens[who]!, method, url, payload)

interface Named {
  id_client: number
  name: string
  active: boolean
}

describe("catalogs", () => {
  it("serves the fleet and planning catalogs with English and Spanish labels", async () => {
    const stopTypes = data<{ id: number; name: string }[]>(
      await call("site", "GET", "/catalogs/stop-types")
    )
    expect(stopTypes.map((s) => [s.id, s.name])).toEqual([
      [1, "Pickup"],
      [2, "Delivery"],
      [3, "Meet up"],
      [4, "Service"],
      [5, "Visit"],
      [6, "Drive by"],
      [7, "Prospect"],
      [8, "Break"],
      [9, "Depot"],
      [10, "Not specified"],
    ])
    const optimization = data<{ id: number; labels: object }[]>(
      await call("site", "GET", "/catalogs/optimization-types")
    )
    expect(optimization).toEqual([
      {
        id: 1,
        name: "Shortest time",
        labels: { en: "Shortest time", es: "Menor tiempo" },
      },
      {
        id: 2,
        name: "Shortest distance",
        labels: { en: "Shortest distance", es: "Menor distancia" },
      },
    ])
    const finalization = data<{ id: number; name: string }[]>(
      await call("client", "GET", "/catalogs/finalization-modes")
    )
    expect(finalization.map((f) => f.id)).toEqual([1, 2, 3])
    expect(
      data<{ id: number; name: string }[]>(
        await call("client", "GET", "/catalogs/travel-modes")
      )[0]
    ).toMatchObject({ id: 1, name: "Driving" })
    for (const name of [
      "car-types",
      "restriction-types",
      "address-types",
      "file-categories",
      "payment-plans",
    ]) {
      const items = data<{ labels: { en: string; es: string } }[]>(
        await call("driver", "GET", `/catalogs/${name}`)
      )
      expect(items.length, name).toBeGreaterThan(1)
      for (const entry of items) expect(entry.labels.es).not.toBe("")
    }
  })

  it("lists common makes with several models each", async () => {
    const makes = data<{ id: number; name: string }[]>(
      await call("client", "GET", "/catalogs/car-makes")
    )
    const models = data<{ id: number; name: string; id_car_make: number }[]>(
      await call("client", "GET", "/catalogs/car-models")
    )
    const ford = makes.find((m) => m.name === "Ford")!
    const transit = models.find((m) => m.name === "Transit")!
    expect(transit.id_car_make).toBe(ford.id)
    for (const name of ["Mercedes-Benz", "Isuzu", "Citroën", "Hyundai"])
      expect(makes.map((m) => m.name)).toContain(name)
    expect(models.map((m) => m.name)).toEqual(
      expect.arrayContaining(["Sprinter", "Master", "NV200", "Hiace", "NPR"])
    )
    const sprinterMake = data<{ name: string; id_car_make: number }[]>(
      await call("client", "GET", "/catalogs/car-models?id_car_make=2")
    )
    expect(sprinterMake.map((m) => m.name)).toContain("Sprinter")
    expect(sprinterMake.every((m) => m.id_car_make === 2)).toBe(true)
    expect(makes.length).toBeGreaterThanOrEqual(15)
    for (const make of makes.slice(0, 15))
      expect(
        models.filter((m) => m.id_car_make === make.id).length
      ).toBeGreaterThanOrEqual(2)
  })

  it("asks for a token", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/catalogs/car-makes",
    })
    expect(res.statusCode).toBe(401)
  })
})

describe.each([
  ["skills", "skill", "id_skill"],
  ["stop-outcomes", "stop outcome", "id_stop_outcome"],
] as const)("%s", (path, noun, idKey) => {
  const idOf = (row: Record<string, unknown>) => row[idKey] as number

  it("lists a client's rows with the spec's active filter", async () => {
    const all = data<Named[]>(await call("client", "GET", `/${path}/client/1`))
    expect(all.length).toBeGreaterThanOrEqual(2)
    expect(all.every((row) => row.id_client === 1)).toBe(true)
    const first = all[0] as unknown as Record<string, unknown>
    await call("client", "PUT", `/${path}/${idOf(first)}/status`, {
      isActive: false,
    })
    const inactive = data<Named[]>(
      await call("client", "GET", `/${path}/client/1?active=1`)
    )
    const active = data<Named[]>(
      await call("client", "GET", `/${path}/client/1?active=2`)
    )
    const unfiltered = data<Named[]>(
      await call("client", "GET", `/${path}/client/1?active=7`)
    )
    expect(inactive.map((r) => r.name)).toEqual([first.name])
    expect(active.every((r) => r.active)).toBe(true)
    expect(inactive.length + active.length).toBe(all.length)
    expect(unfiltered.length).toBe(all.length)
    const back = await call("client", "PUT", `/${path}/${idOf(first)}/status`, {
      isActive: true,
    })
    expect(back.json().message).toMatch(/activated\.$/)
  })

  it("creates, renames and deletes, with an audit trail", async () => {
    const created = await call("client", "POST", `/${path}`, {
      name: "Fragile goods",
      id_client: 2,
    })
    expect(created.statusCode, created.body).toBe(201)
    const row = data<Record<string, unknown>>(created)
    // A client's user always creates for their own client.
    expect(row).toMatchObject({
      id_client: 1,
      name: "Fragile goods",
      active: true,
    })
    const twice = await call("client", "POST", `/${path}`, {
      name: "Fragile goods",
    })
    expect(twice.statusCode).toBe(409)
    const renamed = await call("client", "PUT", `/${path}/${idOf(row)}`, {
      name: "Very fragile goods",
    })
    expect(data<Named>(renamed).name).toBe("Very fragile goods")
    // Another client may use the same name.
    const globex = await call("globex", "POST", `/${path}`, {
      name: "Very fragile goods",
    })
    expect(data<Named>(globex).id_client).toBe(2)
    const audit = await call(
      "admin",
      "GET",
      `/audit-events?id_client=1&size=100`
    )
    const actions = data<{ items: { action: string }[] }>(audit).items.map(
      (e) => e.action
    )
    const prefix = path === "skills" ? "skill" : "stopOutcome"
    expect(actions).toEqual(
      expect.arrayContaining([`${prefix}.create`, `${prefix}.update`])
    )
    const deleted = await call("client", "DELETE", `/${path}/${idOf(row)}`)
    expect(deleted.statusCode).toBe(200)
    const again = await call("client", "DELETE", `/${path}/${idOf(row)}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe(
      `${noun[0]!.toUpperCase()}${noun.slice(1)} not found.`
    )
  })

  it("lets the provider's staff create for a chosen client", async () => {
    const res = await call("admin", "POST", `/${path}`, {
      name: "Night shift",
      id_client: 2,
    })
    expect(data<Named>(res).id_client).toBe(2)
  })

  it("answers with the spec's validation messages", async () => {
    expectValidationError(
      await call("client", "POST", `/${path}`, { name: "" }),
      "name",
      "Required field."
    )
    expectValidationError(
      await call("client", "POST", `/${path}`, { name: "Cold <chain>" }),
      "name",
      "No special characters allowed"
    )
    expectValidationError(
      await call("client", "POST", `/${path}`, { name: "x".repeat(101) }),
      "name",
      "Max 100 characters"
    )
    expectValidationError(
      await call("client", "PUT", `/${path}/1/status`, {}),
      "isActive",
      "Required field."
    )
  })

  it("keeps other clients' rows and site users' changes out", async () => {
    const foreign = await call("globex", "GET", `/${path}/client/1`)
    expect(foreign.statusCode).toBe(404)
    const acme = data<Record<string, unknown>[]>(
      await call("client", "GET", `/${path}/client/1`)
    )
    const id = idOf(acme[0]!)
    expect(
      (await call("globex", "PUT", `/${path}/${id}`, { name: "X" })).statusCode
    ).toBe(404)
    // Site users read their client's list but do not change it.
    expect((await call("site", "GET", `/${path}/client/1`)).statusCode).toBe(
      200
    )
    const denied = await call("site", "POST", `/${path}`, { name: "Mine" })
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toBe(PermissionMessage.forbidden)
  })
})

describe("stop outcome kinds", () => {
  type Outcome = Named & {
    id_stop_outcome: number
    kind: string
    preset: string | null
  }

  it("seeds the demo outcomes with their kinds and the keys that translate them", async () => {
    const all = data<Outcome[]>(
      await call("client", "GET", "/stop-outcomes/client/1")
    )
    const byName = (name: string) => all.find((o) => o.name === name)
    expect(byName("Delivered")).toMatchObject({
      kind: "completed",
      preset: "delivered",
    })
    expect(byName("Nobody home")).toMatchObject({
      kind: "failed",
      preset: "nobody_home",
    })
    expect(byName("Refused")?.kind).toBe("failed")
    expect(byName("Wrong address")?.kind).toBe("failed")
  })

  it("creates an outcome of a kind, completed when none is given, and changes its kind", async () => {
    const failed = data<Outcome>(
      await call("client", "POST", "/stop-outcomes", {
        name: "Closed gate",
        kind: "failed",
      })
    )
    expect(failed).toMatchObject({ kind: "failed", preset: null })
    const plain = data<Outcome>(
      await call("client", "POST", "/stop-outcomes", { name: "Left at door" })
    )
    expect(plain.kind).toBe("completed")
    const changed = data<Outcome>(
      await call("client", "PUT", `/stop-outcomes/${failed.id_stop_outcome}`, {
        name: "Closed gate",
        kind: "completed",
      })
    )
    expect(changed.kind).toBe("completed")
    // A rename keeps the kind when none is sent.
    const renamed = data<Outcome>(
      await call("client", "PUT", `/stop-outcomes/${failed.id_stop_outcome}`, {
        name: "Gate closed",
      })
    )
    expect(renamed.kind).toBe("completed")
    expectValidationError(
      await call("client", "POST", "/stop-outcomes", {
        name: "Lost",
        kind: "lost",
      }),
      "kind",
      expect.any(String)
    )
  })

  it("forgets the product's name key once the client renames the outcome, and keeps it otherwise", async () => {
    const mine = data<Outcome[]>(
      await call("client", "GET", "/stop-outcomes/client/1")
    ).find((o) => o.preset === "refused")!
    const kindOnly = data<Outcome>(
      await call("client", "PUT", `/stop-outcomes/${mine.id_stop_outcome}`, {
        name: mine.name,
        kind: "failed",
      })
    )
    expect(kindOnly.preset).toBe("refused")
    const renamed = data<Outcome>(
      await call("client", "PUT", `/stop-outcomes/${mine.id_stop_outcome}`, {
        name: "Rechazado en puerta",
      })
    )
    expect(renamed).toMatchObject({ name: "Rechazado en puerta", preset: null })
  })
})

interface CarOut {
  id_car: number
  name: string
  plate: string
  id_subsidiary: number
  make: { name: string } | null
  model: { name: string } | null
  type: { name: string } | null
  id_user: number | null
  driver: { name: string } | null
  skills: { id_skill: number; name: string }[]
  capacity_pieces: number | null
  capacity_weight: number | null
}
interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
}

const newCar = {
  name: "Reefer 7",
  plate: "ACM-777",
  alias: "Cold one",
  id_subsidiary: 1,
  id_car_make: 2,
  id_car_model: 6,
  id_car_type: 7,
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
  capacity_pieces: 80,
  capacity_weight: 2500.5,
  capacity_volume: 14,
}

describe("cars", () => {
  it("lists the caller's cars on page 0 with 25 rows, with catalog names", async () => {
    const page = data<Page<CarOut>>(await call("client", "GET", "/cars"))
    expect(page).toMatchObject({ page: 0, size: 25, total: 2 })
    expect(page.items[0]).toMatchObject({
      name: "Acme Centro Van",
      make: { name: "Ford" },
      model: { name: "Transit" },
      type: { name: "Van" },
      capacity_pieces: 120,
      capacity_weight: 1500,
    })
    const site = data<Page<CarOut>>(await call("site", "GET", "/cars"))
    expect(site.items.map((c) => c.name)).toEqual(["Acme Centro Van"])
    const bySite = data<Page<CarOut>>(
      await call("client", "GET", "/cars?id_subsidiary=2")
    )
    expect(bySite.items.map((c) => c.name)).toEqual(["Acme Norte Van"])
    const byText = data<Page<CarOut>>(
      await call("client", "GET", "/cars?text=acm-101")
    )
    expect(byText.items.map((c) => c.name)).toEqual(["Acme Norte Van"])
    // What is typed is searched for as it is: "%" and "_" are not wildcards.
    for (const typed of ["%25", "_"]) {
      const literal = data<Page<CarOut>>(
        await call("client", "GET", `/cars?text=${typed}`)
      )
      expect(literal.items).toEqual([])
    }
    const paged = data<Page<CarOut>>(
      await call("client", "GET", "/cars?page=1&size=1")
    )
    expect(paged).toMatchObject({ total: 2, page: 1, size: 1 })
    expect(paged.items.map((c) => c.name)).toEqual(["Acme Norte Van"])
  })

  it("creates, edits and deletes a car with make, model, type and capacities", async () => {
    const created = await call("client", "POST", "/cars", newCar)
    expect(created.statusCode, created.body).toBe(201)
    const car = data<CarOut>(created)
    expect(car).toMatchObject({
      plate: "ACM-777",
      make: { name: "Mercedes-Benz" },
      model: { name: "Sprinter" },
      type: { name: "Refrigerated truck" },
      capacity_weight: 2500.5,
    })
    const dup = await call("client", "POST", "/cars", {
      ...newCar,
      plate: "acm-777",
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe("A car with this plate already exists.")
    const edited = await call("client", "PUT", `/cars/${car.id_car}`, {
      ...newCar,
      id_subsidiary: 2,
      capacity_pieces: null,
    })
    expect(data<CarOut>(edited)).toMatchObject({
      id_subsidiary: 2,
      capacity_pieces: null,
    })
    // Now in Acme Norte: the Centro site user does not see it.
    expect((await call("site", "GET", `/cars/${car.id_car}`)).statusCode).toBe(
      404
    )
    expect(
      (await call("globex", "DELETE", `/cars/${car.id_car}`)).statusCode
    ).toBe(404)
    expect(
      (await call("client", "DELETE", `/cars/${car.id_car}`)).statusCode
    ).toBe(200)
    expect(
      (await call("client", "GET", `/cars/${car.id_car}`)).statusCode
    ).toBe(404)
  })

  it("keeps a car's costs: saved, read, cleared to none, and refused out of bounds", async () => {
    const costs = { fixed_cost: 85.5, cost_per_km: 0.42, cost_per_hour: 18 }
    const created = await call("client", "POST", "/cars", {
      ...newCar,
      plate: "ACM-COST",
      ...costs,
    })
    expect(created.statusCode, created.body).toBe(201)
    const car = data<CarOut>(created)
    expect(car).toMatchObject(costs)
    expect(
      data<CarOut>(await call("client", "GET", `/cars/${car.id_car}`))
    ).toMatchObject(costs)
    const edited = await call("client", "PUT", `/cars/${car.id_car}`, {
      ...newCar,
      plate: "ACM-COST",
      fixed_cost: null,
      cost_per_km: 0.5,
      cost_per_hour: null,
    })
    expect(data<CarOut>(edited)).toMatchObject({
      fixed_cost: null,
      cost_per_km: 0.5,
      cost_per_hour: null,
    })
    // A car created without costs has none.
    expect(
      data<Page<CarOut>>(await call("client", "GET", "/cars")).items[0]
    ).toMatchObject({
      fixed_cost: null,
      cost_per_km: null,
      cost_per_hour: null,
    })
    expectValidationError(
      await call("client", "PUT", `/cars/${car.id_car}`, {
        ...newCar,
        plate: "ACM-COST",
        cost_per_hour: -1,
      }),
      "cost_per_hour",
      "Amount has to be 0 or greater."
    )
    expectValidationError(
      await call("client", "POST", "/cars", {
        ...newCar,
        plate: "ACM-COST2",
        fixed_cost: 1_000_001,
      }),
      "fixed_cost",
      "Max 1000000"
    )
    await call("client", "DELETE", `/cars/${car.id_car}`)
  })

  it("answers with the spec's validation messages", async () => {
    expectValidationError(
      await call("client", "POST", "/cars", { ...newCar, id_car_make: -1 }),
      "id_car_make",
      "Required field."
    )
    expectValidationError(
      await call("client", "POST", "/cars", { ...newCar, plate: "" }),
      "plate",
      "Required field."
    )
    expectValidationError(
      await call("client", "POST", "/cars", { ...newCar, capacity_volume: -3 }),
      "capacity_volume",
      "Amount has to be 0 or greater."
    )
    expectValidationError(
      await call("client", "POST", "/cars", { ...newCar, id_car_type: 999 }),
      "id_car_type",
      "Required field."
    )
    expectValidationError(
      await call("client", "POST", "/cars", { ...newCar, id_car_model: 1 }),
      "id_car_model",
      "The model is not one of the make's."
    )
    // Another client's site is not found.
    expectValidationError(
      await call("client", "POST", "/cars", { ...newCar, id_subsidiary: 3 }),
      "id_subsidiary",
      "Site not found."
    )
    expectValidationError(
      await call("site", "POST", "/cars", { ...newCar, id_subsidiary: 2 }),
      "id_subsidiary",
      "Site not found."
    )
  })

  it("gets and replaces a car's skills, and filters by skills", async () => {
    const skills = data<{ id_skill: number; name: string }[]>(
      await call("client", "GET", "/skills/client/1?active=2")
    )
    const [one, two] = skills
    const saved = await call("client", "PUT", "/cars/1/skills", {
      skills: [one!.id_skill, two!.id_skill],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const got = data<{ id_skill: number }[]>(
      await call("site", "GET", "/cars/1/skills")
    )
    expect(got.map((s) => s.id_skill).sort()).toEqual(
      [one!.id_skill, two!.id_skill].sort()
    )
    await call("client", "PUT", "/cars/2/skills", { skills: [one!.id_skill] })
    const both = data<Page<CarOut>>(
      await call(
        "client",
        "GET",
        `/cars?skills=${one!.id_skill},${two!.id_skill}`
      )
    )
    expect(both.items.map((c) => c.id_car)).toEqual([1])
    const either = data<Page<CarOut>>(
      await call("client", "GET", `/cars?skills=${one!.id_skill}`)
    )
    expect(either.total).toBe(2)
    // Another client's skill is not found.
    const globexSkills = data<{ id_skill: number }[]>(
      await call("globex", "GET", "/skills/client/2")
    )
    const foreign = await call("client", "PUT", "/cars/1/skills", {
      skills: [globexSkills[0]!.id_skill],
    })
    expect(foreign.statusCode).toBe(404)
    expectValidationError(
      await call("client", "GET", "/cars?skills=a,b"),
      "skills",
      "A list of ids: 1,2,3"
    )
  })

  it("assigns a driver and lists the cars still free", async () => {
    const drivers = data<Page<{ id_user: number; email: string }>>(
      await call("client", "GET", "/users?kind=driver")
    )
    const driver = drivers.items.find((u) => u.email === "driver@acme.demo")!
    const assigned = await call("client", "PUT", "/cars/1/user", {
      id_user: driver.id_user,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(data<CarOut>(assigned).driver?.name).toBe("Diego Hernández")
    const free = data<CarOut[]>(
      await call(
        "client",
        "GET",
        "/cars/available?start_date=2026-12-01&end_date=2026-12-02"
      )
    )
    expect(free.map((c) => c.id_car)).toEqual([2])
    const forDriver = data<CarOut[]>(
      await call("client", "GET", `/cars/available?id_user=${driver.id_user}`)
    )
    expect(forDriver.map((c) => c.id_car).sort()).toEqual([1, 2])
    // A driver drives one car: moving them frees the first.
    await call("client", "PUT", "/cars/2/user", { id_user: driver.id_user })
    const car1 = data<CarOut>(await call("client", "GET", "/cars/1"))
    expect(car1.id_user).toBeNull()
    expectValidationError(
      await call(
        "client",
        "GET",
        "/cars/available?start_date=2026-12-02&end_date=2026-12-01"
      ),
      "end_date",
      "The end date must be the same or after the start date"
    )
    const notDriver = await call("client", "PUT", "/cars/2/user", {
      id_user: 3,
    })
    expect(notDriver.statusCode).toBe(400)
    const cleared = await call("client", "PUT", "/cars/2/user", {
      id_user: null,
    })
    expect(data<CarOut>(cleared).id_user).toBeNull()
  })
})

interface DepotOut {
  id_depot: number
  id_subsidiary: number
  isDefault: boolean
  address: { name: string; description: string; latitude: number }
}

describe("depots", () => {
  const depot = {
    id_subsidiary: 1,
    name: "North dock",
    description: "Second loading dock",
    address: "Av. Insurgentes Norte 100, Ciudad de México",
    latitude: 19.47,
    longitude: -99.14,
  }

  it("lists with text and paging (text, page, pageSize)", async () => {
    const res = await call("client", "GET", "/depots")
    const page = data<{
      items: DepotOut[]
      total: number
      pageSize: number
      page: number
    }>(res)
    expect(page).toMatchObject({ total: 2, page: 0, pageSize: 25 })
    expect(page.items.every((d) => d.isDefault)).toBe(true)
    const site = data<{ items: DepotOut[] }>(
      await call("site", "GET", "/depots")
    )
    expect(site.items.map((d) => d.address.name)).toEqual(["Acme Centro Depot"])
    const text = data<{ items: DepotOut[] }>(
      await call("client", "GET", "/depots?text=norte&page=0&pageSize=1")
    )
    expect(text.items.map((d) => d.address.name)).toEqual(["Acme Norte Depot"])
  })

  it("keeps one default per site: a new default clears the old one", async () => {
    const plain = data<DepotOut>(await call("client", "POST", "/depots", depot))
    expect(plain).toMatchObject({
      isDefault: false,
      address: { name: "North dock", description: "Second loading dock" },
    })
    const made = await call("client", "PUT", `/depots/${plain.id_depot}`, {
      ...depot,
      isDefault: true,
    })
    expect(data<DepotOut>(made).isDefault).toBe(true)
    const site1 = data<{ items: DepotOut[] }>(
      await call("client", "GET", "/depots?id_subsidiary=1")
    ).items
    expect(site1.filter((d) => d.isDefault).map((d) => d.id_depot)).toEqual([
      plain.id_depot,
    ])
    // The other site keeps its own default.
    const site2 = data<{ items: DepotOut[] }>(
      await call("client", "GET", "/depots?id_subsidiary=2")
    ).items
    expect(site2.map((d) => d.isDefault)).toEqual([true])
    const audit = data<{ items: { action: string }[] }>(
      await call("admin", "GET", "/audit-events?id_client=1&size=100")
    ).items.map((e) => e.action)
    expect(audit).toEqual(
      expect.arrayContaining(["depot.create", "depot.update"])
    )
    expect(
      (await call("globex", "DELETE", `/depots/${plain.id_depot}`)).statusCode
    ).toBe(404)
    expect(
      (await call("client", "DELETE", `/depots/${plain.id_depot}`)).statusCode
    ).toBe(200)
  })

  it("makes a site's first depot its default", async () => {
    const site = data<{ id_subsidiary: number }>(
      await call("admin", "POST", "/subsidiaries", {
        name: "Acme Sur",
        id_client: 1,
      })
    )
    const first = data<DepotOut>(
      await call("client", "POST", "/depots", {
        ...depot,
        id_subsidiary: site.id_subsidiary,
      })
    )
    expect(first.isDefault).toBe(true)
  })

  it("answers with validation messages", async () => {
    expectValidationError(
      await call("client", "POST", "/depots", { ...depot, latitude: 100 }),
      "latitude",
      "Latitude must be between -90 and 90."
    )
    expectValidationError(
      await call("client", "POST", "/depots", { ...depot, name: "" }),
      "name",
      "Required field."
    )
    expectValidationError(
      await call("client", "POST", "/depots", { ...depot, id_subsidiary: 3 }),
      "id_subsidiary",
      "Site not found."
    )
    const driver = await call("driver", "POST", "/depots", depot)
    expect(driver.statusCode).toBe(403)
  })
})

interface AddressOut {
  id_address: number
  alias: string
  first_name: string
  last_name: string
  email: string
  phone_number: string
}

describe("address book", () => {
  const entry = {
    id_subsidiary: 1,
    alias: "Dr. Ruiz clinic",
    address: "Av. Cuauhtémoc 330, Ciudad de México",
    latitude: 19.41,
    longitude: -99.15,
    first_name: "Elena",
    last_name: "Ruiz",
    email: "elena@clinic.demo",
    phone_number: "+525511112222",
  }

  it("saves, searches, reads, edits and deletes an entry", async () => {
    const created = await call("client", "POST", "/addresses", {
      ...entry,
      phone_number: "+52 55 1111-2222",
    })
    expect(created.statusCode, created.body).toBe(201)
    const saved = data<AddressOut>(created)
    expect(saved).toMatchObject({
      first_name: "Elena",
      email: "elena@clinic.demo",
      phone_number: "+525511112222",
    })
    const search = data<{ items: AddressOut[]; total: number }>(
      await call("site", "GET", "/addresses?text=ruiz")
    )
    expect(search.items.map((a) => a.alias)).toEqual(["Dr. Ruiz clinic"])
    expect(
      data<AddressOut>(
        await call("site", "GET", `/addresses/${saved.id_address}`)
      ).last_name
    ).toBe("Ruiz")
    expect(
      (await call("globex", "GET", `/addresses/${saved.id_address}`)).statusCode
    ).toBe(404)
    const edited = await call(
      "client",
      "PUT",
      `/addresses/${saved.id_address}`,
      {
        ...entry,
        alias: "Ruiz clinic",
      }
    )
    expect(data<AddressOut>(edited).alias).toBe("Ruiz clinic")
    expect(
      (await call("client", "DELETE", `/addresses/${saved.id_address}`))
        .statusCode
    ).toBe(200)
  })

  it("answers with validation messages", async () => {
    expectValidationError(
      await call("client", "POST", "/addresses", { ...entry, email: "x" }),
      "email",
      "Enter a valid email."
    )
    expectValidationError(
      await call("client", "POST", "/addresses", {
        ...entry,
        phone_number: "(55) CALL",
      }),
      "phone_number",
      "The phone number can't have dash, spaces nor parentheses."
    )
    expectValidationError(
      await call("client", "POST", "/addresses", {
        ...entry,
        id_address_type: 99,
      }),
      "id_address_type",
      "Required field."
    )
  })

  it("finds addresses offline from coordinates and the caller's address book only", async () => {
    const own = await call("client", "GET", "/addresses/find-one?query=Ana")
    expect(own.json().data).toMatchObject({ source: "address-book" })
    // Globex's customer is not in Acme's book, and offline there is no service to ask.
    const foreign = await call(
      "client",
      "GET",
      "/addresses/find-one?query=Carla"
    )
    expect(foreign.statusCode).toBe(404)
    const list = await call(
      "client",
      "GET",
      "/addresses/find-by-query?query=Carla"
    )
    expect(list.json().data).toEqual([])
    const point = await call(
      "client",
      "GET",
      "/geocoding/geolocate-one?latitude=19.4&longitude=-99.1"
    )
    expect(point.json().data).toMatchObject({
      source: "coordinates",
      address: "19.4,-99.1",
    })
  })
})

describe("settings", () => {
  it("refuses configuration changes with the spec's sentence", async () => {
    for (const url of [
      "/clients/1/configuration",
      "/subsidiaries/1/configuration",
    ]) {
      const res = await call("site", "PUT", url, {
        id_unit_of_distance: 1,
        id_unit_of_measure: 1,
        id_unit_of_weight: 1,
      })
      expect(res.statusCode, url).toBe(403)
      expect(res.json().message).toBe(PermissionMessage.configurationForbidden)
    }
    expect(PermissionMessage.configurationForbidden).toBe(
      "You do not have enough permissions to change configurations."
    )
  })
})
