// The driver's app in the field: a driver on a phone, in Spanish, opens the day once online; without
// signal a reload still shows it, what they do waits on the phone without a single request, and
// back online it reaches the server in order, each action once.
import type { BrowserContext, Page, Request } from "playwright-core"
import { describe, expect, it } from "vitest"

import { productForSuite, signIn } from "./product.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const suite = productForSuite()
const ROUTE = "Field e2e"
const HERE = { latitude: 19.4326, longitude: -99.1332 }

/** The driver's calls that change something: what the queue sends. */
const queueCall = (request: Request) =>
  request.method() === "POST" && /\/api\/v1\/driver\//.test(request.url())

/**
 * Reloads the phone's page without signal. Chromium does not tell a page its service worker
 * served offline of the emulated offline state (`navigator.onLine` stays true there, as on a
 * network that lets nothing through), so the state is set anew: the page then sees what a phone in
 * airplane mode sees.
 */
async function reloadOffline(phone: BrowserContext, page: Page) {
  await page.reload()
  await phone.setOffline(false)
  await phone.setOffline(true)
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
}

/** The service worker took the page over and keeps the day. */
async function dayKept(page: Page) {
  await poll(() =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return 0
      const cache = await caches.open("ruta-driver-data")
      return (await cache.keys()).filter((r) => r.url.includes("/driver/day"))
        .length
    })
  ).toBeGreaterThan(0)
}

describe("the driver's app in the field", () => {
  it("keeps the day without signal, queues what the driver does without sending, and sends it once when back", async () => {
    const { id_route, planner, driver } = await planTodaysRoute(
      suite.url,
      ROUTE,
      ["Tienda Roma", "Café Condesa", "Mercado Juárez"].map((name, i) => ({
        name,
        first_name: `Contacto ${i + 1}`,
        phone_number: `+52551000000${i + 1}`,
      }))
    )
    const phone = await suite.browser.newContext({
      baseURL: suite.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ["geolocation"],
      geolocation: HERE,
    })
    const page = await phone.newPage()
    const sent: { url: string; status: number }[] = []
    page.on("response", (response) => {
      if (queueCall(response.request()))
        sent.push({ url: response.url(), status: response.status() })
    })

    // Online: the day opens, in Spanish, and the phone keeps it.
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page.getByRole("button", { name: "Iniciar ruta" }).click()
    await poll(async () => sent.length).toBe(1)
    await dayKept(page)

    // No signal, and a reload: the day, its stops and contacts are still there.
    await phone.setOffline(true)
    await reloadOffline(phone, page)
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    const next = page.getByTestId("next-stop")
    await next.getByText("Tienda Roma").waitFor()
    await next.getByText("Contacto 1").waitFor()
    await next.getByRole("link", { name: "Llamar al +525510000001" }).waitFor()
    await page
      .getByTestId(/^driver-stop-/)
      .getByText("Mercado Juárez")
      .waitFor()
    expect(
      await page.getByRole("link", { name: "Waze" }).getAttribute("href")
    ).toContain("navigate=yes")

    // Three actions offline: arrived and completed at the first stop, arrived at the second.
    const offline: Request[] = []
    const listener = (request: Request) => offline.push(request)
    phone.on("request", listener)
    await next.getByRole("button", { name: "He llegado" }).click()
    await next.getByRole("button", { name: "Completar", exact: true }).click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Completar parada" })
      .click()
    await next.getByText("Café Condesa").waitFor()
    await next.getByRole("button", { name: "He llegado" }).click()
    await next.getByTestId("arrived-at").waitFor()
    const status = page.getByTestId("sync-status")
    await status.getByText(/3 cambios esperan para enviarse/).waitFor()
    expect(await status.getByRole("listitem").allTextContents()).toEqual([
      "Llegada: Tienda Roma",
      "Completada: Tienda Roma",
      "Llegada: Café Condesa",
    ])
    await page.screenshot({
      path: "test-results/screenshots/field-offline.png",
    })

    // Twenty seconds without signal: the queue sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 20_000))
    phone.off("request", listener)
    const queueRequests = offline.filter(queueCall)
    expect(queueRequests.length).toBeLessThanOrEqual(3)
    expect(queueRequests).toHaveLength(0)
    expect(sent).toHaveLength(1)

    // A reload keeps the queue too.
    await reloadOffline(phone, page)
    await status.getByText(/3 cambios esperan para enviarse/).waitFor()

    // Back online: the queue drains in order, each action once.
    await phone.setOffline(false)
    await status.waitFor({ state: "detached" })
    expect(
      sent.map((s) => [s.url.replace(/.*\/driver\//, ""), s.status])
    ).toEqual([
      [`routes/${id_route}/start`, 200],
      [expect.stringMatching(/^stops\/\d+\/arrive$/), 200],
      [expect.stringMatching(/^stops\/\d+\/complete$/), 200],
      [expect.stringMatching(/^stops\/\d+\/arrive$/), 200],
    ])
    const route = await planner<{
      stops: { status: string; started: string | null }[]
    }>("GET", `/routes/${id_route}`)
    expect(route.stops.map((s) => s.status)).toEqual([
      "completed",
      "started",
      "on_hold",
    ])
    const day = await driver<{
      routes: {
        id_route: number
        stops: { arrival: { latitude: number; longitude: number } | null }[]
      }[]
    }>(
      "GET",
      `/driver/day?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`
    )
    const mine = day.routes.find((r) => r.id_route === id_route)!
    expect(
      mine.stops.map(
        (s) => s.arrival && [s.arrival.latitude, s.arrival.longitude]
      )
    ).toEqual([
      [HERE.latitude, HERE.longitude],
      [HERE.latitude, HERE.longitude],
      null,
    ])
    await page.screenshot({ path: "test-results/screenshots/field-online.png" })
    await phone.close()
  }, 150_000)
})
