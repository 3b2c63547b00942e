// Customer notifications (issue 33): settings and their validation, one message per stop, event
// and channel whatever the retries and workers, Twilio's signed callbacks and STOP, the mails'
// unsubscribe, and the public tracking page with its rating.
import { setTimeout as sleep } from "node:timers/promises"

import type { NotificationSettings } from "@ruta/validation/notifications"
import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { messages } from "@ruta/validation/messages"
import { desc, eq, inArray } from "drizzle-orm"
import twilioSdk from "twilio"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { systemScope } from "../src/db/database.ts"
import {
  domainEvents,
  mailOutbox,
  notificationEarlyStatuses,
  notificationOptOuts,
  notifications,
  routes,
  stops,
} from "../src/db/schema.ts"
import type { Mailer } from "../src/modules/mail/mailer.ts"
import { createMailer } from "../src/modules/mail/mailer.ts"
import { createNotifications } from "../src/modules/notifications/notifications.ts"
import { createEventsRepository } from "../src/modules/events/events.repository.ts"
import { until } from "./eventually.ts"
import { mailsTo, notificationsOf } from "./notification-rows.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  driverCompletes,
  driverStarts,
  planner,
} from "./planning-support.ts"
import { openReader } from "./live-reader.ts"
import { writeRouteEtas } from "./route-etas-support.ts"
import { startTwilioStandIn } from "@ruta/stand-ins/twilio"

const account = { sid: `AC${"1".repeat(32)}`, token: "twilio-test-token" }
const PUBLIC = "https://ruta.example"

let t: TestApp
let p: Planner
let driver: Driver
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>

beforeAll(async () => {
  twilio = await startTwilioStandIn(account)
  t = await createTestApp({
    TWILIO_ACCOUNT_SID: account.sid,
    TWILIO_AUTH_TOKEN: account.token,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
    PUBLIC_URL: PUBLIC,
    TRACKING_LINK_DAYS: "2",
  })
  // Twilio's callbacks reach the API at its public URL; here they go in through inject.
  twilio.postCallbacksWith(async (url, params, signature) => {
    await postForm(url, params, signature)
  })
  p = await planner(t)
  driver = await acmeDriver(t)
}, 120_000)
afterAll(async () => {
  await t.close()
  await twilio.close()
})

const allOn = (): NotificationSettings => ({
  ...structuredClone(defaultNotificationSettings),
  events: {
    on_the_way: { email: true, sms: true },
    approaching: { email: true, sms: true },
    delivered: { email: true, sms: true },
    not_delivered: { email: true, sms: true },
  },
  sender_name: "Acme Entregas",
  reply_to: "hola@acme.demo",
})

const log = async (id_stop: number) => {
  const res = await p.call("GET", `/stops/${id_stop}/notifications`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    notifications: {
      event: string
      channel: string
      recipient: string
      status: string
      reason: string
      attempts: number
    }[]
    rating: { rating: number; comment: string } | null
  }
}

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
  })

/** A form-encoded POST to a public URL of the API, as Twilio or a mail client sends it. */
const postForm = (
  url: string,
  params: Record<string, string>,
  signature?: string
) =>
  t.app.inject({
    method: "POST",
    url: url.slice(PUBLIC.length),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature ? { "x-twilio-signature": signature } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  })

const tokenIn = (text: string) => /\/track\/([A-Za-z0-9_-]{22})/.exec(text)?.[1]

