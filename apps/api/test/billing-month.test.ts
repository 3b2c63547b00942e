// The billing month (issue 43): the client's calendar month in the client's zone, the same for
// the meter's rows, the counts sent to Stripe, the subscription view and the dashboard.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { systemScope } from "../src/db/database.ts"
import {
  optimizations,
  optimizedAddresses,
  subsidiaries,
} from "../src/db/schema.ts"
import { meterTimestamp } from "../src/modules/billing/usage-reports.ts"
import {
  billingPeriod,
  clientZone,
  periodAnchor,
  periodBounds,
  previousPeriod,
} from "../src/modules/planning/billing-period.ts"
import { writePlan } from "../src/modules/planning/plan-result.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

const TIJUANA = "America/Tijuana"
/** 23:30 on 30 November 2026 in Tijuana (Pacific standard time): already December in UTC. */
const LAST_HALF_HOUR = Date.parse("2026-12-01T07:30:00Z")

describe("the billing month's arithmetic", () => {
  it("names the month of a moment on the zone's calendar, with its bounds and the one before", () => {
    expect(billingPeriod(new Date(LAST_HALF_HOUR), TIJUANA)).toBe("2026-11")
    expect(billingPeriod(new Date(LAST_HALF_HOUR), "UTC")).toBe("2026-12")
    // November in Tijuana began on daylight time (-07:00) and ends on standard time (-08:00).
    expect(periodBounds("2026-11", TIJUANA)).toEqual({
      start: new Date("2026-11-01T07:00:00Z"),
      end: new Date("2026-12-01T08:00:00Z"),
    })
    expect(previousPeriod("2026-01")).toBe("2025-12")
    expect(periodAnchor(new Date(LAST_HALF_HOUR), TIJUANA)).toEqual({
      hour: 8,
      minute: 0,
    })
    expect(
      periodAnchor(new Date("2026-11-15T12:00:00Z"), "Asia/Kolkata")
    ).toEqual({ hour: 18, minute: 30 })
  })

  it("dates a month's count an hour inside it, and not before that hour has come", () => {
    const { start, end } = periodBounds("2026-11", TIJUANA)
    const hour = 3600
    // Counted after the month ended: dated in its last hour but one.
    expect(
      meterTimestamp(
        new Date(end.getTime() + 60_000),
        "2026-11",
        TIJUANA,
        new Date(end.getTime() + 2 * hour * 1000)
      )
    ).toBe(end.getTime() / 1000 - hour - 1)
    // Counted in the month's first minutes: sent once its first hour has passed.
    const early = new Date(start.getTime() + 60_000)
    expect(meterTimestamp(early, "2026-11", TIJUANA, early)).toBeNull()
    expect(
      meterTimestamp(
        early,
        "2026-11",
        TIJUANA,
        new Date(start.getTime() + 2 * hour * 1000)
      )
    ).toBe(start.getTime() / 1000 + hour)
  })
})

describe("the billing month of a client in Tijuana", () => {
  let t: TestApp
  let client: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp()
    // A client that saved no zone bills on its first site's calendar.
    await t.store.owner
      .update(subsidiaries)
      .set({ time_zone: TIJUANA })
      .where(eq(subsidiaries.id_client, 1))
    t.clock.advance((LAST_HALF_HOUR - t.clock.now()) / 1000)
    client = bearer((await t.login("client@acme.demo")).accessToken)
  })
  afterAll(() => t.close())

  it("meters, shows and adds up the last half hour of November in Tijuana as November", async () => {
    expect(
      await t.store.withScope(systemScope, (tx) => clientZone(tx, 1))
    ).toBe(TIJUANA)
    // The demo's optimization, optimized again in the month's last half hour.
    const [optimization] = await t.store.owner
      .select({ id_optimization: optimizations.id_optimization })
      .from(optimizations)
      .where(eq(optimizations.id_client, 1))
      .limit(1)
    await t.store.withScope(systemScope, (tx) =>
      writePlan(
        tx,
        {
          id_run: 1,
          id_client: 1,
          id_optimization: optimization!.id_optimization,
        },
        { stops: [], routes: [], addresses: ["32.5,-117.0"] },
        new Date(t.clock.now())
      )
    )
    const metered = await t.store.owner
      .select({ period: optimizedAddresses.period })
      .from(optimizedAddresses)
      .where(eq(optimizedAddresses.address_key, "32.5,-117.0"))
    expect(metered).toEqual([{ period: "2026-11" }])

    const view = await t.app.inject({
      method: "GET",
      url: "/api/v1/subscription",
      headers: client,
    })
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json().data.usage).toEqual({ period: "2026-11", addresses: 1 })

    const dashboard = await t.app.inject({
      method: "GET",
      url: "/api/v1/dashboard?from=2026-11-30&to=2026-11-30",
      headers: client,
    })
    expect(dashboard.statusCode, dashboard.body).toBe(200)
    expect(dashboard.json().data.optimized_addresses).toMatchObject({
      period: "2026-11",
      count: 1,
    })
  })
})
