// The learning loop does not undo itself (issue 44): a plan timed with the learned profile keeps
// each leg's time on the travel source, so the legs driven on it are learned against the source
// and not against the plan's already slowed times (which would teach ratios near 1.0).
import { and, asc, eq, isNotNull } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { learningSettings, stops as stopsTable } from "../src/db/schema.ts"
import { drivenLegs } from "../src/modules/learning/driven-legs.ts"
import { learnProfile, zoneOf } from "../src/modules/learning/travel-profile.ts"
import { offlineTravel } from "../src/modules/travel/travel-source.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import { seedSlowLegs } from "./learning-support.ts"
import type { Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  createPlan,
  planner,
  waitForRun,
} from "./planning-support.ts"

let t: TestApp
let p: Planner
const acme = { clientId: 1, allClients: false }
/** The truth of the hour: Monday 02:00-03:00 in Mexico City, driving takes twice the source's. */
const TRUTH = 2
/** Monday 2 AM: hour 2 of the week on the site's clock. */
const HOUR = 2

const plannedStops = (id_route: number) =>
  t.store.owner
    .select({
      id_stop: stopsTable.id_stop,
      latitude: stopsTable.latitude,
      longitude: stopsTable.longitude,
      eta: stopsTable.eta,
      departure: stopsTable.departure,
      travel_seconds: stopsTable.travel_seconds,
    })
    .from(stopsTable)
    .where(and(eq(stopsTable.id_route, id_route), isNotNull(stopsTable.eta)))
    .orderBy(asc(stopsTable.order))

/** The offline model's seconds from one stop to the next: the travel source of the tests. */
async function sourceSeconds(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number }
) {
  const { durations } = await offlineTravel().matrices(
    [
      { lat: a.latitude, lng: a.longitude },
      { lat: b.latitude, lng: b.longitude },
    ],
    1
  )
  return durations[1]!
}

/** The legs of the site, and the centre zone's learned factor at Monday 2 AM. */
async function learned(asOf: string, window_days: number) {
  const legs = await t.store.withScope(acme, (tx) =>
    drivenLegs(tx, { id_subsidiary: p.site, window_days, asOf: new Date(asOf) })
  )
  const zone = learnProfile(legs).zones.get(zoneOf(19.42, -99.13))
  return { legs, factor: zone?.[HOUR] ?? 1 }
}

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  const { id } = await createPlan(p, 1, 0)
  // Three weeks of history: forty legs driven twice as slow as planned (a plan without the
  // profile), Monday 2026-11-16 at 02:10 in Mexico City, in the centre's zone.
  await seedSlowLegs(t, { id_subsidiary: p.site, id_optimization: id }, HOUR)
})
afterAll(() => t.close())

describe("the learning loop", () => {
  it("keeps each leg's travel-source time when a route is re-timed by hand", async () => {
    const route = await assignedRoute(p, await acmeDriver(t), 3)
    const planned = await plannedStops(route.id_route)
    expect(planned).toHaveLength(3)
    for (const [i, stop] of planned.entries()) {
      if (i === 0) continue
      // Timed without a profile: the leg is the arrival less the departure before it.
      const leg =
        (stop.eta!.getTime() - planned[i - 1]!.departure!.getTime()) / 1000
      expect(stop.travel_seconds).toBe(Math.round(leg))
      expect(stop.travel_seconds).toBeCloseTo(
        await sourceSeconds(planned[i - 1]!, stop),
        -1
      )
    }
  })

  it("learns a week driven on a learned plan against the travel source, so the factor stays near the truth", async () => {
    const before = await learned("2026-11-20T00:00:00Z", 365)
    expect(before.legs).toHaveLength(40)
    expect(before.factor).toBeGreaterThan(1.95)
    await t.store.owner.insert(learningSettings).values({
      id_client: 1,
      settings: { travel_profile: true, window_days: 365 },
    })
    // Monday 2026-11-23 from 02:00 in Mexico City (createPlan's 08:00 UTC), four short visits in
    // the centre, planned by an optimize run with the learned profile.
    const { id, routes } = await createPlan(p, 4, 1)
    await t.store.owner
      .update(stopsTable)
      .set({ stop_duration: 1 })
      .where(eq(stopsTable.id_optimization, id))
    const run = await p.call("POST", `/optimizations/${id}/optimize`, {
      time_limit: 1,
    })
    expect(run.statusCode, run.body).toBe(200)
    expect((await waitForRun(p, run.json().data.id_run, 60_000)).status).toBe(
      "done"
    )
    const planned = await plannedStops(routes[0]!)
    expect(planned).toHaveLength(4)
    let left = planned[0]!.eta!.getTime()
    for (const [i, stop] of planned.entries()) {
      if (i > 0) {
        const source = await sourceSeconds(planned[i - 1]!, stop)
        // The plan drove its legs slowed by the learned factor (about 2 ×), and kept the
        // source's own time beside it.
        const plannedLeg =
          (stop.eta!.getTime() - planned[i - 1]!.departure!.getTime()) / 1000
        expect(plannedLeg / source).toBeGreaterThan(1.8)
        expect(stop.travel_seconds).toBeCloseTo(source, -1)
        left += TRUTH * source * 1000
      }
      // Driven as the truth says: each leg twice the source's time, a minute at each visit.
      const arrived = new Date(left)
      left += 60_000
      await t.store.owner
        .update(stopsTable)
        .set({
          arrived,
          visit_time: new Date(left),
          completed: new Date(left),
        })
        .where(eq(stopsTable.id_stop, stop.id_stop))
    }
    // The week's own legs (the two days around it) are read at the truth, not near 1.0 (the
    // driven time over the plan's already slowed time).
    const week = await learned("2026-11-24T00:00:00Z", 2)
    expect(week.legs).toHaveLength(3)
    for (const leg of week.legs) {
      expect(leg.hourOfWeek).toBe(HOUR)
      expect(leg.ratio).toBeGreaterThan(TRUTH * 0.97)
      expect(leg.ratio).toBeLessThan(TRUTH * 1.03)
    }
    // With the history, the factor stays where it was instead of drifting towards 1.0.
    const after = await learned("2026-11-24T00:00:00Z", 365)
    expect(after.legs).toHaveLength(43)
    expect(after.factor).toBeGreaterThan(before.factor - 0.005)
  })
})
