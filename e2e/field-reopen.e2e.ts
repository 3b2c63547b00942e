// The driver's app closed and opened again, as a phone does: the browser's profile (its cookies,
// storage, service worker and caches) is kept on disk, the browser closed and launched anew on it.
// Online the day comes back without a sign-in; with no connection at all, from a cold start, the
// day kept on the phone shows under the driver's name, what the driver does waits on the phone,
// and back online it reaches the server once.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { chromium } from "playwright-core"
import type { Response } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"

import { CHROMIUM, CHROMIUM_ARGS } from "../scripts/lib/chromium.ts"
import { airplaneMode, dayKept } from "./driver-offline.ts"
import {
  DEMO_TIME_ZONE,
  driverPhone,
  productForSuite,
  signIn,
} from "./product.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const suite = productForSuite()
const ROUTE = "Reopen e2e"
const HERE = { latitude: 19.4326, longitude: -99.1332 }
const profile = mkdtempSync(path.join(tmpdir(), "ruta-phone-"))
afterAll(() => rmSync(profile, { recursive: true, force: true }))

const API = /\/api\//

/** Opens the phone's browser on its kept profile: the app as it was left. */
async function openPhone() {
  const phone = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL: suite.url,
    ...driverPhone,
    locale: "en-US",
    // The phone's day is the demo site's (today on its clock).
    timezoneId: DEMO_TIME_ZONE,
    permissions: ["geolocation"],
    geolocation: HERE,
  })
  const page = phone.pages()[0] ?? (await phone.newPage())
  return { phone, page }
}

