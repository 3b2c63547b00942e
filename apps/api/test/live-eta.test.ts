// Live ETAs (issue 43): the customer's messages and tracking page, and the webhooks' events,
// carry the ETA predicted from the driver (moved by a late start before the first position);
// and the update rule: a customer whose told window the live ETA left by more than the client's
// minutes (20) gets one new window, at most N (2) per stop, in their language, exactly once.
import { setTimeout as sleep } from "node:timers/promises"

import type { NotificationSettings } from "@ruta/validation/notifications"
import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { messages } from "@ruta/validation/messages"
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { mailOutbox, routes, stops } from "../src/db/schema.ts"
import { etaWindow } from "../src/modules/notifications/stop-context.ts"
import type { TestApp } from "./helper.ts"
import { until } from "./eventually.ts"
import { notificationsOf } from "./notification-rows.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  driverStarts,
  planner,
} from "./planning-support.ts"
import { writeRouteEtas } from "./route-etas-support.ts"
import { startTwilioStandIn } from "@ruta/stand-ins/twilio"
import { startReceiver } from "@ruta/stand-ins/webhook-receiver"

const account = { sid: `AC${"2".repeat(32)}`, token: "twilio-test-token" }
const PUBLIC = "https://ruta.example"
const MINUTE = 60_000

let t: TestApp
let p: Planner
let driver: Driver
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>
let receiver: Awaited<ReturnType<typeof startReceiver>>

beforeAll(async () => {
  twilio = await startTwilioStandIn(account)
  receiver = await startReceiver()
  t = await createTestApp({
    WEBHOOKS_ALLOW_PRIVATE: "true",
    TWILIO_ACCOUNT_SID: account.sid,
    TWILIO_AUTH_TOKEN: account.token,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
    PUBLIC_URL: PUBLIC,
  })
  twilio.postCallbacksWith(async () => {})
  p = await planner(t)
  driver = await acmeDriver(t)
  const settings: NotificationSettings = {
    ...structuredClone(defaultNotificationSettings),
    events: {
      ...defaultNotificationSettings.events,
      on_the_way: { email: true, sms: true },
    },
  }
  const saved = await p.call(
    "PUT",
    "/clients/1/notification-settings",
    settings
  )
  expect(saved.statusCode, saved.body).toBe(200)
}, 120_000)
afterAll(async () => {
  await t.close()
  await twilio.close()
  await receiver.close()
})

/** A started route of `n` stops (contacts from `contacts`), planned to leave `lateMinutes` ago. */
async function startedRoute(
  contacts: { email: string; phone: string; language: string }[],
  lateMinutes: number
) {
  const route = await assignedRoute(p, driver, contacts.length)
  const now = t.clock.now()
  // The route's start is stamped with the server's own time, not the test's clock.
  await t.store.owner
    .update(routes)
    .set({
      start_date: new Date(
        Date.now() + (lateMinutes > 0 ? -lateMinutes : 60) * MINUTE
      ),
    })
    .where(eq(routes.id_route, route.id_route))
  for (const [i, id_stop] of route.stops.entries())
    await t.store.owner
      .update(stops)
      .set({
        order: i + 1,
        eta: new Date(now + (i + 1) * 60 * MINUTE),
        email: contacts[i]!.email,
        phone_number: contacts[i]!.phone,
        first_name: `Live${i}`,
        customData: { language: contacts[i]!.language },
      })
      .where(eq(stops.id_stop, id_stop))
  await driverStarts(t, driver, route.id_route)
  return route
}

/** The window text a message says for an ETA `minutes` from now (±30 min, Mexico City). */
const windowText = (minutes: number, language: "en" | "es") =>
  etaWindow(
    new Date(t.clock.now() + minutes * MINUTE),
    30,
    "America/Mexico_City",
    language
  )!.text

const mailsTo = (to: string) =>
  t.store.owner.select().from(mailOutbox).where(eq(mailOutbox.to, to))