describe("settings", () => {
  it("starts with everything off, and says which providers are configured", async () => {
    const res = await p.call("GET", "/clients/1/notification-settings")
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      settings: defaultNotificationSettings,
      providers: { email: false, sms: true },
    })
  })

  it("refuses an unknown placeholder, an SMS over 10 segments and quiet hours backwards, in Spanish too", async () => {
    const bad = allOn()
    bad.templates.es.on_the_way.sms = "Hola {cliente}"
    bad.templates.en.delivered.sms = "x".repeat(153 * 10 + 1)
    bad.quiet_hours = { start: "22:00", end: "07:00" }
    const res = await p.call("PUT", "/clients/1/notification-settings", bad)
    expectValidationError(
      res,
      "templates.es.on_the_way.sms",
      messages.unknownPlaceholder
    )
    expectValidationError(
      res,
      "templates.en.delivered.sms",
      messages.smsTooLong
    )
    expectValidationError(res, "quiet_hours.end", messages.quietHoursOrder)
    const minutes = await p.call("PUT", "/clients/1/notification-settings", {
      ...allOn(),
      approaching_minutes: 121,
      position_stops: 0,
    })
    expectValidationError(
      minutes,
      "approaching_minutes",
      messages.approachingMinutes
    )
    expectValidationError(minutes, "position_stops", messages.positionStops)
    const es = await p.call("PUT", "/clients/1/notification-settings", bad, {
      "accept-language": "es",
    })
    expect(JSON.stringify(es.json().details)).toContain("Marcador desconocido")
    // Nothing was saved.
    const after = await p.call("GET", "/clients/1/notification-settings")
    expect(after.json().data.settings).toEqual(defaultNotificationSettings)
  })

  it("saves valid settings", async () => {
    const res = await p.call("PUT", "/clients/1/notification-settings", allOn())
    expect(res.statusCode, res.body).toBe(200)
    const read = await p.call("GET", "/clients/1/notification-settings")
    expect(read.json().data.settings).toEqual(allOn())
  })
})

