// One time zone per site (issue 43): the zone lookup from coordinates, the defaults a new site
// takes, editing it, and the migration that fills it without moving a stored instant.
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { PGlite } from "@electric-sql/pglite"
import { drizzle } from "drizzle-orm/pglite"
import { migrate } from "drizzle-orm/pglite/migrator"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { resolveSiteZone } from "../src/modules/subsidiaries/site-time-zone.ts"
import { zoneAt } from "../src/platform/geo/zone-at.ts"
import type { Method } from "./api-calls.ts"
import { appSignedIn, callWith, data } from "./api-calls.ts"
import type { TestApp } from "./helper.ts"
import { expectValidationError } from "./helper.ts"

describe("the zone at a place", () => {
  it.each([
    [32.5149, -117.0382, "America/Tijuana"],
    [40.4168, -3.7038, "Europe/Madrid"],
    [19.4326, -99.1332, "America/Mexico_City"],
    [25.6866, -100.3161, "America/Monterrey"],
  ])("finds the zone of %f, %f offline: %s", (lat, lng, zone) => {
    expect(zoneAt(lat, lng)).toBe(zone)
  })

  it("finds none for coordinates off the globe", () => {
    expect(zoneAt(91, 0)).toBeUndefined()
    expect(zoneAt(Number.NaN, 0)).toBeUndefined()
  })

  it("prefers the chosen zone, then the client's, then the depot's, then the default", () => {
    const depot = { latitude: 32.5149, longitude: -117.0382 }
    expect(
      resolveSiteZone({ chosen: "Europe/Madrid", client: "UTC", depot })
    ).toEqual({ time_zone: "Europe/Madrid", time_zone_chosen: true })
    expect(resolveSiteZone({ client: "UTC", depot })).toEqual({
      time_zone: "UTC",
      time_zone_chosen: true,
    })
    expect(resolveSiteZone({ depot })).toEqual({
      time_zone: "America/Tijuana",
      time_zone_chosen: true,
    })
    expect(resolveSiteZone({ depot: { latitude: 99, longitude: 0 } })).toEqual({
      time_zone: "America/Mexico_City",
      time_zone_chosen: false,
    })
  })
})

describe("sites' zones through the API", () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = await appSignedIn(tokens, ["admin", "client"])
  })
  afterAll(() => t.close())

  const call = (who: string, method: Method, url: string, payload?: object) =>
    callWith(t, tokens[who]!, method, url, payload)
  type Site = { id_subsidiary: number; id_client: number; time_zone: string }

  it("keeps the demo sites in their cities' zones", async () => {
    const sites = data<Site[]>(
      await call("client", "GET", "/subsidiaries/client/1")
    )
    expect(sites.map((s) => s.time_zone)).toEqual([
      "America/Mexico_City",
      "America/Mexico_City",
    ])
  })

  it("creates a site in the zone chosen, edits it, and refuses a zone that is not one", async () => {
    const made = await call("admin", "POST", "/subsidiaries", {
      id_client: 1,
      name: "Acme Tijuana",
      time_zone: "America/Tijuana",
    })
    expect(made.statusCode).toBe(201)
    const site = data<Site>(made)
    expect(site.time_zone).toBe("America/Tijuana")
    const edited = await call(
      "admin",
      "PUT",
      `/subsidiaries/${site.id_subsidiary}`,
      {
        name: "Acme Tijuana",
        time_zone: "Europe/Madrid",
      }
    )
    expect(data<Site>(edited).time_zone).toBe("Europe/Madrid")
    const read = await call(
      "client",
      "GET",
      `/subsidiaries/${site.id_subsidiary}`
    )
    expect(data<Site>(read).time_zone).toBe("Europe/Madrid")
    const wrong = await call("admin", "POST", "/subsidiaries", {
      id_client: 1,
      name: "Nowhere",
      time_zone: "Mars/Olympus_Mons",
    })
    expectValidationError(wrong, "time_zone", "Choose a valid time zone.")
  })

  it("gives a new site the client's saved zone when none is chosen", async () => {
    const settings = await call(
      "client",
      "GET",
      "/clients/1/notification-settings"
    )
    const saved = await call(
      "client",
      "PUT",
      "/clients/1/notification-settings",
      {
        ...data<{ settings: object }>(settings).settings,
        time_zone: "America/Monterrey",
      }
    )
    expect(saved.statusCode).toBe(200)
    const site = data<Site>(
      await call("admin", "POST", "/subsidiaries", {
        id_client: 1,
        name: "Acme Sur",
      })
    )
    expect(site.time_zone).toBe("America/Monterrey")
  })

  it("gives a new client's site the zone of its first depot", async () => {
    const client = data<{ id_client: number }>(
      await call("admin", "POST", "/clients", { name: "Baja Freight" })
    )
    const [site] = data<Site[]>(
      await call("admin", "GET", `/subsidiaries/client/${client.id_client}`)
    )
    expect(site!.time_zone).toBe("America/Mexico_City")
    const depot = {
      id_subsidiary: site!.id_subsidiary,
      name: "Otay",
      description: "",
      address: "Otay, Tijuana",
      latitude: 32.5149,
      longitude: -117.0382,
    }
    expect((await call("admin", "POST", "/depots", depot)).statusCode).toBe(201)
    const after = data<Site>(
      await call("admin", "GET", `/subsidiaries/${site!.id_subsidiary}`)
    )
    expect(after.time_zone).toBe("America/Tijuana")
    // Settled once: a second depot elsewhere does not move it.
    await call("admin", "POST", "/depots", {
      ...depot,
      name: "Madrid",
      latitude: 40.4168,
      longitude: -3.7038,
    })
    const still = data<Site>(
      await call("admin", "GET", `/subsidiaries/${site!.id_subsidiary}`)
    )
    expect(still.time_zone).toBe("America/Tijuana")
  })
})

