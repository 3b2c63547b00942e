// Which travel a plan was timed with (issue 44): a run records the learned profile's days of data
// (or none: standard travel), its routes show it, and the live ETAs of a route whose plan used the
// learned profile are predicted with it too.
import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  learningSettings,
  positions,
  routes as routesTable,
  stops as stopsTable,
} from "../src/db/schema.ts"
import { daysOfData, drivenLegs } from "../src/modules/learning/driven-legs.ts"
import { learnedProfiles } from "../src/modules/learning/learned-profiles.ts"
import type { ReadLegs } from "../src/modules/learning/learned-travel.ts"
import {
  predictArrivals,
  predictionInput,
} from "../src/modules/planning/route-etas.ts"
import { offlineTravel } from "../src/modules/travel/travel-source.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import { seedSlowLegs } from "./learning-support.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  createPlan,
  planner,
  waitForRun,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
let driver: Driver
const acme = { clientId: 1, allClients: false }

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  driver = await acmeDriver(t)
  const { id } = await createPlan(p, 1, 0)
  // Forty legs driven twice as slow as planned, Monday 2026-11-16 at 08:10 in Mexico City.
  await seedSlowLegs(t, { id_subsidiary: p.site, id_optimization: id }, 8)
})
afterAll(() => t.close())

const routeOf = async (id_route: number) =>
  (await p.call("GET", `/routes/${id_route}`)).json().data

async function optimized(): Promise<number> {
  const { id, routes } = await createPlan(p, 4, 1)
  const run = await p.call("POST", `/optimizations/${id}/optimize`, {
    time_limit: 1,
  })
  expect(run.statusCode, run.body).toBe(200)
  expect((await waitForRun(p, run.json().data.id_run, 60_000)).status).toBe(
    "done"
  )
  return routes[0]!
}

describe("the travel a plan used", () => {
  it("is standard travel while the client has not turned learning on", async () => {
    const id_route = await optimized()
    expect(await routeOf(id_route)).toMatchObject({
      isOptimized: true,
      travel_profile_days: null,
    })
  })

  it("is the learned profile, with its days of data, once it is on", async () => {
    await t.store.owner.insert(learningSettings).values({
      id_client: 1,
      settings: { travel_profile: true, window_days: 365 },
    })
    const days = await t.store.withScope(acme, (tx) => daysOfData(tx))
    expect(days).toBeGreaterThan(0)
    const id_route = await optimized()
    expect((await routeOf(id_route)).travel_profile_days).toBe(days)
  })

  it("is learned once a day for the site's optimize runs, not from the legs read again at each run", async () => {
    // The run above learned the site's profile today. A visit made on a day of its own since:
    // a day more of data, which today's next runs do not read again, and tomorrow's do.
    const days = await t.store.withScope(acme, (tx) => daysOfData(tx))
    await t.store.owner.execute(sql`
      insert into stops (id_client, id_subsidiary, id_optimization, id_route, address, latitude,
                         longitude, arrived)
      select id_client, id_subsidiary, id_optimization, id_route, 'Another day', 19.42, -99.13,
             '2026-11-10T15:00:00Z'::timestamptz
      from routes where name = 'History 1'`)
    expect(await t.store.withScope(acme, (tx) => daysOfData(tx))).toBe(days + 1)
    const today = await optimized()
    expect((await routeOf(today)).travel_profile_days).toBe(days)
    // The next day (on the site's clock): learned again, the new day of data with it.
    t.clock.advance(24 * 3600)
    p = await planner(t)
    const tomorrow = await optimized()
    expect((await routeOf(tomorrow)).travel_profile_days).toBe(days + 1)
  })
})

describe("live ETAs", () => {
  /** Monday 2026-11-23 at 08:00 in Mexico City: the hour the drivers drove twice as slow. */
  const now = Date.parse("2026-11-23T14:00:00Z")
  let id_route: number

  beforeAll(async () => {
    const route = await assignedRoute(p, driver, 2)
    id_route = route.id_route
    // The position and both stops in the zone of the slow legs.
    for (const [i, id_stop] of route.stops.entries())
      await t.store.owner
        .update(stopsTable)
        .set({ latitude: 19.425 + 0.01 * i, longitude: -99.125 + 0.01 * i })
        .where(eq(stopsTable.id_stop, id_stop))
    await t.store.owner
      .update(routesTable)
      .set({ started: new Date(now - 60_000) })
      .where(eq(routesTable.id_route, id_route))
    await t.store.owner.insert(positions).values({
      id_client: 1,
      id_subsidiary: p.site,
      id_route,
      id_user: driver.id_user,
      recorded_at: new Date(now),
      latitude: 19.41,
      longitude: -99.14,
    })
  })

  const firstArrival = async () => {
    const input = await t.store.withScope(acme, (tx) =>
      predictionInput(tx, id_route, now)
    )
    const predicted = await predictArrivals(
      input!,
      { travel: offlineTravel(), log: t.app.log },
      now
    )
    return {
      learned: input!.profile !== undefined,
      seconds: (Date.parse(predicted.etas[0]!.eta) - now) / 1000,
    }
  }

  it("use the learned profile when the route's plan did, and standard travel when it did not", async () => {
    const standard = await firstArrival()
    expect(standard.learned).toBe(false)
    await t.store.owner
      .update(routesTable)
      .set({ travel_profile_days: 1 })
      .where(eq(routesTable.id_route, id_route))
    const learned = await firstArrival()
    expect(learned.learned).toBe(true)
    // Forty legs at 2 × in one zone and hour, pooled in three levels (travel-profile.ts): the
    // city's hour (100/60 = 5/3), the zone's hour of the day towards it with five pseudo-legs
    // (1.963), the zone's hour of the week towards that with twenty: 1.988 × the standard drive.
    expect(learned.seconds / standard.seconds).toBeGreaterThan(1.95)
    expect(learned.seconds / standard.seconds).toBeLessThan(2)
  })

  it("learn the site's profile once a day, not at each recompute, and again when the settings change or the day passes", async () => {
    await t.store.owner
      .update(routesTable)
      .set({ travel_profile_days: 1 })
      .where(eq(routesTable.id_route, id_route))
    let reads = 0
    const counted: ReadLegs = (tx, scope) => {
      reads++
      return drivenLegs(tx, scope)
    }
    const profiles = learnedProfiles(counted)
    const recompute = async (at: number) => {
      const input = await t.store.withScope(acme, (tx) =>
        predictionInput(tx, id_route, at, profiles)
      )
      expect(input!.profile).toBeDefined()
      return input!.profile!
    }
    const first = await recompute(now)
    // Thirty seconds later, the next recompute: the same factors for the hour, the legs not
    // read again.
    const second = await recompute(now + 30_000)
    expect(reads).toBe(1)
    const thisHour = (profile: typeof first) =>
      profile.factors.map((f) => f[0]!)
    expect(thisHour(second)).toEqual(thisHour(first))
    expect(Math.max(...thisHour(first))).toBeGreaterThan(1.9)
    // The client changes its settings: learned again, then kept.
    await t.store.owner
      .update(learningSettings)
      .set({ settings: { travel_profile: true, window_days: 300 } })
      .where(eq(learningSettings.id_client, 1))
    await recompute(now + 60_000)
    await recompute(now + 90_000)
    expect(reads).toBe(2)
    // The next day on the site's clock: learned again, with that day's legs.
    await recompute(now + 86_400_000)
    await recompute(now + 86_430_000)
    expect(reads).toBe(3)
  })
})