describe("sending", () => {
  let route: { id_route: number; stops: number[] }
  const eta = new Date("2026-11-23T16:40:00Z") // 10:40 in Mexico City

  beforeAll(async () => {
    route = await assignedRoute(p, driver, 4)
    // Not late (its start is stamped with the server's own time, not the test's clock): the
    // live ETAs are the planned ones until a position comes.
    await t.store.owner
      .update(routes)
      .set({ start_date: new Date(Date.now() + 3_600_000) })
      .where(eq(routes.id_route, route.id_route))
    const contacts = [
      {
        phone: "55 9779 2542",
        email: "ana@example.com",
        language: "es",
        first: "Ana",
      },
      { phone: "12", email: "bob@example.com", language: "en", first: "Bob" },
      { phone: "+52 81 1234 5678", email: "", language: "en", first: "Carla" },
      { phone: "", email: "dora@example.com", language: "", first: "Dora" },
    ]
    for (const [i, id_stop] of route.stops.entries()) {
      const c = contacts[i]!
      await t.store.owner
        .update(stops)
        .set({
          order: i + 1,
          eta: new Date(eta.getTime() + i * 3_600_000),
          phone_number: c.phone,
          email: c.email,
          first_name: c.first,
          customData: c.language ? { language: c.language } : {},
        })
        .where(eq(stops.id_stop, id_stop))
    }
  })

  it("tells each stop 'on the way' once per channel when the route starts, in the contact's language", async () => {
    await driverStarts(t, driver, route.id_route)
    const sms = await until(
      async () => twilio.messages,
      (m) => m.length >= 2
    )
    expect(sms.map((m) => m.to).sort()).toEqual([
      "+525597792542",
      "+528112345678",
    ])
    const ana = sms.find((m) => m.to === "+525597792542")!
    expect(ana.body).toContain(
      "va en camino, llega hoy entre las 10:10 y las 11:10"
    )
    expect(ana.from).toBe("+15005550006")
    const carla = sms.find((m) => m.to === "+528112345678")!
    expect(carla.body).toContain("arriving today between 12:10 and 13:10")

    const mails = await until(
      () =>
        mailsTo(t, ["ana@example.com", "bob@example.com", "dora@example.com"]),
      (rows) => rows.length >= 3
    )
    expect(mails).toHaveLength(3)
    const anaMail = mails.find((m) => m.to === "ana@example.com")!
    expect(anaMail.subject).toMatch(/: tu entrega va en camino$/)
    expect(anaMail.html).toContain('<html lang="es">')
    expect(anaMail.text).toContain("Hola Ana")
    expect(anaMail.html).toContain('<a href="https://ruta.example/track/')
    expect(anaMail.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Reply-To": "hola@acme.demo",
    })
    expect(anaMail.headers!["List-Unsubscribe"]).toMatch(
      /^<https:\/\/ruta\.example\/api\/v1\/notifications\/unsubscribe\/[A-Za-z0-9_-]{22}>$/
    )
    // Dora has no language of her own: the client's default, Spanish.
    expect(mails.find((m) => m.to === "dora@example.com")!.text).toContain(
      "Hola Dora"
    )

    // Bob's phone cannot be read: flagged on his stop, never sent to.
    const bob = await log(route.stops[1]!)
    expect(bob.notifications).toContainEqual(
      expect.objectContaining({
        channel: "sms",
        recipient: "12",
        status: "failed",
        reason: "The phone number could not be read.",
      })
    )
  })

  it("sends each message once, however many times the event and its jobs run", async () => {
    const [event] = await t.store.owner
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(eq(domainEvents.type, "route.started"))
      .orderBy(desc(domainEvents.id))
      .limit(1)
    // The fan-out job runs again (a retry), twice at once (two workers).
    await Promise.all(
      [1, 2].map(() =>
        t.store.withScope(systemScope, async (tx) => {
          const found = await createEventsRepository(tx).find(Number(event!.id))
          await t.app.notifications.subscriber.handle(tx, found!)
        })
      )
    )
    // Every message's job runs again, twice at once.
    const rows = await t.store.owner.select().from(notifications)
    await Promise.all(
      rows.flatMap((r) => [
        t.app.notifications.deliver(r.id_notification),
        t.app.notifications.deliver(r.id_notification),
      ])
    )
    await sleep(300)
    expect(twilio.messages).toHaveLength(2)
    const count = await mailsTo(t, [
      "ana@example.com",
      "bob@example.com",
      "dora@example.com",
    ])
    expect(count).toHaveLength(3)
  })

  it("follows Twilio's signed status callbacks and refuses a forged one", async () => {
    const ana = await until(
      () => log(route.stops[0]!),
      (l) =>
        l.notifications.some(
          (n) => n.channel === "sms" && n.status === "delivered"
        )
    )
    expect(ana.notifications.find((n) => n.channel === "sms")!.status).toBe(
      "delivered"
    )
    const carlaSms = twilio.messages.find((m) => m.to === "+528112345678")!
    const forged = await postForm(
      `${PUBLIC}/api/v1/notifications/twilio/status`,
      { MessageSid: carlaSms.sid, MessageStatus: "failed", ErrorCode: "30003" },
      "Zm9yZ2Vk"
    )
    expect(forged.statusCode).toBe(403)
    expect(forged.json().message).toBe(
      "The request's Twilio signature is not valid."
    )
    const carla = await until(
      () => log(route.stops[2]!),
      (l) => l.notifications[0]?.status === "delivered"
    )
    expect(carla.notifications[0]!.status).toBe("delivered")
  })

  it("retries a failed send with backoff, then sends it once; 'approaching' goes to the next stop", async () => {
    twilio.failNext(1)
    await driverCompletes(t, driver, route.stops[1]!, {
      key: "device-key-bob",
      visit_time: "2026-11-23T17:45:00Z",
    })
    // Carla's stop is next: "approaching" by SMS, after one failure.
    const carla = await until(
      () => log(route.stops[2]!),
      (l) =>
        l.notifications.some(
          (n) =>
            n.event === "approaching" &&
            n.status !== "queued" &&
            n.status !== "sending"
        ),
      30_000
    )
    const approaching = carla.notifications.find(
      (n) => n.event === "approaching"
    )!
    expect(approaching).toMatchObject({ channel: "sms", attempts: 2 })
    expect(["sent", "delivered"]).toContain(approaching.status)
    expect(
      twilio.messages.filter((m) => m.to === "+528112345678")
    ).toHaveLength(2)
  }, 40_000)

  it("opts a number out on STOP, for that client, and refuses a forged STOP", async () => {
    const url = `${PUBLIC}/api/v1/notifications/twilio/incoming`
    const forged = twilio.incoming(url, "+528112345678", "STOP")
    const refused = await postForm(url, forged.params, "bad")
    expect(refused.statusCode).toBe(403)
    expect(await t.store.owner.select().from(notificationOptOuts)).toHaveLength(
      0
    )

    const stop = twilio.incoming(url, "+528112345678", " stop ")
    const res = await postForm(url, stop.params, stop.signature)
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.store.owner.select().from(notificationOptOuts)).toEqual([
      expect.objectContaining({
        id_client: 1,
        channel: "sms",
        recipient: "+528112345678",
      }),
    ])
    // Carla's delivery is not texted to her any more.
    const sent = twilio.messages.length
    await driverCompletes(t, driver, route.stops[2]!, {
      key: "device-key-carla",
      visit_time: "2026-11-23T18:45:00Z",
      recipient_name: "Carla Ruiz",
    })
    const carla = await until(
      () => log(route.stops[2]!),
      (l) => l.notifications.some((n) => n.event === "delivered")
    )
    expect(
      carla.notifications.find((n) => n.event === "delivered")
    ).toMatchObject({
      status: "failed",
      reason: "The recipient opted out.",
    })
    expect(twilio.messages).toHaveLength(sent)
  })

  it("unsubscribes an email in one click", async () => {
    const [mail] = await t.store.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "dora@example.com"))
      .orderBy(desc(mailOutbox.id))
    const link = /<(.+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!
    const res = await postForm(link, { "List-Unsubscribe": "One-Click" })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).toContain("Ya no recibirás más correos")
    expect(
      await t.store.owner
        .select()
        .from(notificationOptOuts)
        .where(eq(notificationOptOuts.channel, "email"))
    ).toEqual([
      expect.objectContaining({ id_client: 1, recipient: "dora@example.com" }),
    ])
  })

  describe("tracking page", () => {
    let ana: string
    let bob: string

    beforeAll(async () => {
      ana = tokenIn(
        twilio.messages.find((m) => m.to === "+525597792542")!.body
      )!
      const [bobMail] = await t.store.owner
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "bob@example.com"))
      bob = tokenIn(bobMail!.text)!
    })

    it("shows one stop's company, status, window and driver, in its language, and nothing else", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/track/${ana}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers["set-cookie"]).toBeUndefined()
      const page = res.json().data
      expect(page).toEqual({
        company: expect.any(String),
        language: "es",
        status: "on_the_way",
        stops_away: 0,
        window: {
          from: "2026-11-23T16:10:00.000Z",
          to: "2026-11-23T17:10:00.000Z",
        },
        time_zone: "America/Mexico_City",
        driver_first_name: expect.any(String),
        position: null,
        proof: null,
        rating: null,
      })
      // Nothing of the route or its other stops: no ids, addresses, names or contacts.
      expect(res.body).not.toMatch(
        /id_|Calle|Bob|Carla|example\.com|\+52|latitude/
      )
      const bobPage = (
        await t.app.inject({ method: "GET", url: `/api/v1/track/${bob}` })
      ).json().data
      expect(bobPage).toMatchObject({
        status: "delivered",
        language: "en",
        window: null,
      })
    })

    it("answers a forged token and an expired one with the same clear message", async () => {
      for (const token of [
        "A".repeat(22),
        "not-a-token",
        ana.slice(0, 21) + (ana.endsWith("A") ? "B" : "A"),
      ]) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/v1/track/${token}`,
        })
        expect(res.statusCode).toBe(404)
        expect(res.json().message).toBe(
          "This tracking link is not valid or has expired."
        )
      }
    })

    it("takes one rating of a delivered visit, 1 to 5, and the planner sees it", async () => {
      const early = await post(`/track/${ana}/rating`, { rating: 4 })
      expect(early.statusCode).toBe(409)
      expect(early.json().message).toBe(
        "A visit can be rated once it is delivered."
      )
      const out = await post(`/track/${bob}/rating`, { rating: 6 })
      expectValidationError(out, "rating", messages.ratingRange)
      const rated = await post(`/track/${bob}/rating`, {
        rating: 4,
        comment: "Muy amable",
      })
      expect(rated.statusCode, rated.body).toBe(200)
      expect(rated.json().data.rating).toEqual({
        rating: 4,
        comment: "Muy amable",
      })
      const again = await post(`/track/${bob}/rating`, { rating: 1 })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe("This visit was rated already.")
      expect((await log(route.stops[1]!)).rating).toMatchObject({
        rating: 4,
        comment: "Muy amable",
      })
      // Bob's token rated Bob's stop only.
      expect((await log(route.stops[0]!)).rating).toBeNull()
    })

    it("shows the proof of a delivered visit only where the client shares it", async () => {
      const page = async (token: string) =>
        (
          await t.app.inject({ method: "GET", url: `/api/v1/track/${token}` })
        ).json().data
      const carla = tokenIn(
        twilio.messages.find((m) => m.to === "+528112345678")!.body
      )!
      expect((await page(carla)).proof).toBeNull()
      const shared = await p.call("PUT", "/clients/1/notification-settings", {
        ...allOn(),
        share_proof: true,
      })
      expect(shared.statusCode, shared.body).toBe(200)
      expect((await page(carla)).proof).toEqual({
        recipient_name: "Carla Ruiz",
        completed_at: "2026-11-23T18:45:00.000Z",
        signature: null,
        photos: [],
      })
      // Delivered without proof, and not delivered yet: nothing to show.
      expect((await page(bob)).proof).toBeNull()
      expect((await page(ana)).proof).toBeNull()
    })

    it("shows the driver's position only within the client's N stops, and pushes each change", async () => {
      const [doraMail] = await t.store.owner
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "dora@example.com"))
      const dora = tokenIn(doraMail!.text)!
      await t.app.listen({ port: 0, host: "127.0.0.1" })
      const address = t.app.server.address() as { port: number }
      const stream = await openReader(
        `http://127.0.0.1:${address.port}/api/v1/track/${ana}/events`,
        ""
      )
      expect(stream.status).toBe(200)
      const first = await stream.waitFor((e) => e.event === "tracking", 5000)
      expect(first.data).toMatchObject({ status: "on_the_way", position: null })

      const at = new Date(t.clock.now()).toISOString()
      const fix = await driver.call("POST", "/driver/positions", {
        id_route: route.id_route,
        positions: [{ time: at, latitude: 19.4326, longitude: -99.1332 }],
      })
      expect(fix.statusCode, fix.body).toBeLessThan(300)
      // Ana's visit is next (within 1 stop): her page gets the position, pushed.
      const moved = await stream.waitFor(
        (e) => e.event === "tracking" && e.data.position !== null,
        10_000
      )
      expect(moved.data.position).toEqual({
        latitude: 19.4326,
        longitude: -99.1332,
        at: expect.any(String),
      })
      stream.close()
      // Dora's has Ana's before it: no position until the client widens N to 2.
      const get = async (token: string) =>
        (
          await t.app.inject({ method: "GET", url: `/api/v1/track/${token}` })
        ).json().data
      expect(await get(dora)).toMatchObject({
        status: "stops_away",
        stops_away: 1,
        position: null,
      })
      await p.call("PUT", "/clients/1/notification-settings", {
        ...allOn(),
        position_stops: 2,
      })
      expect((await get(dora)).position).toMatchObject({ latitude: 19.4326 })
      // A forged token opens no stream.
      const forged = await t.app.inject({
        method: "GET",
        url: `/api/v1/track/${"A".repeat(22)}/events`,
      })
      expect(forged.statusCode).toBe(404)
    }, 30_000)

    it("adds up the ratings on the dashboard: average, count by score, latest comments", async () => {
      const res = await p.call(
        "GET",
        "/dashboard/ratings?from=2026-01-01T00:00:00Z&to=2026-12-31T23:59:59Z"
      )
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toEqual({
        count: 1,
        average: 4,
        by_score: [0, 0, 0, 1, 0],
        latest: [
          expect.objectContaining({
            id_stop: route.stops[1],
            rating: 4,
            comment: "Muy amable",
          }),
        ],
      })
    })

    it("expires TRACKING_LINK_DAYS after the visit", async () => {
      // The visit was on 2026-11-23; its link opens until 2 days after it.
      t.clock.advance(5 * 86_400)
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/track/${ana}`,
      })
      expect(res.statusCode).toBe(404)
      p = await planner(t)
    })
  })
})

describe("approaching by ETA, and bounces", () => {
  let route: { id_route: number; stops: number[] }

  beforeAll(async () => {
    // The clock moved days on: both sign in again.
    p = await planner(t)
    driver = await acmeDriver(t)
    await p.call("PUT", "/clients/1/notification-settings", allOn())
    route = await assignedRoute(p, driver, 3)
    twilio.unreachable("+528155550000")
    for (const [i, id_stop] of route.stops.entries())
      await t.store.owner
        .update(stops)
        .set({
          order: i + 1,
          eta: new Date(t.clock.now() + (i + 1) * 3_600_000),
          email: `eta${i}@example.com`,
          phone_number: i === 2 ? "+52 81 5555 0000" : "",
          first_name: `Eta${i}`,
          customData: { language: "en" },
        })
        .where(eq(stops.id_stop, id_stop))
    await driverStarts(t, driver, route.id_route)
  })

  /** A queued message of Acme's, made directly: answers its id. */
  const queuedMessage = async (
    message: Pick<
      typeof notifications.$inferInsert,
      "id_stop" | "event" | "channel" | "recipient"
    >
  ) => {
    const [row] = await t.store.owner
      .insert(notifications)
      .values({ id_client: 1, id_subsidiary: 1, language: "en", ...message })
      .returning()
    return row!.id_notification
  }

  /** Another worker's notifications, with email only, through a mail path with `changes`. */
  const emailOnly = (changes: Partial<Mailer>) =>
    createNotifications({
      store: t.store,
      mailer: {
        ...createMailer({ from: "no-reply@ruta.example", log: t.app.log }),
        ...changes,
      },
      sms: null,
      providers: { email: true, sms: false },
      urls: { app: PUBLIC, api: `${PUBLIC}/api/v1` },
      trackingDays: 2,
      now: t.clock.now,
      log: t.app.log,
    })

  const approaching = () => notificationsOf(t, route.stops, "approaching")

  /** New ETAs for the route, minutes from now by stop, as the positions' recompute writes them. */
  const etas = (minutes: number[]) =>
    writeRouteEtas(t, route.id_route, route.stops, minutes)

  it("tells 'approaching' once, when a visit's ETA comes within N minutes (15)", async () => {
    await etas([10, 40, 90])
    const first = await until(approaching, (rows) => rows.length >= 1)
    expect(first.map((n) => [n.id_stop, n.channel])).toEqual([
      [route.stops[0], "email"],
    ])
    await etas([2, 12, 60])
    const second = await until(approaching, (rows) => rows.length >= 2)
    expect(second.map((n) => n.id_stop).sort()).toEqual(
      [route.stops[0], route.stops[1]].sort()
    )
    // The same ETAs heard again make nothing more.
    await etas([1, 11, 59])
    await sleep(500)
    expect(await approaching()).toHaveLength(2)
    const mails = await until(
      () =>
        t.store.owner
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, "eta0@example.com")),
      (rows) => rows.length >= 2
    )
    expect(mails.filter((m) => m.subject.endsWith("is next"))).toHaveLength(1)
  })

  it("keeps an SMS the carrier cannot deliver as bounced", async () => {
    const sms = await until(
      () => log(route.stops[2]!),
      (l) => l.notifications.some((n) => n.status === "bounced")
    )
    expect(sms.notifications.find((n) => n.channel === "sms")).toMatchObject({
      status: "bounced",
      reason: "Twilio: undelivered (error 30005)",
    })
  })

  it("keeps a Twilio status that comes before the message's id is written, applies it then, and never moves a status back", async () => {
    const to = "+528155551111"
    twilio.callBackFirst(to)
    const id = await queuedMessage({
      id_stop: route.stops[0]!,
      event: "delivered",
      channel: "sms",
      recipient: to,
    })
    await t.app.notifications.deliver(id)
    const sms = twilio.messages.find((m) => m.to === to)!
    const stored = async () =>
      (
        await t.store.owner
          .select()
          .from(notifications)
          .where(eq(notifications.id_notification, id))
      )[0]
    // "sent" and "delivered" both came before Twilio's answer: the furthest is applied.
    expect(await stored()).toMatchObject({
      status: "delivered",
      provider_id: sms.sid,
      claimed_until: null,
    })
    expect(
      await t.store.owner.select().from(notificationEarlyStatuses)
    ).toEqual([])

    // A late "sent", and a "failed" after the final "delivered", change nothing.
    const url = `${PUBLIC}/api/v1/notifications/twilio/status`
    for (const status of ["sent", "failed"]) {
      const params = {
        AccountSid: account.sid,
        MessageSid: sms.sid,
        MessageStatus: status,
        ErrorCode: "30003",
      }
      const res = await postForm(
        url,
        params,
        twilioSdk.getExpectedTwilioSignature(account.token, url, params)
      )
      expect(res.statusCode, res.body).toBe(204)
    }
    expect(await stored()).toMatchObject({ status: "delivered", reason: "" })
  })

  it("keeps a mail the server refuses for good as bounced, and retries one refused for now", async () => {
    const refusing = (responseCode: number) =>
      emailOnly({
        async deliver() {
          throw Object.assign(new Error("refused"), {
            responseCode,
            response: `${responseCode} 5.1.1 <gone@example.com>: no such user`,
          })
        },
      })
    const made = (event: string) =>
      queuedMessage({
        id_stop: route.stops[1]!,
        event,
        channel: "email",
        recipient: "gone@example.com",
      })
    const gone = await made("delivered")
    await refusing(550).deliver(gone)
    const later = await made("not_delivered")
    await expect(refusing(451).deliver(later)).rejects.toThrow("refused")
    const rows = await t.store.owner
      .select()
      .from(notifications)
      .where(inArray(notifications.id_notification, [gone, later]))
    expect(rows.find((r) => r.id_notification === gone)).toMatchObject({
      status: "bounced",
      reason: "SMTP 550: 550 5.1.1 <gone@example.com>: no such user",
      attempts: 1,
    })
    expect(rows.find((r) => r.id_notification === later)).toMatchObject({
      status: "queued",
      reason: "refused",
    })
  })

  it("holds a sent message's claim while its outcome cannot be written, so no other worker sends it again", async () => {
    const delivered: string[] = []
    let outcomeWrites = 0
    let writable = false
    // A mail server that takes every mail, and an outcome write that fails until `writable`
    // (it marks the mail sent in the outcome's transaction).
    const worker = () =>
      emailOnly({
        async deliver({ mail }) {
          delivered.push(mail.to)
          return true
        },
        async markSent() {
          outcomeWrites += 1
          if (!writable) throw new Error("the database went away")
        },
      })
    const id = await queuedMessage({
      id_stop: route.stops[2]!,
      event: "delivered",
      channel: "email",
      recipient: "held@example.com",
    })
    const stored = async () =>
      (
        await t.store.owner
          .select()
          .from(notifications)
          .where(eq(notifications.id_notification, id))
      )[0]!
    const first = worker()
    const sending = first.deliver(id)
    // Sent, and its outcome's write failed more than the group commit's three tries.
    await until(
      async () => outcomeWrites,
      (n) => n > 3
    )
    expect(delivered).toEqual(["held@example.com"])
    // Past the first claim's end: the claim was renewed, so a second worker takes nothing.
    t.clock.advance(61)
    const renewed = await until(stored, (row) =>
      Boolean(row.claimed_until && row.claimed_until.getTime() > t.clock.now())
    )
    expect(renewed).toMatchObject({ status: "sending" })
    await worker().deliver(id)
    expect(delivered).toEqual(["held@example.com"])
    // Once the database takes the write, the outcome is the first send's.
    writable = true
    await sending
    first.stop()
    expect(await stored()).toMatchObject({
      status: "sent",
      claimed_until: null,
      attempts: 1,
    })
    expect(delivered).toEqual(["held@example.com"])
  })
})
