// GET /units (issue 19): the units every screen labels distances, weights and volumes with, for
// any signed-in user of a client; changing them changes no stored number.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { clients } from "../src/db/schema.ts"

import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner } from "./planning-support.ts"

let t: TestApp
let client: Planner

const metric = {
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
}
const imperial = {
  id_unit_of_distance: 2,
  id_unit_of_measure: 2,
  id_unit_of_weight: 2,
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "10000" })
  client = await planner(t)
})
afterAll(() => t.close())

async function units(who: Planner, headers?: Record<string, string>) {
  const res = await who.call("GET", "/units", undefined, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe("GET /units", () => {
  it("answers the client's units and each site's; changing them relabels, never rewrites, a car's capacity", async () => {
    const before = await units(client)
    expect(before).toMatchObject(metric)
    expect(before.sites).toHaveLength(2)
    const car = await client.call("POST", "/cars", {
      name: "Units van",
      plate: "UNIT-1",
      id_subsidiary: client.site,
      id_car_make: 1,
      id_car_model: 1,
      id_car_type: 1,
      ...metric,
      capacity_weight: 1500,
      capacity_volume: 12.5,
      active: true,
    })
    expect(car.statusCode, car.body).toBe(201)
    const id_client = car.json().data.id_client
    const saved = await client.call(
      "PUT",
      `/clients/${id_client}/configuration`,
      imperial
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const site = await client.call(
      "PUT",
      `/subsidiaries/${client.site}/configuration`,
      imperial
    )
    expect(site.statusCode, site.body).toBe(200)
    const after = await units(client)
    expect(after).toMatchObject(imperial)
    expect(after.sites).toContainEqual({
      id_subsidiary: client.site,
      ...imperial,
      time_zone: "America/Mexico_City",
    })
    // The other site keeps its own units.
    expect(
      after.sites.find(
        (s: { id_subsidiary: number }) => s.id_subsidiary !== client.site
      )
    ).toMatchObject(metric)
    const read = await client.call("GET", `/cars/${car.json().data.id_car}`)
    expect(read.json().data).toMatchObject({
      capacity_weight: 1500,
      capacity_volume: 12.5,
    })
    await client.call("PUT", `/clients/${id_client}/configuration`, metric)
  })

  it("gives a site user and a driver their own site's units, and the one site chosen in one-site mode", async () => {
    const site = await units(await planner(t, "site@acme.demo"))
    expect(
      site.sites.map((s: { id_subsidiary: number }) => s.id_subsidiary)
    ).toEqual([client.site])
    expect(site).toMatchObject(imperial)
    const driver = await units(await planner(t, "driver@acme.demo"))
    expect(driver.sites).toHaveLength(1)
    const chosen = await units(client, {
      "x-ruta-subsidiary": String(client.site),
    })
    expect(chosen).toMatchObject(imperial)
    expect(chosen.sites).toHaveLength(1)
  })

  it("shows nothing of another client: Globex reads its own units only", async () => {
    const globex = await units(
      await planner(t, "client@globex.demo", "Globex Monterrey")
    )
    expect(globex).toMatchObject(metric)
    expect(
      globex.sites.some(
        (s: { id_subsidiary: number }) => s.id_subsidiary === client.site
      )
    ).toBe(false)
  })

  it("answers the default units to the provider's staff, who act for no client", async () => {
    const admin = await units(await planner(t, "admin@ruta.demo"))
    expect(admin).toEqual({
      ...metric,
      country: null,
      client_time_zone: null,
      time_zone: null,
      sites: [],
    })
  })

  it("answers the client's zone, the clock of its lists of no one site: its first site's until it saves one (issue 43)", async () => {
    expect((await units(client)).client_time_zone).toBe("America/Mexico_City")
    const site = await units(await planner(t, "site@acme.demo"))
    expect(site.client_time_zone).toBe("America/Mexico_City")
  })

  it("answers the client's country, the country of its own phone number, to every user of the client", async () => {
    expect((await units(client)).country).toBe("MX")
    expect((await units(await planner(t, "site@acme.demo"))).country).toBe("MX")
    const [acme] = await t.store.owner
      .select()
      .from(clients)
      .where(eq(clients.name, "Acme Deliveries"))
    for (const [phone, country] of [
      ["+34612345678", "ES"],
      // A number without its country part tells no country.
      ["5512345678", null],
      ["+525512345678", "MX"],
    ] as const) {
      await t.store.owner
        .update(clients)
        .set({ phone_number: phone })
        .where(eq(clients.id_client, acme!.id_client))
      expect((await units(client)).country).toBe(country)
    }
  })
})
