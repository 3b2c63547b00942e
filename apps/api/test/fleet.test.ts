// Fleet and catalogs: skills, stop outcomes, cars, depots, the address book and every catalog,
// as the back office calls them. One app for the whole file.
import { PermissionMessage } from "@ruta/permissions/messages"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "10000" })
  for (const [name, email] of [
    ["admin", "admin@ruta.demo"],
    ["client", "client@acme.demo"],
    ["site", "site@acme.demo"],
    ["driver", "driver@acme.demo"],
    ["globex", "client@globex.demo"],
  ] as const) {
    tokens[name] = (await t.login(email)).accessToken
  }
})
afterAll(() => t.close())

type Method = "GET" | "POST" | "PUT" | "DELETE"
async function call(
  who: string,
  method: Method,
  url: string,
  payload?: unknown
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(tokens[who]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
const data = <T = never>(res: { json(): unknown }): T =>
  (res.json() as { data: T }).data

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
    expect(created.statusCode, created.body).toBe(200)
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
