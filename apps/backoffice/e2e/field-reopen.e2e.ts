// The driver's app closed and opened again, as a phone does all day: the same browser profile
// (cookies, service worker, kept data) started anew, with its session storage gone. Online, the day
// opens without a sign-in; from a cold start without signal it opens as last seen, what the
// driver does waits on the phone, and once the signal returns it reaches the server once.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { chromium } from "playwright-core"
import type { BrowserContext, Page, Route } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"

import { CHROMIUM, CHROMIUM_ARGS } from "../../../scripts/lib/chromium.ts"
import { productForSuite, signIn } from "./product.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const suite = productForSuite()
const ROUTE = "Field reopen e2e"
const profile = mkdtempSync(path.join(os.tmpdir(), "ruta-e2e-phone-"))
afterAll(() => rmSync(profile, { recursive: true, force: true }))

/** Opens the phone's app: the same profile each time, as an installed app keeps it. */
async function openApp(offline = false) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL: suite.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  })
  // Set on the running context: the launch option does not reach the page the profile opens with.
  if (offline) await context.setOffline(true)
  const page = context.pages()[0] ?? (await context.newPage())
  return { context, page }
}

const DRIVER_API = /\/api\/v1\/(driver|auth)\//
const airplane = (route: Route) => route.abort("internetdisconnected")

/**
 * Tells the page it has no signal. Chromium does not tell a page its service worker served while
 * emulating no network (`navigator.onLine` stays true, as on a network that lets nothing
 * through), so the state is set anew; nothing may get through in the moment it reads "online".
 */
async function airplaneMode(context: BrowserContext, page: Page) {
  await context.route(DRIVER_API, airplane)
  await context.setOffline(false)
  await context.setOffline(true)
  await context.unroute(DRIVER_API, airplane)
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
}

describe("the driver's app, closed and opened again", () => {
  it("opens the day without a sign-in, online and without signal, and sends what waited once", async () => {
    const { id_route, planner } = await planTodaysRoute(suite.url, ROUTE, [
      { name: "Farmacia Roma" },
      { name: "Panadería Condesa" },
    ])

    // 1. The driver signs in once; the service worker takes the page over and keeps the day.
    let app = await openApp()
    await signIn(app.page, "driver@acme.demo")
    await app.page.waitForURL((url) => url.pathname === "/driver")
    await app.page.getByRole("heading", { name: ROUTE }).waitFor()
    await poll(() =>
      app.page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return 0
        const cache = await caches.open("ruta-driver-data")
        return (await cache.keys()).filter((r) => r.url.includes("/driver/day"))
          .length
      })
    ).toBeGreaterThan(0)
    // 2. The app is closed.
    await app.context.close()

    // 3. Opened again online: the day, without a sign-in.
    app = await openApp()
    await app.page.goto("/driver")
    await app.page.getByRole("heading", { name: ROUTE }).waitFor()
    expect(new URL(app.page.url()).pathname).toBe("/driver")
    expect(
      await app.page.evaluate(() => sessionStorage.length)
    ).toBeGreaterThan(0)
    await app.context.close()

    // 4. Closed again, and opened from a cold start without signal: the day as last seen, the
    //    driver as last known, and a clear offline state; starting the route waits on the phone.
    app = await openApp(true)
    const starts: number[] = []
    app.context.on("response", (response) => {
      if (response.url().endsWith(`/driver/routes/${id_route}/start`))
        starts.push(response.status())
    })
    await app.page.goto("/driver")
    await app.page.getByRole("heading", { name: ROUTE }).waitFor()
    await app.page.getByText("Acme Deliveries Driver").first().waitFor()
    await airplaneMode(app.context, app.page)
    await app.page.getByTestId("offline-notice").waitFor()
    await app.page.getByRole("button", { name: "Start route" }).click()
    await app.page
      .getByTestId("sync-status")
      .getByText("Route started: " + ROUTE)
      .waitFor()
    expect(starts).toEqual([])

    // 5. The signal returns: the start reaches the server, once, through the refresh cookie.
    await app.context.setOffline(false)
    await poll(() =>
      planner<{ status_route: number }>("GET", `/routes/${id_route}`).then(
        (route) => route.status_route
      )
    ).toBe(2)
    await app.page.getByTestId("sync-status").waitFor({ state: "detached" })
    expect(starts).toEqual([200])
    expect(new URL(app.page.url()).pathname).toBe("/driver")

    // 6. Signing out on the phone forgets the driver and the kept day: opened again, sign-in.
    await app.page.getByRole("button", { name: "Sign out" }).click()
    await app.page.waitForURL((url) => url.pathname === "/login")
    await app.context.close()
    app = await openApp()
    await app.page.goto("/driver")
    await app.page.waitForURL((url) => url.pathname === "/login")
    expect(
      await app.page.evaluate(async () => ({
        driver: localStorage.getItem("ruta.driver"),
        kept: await caches.has("ruta-driver-data"),
      }))
    ).toEqual({ driver: null, kept: false })
    await app.context.close()
  }, 240_000)
})
