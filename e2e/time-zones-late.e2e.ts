// Times on the site's clock (issue 43), a late start: a Tijuana route that leaves 80 minutes late
// tells the customer (SMS and mail), the planner in Madrid and the tracking page one moved time on
// Tijuana's clock, never a window already past.
import { describe, expect, it } from "vitest"

import { productWithMessages } from "./product-with-messages.ts"
import { signInTo } from "./product.ts"
import {
  TIJUANA,
  demoSiteOn,
  madridDesk,
  tijuanaClock,
  tijuanaWindow,
  windowsNear,
} from "./site-zone.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const { suite, twilio, smtp } = await productWithMessages({ TZ: "UTC" })

const MINUTE = 60_000
const PHONE = "+525597792542"

describe("a Tijuana route that leaves late", () => {
  it("tells the customer, the planner and the tracking page one moved time on Tijuana's clock, never a window already past", async () => {
    // The demo site moves to Tijuana's clock for this case.
    const restore = await demoSiteOn(suite.url, TIJUANA)

    // 1. Planned to leave 80 minutes ago; the driver starts now.
    const { id_route, driver, planner } = await planTodaysRoute(
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
    expect(windowsNear(told, " y las ")).toContain(toldText)
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
    const { page } = await madridDesk(suite)
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
    const customer = await madridDesk(suite)
    await customer.page.goto(`/track/${token}`)
    await customer.page
      .getByText(tijuanaWindow(moved, "–"))
      .first()
      .waitFor({ timeout: 15_000 })

    // Restored for whatever runs after.
    await restore()
  })
})
