// Times on the site's clock (issue 43): a planner in Madrid, against a server on UTC, reads a
// Tijuana site's routes, windows and dates on Tijuana's clock, labelled with its zone, on a day
// across the change from daylight time too; a driver whose phone is in Madrid gets the routes of
// the site's today, not of the phone's.
import {
  zonedClock,
  zonedDayBounds,
  zonedInstant,
} from "@ruta/validation/zoned-time"
import { describe, expect, it } from "vitest"

import { airplaneMode, dayKept } from "./driver-offline.ts"
import { DEMO_TIME_ZONE, apiAs, newPage, signIn, signInTo } from "./product.ts"
import { productWithMessages } from "./product-with-messages.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const { suite, twilio, smtp } = await productWithMessages({ TZ: "UTC" })
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
  const plans = new Map<string, number>()
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
    plans.set(day, plan.id_optimization)
  }
  return { ids, plans }
}

describe("a Tijuana site seen from Madrid", () => {
  it("shows each route's date and its stop's window on Tijuana's clock with the zone, on both sides of the change from daylight time", async () => {
    // Tijuana's clocks go back an hour in the night of 31 October to 1 November 2026.
    const days = ["2026-10-31", "2026-11-01", "2026-12-10"]
    const { ids, plans } = await tijuanaRoutes(days)
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

    // The workspace: the stop's window on Tijuana's clock.
    await page.goto(`/main/optimizations/${plans.get("2026-12-10")}`)
    await expect
      .poll(
        () =>
          page
            .getByText(/9:00\sAM\s?[–-]\s?11:30\sAM/)
            .first()
            .isVisible()
            .catch(() => false),
        { timeout: 15_000 }
      )
      .toBe(true)

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

    const { context, page } = await newPage(suite.browser, suite.url, {
      timezoneId: MADRID,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "en-US",
    })
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await page.getByText(ROUTE).first().waitFor({ timeout: 20_000 })

    // Reopened without signal, the kept day is the site's at once: the phone keeps the site's
    // zone with it, so it asks its kept copy for the site's today, not the phone's.
    await dayKept(page)
    await context.setOffline(true)
    await page.reload()
    await airplaneMode(context, page, /\/api\//)
    await page.getByText(ROUTE).first().waitFor({ timeout: 20_000 })
  })
})

const MINUTE = 60_000
const PHONE = "+525597792542"
/** "10:40–11:40" on Tijuana's clock: the window around an ETA as customers read it. */
const tijuanaWindow = (eta: number, joiner: string) =>
  `${zonedClock(new Date(eta - 30 * MINUTE), TIJUANA)}${joiner}${zonedClock(new Date(eta + 30 * MINUTE), TIJUANA)}`

describe("a Tijuana route that leaves late", () => {
  it("tells the customer, the planner and the tracking page one moved time on Tijuana's clock, never a window already past", async () => {
    // The demo site moves to Tijuana's clock for this case.
    const planner = await apiAs(suite.url, "client@acme.demo")
    const admin = await apiAs(suite.url, "admin@ruta.demo")
    const me = await planner<{
      clientData: {
        id_client: number
        subsidiaries: { id_subsidiary: number }[]
      }
    }>("GET", "/auth/me")
    const id_site = me.clientData.subsidiaries[0]!.id_subsidiary
    const site = await planner<{
      name: string
      address: string | null
      phone_number: string
      email: string | null
    }>("GET", `/subsidiaries/${id_site}`)
    const siteZone = (time_zone: string) =>
      admin("PUT", `/subsidiaries/${id_site}`, {
        name: site.name,
        address: site.address ?? "",
        phone_number: site.phone_number,
        email: site.email ?? "",
        time_zone,
      })
    await siteZone(TIJUANA)
    const settingsUrl = `/clients/${me.clientData.id_client}/notification-settings`
    const { settings } = await planner<{
      settings: { events: Record<string, { email: boolean; sms: boolean }> }
    }>("GET", settingsUrl)
    settings.events.on_the_way = { email: true, sms: true }
    await planner("PUT", settingsUrl, settings)

    // 1. Planned to leave 80 minutes ago; the driver starts now.
    const { id_route, driver } = await planTodaysRoute(
      suite.url,
      "Tijuana late e2e",
      [
        {
          name: "Tienda Tijuana",
          first_name: "Dolores",
          phone_number: "5597792542",
          email: "dolores.tijuana@example.com",
          customData: { language: "es" },
        },
      ],
      Date.now() - 80 * MINUTE
    )
    const route = await planner<{ stops: { id_stop: number; eta: string }[] }>(
      "GET",
      `/routes/${id_route}`
    )
    const stop = route.stops[0]!
    const tijuanaClock = (ms: number) =>
      new Intl.DateTimeFormat("en-US", {
        timeStyle: "short",
        timeZone: TIJUANA,
      }).format(new Date(ms))
    await driver("POST", `/driver/routes/${id_route}/start`)
    await poll(() =>
      Promise.resolve(twilio.messages.filter((m) => m.to === PHONE).length)
    ).toBe(1)
    const onTheWay = twilio.messages.find((m) => m.to === PHONE)!
    // The window told is the plan's moved by the late start, on Tijuana's clock: not past.
    const told = Date.parse(stop.eta) + 80 * MINUTE
    const toldText = onTheWay.body.match(
      /entre las (\d\d:\d\d y las \d\d:\d\d)/
    )?.[1]
    expect(
      [told - MINUTE, told, told + MINUTE].map((t) =>
        tijuanaWindow(t, " y las ")
      )
    ).toContain(toldText)
    expect(told + 30 * MINUTE).toBeGreaterThan(Date.now())
    // The mail says the same window as the SMS.
    await poll(() =>
      Promise.resolve(
        smtp.mails.filter((m) => m.to.includes("dolores.tijuana@example.com"))
          .length
      )
    ).toBe(1)
    const mail = smtp.mails.find((m) =>
      m.to.includes("dolores.tijuana@example.com")
    )!
    expect(mail.text).toContain(`entre las ${toldText}`)
    // Before any position, the planner in Madrid reads the moved time on the route page, not the plan.
    const { page } = await madridDesk()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto(`/main/routes/${id_route}`)
    await expect
      .poll(
        async () => {
          const cell = await page
            .getByTestId(`eta-${stop.id_stop}`)
            .textContent()
          return [told - MINUTE, told, told + MINUTE].some((t) =>
            cell?.includes(tijuanaClock(t))
          )
        },
        { timeout: 15_000 }
      )
      .toBe(true)

    // 2. The driver's phone reports from farther away: the live ETA moves on.
    await driver("POST", "/driver/positions", {
      id_route,
      positions: [
        { time: new Date().toISOString(), latitude: 19.92, longitude: -99.16 },
      ],
    })
    let live: { id_stop: number; eta: string }[] = []
    await poll(async () => {
      const read = await planner<{ etas: { stops: typeof live } | null }>(
        "GET",
        `/routes/${id_route}/live`
      )
      live = read.etas?.stops ?? []
      return live.length
    }).toBe(1)
    const moved = Date.parse(live[0]!.eta)
    expect(moved).toBeGreaterThan(Date.now())

    // 3. The planner in Madrid and the customer's tracking page show that one time, Tijuana's.
    const movedClock = tijuanaClock(moved)
    await expect
      .poll(() => page.getByTestId(`eta-${stop.id_stop}`).textContent(), {
        timeout: 15_000,
      })
      .toContain(movedClock)
    const token = /\/track\/([A-Za-z0-9_-]{22})/.exec(onTheWay.body)![1]!
    const customer = await madridDesk()
    await customer.page.goto(`/track/${token}`)
    await customer.page
      .getByText(tijuanaWindow(moved, "–"))
      .first()
      .waitFor({ timeout: 15_000 })

    // Restored for whatever runs after.
    await siteZone(DEMO_TIME_ZONE)
  })
})