describe("the driver's app closed and reopened", () => {
  it("resumes the session online, opens the kept day offline from a cold start, and sends what was queued once", async () => {
    const { id_route, driver } = await planTodaysRoute(suite.url, ROUTE, [
      { name: "Panadería Roma", first_name: "Rosa" },
      { name: "Farmacia Condesa", first_name: "Carlos" },
    ])
    const { name } = await driver<{ name: string }>("GET", "/auth/me")

    // 1. Signed in once, online: the day shows, and the phone keeps it.
    let { phone, page } = await openPhone()
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    await page.getByText(name, { exact: true }).waitFor()
    await dayKept(page)

    // 2. The app is closed: the tab's token goes with it.
    await phone.close()

    // 3. Reopened online: the refresh cookie resumes the session, no sign-in asked.
    ;({ phone, page } = await openPhone())
    const asked: string[] = []
    page.on("request", (request) => asked.push(new URL(request.url()).pathname))
    await page.goto("/driver")
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/driver")
    expect(asked).not.toContain("/login")
    await page.getByText(name, { exact: true }).waitFor()
    await dayKept(page)
    await phone.close()

    // 4. Closed again, and reopened with no connection at all: the day kept on the phone, under
    // the driver's name, says it is offline; nothing asks the server who the driver is.
    ;({ phone, page } = await openPhone())
    await phone.setOffline(true)
    const failed: string[] = []
    page.on("requestfailed", (request) =>
      failed.push(new URL(request.url()).pathname)
    )
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    await page.goto("/driver")
    await airplaneMode(phone, page, API)
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/driver")
    await page.getByText(name, { exact: true }).waitFor()
    await page
      .getByTestId("offline-notice")
      .getByText(
        "Offline: this is the day kept on your phone. Your changes will be sent when the connection returns."
      )
      .waitFor()
    // A reload offline asks nothing of the server either.
    await page.reload()
    await airplaneMode(phone, page, API)
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    expect(failed.filter((p) => p.endsWith("/auth/me"))).toEqual([])
    expect(errors.filter((e) => e.includes("/auth/me"))).toEqual([])

    // An action without signal: queued on the phone, nothing sent.
    const sent: Response[] = []
    page.on("response", (response) => {
      if (
        response.request().method() === "POST" &&
        /\/api\/v1\/driver\/(routes|stops)\//.test(response.url())
      )
        sent.push(response)
    })
    await page.getByRole("button", { name: "Start route" }).click()
    const next = page.getByTestId("next-stop")
    await next.getByText("Panadería Roma").waitFor()
    await next.getByRole("button", { name: "Arrived" }).click()
    await next.getByTestId("arrived-at").waitFor()
    const status = page.getByTestId("sync-status")
    await status.getByText(/2 updates are waiting to be sent/).waitFor()
    // The failure dialog promises only what the connection allows.
    await next.getByRole("button", { name: "Could not complete" }).click()
    const dialog = page.getByRole("dialog")
    await dialog
      .getByText(
        "Say why the visit failed; the planner sees it once the phone is back online."
      )
      .waitFor()
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(sent).toHaveLength(0)

    // 5. Back online: what waited reaches the server, once. The driver pockets the phone before
    // it reads the day again (no answer to it reaches the phone): the day kept is the one from
    // before, and what the server took must still show on it (step 6).
    await phone.route(/\/api\/v1\/driver\/day/, (route) => route.abort())
    await phone.setOffline(false)
    await status.waitFor({ state: "detached" })
    await page.getByTestId("offline-notice").waitFor({ state: "detached" })
    expect(
      sent.map((r) => [r.url().replace(/.*\/driver\//, ""), r.status()])
    ).toEqual([
      [expect.stringMatching(/^routes\/\d+\/start$/), 200],
      [expect.stringMatching(/^stops\/\d+\/arrive$/), 200],
    ])
    // The server has the route started and the one arrival, with the phone's time and place.
    const day = await driver<{
      routes: {
        id_route: number
        started: string | null
        stops: { name: string; arrival: { latitude: number } | null }[]
      }[]
    }>(
      "GET",
      `/driver/day?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`
    )
    const mine = day.routes.find((r) => r.id_route === id_route)!
    expect(mine.started).not.toBeNull()
    expect(mine.stops.map((s) => [s.name, s.arrival?.latitude])).toEqual([
      ["Panadería Roma", HERE.latitude],
      ["Farmacia Condesa", undefined],
    ])
    await page.screenshot({
      path: "test-results/screenshots/field-reopen.png",
    })
    await phone.close()

    // 6. Reopened offline once more, and the session ends meanwhile (its refresh token revoked,
    // as an expired one is refused): the visit done offline waits, the app asks for a sign-in
    // when the connection returns, and after it the visit reaches the server, once.
    ;({ phone, page } = await openPhone())
    await phone.setOffline(true)
    await page.goto("/driver")
    await airplaneMode(phone, page, API)
    const again = page.getByTestId("next-stop")
    await again.getByTestId("arrived-at").waitFor({ timeout: 60_000 })
    const refresh = (await phone.cookies()).find(
      (c) => c.name === "ruta_refresh"
    )!
    const revoked = await fetch(`${suite.url}/api/v1/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: refresh.value }),
    })
    expect(revoked.status).toBeLessThan(300)
    const afterExpiry: Response[] = []
    page.on("response", (response) => {
      if (
        response.request().method() === "POST" &&
        /\/api\/v1\/driver\/stops\/\d+\/complete$/.test(response.url())
      )
        afterExpiry.push(response)
    })
    await again.getByRole("button", { name: "Complete", exact: true }).click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Complete stop" })
      .click()
    const waiting = page.getByTestId("sync-status")
    await waiting.getByText(/1 update is waiting to be sent/).waitFor()
    await phone.setOffline(false)
    await page.waitForURL((url) => url.pathname === "/login")
    expect(afterExpiry.filter((r) => r.status() === 200)).toHaveLength(0)
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await poll(
      async () => afterExpiry.filter((r) => r.status() === 200).length
    ).toBe(1)
    await waiting.waitFor({ state: "detached" })
    const after = await driver<{
      routes: {
        id_route: number
        stops: { name: string; completed: string | null }[]
      }[]
    }>(
      "GET",
      `/driver/day?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`
    )
    const done = after.routes.find((r) => r.id_route === id_route)!
    expect(done.stops.map((s) => [s.name, s.completed !== null])).toEqual([
      ["Panadería Roma", true],
      ["Farmacia Condesa", false],
    ])
    // Refused while the session was over, if it was tried then; taken once after the sign-in.
    expect(
      afterExpiry.map((r) => r.status()).filter((status) => status !== 401)
    ).toEqual([200])

    // 7. Signing out wipes what the phone kept of the day and of the driver: reopened offline, the
    // app has nobody to open for and shows the sign-in page, not the browser's error page.
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL((url) => url.pathname === "/login")
    expect(
      await page.evaluate(async () => ({
        driver: localStorage.getItem("ruta.lastDriver"),
        day: await caches.has("ruta-driver-data"),
      }))
    ).toEqual({ driver: null, day: false })
    await phone.close()
    ;({ phone, page } = await openPhone())
    await phone.setOffline(true)
    await page.goto("/driver")
    await page.waitForURL((url) => url.pathname === "/login")
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor()
    await phone.close()
  }, 240_000)
})
