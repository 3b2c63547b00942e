// Times on the site's clock (issue 43): a planner in Madrid, against a server on UTC, uploads a
// Tijuana site's spreadsheet whose windows say "09:00"-"11:30" and reads them so on the workspace,
// the route page and the route sheet, labelled with the zone; the driver's phone in Tijuana, the
// tracking page and the mail say the same local times. Routes and windows read on Tijuana's clock
// across the change from daylight time too; a driver whose phone is in Madrid gets the routes of
// the site's today, not of the phone's. (A late start: time-zones-late.e2e.ts.)
import {
  zoneLabel,
  zoneOffsetMinutes,
  zonedDay,
  zonedDayBounds,
  zonedInstant,
} from "@ruta/validation/zoned-time"
import { readFile } from "node:fs/promises"
import writeXlsxFile from "write-excel-file/node"
import { describe, expect, it } from "vitest"

import { airplaneMode, dayKept } from "./driver-offline.ts"
import {
  apiAs,
  DEMO_TIME_ZONE,
  driverPhone,
  newPage,
  signIn,
  signInTo,
} from "./product.ts"
import { productWithMessages } from "./product-with-messages.ts"
import {
  MADRID,
  TIJUANA,
  demoSiteOn,
  madridDesk,
  windowsNear,
} from "./site-zone.ts"
import { planTodaysRoute } from "./todays-route.ts"

const { suite, smtp } = await productWithMessages({ TZ: "UTC" })

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

