// The live map: a driver's phone (chromium with its geolocation scripted along a path) sends its
// positions while the route is on the road, and the planner's routes screen moves the driver's
// marker without a reload; a stop whose window has closed is flagged "Predicted late"; a
// completion 400 m from its stop is flagged far from it.
import { describe, expect, it } from "vitest"

import {
  driverPhone,
  newPage,
  productForSuite,
  signIn,
  signInTo,
} from "./product.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const suite = productForSuite()
const ROUTE = "Live map e2e"

/** A path heading north-east from the first stop, about 110 m a step. */
const step = (n: number) => ({
  latitude: 19.41 + n * 0.0008,
  longitude: -99.17 + n * 0.0006,
})

describe("the live map", () => {
  it("moves the driver's marker along the phone's path, flags a stop predicted late, and a completion far from its stop", async () => {
    const hour = 3_600_000
    const { id_route, id_optimization, planner, driver } =
      await planTodaysRoute(suite.url, ROUTE, [
        {
          name: "Farmacia Roma",
          // Its window closed an hour ago: from wherever the driver is, it is late.
          time_window_start: new Date(Date.now() - 2 * hour).toISOString(),
          time_window_end: new Date(Date.now() - hour).toISOString(),
        },
        { name: "Panadería Condesa" },
      ])

    const desk = await suite.newPage()
    await signInTo(desk.page, "client@acme.demo", "/main/dashboard")
    await desk.page.goto("/main/routes")

    // The driver's phone, allowed to tell where it is.
    const phone = await newPage(suite.browser, suite.url, {
      ...driverPhone,
      geolocation: step(0),
      permissions: ["geolocation"],
    })
    await signIn(phone.page, "driver@acme.demo")
    await phone.page.waitForURL((url) => url.pathname === "/driver")
    await phone.page.getByRole("heading", { name: ROUTE }).waitFor()
    await phone.page.getByRole("button", { name: "Start route" }).click()

    // Each step is over 50 m: the phone sends it at once, and the planner's marker follows.
    const marker = desk.page.locator(
      `[data-slot='map-vehicle'][data-id='${id_route}']`
    )
    for (const n of [1, 2, 3]) {
      await phone.context.setGeolocation(step(n))
      // The first waits for the planner's map to load as well (the map's engine is large).
      await expect
        .poll(
          async () =>
            Number(
              await marker
                .getAttribute("data-lat", { timeout: 500 })
                .catch(() => 0)
            ),
          { timeout: n === 1 ? 45_000 : 15_000, interval: 250 }
        )
        .toBeCloseTo(step(n).latitude, 5)
    }
    await expect(marker.getAttribute("aria-label")).resolves.toMatch(
      /, seen \d/
    )
    await expect(marker.getAttribute("data-stale")).resolves.toBe("false")

    // The stop whose window closed is predicted late, on the live map's list.
    const plan = await planner<{ stops: { id_stop: number; name: string }[] }>(
      "GET",
      `/routes/${id_route}`
    )
    const late = plan.stops.find((s) => s.name === "Farmacia Roma")!
    const other = plan.stops.find((s) => s.name === "Panadería Condesa")!
    await poll(() =>
      desk.page
        .getByTestId(`predicted-late-${late.id_stop}`)
        .textContent({ timeout: 500 })
        .catch(() => "")
    ).toMatch(/^Predicted late by (\d+ h \d+ min|\d+ h|\d+ min)$/)
    await expect(
      desk.page.getByTestId(`predicted-late-${other.id_stop}`).count()
    ).resolves.toBe(0)

    // The workspace flags the late stop's own row too, and only its.
    await desk.page.goto(`/main/optimizations/${id_optimization}`)
    const lateRow = desk.page.locator(`li[data-stop="${late.id_stop}"]`)
    await poll(() =>
      lateRow
        .getByTestId(`stop-predicted-late-${late.id_stop}`)
        .textContent({ timeout: 500 })
        .catch(() => "")
    ).toMatch(/^Predicted late by (\d+ h \d+ min|\d+ h|\d+ min)$/)
    await expect(
      desk.page.getByTestId(`stop-predicted-late-${other.id_stop}`).count()
    ).resolves.toBe(0)

    // A completion 400 m north of its stop is flagged for the planner.
    const full = await planner<{
      stops: { id_stop: number; latitude: number; longitude: number }[]
    }>("GET", `/routes/${id_route}`)
    const at = full.stops.find((s) => s.id_stop === other.id_stop)!
    await driver("POST", `/driver/stops/${other.id_stop}/complete`, {
      key: "live-map-far-completion",
      visit_time: new Date().toISOString(),
      latitude: at.latitude + 400 / 111_195,
      longitude: at.longitude,
      accuracy: 10,
    })
    const after = await planner<{
      stops: {
        id_stop: number
        proof: { far_from_stop: boolean; distance_m: number | null } | null
      }[]
    }>("GET", `/routes/${id_route}`)
    const proof = after.stops.find((s) => s.id_stop === other.id_stop)!.proof
    expect(proof?.far_from_stop).toBe(true)
    expect(proof?.distance_m).toBeGreaterThan(350)

    await desk.context.close()
    await phone.context.close()
  }, 90_000)
})
