// Times on the site's clock (issue 43): a planner in Madrid, against a server on UTC, reads a
// Tijuana site's routes, windows and dates on Tijuana's clock, labelled with its zone, on a day
// across the change from daylight time too; a driver whose phone is in Madrid gets the routes of
// the site's today, not of the phone's.
import { zonedDayBounds, zonedInstant } from "@ruta/validation/zoned-time"
import { describe, expect, it } from "vitest"

import {
  DEMO_TIME_ZONE,
  apiAs,
  newPage,
  productForSuite,
  signIn,
  signInTo,
} from "./product.ts"
import { planTodaysRoute } from "./todays-route.ts"

const suite = productForSuite({ TZ: "UTC" })
const TIJUANA = "America/Tijuana"
const MADRID = "Europe/Madrid"

/** A planner's browser in Madrid. */
const madridDesk = () =>
  newPage(suite.browser, suite.url, { timezoneId: MADRID, locale: "en-US" })

/**
 * A Tijuana site of Acme with, for each day, a route leaving at 08:00 on Tijuana's clock with one
 * stop whose window is 09:00-11:30 there; answers the routes' ids by day.
 */
async function tijuanaRoutes(days: string[]) {
  const admin = await apiAs(suite.url, "admin@ruta.demo")
  const planner = await apiAs(suite.url, "client@acme.demo")
  const site = await admin<{ id_subsidiary: number }>("POST", "/subsidiaries", {
    id_client: 1,
    name: "Acme Tijuana",
    time_zone: TIJUANA,
  })
  const at = (day: string, time: string) =>
    zonedInstant(day, time, TIJUANA).toISOString()
  const ids = new Map<string, number>()
  for (const day of days) {
    const name = `Tijuana ${day}`
    const plan = await planner<{
      id_optimization: number
      stops: { id_stop: number }[]
    }>("POST", "/optimizations", {
      name,
      id_subsidiary: site.id_subsidiary,
      stops: [
        {
          name: `Cliente ${day}`,
          address: "Avenida Revolución 1, Tijuana",
          latitude: 32.5325,
          longitude: -117.0363,
          time_window_start: at(day, "09:00"),
          time_window_end: at(day, "11:30"),
        },
      ],
    })
    const { id_route } = await planner<{ id_route: number }>(
      "POST",
      `/optimizations/${plan.id_optimization}/routes`,
      { name, start_date: at(day, "08:00") }
    )
    await planner("PUT", `/routes/${id_route}/stops`, {
      add: plan.stops.map((s) => s.id_stop),
    })
    ids.set(day, id_route)
  }
  return ids
}

describe("a Tijuana site seen from Madrid", () => {
  it("shows each route's date and its stop's window on Tijuana's clock with the zone, on both sides of the change from daylight time", async () => {
    // Tijuana's clocks go back an hour in the night of 31 October to 1 November 2026.
    const days = ["2026-10-31", "2026-11-01", "2026-12-10"]
    const ids = await tijuanaRoutes(days)
    const { page } = await madridDesk()
    await signInTo(page, "client@acme.demo", "/main/dashboard")

    await page.goto(`/main/routes?text=${encodeURIComponent("Tijuana 2026")}`)
    const row = (day: string) =>
      page.getByRole("row").filter({ hasText: `Tijuana ${day}` })
    await expect
      .poll(() => row("2026-10-31").textContent(), { timeout: 15_000 })
      .toMatch(/Oct 31, 2026, 8:00\sAM PDT/)
    await expect
      .poll(() => row("2026-11-01").textContent())
      .toMatch(/Nov 1, 2026, 8:00\sAM PST/)
    await expect
      .poll(() => row("2026-12-10").textContent())
      .toMatch(/Dec 10, 2026, 8:00\sAM PST/)

    for (const [day, zone] of [
      ["2026-10-31", "PDT"],
      ["2026-11-01", "PST"],
    ] as const) {
      await page.goto(`/main/routes/${ids.get(day)}`)
      const stop = page.getByRole("row").filter({ hasText: `Cliente ${day}` })
      await expect
        .poll(() => stop.textContent(), { timeout: 15_000 })
        // Its planned arrival (the route leaves from it at 08:00) and its window.
        .toMatch(/Tijuana8:00\sAM9:00\sAM – 11:30\sAM/)
      await page
        // The column says whose clock (the zone's name as it is today).
        .getByRole("columnheader", { name: /^Time window \(P[DS]T\)$/ })
        .waitFor()
      // The route's date on the page, on Tijuana's clock.
      await page
        .getByText(new RegExp(`8:00\\sAM ${zone}`))
        .first()
        .waitFor()
    }
  })
})

describe("a driver's phone in another zone", () => {
  it("lists the routes of the site's today, not the phone's", async () => {
    // A moment of today on the demo site's calendar that falls on another day in Madrid.
    const now = new Date()
    const site = zonedDayBounds(now, DEMO_TIME_ZONE)
    const phone = zonedDayBounds(now, MADRID)
    const inPhoneDay = (t: number) =>
      t >= phone.start.getTime() && t < phone.end.getTime()
    const early = site.start.getTime() + 30 * 60_000
    const leaves = inPhoneDay(early) ? site.end.getTime() - 30 * 60_000 : early
    expect(inPhoneDay(leaves)).toBe(false)
    const ROUTE = "Site day e2e"
    await planTodaysRoute(suite.url, ROUTE, [{ name: "Farmacia Roma" }], leaves)

    const { page } = await newPage(suite.browser, suite.url, {
      timezoneId: MADRID,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "en-US",
    })
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await page.getByText(ROUTE).first().waitFor({ timeout: 20_000 })
  })
})