describe("a Tijuana spreadsheet planned from Madrid", () => {
  it("reads its 09:00-11:30 windows as 9:00 AM-11:30 AM Tijuana on every screen, the driver's phone, the tracking page and the mail", async () => {
    const restore = await demoSiteOn(suite.url, TIJUANA)
    const today = zonedDay(new Date(), TIJUANA)
    const PLAN = "Tijuana sheet e2e"
    const xlsx = await writeXlsxFile([
      {
        sheet: "Paradas",
        data: [
          [
            "Nombre",
            "Dirección",
            "Latitud",
            "Longitud",
            "Correo",
            "Ventana inicio",
            "Ventana fin",
          ],
          [
            "Tienda Revolución",
            "Avenida Revolución 1, Tijuana",
            32.5325,
            -117.0363,
            "revolucion.tijuana@example.com",
            "09:00",
            "11:30",
          ],
          [
            "Tienda Otay",
            "Calle Otay 2, Tijuana",
            32.54,
            -116.99,
            "",
            "09:00",
            "11:30",
          ],
        ],
      },
    ]).toBuffer()

    // 1. The planner in Madrid uploads it for the site's today.
    const { page } = await madridDesk(suite)
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "New optimization" }).click()
    await page.getByLabel("Name").fill(PLAN)
    await page.getByLabel("Day of the routes").fill(today)
    await page.getByRole("tab", { name: "Upload a spreadsheet" }).click()
    await page.getByRole("button", { name: "Next" }).click()
    await page.locator("input[type=file]").setInputFiles({
      name: "tijuana.xlsx",
      mimeType:
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: xlsx,
    })
    await page.getByRole("button", { name: "Use 2 rows" }).click()
    await page
      .getByRole("main")
      .getByText("2 stops, 0 depots, 0 to fix, 0 left out", { exact: true })
      .waitFor({ timeout: 30_000 })
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("combobox", { name: "New routes" }).click()
    await page.getByRole("option", { name: "0", exact: true }).click()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("button", { name: "Create optimization" }).click()
    await page.getByRole("heading", { name: PLAN }).waitFor()
    const id_optimization = Number(/optimizations\/(\d+)/.exec(page.url())![1])

    // The windows are 09:00-11:30 in Tijuana, whatever the browser's and the server's zones.
    const planner = await apiAs(suite.url, "client@acme.demo")
    const plan = await planner<{
      stops: {
        id_stop: number
        time_window_start: string
        time_window_end: string
      }[]
    }>("GET", `/optimizations/${id_optimization}`)
    const at = (time: string) => zonedInstant(today, time, TIJUANA)
    expect(
      plan.stops.map((s) => [s.time_window_start, s.time_window_end])
    ).toEqual(
      Array(2).fill([at("09:00").toISOString(), at("11:30").toISOString()])
    )
    const zone = zoneLabel(TIJUANA, at("09:00"), "en-US")

    // A route leaving at 08:00 in Tijuana with both, for Acme's driver.
    const ROUTE = "Tijuana sheet route"
    const { id_route } = await planner<{ id_route: number }>(
      "POST",
      `/optimizations/${id_optimization}/routes`,
      {
        name: ROUTE,
        start_date: at("08:00").toISOString(),
        end_date: at("16:00").toISOString(),
      }
    )
    await planner("PUT", `/routes/${id_route}/stops`, {
      add: plan.stops.map((s) => s.id_stop),
    })
    const driver = await apiAs(suite.url, "driver@acme.demo")
    const { id_user } = await driver<{ id_user: number }>("GET", "/auth/me")
    await planner("PUT", `/routes/${id_route}/assign`, { id_user })

    // 2. The workspace shows them on Tijuana's clock, with the zone.
    await page.goto(`/main/optimizations/${id_optimization}`)
    const workspaceWindows = page.getByText(
      new RegExp(`9:00\\sAM–11:30\\sAM ${zone}`)
    )
    await expect
      .poll(() => workspaceWindows.count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)

    // 3. The route page and its route sheet (printed and exported) say them so, with the zone.
    await page.goto(`/main/routes/${id_route}`)
    const windowed = /9:00\sAM – 11:30\sAM/
    const pageRow = page
      .getByRole("row")
      .filter({ hasText: "Tienda Revolución" })
    await expect
      .poll(() => pageRow.first().textContent(), { timeout: 15_000 })
      .toMatch(windowed)
    await page
      .getByRole("columnheader", { name: `Time window (${zone})` })
      .first()
      .waitFor()
    await page.emulateMedia({ media: "print" })
    const sheet = page.getByRole("table", { name: `Stops of ${ROUTE}` })
    await expect
      .poll(() =>
        sheet.getByRole("row").filter({ hasText: "Tienda Otay" }).textContent()
      )
      .toMatch(windowed)
    await sheet
      .getByRole("columnheader", { name: `Time window (${zone})` })
      .waitFor()
    await page.emulateMedia({ media: "screen" })
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    const csv = await readFile(await download.path(), "utf8")
    expect(csv).toContain(`Time window start (${zone})`)
    expect(csv).toMatch(/Tienda Otay.*9:00\sAM.*11:30\sAM/)

    // 4. The driver's phone in Tijuana: the next stop's window, then "on the way" when it starts.
    const { page: phone } = await newPage(suite.browser, suite.url, {
      timezoneId: TIJUANA,
      ...driverPhone,
      locale: "en-US",
    })
    await signIn(phone, "driver@acme.demo")
    await phone.waitForURL((url) => url.pathname === "/driver")
    await phone.getByRole("heading", { name: ROUTE }).waitFor()
    await phone.getByRole("button", { name: "Start route" }).click()
    await phone
      .getByTestId("next-stop")
      .getByText(/Between 9:00\sAM and 11:30\sAM/)
      .waitFor({ timeout: 15_000 })

    // 5. The mail and the tracking page say the same window, on Tijuana's clock, around the ETA.
    const toCustomer = () =>
      smtp.mails.find((m) => m.to.includes("revolucion.tijuana@example.com"))
    await expect.poll(toCustomer, { timeout: 15_000 }).toBeTruthy()
    const mail = toCustomer()!
    const [, from, joiner, to] =
      /(\d\d:\d\d)( and | y las )(\d\d:\d\d)/.exec(mail.text) ?? []
    const live = await planner<{
      etas: { stops: { id_stop: number; eta: string }[] } | null
    }>("GET", `/routes/${id_route}/live`)
    const route = await planner<{ stops: { id_stop: number; eta: string }[] }>(
      "GET",
      `/routes/${id_route}`
    )
    const first = plan.stops[0]!.id_stop
    const eta =
      live.etas?.stops.find((s) => s.id_stop === first)?.eta ??
      route.stops.find((s) => s.id_stop === first)!.eta
    expect(windowsNear(Date.parse(eta), joiner!)).toContain(
      `${from}${joiner}${to}`
    )
    const token = /\/track\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1]!
    const customer = await madridDesk(suite)
    await customer.page.goto(`/track/${token}`)
    await customer.page.getByText(`${from}–${to}`).waitFor({ timeout: 15_000 })
    // The zone's name as the customer's language has it ("PST", or "GMT-8").
    const hours = zoneOffsetMinutes(new Date(eta), TIJUANA) / 60
    expect([
      zoneLabel(TIJUANA, new Date(eta), "en-US"),
      `GMT${hours}`,
    ]).toContain(await customer.page.getByTestId("window-zone").textContent())

    await restore()
  }, 240_000)
})

describe("a Tijuana site seen from Madrid", () => {
  it("shows each route's date and its stop's window on Tijuana's clock with the zone, on both sides of the change from daylight time", async () => {
    // Tijuana's clocks go back an hour in the night of 31 October to 1 November 2026.
    const days = ["2026-10-31", "2026-11-01", "2026-12-10"]
    const { ids, plans } = await tijuanaRoutes(days)
    const { page } = await madridDesk(suite)
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
  }, 180_000)
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
      ...driverPhone,
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