describe("the migration that fills sites' zones", () => {
  const drizzleFolder = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    "../drizzle"
  )
  let dir = ""
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }))

  /** A copy of the migrations folder that stops just before the sites' zones. */
  function migrationsBeforeZones() {
    dir = mkdtempSync(path.join(os.tmpdir(), "ruta-zones-"))
    cpSync(drizzleFolder, dir, { recursive: true })
    const journalFile = path.join(dir, "meta/_journal.json")
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
      entries: { tag: string }[]
    }
    const cut = journal.entries.findIndex((e) =>
      e.tag.endsWith("_site-time-zone")
    )
    expect(cut).toBeGreaterThan(0)
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) })
    )
    return dir
  }

  it(
    "fills each site's zone from its client and changes no stored instant",
    { timeout: 240_000 },
    async () => {
      const client = await PGlite.create()
      const db = drizzle(client)
      await migrate(db, { migrationsFolder: migrationsBeforeZones() })
      await client.exec(`
      insert into clients (id_client, name) values (1, 'Set'), (2, 'Unset'), (3, 'Unset with depot');
      insert into notification_settings (id_client, settings)
        values (1, '{"time_zone": "America/Tijuana"}');
      insert into subsidiaries (id_subsidiary, id_client, name)
        values (1, 1, 'A'), (2, 2, 'B'), (3, 3, 'C');
      insert into depots (id_client, id_subsidiary, name, latitude, longitude)
        values (3, 3, 'Dock', 19.43, -99.13);
      insert into optimizations (id_optimization, id_client, id_subsidiary, name, configuration)
        values (1, 1, 1, 'Plan', '{}');
      insert into stops (id_client, id_subsidiary, id_optimization, name, address, latitude,
          longitude, time_window_start, time_window_end)
        values (1, 1, 1, 'Stop', 'Street 1', 32.5, -117.0,
          '2026-03-08 09:00:00+00', '2026-03-08 11:30:00+00');
    `)
      const instants = `
      select id_stop, time_window_start, time_window_end, created_at::text as created
      from stops order by id_stop`
      const before = (await client.query(instants)).rows
      await migrate(db, { migrationsFolder: drizzleFolder })
      expect((await client.query(instants)).rows).toEqual(before)
      const sites = (
        await client.query<{ time_zone: string; time_zone_chosen: boolean }>(
          `select time_zone, time_zone_chosen from subsidiaries order by id_subsidiary`
        )
      ).rows
      expect(sites).toEqual([
        { time_zone: "America/Tijuana", time_zone_chosen: true },
        { time_zone: "America/Mexico_City", time_zone_chosen: false },
        { time_zone: "America/Mexico_City", time_zone_chosen: true },
      ])
      await client.close()
    }
  )
})

describe("webhook payloads in the site's offset", () => {
  it("re-expresses each instant with the site's offset and leaves other fields alone", async () => {
    const { zonedPayload } =
      await import("../src/modules/webhooks/zoned-payload.ts")
    expect(
      zonedPayload(
        {
          id_stop: 7,
          name: "2026-03-08",
          arrived: "2026-03-08T17:00:00.123456+00:00",
          completed: "2026-03-08T09:30:00Z",
          note: null,
        },
        "America/Tijuana"
      )
    ).toEqual({
      id_stop: 7,
      name: "2026-03-08",
      arrived: "2026-03-08T10:00:00.123-07:00",
      completed: "2026-03-08T01:30:00-08:00",
      note: null,
    })
  })
})

describe("a route's days on its site's calendar", () => {
  it("counts a Tijuana evening on its own day, and the short day of the change whole", async () => {
    const { daysOf } = await import("../src/modules/planning/car-days.ts")
    const { daysMoved } =
      await import("../src/modules/planning/route-timing.ts")
    // 8 March 2026, 22:00 in Tijuana, is already 9 March in UTC.
    const evening = "2026-03-09T05:00:00.000Z"
    expect(daysOf(evening, null, "America/Tijuana")).toEqual({
      from: new Date("2026-03-08T08:00:00.000Z"),
      to: new Date("2026-03-09T07:00:00.000Z"),
    })
    expect(daysOf(evening)!.from).toEqual(new Date("2026-03-09T00:00:00.000Z"))
    // From 7 March 09:00 PST to 9 March 09:00 PDT: two days, though 47 hours.
    expect(
      daysMoved(
        "2026-03-07T17:00:00.000Z",
        "2026-03-09T16:00:00.000Z",
        "America/Tijuana"
      )
    ).toBe(2)
  })
})
