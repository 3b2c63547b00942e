// The day on the road: a driver on a phone starts a route and completes its stops (one while
// offline, sent on reconnect and applied once), and the planner's routes list and route page follow
// without a reload, through the live stream rather than polling; the dashboard adds the day up.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"

import {
  DEMO_TIME_ZONE,
  driverPhone,
  productForSuite,
  signIn,
  signInTo,
} from "./product.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const suite = productForSuite()
const ROUTE = "Driver day e2e"

/** The planner's view of the route in the routes list: its status and progress. */
function plannerRow(page: Page) {
  const row = page.getByRole("row").filter({ hasText: ROUTE })
  return {
    status: () => row.locator("[data-slot='status-badge']").textContent(),
    progress: () =>
      row
        .getByRole("progressbar", { name: `Completed stops of ${ROUTE}` })
        .getAttribute("aria-valuenow"),
  }
}

describe("the day on the road", () => {
  it("a driver on a phone starts a route and completes its stops, one offline; the planner follows without a reload", async () => {
    const { id_route, planner } = await planTodaysRoute(
      suite.url,
      ROUTE,
      ["Farmacia Roma", "Panadería Condesa", "Librería Juárez"].map((name) => ({
        name,
      }))
    )

    const desk = await suite.newPage()
    await signInTo(desk.page, "client@acme.demo", "/main/dashboard")
    await desk.page.goto(`/main/routes?text=${encodeURIComponent(ROUTE)}`)
    const row = plannerRow(desk.page)
    await poll(row.status).toBe("Pending")

    // The driver's phone, in Spanish.
    const phone = await suite.browser.newContext({
      baseURL: suite.url,
      // The phone's day is the demo site's (today on its clock).
      timezoneId: DEMO_TIME_ZONE,
      ...driverPhone,
    })
    const page = await phone.newPage()
    const completions: number[] = []
    page.on("response", (response) => {
      if (/\/driver\/stops\/\d+\/complete$/.test(response.url()))
        completions.push(response.status())
    })
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page.getByRole("button", { name: "Iniciar ruta" }).click()
    await poll(row.status).toBe("On route")

    const next = page.getByTestId("next-stop")
    const complete = async (failed = false) => {
      await next.getByRole("button", { name: "He llegado" }).click()
      await next
        .getByRole("button", {
          name: failed ? "No se pudo completar" : "Completar",
          exact: true,
        })
        .click()
      const dialog = page.getByRole("dialog")
      if (failed) {
        await dialog.getByRole("combobox", { name: /Resultado/ }).click()
        await page.getByRole("option", { name: "Nadie en casa" }).click()
        await dialog.getByLabel("Nota").fill("Cerrado a mediodía")
      }
      await dialog
        .getByRole("button", {
          name: failed ? "Marcar como fallida" : "Completar parada",
        })
        .click()
      await dialog.waitFor({ state: "detached" })
    }

    await next.getByText("Farmacia Roma").waitFor()
    await complete()
    await poll(row.progress).toBe("33")

    // No signal: the visit (arrival and completion) waits on the phone, and the next stop comes up.
    await phone.setOffline(true)
    await next.getByText("Panadería Condesa").waitFor()
    await complete()
    await page
      .getByTestId("sync-status")
      .getByText(/2 cambios esperan para enviarse/)
      .waitFor()
    await next.getByText("Librería Juárez").waitFor()
    await page.screenshot({
      path: "test-results/screenshots/driver-offline.png",
    })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await row.progress()).toBe("33")

    await phone.setOffline(false)
    await page.getByTestId("sync-status").waitFor({ state: "detached" })
    await poll(row.progress).toBe("67")
    await poll(row.status).toBe("On route")

    // The planner opens the route: pushed changes keep it current, nothing polls it.
    const routeReads: string[] = []
    desk.page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/v1/routes/${id_route}`)
        routeReads.push(request.url())
    })
    await desk.page.getByRole("link", { name: ROUTE }).click()
    // (The page also holds the printable route sheet, hidden on screen: the table is what shows.)
    const visits = desk.page.getByRole("table", { name: `Stops of ${ROUTE}` })
    await visits.waitFor()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const quiet = routeReads.length
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(routeReads.length).toBe(quiet)

    await complete(true)
    // The driver's last visit shows on the planner's open route page without a reload.
    await visits.getByText("Failed", { exact: true }).waitFor()
    await visits.getByText(/Cerrado a mediodía/).waitFor()
    expect(routeReads.length).toBeGreaterThan(quiet)
    await page
      .getByText(/Todas las paradas de esta ruta están hechas/)
      .waitFor()

    // Applied once: three completions reached the server, one per stop.
    expect(completions).toEqual([200, 200, 200])
    const route = await planner<{
      stops: { status: string; failed: boolean; note: string }[]
    }>("GET", `/routes/${id_route}`)
    expect(route.stops.map((s) => [s.status, s.failed])).toEqual([
      ["completed", false],
      ["completed", false],
      ["completed", true],
    ])
    expect(route.stops[2]!.note).toBe("Cerrado a mediodía")

    // Back on the routes list, the route is completed.
    await desk.page.goBack()
    await poll(row.status).toBe("Completed")
    expect(await row.progress()).toBe("100")

    // The dashboard adds up today: this route only (the demo plan is for tomorrow).
    await desk.page.getByRole("link", { name: "Dashboard" }).click()
    await desk.page.getByRole("button", { name: "Today" }).click()
    const figure = (id: string) =>
      desk.page.getByTestId(`dashboard-${id}`).textContent()
    await poll(() => figure("routes-completed")).toBe("1")
    expect(await figure("routes-on-route")).toBe("0")
    expect(await figure("routes-pending")).toBe("0")
    expect(await figure("stops-completed")).toBe("2")
    expect(await figure("stops-failed")).toBe("1")
    expect(await figure("stops-pending")).toBe("0")
    expect(await figure("on-time-rate")).toBe("100%")
    await desk.page.getByRole("table", { name: "Stops per day" }).waitFor({
      state: "attached",
    })
    await desk.page.screenshot({
      path: "test-results/screenshots/dashboard.png",
    })
    await phone.close()
    await desk.context.close()
    // Two browsers and a dozen steps; each visit is now two (arrived, then completed).
  }, 120_000)
})
