// Learned service times (issue 44): a stop given no duration takes the median of its address's
// completed visits (arrival to completion), once there are enough of them in the window; a
// duration given wins, and a client can turn learning off.
import { inArray } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { addresses, stops as stopsTable } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let optimization: number
const DAY = 86_400_000
const place = { latitude: 19.4326, longitude: -99.1332 }

/**
 * Visits made at `address` `daysAgo`, each taking the given minutes; `failed` ones failed. With
 * `waited`, the driver came that many minutes before the stop's window opened and waited.
 */
async function visits(
  address: string,
  minutes: number[],
  {
    daysAgo = 3,
    failed = false,
    id_address = null as number | null,
    waited = 0,
  } = {}
) {
  const made = await p.call("POST", `/optimizations/${optimization}/stops`, {
    stops: minutes.map(() => ({
      ...place,
      address,
      stop_duration: 15,
      id_address,
    })),
  })
  expect(made.statusCode, made.body).toBe(201)
  const ids = made.json().data.map((s: { id_stop: number }) => s.id_stop)
  for (const [i, id] of ids.entries()) {
    const arrived = new Date(Date.now() - daysAgo * DAY + i * 3_600_000)
    const opens = new Date(arrived.getTime() + waited * 60_000)
    const done = new Date(opens.getTime() + minutes[i]! * 60_000)
    const window = waited
      ? {
          time_window_start: opens,
          time_window_end: new Date(opens.getTime() + 7_200_000),
          time_windows: [
            {
              start: opens.toISOString(),
              end: new Date(opens.getTime() + 7_200_000).toISOString(),
            },
          ],
        }
      : {}
    await t.store.owner
      .update(stopsTable)
      .set({ arrived, visit_time: done, completed: done, failed, ...window })
      .where(inArray(stopsTable.id_stop, [id]))
  }
}