describe("the live ETA in messages, the tracking page and webhooks", () => {
  it("tells 'on the way' with the ETAs moved by a route's late start (80 min)", async () => {
    await startedRoute(
      [{ email: "late@example.com", phone: "", language: "en" }],
      80
    )
    const [mail] = await until(
      () => mailsTo("late@example.com"),
      (rows) => rows.length >= 1
    )
    // Planned for an hour from now; the route left 80 minutes late.
    expect(mail!.text).toContain(
      `arriving today between ${windowText(140, "en")}`
    )
  })

  it("shows the planner the same moved ETAs before the first position, and the plan when on time", async () => {
    const liveOf = async (id_route: number) => {
      const res = await p.call("GET", `/routes/${id_route}/live`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data.etas as {
        position_at: string | null
        stops: { eta: string; planned_eta: string | null }[]
      } | null
    }
    const moved = (stop: { eta: string; planned_eta: string | null }) =>
      (Date.parse(stop.eta) - Date.parse(stop.planned_eta!)) / MINUTE
    const late = await startedRoute(
      [{ email: "", phone: "", language: "en" }],
      80
    )
    const lateEtas = await liveOf(late.id_route)
    expect(lateEtas?.position_at).toBeNull()
    expect(lateEtas?.stops).toHaveLength(1)
    // Left 80 minutes (and the few ms the start took) after its planned start.
    expect(moved(lateEtas!.stops[0]!)).toBeGreaterThanOrEqual(80)
    expect(moved(lateEtas!.stops[0]!)).toBeLessThan(82)
    const onTime = await startedRoute(
      [{ email: "", phone: "", language: "en" }],
      0
    )
    const onTimeEtas = await liveOf(onTime.id_route)
    expect(onTimeEtas?.stops.map(moved)).toEqual([0])
  })

  it("shows the live ETA's window on the tracking page, and delivers the new ETAs to webhooks", async () => {
    const hook = await p.call("POST", "/webhooks", {
      url: receiver.url("/etas"),
      events: ["route.eta_updated"],
      description: "ETAs",
    })
    expect(hook.statusCode, hook.body).toBe(201)
    receiver.trust("/etas", hook.json().data.secret)
    const route = await startedRoute(
      [{ email: "page@example.com", phone: "", language: "es" }],
      0
    )
    const [mail] = await until(
      () => mailsTo("page@example.com"),
      (rows) => rows.length >= 1
    )
    expect(mail!.text).toContain(`llega hoy entre las ${windowText(60, "es")}`)
    await writeRouteEtas(t, route.id_route, route.stops, [95])
    const token = /\/track\/([A-Za-z0-9_-]{22})/.exec(mail!.text)![1]
    const page = (
      await t.app.inject({ method: "GET", url: `/api/v1/track/${token}` })
    ).json().data
    expect(page.window).toEqual({
      from: new Date(t.clock.now() + 65 * MINUTE).toISOString(),
      to: new Date(t.clock.now() + 125 * MINUTE).toISOString(),
    })
    await t.app.events.relay()
    const [delivered] = await until(
      async () => receiver.on("/etas"),
      (got) => got.length >= 1
    )
    const event = delivered?.verified as {
      type: string
      data: Record<string, unknown>
    } | null
    expect(event?.type).toBe("route.eta_updated")
    expect(event?.data).toMatchObject({
      id_route: route.id_route,
      etas: [
        {
          id_stop: route.stops[0],
          eta: new Date(t.clock.now() + 95 * MINUTE).toISOString(),
        },
      ],
    })
  })
})

describe("the update rule", () => {
  it("refuses update settings out of range, in Spanish too", async () => {
    const bad = {
      ...structuredClone(defaultNotificationSettings),
      update_after_minutes: 2,
      max_updates: 11,
    }
    const res = await p.call("PUT", "/clients/1/notification-settings", bad)
    expectValidationError(
      res,
      "update_after_minutes",
      messages.updateAfterMinutes
    )
    expectValidationError(res, "max_updates", messages.maxUpdates)
    const es = await p.call("PUT", "/clients/1/notification-settings", bad, {
      "accept-language": "es",
    })
    expect(JSON.stringify(es.json().details)).toContain(
      "Escribe de 0 a 10 avisos"
    )
  })

  it("sends one new window past 20 min, on the channels told, in the customer's language, at most twice, exactly once", async () => {
    const route = await startedRoute(
      [
        {
          email: "ana.live@example.com",
          phone: "55 9779 2000",
          language: "es",
        },
        { email: "bob.live@example.com", phone: "", language: "en" },
      ],
      0
    )
    const [ana, bob] = route.stops as [number, number]
    await until(
      async () => ({
        mails: [
          ...(await mailsTo("bob.live@example.com")),
          ...(await mailsTo("ana.live@example.com")),
        ],
        sms: twilio.messages.filter((m) => m.to === "+525597792000"),
      }),
      (v) => v.mails.length >= 2 && v.sms.length >= 1
    )
    const updates = () => notificationsOf(t, route.stops, "eta_updated")
    // Told 60 ± 30 (Ana) and 120 ± 30 (Bob). 10 minutes past Ana's window: nothing.
    await writeRouteEtas(t, route.id_route, route.stops, [100, 120])
    await sleep(700)
    expect(await updates()).toEqual([])

    // 25 minutes past: one update for Ana, on both channels she was told on, in Spanish.
    await writeRouteEtas(t, route.id_route, route.stops, [115, 121])
    const first = await until(updates, (rows) => rows.length >= 2)
    expect(
      first.map((n) => [n.id_stop, n.channel, n.seq, n.language]).sort()
    ).toEqual([
      [ana, "email", 1, "es"],
      [ana, "sms", 1, "es"],
    ])
    const sms = await until(
      async () => twilio.messages.filter((m) => m.to === "+525597792000"),
      (m) => m.length >= 2
    )
    expect(sms[1]!.body).toContain(
      `nueva hora de llegada, hoy entre las ${windowText(115, "es")}`
    )
    // Heard again, the ETA within the new window's 20 minutes: nothing more.
    await until(updates, (rows) => rows.every((n) => n.window_from !== null))
    await writeRouteEtas(t, route.id_route, route.stops, [130, 122])
    await sleep(700)
    expect(await updates()).toHaveLength(2)

    // Left the new window (85-145) by 25: the second and last update.
    await writeRouteEtas(t, route.id_route, route.stops, [170, 123])
    const second = await until(updates, (rows) => rows.length >= 4)
    expect(
      second
        .filter((n) => n.seq === 2)
        .map((n) => n.channel)
        .sort()
    ).toEqual(["email", "sms"])
    await until(updates, (rows) => rows.every((n) => n.window_from !== null))
    await writeRouteEtas(t, route.id_route, route.stops, [260, 124])
    await sleep(700)
    expect(
      (await updates()).filter((n) => n.id_stop === ana).map((n) => n.seq)
    ).not.toContain(3)

    // Bob, told by email in English, is told once when his ETA leaves 90-150 by more than 20.
    await writeRouteEtas(t, route.id_route, route.stops, [260, 180])
    const bobs = await until(
      async () => (await updates()).filter((n) => n.id_stop === bob),
      (rows) => rows.length >= 1
    )
    expect(bobs.map((n) => [n.channel, n.seq, n.language])).toEqual([
      ["email", 1, "en"],
    ])
    const bobMails = await until(
      () => mailsTo("bob.live@example.com"),
      (rows) => rows.length >= 2
    )
    const update = bobMails.find((m) => m.subject.endsWith("new arrival time"))
    expect(update?.text).toContain(
      `now arrives today between ${windowText(180, "en")}`
    )
    // The planner's log of the stop's messages lists them.
    const log = await p.call("GET", `/stops/${ana}/notifications`)
    expect(log.statusCode, log.body).toBe(200)
    expect(
      log
        .json()
        .data.notifications.filter(
          (n: { event: string }) => n.event === "eta_updated"
        )
    ).toHaveLength(4)
    // Each update was made and sent once per channel, whatever the events heard.
    await sleep(500)
    const all = await updates()
    const keys = all.map((n) => `${n.id_stop}:${n.channel}:${n.seq}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(
      (await mailsTo("ana.live@example.com")).filter((m) =>
        m.subject.endsWith("nueva hora de llegada")
      )
    ).toHaveLength(2)
  })
})
