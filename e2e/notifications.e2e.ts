// Telling the customer (issue 33): the planner turns on email and SMS; the driver starts the
// route and each contact gets one "on the way" message by SMS (a stand-in of Twilio's API) and
// by email (an SMTP stand-in), in their language with their window; the recipient follows the
// tracking link on a phone, sees the driver once theirs is next, and rates the delivery; the
// planner sees the rating on the dashboard.
import { describe, expect, it } from "vitest"

import { newPhonePage, signInTo } from "./product.ts"
import {
  mexicoClock as clock,
  productWithMessages,
} from "./product-with-messages.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const { suite, twilio, smtp } = await productWithMessages()

const SPANISH_PHONE = "+525597792542"
const HERE = { latitude: 19.4326, longitude: -99.1332 }

describe("customer notifications", () => {
  it("tells the customer, in their language, once; tracks the visit and takes their rating", async () => {
    // 1. The planner turns on email and SMS.
    const { page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/settings")
    for (const event of ["On the way", "Approaching"])
      for (const channel of ["Email", "SMS"])
        await page.getByRole("switch", { name: `${event}: ${channel}` }).check()
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === "PUT" &&
        r.url().endsWith("/notification-settings")
    )
    await page.getByRole("button", { name: "Save", exact: true }).click()
    expect((await saved).status()).toBe(200)

    // 2. The driver starts the route: one "on the way" per contact and channel.
    const { id_route, planner, driver } = await planTodaysRoute(
      suite.url,
      "Notifications e2e",
      [
        {
          name: "Tienda Uno",
          first_name: "Uma",
          phone_number: "+528112345678",
          email: "uma@example.com",
          customData: { language: "en" },
        },
        {
          name: "Tienda Dos",
          first_name: "Dolores",
          phone_number: "5597792542",
          email: "dolores@example.com",
          customData: { language: "es" },
        },
      ]
    )
    await driver("POST", `/driver/routes/${id_route}/start`)
    const route = await planner<{
      stops: { id_stop: number; name: string; eta: string | null }[]
    }>("GET", `/routes/${id_route}`)
    const [uno, dos] = ["Tienda Uno", "Tienda Dos"].map((name) =>
      route.stops.find((s) => s.name === name)!
    )
    await poll(() => Promise.resolve(twilio.messages.length)).toBe(2)
    await poll(() => Promise.resolve(smtp.mails.length)).toBe(2)
    const eta = Date.parse(dos!.eta!)
    const window = `${clock(eta - 30 * 60_000)} y las ${clock(eta + 30 * 60_000)}`
    const sms = twilio.messages.find((m) => m.to === SPANISH_PHONE)!
    expect(sms.body).toContain(`va en camino, llega hoy entre las ${window}`)
    const mail = smtp.mails.find((m) => m.to.includes("dolores@example.com"))!
    expect(mail.subject).toMatch(/tu entrega va en camino$/)
    expect(mail.text).toContain(`llega hoy entre las ${window}`)
    expect(twilio.messages.find((m) => m.to !== SPANISH_PHONE)!.body).toContain(
      "is on the way"
    )

    // 3. The recipient opens the tracking link on a phone and sees the window.
    const token = /\/track\/([A-Za-z0-9_-]{22})/.exec(sms.body)![1]!
    const phone = await newPhonePage(suite.browser, suite.url)
    const track = phone.page
    await track.goto(`/track/${token}`)
    await track
      .getByText(`${clock(eta - 30 * 60_000)}–${clock(eta + 30 * 60_000)}`)
      .waitFor()
    await track.getByText("A 1 parada").waitFor()
    expect(
      await track
        .getByRole("region", { name: "Dónde está tu repartidor" })
        .count()
    ).toBe(0)

    // 4. The driver completes the stop before theirs: "approaching" arrives, and the page
    //    (pushed, not reloaded) shows the driver's position.
    await driver("POST", `/driver/stops/${uno!.id_stop}/complete`, {
      key: "e2e-visit-uno",
      visit_time: new Date().toISOString(),
    })
    await driver("POST", "/driver/positions", {
      id_route,
      positions: [{ time: new Date().toISOString(), ...HERE }],
    })
    await poll(() =>
      Promise.resolve(
        twilio.messages.filter(
          (m) => m.to === SPANISH_PHONE && m.body.includes("va ahora hacia ti")
        ).length
      )
    ).toBe(1)
    await track
      .getByRole("region", { name: "Dónde está tu repartidor" })
      .waitFor()

    // 5. Delivered: the recipient rates it 4, and the planner sees it on the dashboard.
    await driver("POST", `/driver/stops/${dos!.id_stop}/complete`, {
      key: "e2e-visit-dos",
      visit_time: new Date().toISOString(),
    })
    await track.getByRole("button", { name: "4 de 5" }).click()
    await track.getByLabel("Comentario (opcional)").fill("Muy puntual")
    await track.getByRole("button", { name: "Enviar calificación" }).click()
    await track.getByText("Calificaste esta entrega con 4 de 5").waitFor()
    await phone.context.close()

    await page.goto("/main/dashboard")
    const ratings = page.getByRole("region", { name: "Customer ratings" })
    await ratings.getByText("Muy puntual").waitFor()
    expect(await ratings.getByTestId("average-rating").textContent()).toBe(
      "4.0"
    )
    // 6. The route page shows the stop's messages and its rating.
    await page.goto(`/main/routes/${id_route}`)
    await page
      .getByRole("button", { name: "Customer notifications: Tienda Dos" })
      .click()
    const log = page.getByRole("dialog", {
      name: "Customer notifications: Tienda Dos",
    })
    await log.getByText(/Customer's rating: 4 of 5 — “Muy puntual”/).waitFor()
    expect(
      await log.getByText(`SMS · ${SPANISH_PHONE}`, { exact: true }).count()
    ).toBe(2)
    // Each message went once.
    const recipients = twilio.messages.map(
      (m) => `${m.to}:${m.body.slice(0, 30)}`
    )
    expect(new Set(recipients).size).toBe(recipients.length)
  })
})