/** Adds one stop to the optimization as typed; answers the stop. */
async function typed(stop: Record<string, unknown>) {
  const res = await p.call("POST", `/optimizations/${optimization}/stop`, {
    ...place,
    ...stop,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as {
    id_stop: number
    stop_duration: number
    learned_visits: number | null
  }
}

async function settings(body: Record<string, unknown>) {
  const res = await p.call("PUT", "/clients/1/learning-settings", body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  const created = await p.call("POST", "/optimizations", {
    name: "Learning",
    id_subsidiary: p.site,
  })
  expect(created.statusCode, created.body).toBe(201)
  optimization = created.json().data.id_optimization
  // Calle Roble 12: 3 visits of 4, 6 and 20 minutes (median 6), one failed visit of 50 that
  // says nothing, and one of 60 minutes 120 days ago, outside the default 90-day window.
  await visits("Calle Roble 12", [4, 6, 20])
  await visits("Calle Roble 12", [50], { failed: true })
  await visits("Calle Roble 12", [60], { daysAgo: 120 })
  // Avenida Sur 3: only 2 visits (9 and 11 minutes).
  await visits("Avenida Sur 3", [9, 11])
})
afterAll(() => t.close())

describe("learned service times", () => {
  it("fills a stop given no duration with the median of its address's completed visits", async () => {
    // Compared by address whatever the case and spaces.
    const stop = await typed({ address: "  calle ROBLE   12 " })
    expect(stop).toMatchObject({ stop_duration: 6, learned_visits: 3 })
  })

  it("learns nothing below the minimum number of visits, a client setting", async () => {
    expect(await typed({ address: "Avenida Sur 3" })).toMatchObject({
      stop_duration: 15,
      learned_visits: null,
    })
    await settings({ min_visits: 2 })
    expect(await typed({ address: "Avenida Sur 3" })).toMatchObject({
      stop_duration: 10,
      learned_visits: 2,
    })
    await settings({})
  })

  it("reads only the past window_days of visits", async () => {
    await settings({ window_days: 180 })
    // Now 4 visits: 4, 6, 20 and 60 minutes, median 13.
    expect(await typed({ address: "Calle Roble 12" })).toMatchObject({
      stop_duration: 13,
      learned_visits: 4,
    })
    await settings({})
  })

  it("keeps a duration the spreadsheet or the planner gives, and an edit overrides a learned one", async () => {
    expect(
      await typed({ address: "Calle Roble 12", stop_duration: 9 })
    ).toMatchObject({ stop_duration: 9, learned_visits: null })
    const imported = await p.call("POST", "/optimizations", {
      name: "Imported",
      id_subsidiary: p.site,
      stops: [
        { ...place, address: "Calle Roble 12" },
        { ...place, address: "Calle Roble 12", stop_duration: 30 },
      ],
    })
    expect(imported.statusCode, imported.body).toBe(201)
    const plan = await p.call(
      "GET",
      `/optimizations/${imported.json().data.id_optimization}`
    )
    const durations = plan
      .json()
      .data.stops.map(
        (s: { stop_duration: number; learned_visits: number | null }) => [
          s.stop_duration,
          s.learned_visits,
        ]
      )
    expect(durations).toEqual([
      [6, 3],
      [30, null],
    ])

    const learned = await typed({ address: "Calle Roble 12" })
    // An edit leaving the duration out keeps the learned one; one giving it overrides it.
    const kept = await p.call("PUT", `/stops/${learned.id_stop}`, {
      ...place,
      address: "Calle Roble 12",
      name: "Bakery",
    })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().data).toMatchObject({
      name: "Bakery",
      stop_duration: 6,
      learned_visits: 3,
    })
    const overridden = await p.call("PUT", `/stops/${learned.id_stop}`, {
      ...place,
      address: "Calle Roble 12",
      stop_duration: 6,
    })
    expect(overridden.json().data).toMatchObject({
      stop_duration: 6,
      learned_visits: null,
    })
  })

  it("counts a visit from its window's opening when the driver came early and waited", async () => {
    // Three visits of 5, 7 and 9 minutes, each after waiting 40 minutes for the window: the
    // address takes 7 minutes, not 47.
    await visits("Mercado Sur 8", [5, 7, 9], { waited: 40 })
    expect(await typed({ address: "Mercado Sur 8" })).toMatchObject({
      stop_duration: 7,
      learned_visits: 3,
    })
  })

  it("learns an address-book entry from its visits and from stops typed at its address", async () => {
    const [entry] = await t.store.owner
      .insert(addresses)
      .values({
        id_client: 1,
        id_subsidiary: p.site,
        address: "Plaza Mayor 1",
        ...place,
      })
      .returning()
    await visits("Plaza Mayor 1", [30, 40])
    await visits("somewhere typed otherwise", [35], {
      id_address: entry!.id_address,
    })
    expect(
      await typed({ id_address: entry!.id_address, address: "Plaza" })
    ).toMatchObject({ stop_duration: 35, learned_visits: 3 })
  })

  it("learns nothing once the client turns learning off", async () => {
    const saved = await settings({ service_times: false })
    expect(saved).toEqual({
      service_times: false,
      min_visits: 3,
      window_days: 90,
      travel_profile: false,
    })
    expect(await typed({ address: "Calle Roble 12" })).toMatchObject({
      stop_duration: 15,
      learned_visits: null,
    })
    await settings({})
  })

  it("refuses settings out of bounds with their message, and readers' and other clients' saves", async () => {
    expectValidationError(
      await p.call("PUT", "/clients/1/learning-settings", { min_visits: 0 }),
      "min_visits",
      "Enter 1 to 100 visits."
    )
    expectValidationError(
      await p.call("PUT", "/clients/1/learning-settings", { window_days: 400 }),
      "window_days",
      "Enter 7 to 365 days."
    )
    const es = await p.call(
      "PUT",
      "/clients/1/learning-settings",
      { window_days: 400 },
      { "accept-language": "es" }
    )
    expect(es.json().details[0].message).toBe("Escribe de 7 a 365 días.")
    const driver = await planner(t, "driver@acme.demo")
    expect(
      (await driver.call("PUT", "/clients/1/learning-settings", {})).statusCode
    ).toBe(403)
    expect(
      (await p.call("GET", "/clients/2/learning-settings")).statusCode
    ).toBe(404)
  })
})
