// Message statuses that tell the truth (issue 42): with no mail transport configured a customer
// mail waits in the outbox and says so; "sent" only once a server took it.
import { setTimeout as sleep } from "node:timers/promises"

import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { eq, inArray } from "drizzle-orm"
import { afterAll, describe, expect, it } from "vitest"

import { mailOutbox, notifications, stops } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import {
  acmeDriver,
  assignedRoute,
  driverStarts,
  planner,
} from "./planning-support.ts"
import { startSmtpStandIn } from "@ruta/stand-ins/smtp"

const opened: TestApp[] = []
afterAll(async () => {
  for (const t of opened) await t.close()
})

/** Starts a route of one stop whose customer has an email, and answers its messages' log. */
async function onTheWayMail(env: Record<string, string>) {
  const t = await createTestApp({ PUBLIC_URL: "https://ruta.example", ...env })
  opened.push(t)
  const p = await planner(t)
  const driver = await acmeDriver(t)
  const settings = await p.call("PUT", "/clients/1/notification-settings", {
    ...structuredClone(defaultNotificationSettings),
    events: {
      ...defaultNotificationSettings.events,
      on_the_way: { email: true, sms: false },
    },
  })
  expect(settings.statusCode, settings.body).toBe(200)
  const route = await assignedRoute(p, driver, 1)
  const id_stop = route.stops[0]!
  await t.store.owner
    .update(stops)
    .set({ order: 1, email: "ana@example.com", first_name: "Ana" })
    .where(eq(stops.id_stop, id_stop))
  await driverStarts(t, driver, route.id_route)
  const end = Date.now() + 30_000
  for (;;) {
    const [row] = await t.store.owner
      .select()
      .from(notifications)
      .where(inArray(notifications.id_stop, [id_stop]))
    if (
      (row && !["queued", "sending"].includes(row.status)) ||
      Date.now() > end
    )
      break
    await sleep(50)
  }
  const log = await p.call("GET", `/stops/${id_stop}/notifications`)
  expect(log.statusCode, log.body).toBe(200)
  const outbox = await t.store.owner.select().from(mailOutbox)
  return { message: log.json().data.notifications[0], outbox }
}

describe("a customer mail's status", () => {
  it("waits in the outbox, never 'sent', when no mail transport is configured", async () => {
    const { message, outbox } = await onTheWayMail({})
    expect(message).toMatchObject({
      channel: "email",
      recipient: "ana@example.com",
      status: "outbox",
      sent_at: null,
    })
    const mail = outbox.find((m) => m.to === "ana@example.com")
    expect(mail?.sentAt).toBeNull()
  }, 120_000)

  it("is 'sent' once the mail server took it", async () => {
    const smtp = await startSmtpStandIn()
    try {
      const { message, outbox } = await onTheWayMail({ SMTP_URL: smtp.url })
      expect(message).toMatchObject({ channel: "email", status: "sent" })
      expect(message.sent_at).toEqual(expect.any(String))
      expect(smtp.mails.map((m) => m.to)).toEqual([["ana@example.com"]])
      expect(
        outbox.find((m) => m.to === "ana@example.com")?.sentAt
      ).toBeInstanceOf(Date)
    } finally {
      await smtp.stop()
    }
  }, 120_000)
})
