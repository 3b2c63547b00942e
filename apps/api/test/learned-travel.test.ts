// Learned travel profiles (issue 44): the legs drivers drove between visits, against the plan's
// travel time for them, and the setting that needs two weeks of data before it can be turned on.
import type { Problem } from "@ruta/optimizer"
import { inArray } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { learningSettings, stops as stopsTable } from "../src/db/schema.ts"
import { drivenLegs, daysOfData } from "../src/modules/learning/driven-legs.ts"
import { learnedProfiles } from "../src/modules/learning/learned-profiles.ts"
import {
  secondsIntoWeek,
  withLearnedTravel,
} from "../src/modules/learning/learned-travel.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { acmeDriver, assignedRoute, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
const at = (time: string) => new Date(`2026-11-23T${time}Z`)

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  const driver = await acmeDriver(t)
  const route = await assignedRoute(p, driver, 2)
  // Planned: leave the first at 14:10, reach the second at 14:30 (20 minutes on the travel
  // source). Driven: left at 14:12, arrived at 14:44 (32 minutes, 1.6 × slower), on Monday
  // 08:12 in Mexico City.
  const visits = [
    {
      eta: "14:00:00",
      departure: "14:10:00",
      arrived: "14:02:00",
      done: "14:12:00",
      travel_seconds: 600,
    },
    {
      eta: "14:30:00",
      departure: "14:40:00",
      arrived: "14:44:00",
      done: "14:50:00",
      travel_seconds: 1200,
    },
  ]
  for (const [i, v] of visits.entries())
    await t.store.owner
      .update(stopsTable)
      .set({
        eta: at(v.eta),
        departure: at(v.departure),
        arrived: at(v.arrived),
        visit_time: at(v.done),
        completed: at(v.done),
        travel_seconds: v.travel_seconds,
      })
      .where(inArray(stopsTable.id_stop, [route.stops[i]!]))
})
afterAll(() => t.close())

describe("learned travel", () => {
  it("reads each driven leg against the plan's travel time, in its zone and hour of the week", async () => {
    const legs = await t.store.withScope(
      { clientId: 1, allClients: false },
      (tx) =>
        drivenLegs(tx, {
          id_subsidiary: p.site,
          window_days: 30,
          asOf: at("23:00:00"),
        })
    )
    expect(legs).toHaveLength(1)
    expect(legs[0]!.hourOfWeek).toBe(8)
    expect(legs[0]!.ratio).toBeCloseTo(1.6, 6)
    expect(legs[0]!.zone).toMatch(/^19\.4,-99\.1[05]$/)
  })

  it("refuses to turn the profile on before 14 days of driven routes", async () => {
    const days = await t.store.withScope(
      { clientId: 1, allClients: false },
      (tx) => daysOfData(tx, at("23:00:00"))
    )
    expect(days).toBeLessThan(14)
    const res = await p.call("PUT", "/clients/1/learning-settings", {
      travel_profile: true,
    })
    expectValidationError(
      res,
      "travel_profile",
      "A learned travel profile needs 14 days of driven routes."
    )
    const es = await p.call(
      "PUT",
      "/clients/1/learning-settings",
      { travel_profile: true },
      { "accept-language": "es" }
    )
    expect(es.json().message).toBe(
      "Un perfil de tráfico aprendido necesita 14 días de rutas recorridas."
    )
  })

  it("lays the learned profile on a run's plan only when the client turned it on", async () => {
    const acme = { clientId: 1, allClients: false }
    const run = { id_client: 1, id_subsidiary: p.site }
    // A plan whose clock starts Monday 2026-11-23 at 07:00 in Mexico City (13:00 UTC).
    const epoch = Date.parse("2026-11-23T13:00:00Z")
    expect(secondsIntoWeek(epoch, "America/Mexico_City")).toBe(7 * 3600)
    const plan: { epoch: number; problem: Problem } = {
      epoch,
      problem: {
        locations: [{ lat: 19.4326, lng: -99.1332 }],
        jobs: [],
        vehicles: [],
      },
    }
    const off = await t.store.withScope(acme, (tx) =>
      withLearnedTravel(tx, run, plan, learnedProfiles(), epoch)
    )
    expect(off.problem.travelProfile).toBeUndefined()
    // Turned on (past the 14-day gate, as a client with enough data would).
    await t.store.owner.insert(learningSettings).values({
      id_client: 1,
      settings: { travel_profile: true, window_days: 365 },
    })
    const on = await t.store.withScope(acme, (tx) =>
      withLearnedTravel(tx, run, plan, learnedProfiles(), epoch)
    )
    const profile = on.problem.travelProfile!
    // Band 1 is 08:00-09:00 on Monday, where the one leg drove 1.6 × slower: a single leg is
    // shrunk most of the way back to 1.0 (the city's 8 AM towards 1.0 by 20 pseudo-legs, the
    // zone's 8 AM towards the city's by 5, its Monday 8 AM towards its 8 AM by 20); 07:00-08:00
    // keeps 1.0.
    expect(profile.bandStarts.slice(0, 2)).toEqual([0, 3600])
    const zone = profile.locationZones![0]!
    expect(zone).toBeGreaterThan(0)
    expect(profile.factors[zone]![0]).toBe(1)
    const city = (1.6 + 20) / 21
    const eight = (1.6 + 5 * city) / 6
    expect(profile.factors[zone]![1]).toBeCloseTo((1.6 + 20 * eight) / 21, 6)
    expect(profile.factors[zone]![1]).toBeLessThan(1.15)
  })
})
