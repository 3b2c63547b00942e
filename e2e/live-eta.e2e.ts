// Live ETAs (issue 43): a route leaves 80 minutes late; its customers are told windows from
// the late start; the driver's position then moves the ETAs on, and the planner's ETA column
// (the planned time beside it), the customer's tracking page and the next "approaching"
// message all show the moved ETA, pushed, without a reload; the customer whose told window the
// ETA left gets exactly one new window.
import { describe, expect, it } from "vitest"

import { newPhonePage, signInTo } from "./product.ts"
import {
  mexicoClock as clock,
  productWithMessages,
} from "./product-with-messages.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const { suite, twilio, smtp } = await productWithMessages()

const MINUTE = 60_000
const PHONE = "+525597792542"
/**
 * Pushed changes show soon after the server's new ETAs: 0.6 s on a quiet machine (the issue's
 * target is 2 s). The tests wait on the screen's own signal instead of a time: its read of the
 * route's live data, which the stream's event asks for. No screen here polls while its stream is
 * up (the slow poll runs only while "Reconnecting…" shows), and a reload is caught.
 */
const PUSHED = { interval: 100 }

const window = (eta: number, joiner: string) =>
  `${clock(eta - 30 * MINUTE)}${joiner}${clock(eta + 30 * MINUTE)}`

interface Settings {
  events: Record<string, { email: boolean; sms: boolean }>
  approaching_minutes: number
  templates: Record<string, Record<string, { sms: string }>>
  [key: string]: unknown
}

describe("live ETAs", () => {
  it("moves the planner's ETA, the tracking page and the messages with the driver, and tells a window left once", async () => {
    // 1. A route planned to leave 80 minutes ago; "on the way" and "approaching" on, the latter
    //    saying the window, sent when the visit before is done.
    const { id_route, id_optimization, planner, driver } =
      await planTodaysRoute(
        suite.url,
        "Live ETA e2e",
        [
          { name: "Tienda Uno", email: "uno.live@example.com" },
          {
            name: "Tienda Dos",
            first_name: "Dolores",
            phone_number: "5597792542",
            email: "dos.live@example.com",
            customData: { language: "es" },
          },
        ],
        Date.now() - 80 * MINUTE
      )
    const me = await planner<{ clientData: { id_client: number } }>(
      "GET",
      "/auth/me"
    )
    const settingsUrl = `/clients/${me.clientData.id_client}/notification-settings`
    const { settings } = await planner<{ settings: Settings }>(
      "GET",
      settingsUrl
    )
    for (const event of ["on_the_way", "approaching"])
      settings.events[event] = { email: true, sms: true }
    settings.approaching_minutes = 0
    settings.templates.es!.approaching!.sms =
      "{company}: {driver_first_name} va ahora hacia ti, llega entre las {window}. Sigue: {tracking_link}"
    await planner("PUT", settingsUrl, settings)

    const route = await planner<{
      stops: { id_stop: number; name: string; eta: string }[]
    }>("GET", `/routes/${id_route}`)
    const stop = (name: string) => route.stops.find((s) => s.name === name)!
    const uno = stop("Tienda Uno")
    const dos = stop("Tienda Dos")

    // The planner's route page, open before the route starts: its ETA column says the plan.
    const desk = await suite.newPage()
    await signInTo(desk.page, "client@acme.demo", "/main/dashboard")
    await desk.page.goto(`/main/routes/${id_route}`)
    const etaCell = desk.page.getByTestId(`eta-${dos.id_stop}`)
    // The time the cell shows first (flags of lateness may follow it).
    const shownTime = async () =>
      (await etaCell.textContent())?.match(/\d{1,2}:\d\d(\s?[AP]M)?/)?.[0]
    await expect.poll(shownTime).toBeTruthy()
    const plannedText = (await shownTime())!
    let reloaded = false
    /**
     * The planner page's read of the route's live ETAs that the stream's event asks for; with
     * `moved`, the first one that answers Tienda Dos's ETA moved from the plan (a read already
     * under way when the driver starts answers the plan's).
     */
    const liveRead = (moved = false) =>
      desk.page.waitForResponse(
        async (r) => {
          if (!r.url().endsWith(`/routes/${id_route}/live`) || !r.ok())
            return false
          if (!moved) return true
          const body = (await r.json()) as {
            data?: {
              etas?: { stops: { id_stop: number; eta: string }[] } | null
            }
          }
          const eta = body.data?.etas?.stops.find(
            (e) => e.id_stop === dos.id_stop
          )
          return (
            eta !== undefined && Date.parse(eta.eta) !== Date.parse(dos.eta)
          )
        },
        { timeout: 60_000 }
      )
    const notReconnecting = () =>
      expect(desk.page.getByText("Reconnecting…").count()).resolves.toBe(0)
    desk.page.on("framenavigated", (frame) => {
      if (frame === desk.page.mainFrame()) reloaded = true
    })

    // The driver leaves now, 80 minutes late: the windows told are the plan's, 80 minutes on,
    // and the open route page has the moved ETA pushed, before any position, the plan beside it.
    let read = liveRead(true)
    await driver("POST", `/driver/routes/${id_route}/start`)
    await read
    await expect.poll(shownTime, PUSHED).not.toBe(plannedText)
    await notReconnecting()
    const plannedBeside = desk.page.getByTestId(`planned-${dos.id_stop}`)
    await expect(plannedBeside.textContent()).resolves.toBe(
      `(planned ${plannedText})`
    )
    await poll(() =>
      Promise.resolve(twilio.messages.filter((m) => m.to === PHONE).length)
    ).toBe(1)
    const told = Date.parse(dos.eta) + 80 * MINUTE
    const onTheWay = twilio.messages.find((m) => m.to === PHONE)!
    // Within a minute of 80 (the start is stamped a moment after the plan was made).
    const toldText = onTheWay.body.match(
      /llega hoy entre las (\d\d:\d\d y las \d\d:\d\d)/
    )?.[1]
    expect(
      [told - MINUTE, told, told + MINUTE].map((t) => window(t, " y las "))
    ).toContain(toldText)
    await poll(() => Promise.resolve(smtp.mails.length)).toBe(2)

    // The customer's tracking page, open before the position moves the ETAs on.
    const lateStartText = await shownTime()
    const token = /\/track\/([A-Za-z0-9_-]{22})/.exec(onTheWay.body)![1]!
    const phone = await newPhonePage(suite.browser, suite.url)
    await phone.page.goto(`/track/${token}`)
    await phone.page.getByText(toldText!.replace(" y las ", "–")).waitFor()
    phone.page.on("framenavigated", (frame) => {
      if (frame === phone.page.mainFrame()) reloaded = true
    })

    // 2. The driver's phone reports from some 55 km north: the ETAs move on by an hour or more.
    read = liveRead()
    await driver("POST", "/driver/positions", {
      id_route,
      positions: [
        { time: new Date().toISOString(), latitude: 19.92, longitude: -99.16 },
      ],
    })
    let live: { id_stop: number; eta: string; planned_eta: string | null }[] =
      []
    await poll(async () => {
      const read = await planner<{
        etas: { stops: typeof live } | null
      }>("GET", `/routes/${id_route}/live`)
      live = read.etas?.stops ?? []
      return live.length
    }).toBe(2)
    const moved = Date.parse(live.find((s) => s.id_stop === dos.id_stop)!.eta)
    expect(live.find((s) => s.id_stop === dos.id_stop)!.planned_eta).toBe(
      dos.eta
    )
    // Past the told window by more than 20 minutes.
    expect(moved).toBeGreaterThan(told + 50 * MINUTE)

    // 3. Pushed, without a reload: the planner's ETA column shows the live ETA with the planned time
    //    beside it, and the tracking page the live window.
    await read
    await expect.poll(shownTime, PUSHED).not.toBe(lateStartText)
    await notReconnecting()
    await expect(
      desk.page.getByTestId(`planned-${dos.id_stop}`).textContent()
    ).resolves.toBe(`(planned ${plannedText})`)
    await expect
      .poll(
        () =>
          phone.page
            .getByText(window(moved, "–"))
            .count()
            .catch(() => 0),
        PUSHED
      )
      .toBe(1)

    // The next "approaching" message (the visit before is done) says the moved window.
    await driver("POST", `/driver/stops/${uno.id_stop}/complete`, {
      key: "live-eta-uno",
      visit_time: new Date().toISOString(),
    })
    await poll(() =>
      Promise.resolve(
        twilio.messages.find(
          (m) => m.to === PHONE && m.body.includes("va ahora hacia ti")
        )?.body ?? ""
      )
    ).toContain(`llega entre las ${window(moved, " y las ")}`)

    // 4. Dolores, whose told window the ETA left, got exactly one new window, by SMS and email.
    const updates = () =>
      twilio.messages.filter(
        (m) => m.to === PHONE && m.body.includes("nueva hora de llegada")
      )
    await poll(() => Promise.resolve(updates().length)).toBe(1)
    expect(updates()[0]!.body).toContain(
      `hoy entre las ${window(moved, " y las ")}`
    )
    await poll(() =>
      Promise.resolve(
        smtp.mails.filter(
          (m) =>
            m.to.includes("dos.live@example.com") &&
            m.subject.endsWith("nueva hora de llegada")
        ).length
      )
    ).toBe(1)
    // More ETAs heard change nothing: the window told now is the new one.
    await driver("POST", "/driver/positions", {
      id_route,
      positions: [
        { time: new Date().toISOString(), latitude: 19.9, longitude: -99.16 },
      ],
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(updates()).toHaveLength(1)
    expect(reloaded).toBe(false)

    // The workspace's row of the stop says the live ETA too, the planned time beside it.
    await desk.page.goto(`/main/optimizations/${id_optimization}`)
    await poll(() =>
      desk.page
        .locator(`li[data-stop="${dos.id_stop}"]`)
        .textContent({ timeout: 500 })
        .catch(() => "")
    ).toContain(`(planned ${plannedText})`)

    await desk.context.close()
    await phone.context.close()
  }, 120_000)
})
