// Email bounce reports (issue 33): a provider or a bounce mailbox posts, signed by the Standard
// Webhooks scheme, a JSON report or an RFC 3464 DSN about a customer mail; a permanent bounce
// marks the message bounced and suppresses the address for that client, a temporary one is only
// logged; a forged, unsigned or unknown report changes nothing.
import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"

import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { and, eq, inArray } from "drizzle-orm"
import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  mailOutbox,
  notificationBounceReports,
  notificationOptOuts,
  notifications,
  stops,
} from "../src/db/schema.ts"
import { readDsn } from "../src/modules/notifications/delivery-status.ts"
import { until } from "./eventually.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Driver, Planner } from "./planning-support.ts"
import {
  acmeDriver,
  assignedRoute,
  driverCompletes,
  driverStarts,
  planner,
} from "./planning-support.ts"
import { startSmtpStandIn } from "@ruta/stand-ins/smtp"

const SECRET = `whsec_${Buffer.from("bounce-reports-test-secret-32-bytes!").toString("base64")}`
const URL = "/api/v1/notifications/email/bounces"

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
let p: Planner
let driver: Driver
let route: { id_route: number; stops: number[] }
/** Each stop's "on the way" mail's Message-ID, by recipient. */
const sent = new Map<string, string>()

const contacts = ["ana", "bob", "carla", "dora"].map((n) => `${n}@example.com`)

beforeAll(async () => {
  // A mail transport that takes the mails: only a mail a server took is "sent", and can bounce.
  smtp = await startSmtpStandIn()
  t = await createTestApp({
    EMAIL_EVENTS_SECRET: SECRET,
    PUBLIC_URL: "https://ruta.example",
    SMTP_URL: smtp.url,
  })
  p = await planner(t)
  driver = await acmeDriver(t)
  const settings = await p.call("PUT", "/clients/1/notification-settings", {
    ...structuredClone(defaultNotificationSettings),
    events: {
      ...defaultNotificationSettings.events,
      on_the_way: { email: true, sms: false },
      delivered: { email: true, sms: false },
    },
  })
  expect(settings.statusCode, settings.body).toBe(200)
  route = await assignedRoute(p, driver, contacts.length)
  for (const [i, id_stop] of route.stops.entries())
    await t.store.owner
      .update(stops)
      .set({ order: i + 1, email: contacts[i]!, first_name: `C${i}` })
      .where(eq(stops.id_stop, id_stop))
  await driverStarts(t, driver, route.id_route)
  const rows = await until(
    () =>
      t.store.owner
        .select()
        .from(notifications)
        .where(inArray(notifications.id_stop, route.stops)),
    (r) => r.length === contacts.length && r.every((n) => n.status === "sent")
  )
  for (const n of rows) sent.set(n.recipient, n.provider_id!)
}, 120_000)
afterAll(async () => {
  await t.close()
  await smtp.stop()
})

/** Standard Webhooks headers for `body`, as a provider relay or a small script signs them. */
function signed(body: string, secret = SECRET) {
  const id = `msg_${randomUUID()}`
  const at = new Date()
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  }
}

const postReport = (
  body: string,
  type: string,
  headers: Record<string, string> = signed(body),
  app = t
) =>
  app.app.inject({
    method: "POST",
    url: URL,
    headers: { "content-type": type, ...headers },
    payload: body,
  })

const json = (report: object) => JSON.stringify(report)

/** A bounce mail as a Postfix-like server writes it: CRLF lines, a folded Content-Type. */
function dsnMail(o: {
  messageId: string
  recipient: string
  action: string
  status: string
  diagnostic: string
  original?: string
}) {
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
    "To: no-reply@ruta.local",
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <${randomUUID()}@mx.example.net>`,
    "MIME-Version: 1.0",
    "Content-Type: multipart/report; report-type=delivery-status;",
    '\tboundary="B0UND.4RY/1"',
    "",
    "This is a MIME-encapsulated message.",
    "",
    "--B0UND.4RY/1",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "I'm sorry to have to inform you that your message could not",
    "be delivered to one or more recipients.",
    "",
    "--B0UND.4RY/1",
    "Content-Description: Delivery report",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.net",
    "Arrival-Date: Mon, 23 Nov 2026 10:05:00 -0600 (CST)",
    "",
    `Final-Recipient: rfc822; ${o.recipient}`,
    ...(o.original ? [`Original-Recipient: rfc822;${o.original}`] : []),
    `Action: ${o.action}`,
    `Status: ${o.status}`,
    "Remote-MTA: dns; mail.example.com",
    // Folded at a space, as a long field is.
    `Diagnostic-Code: smtp; ${o.diagnostic.slice(0, o.diagnostic.indexOf(" ", 30))}`,
    `    ${o.diagnostic.slice(o.diagnostic.indexOf(" ", 30) + 1)}`,
    "",
    "--B0UND.4RY/1",
    "Content-Description: Undelivered Message Headers",
    "Content-Type: text/rfc822-headers",
    "",
    'From: "Acme" <no-reply@ruta.local>',
    `To: ${o.original ?? o.recipient}`,
    "Subject: Acme: your delivery is on its way",
    `Message-ID: ${o.messageId}`,
    "",
    "--B0UND.4RY/1--",
    "",
  ].join("\r\n")
}

const log = async (id_stop: number) => {
  const res = await p.call("GET", `/stops/${id_stop}/notifications`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.notifications as {
    event: string
    recipient: string
    status: string
    reason: string
    bounces: { kind: string; code: string; reason: string }[]
  }[]
}

const onTheWay = async (i: number) =>
  (await log(route.stops[i]!)).find((n) => n.event === "on_the_way")!

const reportsOf = (messageId: string) =>
  t.store.owner
    .select()
    .from(notificationBounceReports)
    .where(eq(notificationBounceReports.message_id, messageId))

const suppressed = () =>
  t.store.owner
    .select()
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.channel, "email"))

describe("each mail's Message-ID", () => {
  it("is unique, kept on the outbox and on the notification as its provider id", async () => {
    const mails = await t.store.owner
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, contacts))
    expect(mails).toHaveLength(contacts.length)
    for (const mail of mails) {
      expect(mail.message_id).toMatch(/^<[0-9a-f-]{36}@ruta\.local>$/)
      expect(sent.get(mail.to)).toBe(mail.message_id)
    }
    expect(new Set(mails.map((m) => m.message_id)).size).toBe(mails.length)
  })
})

describe("refused reports", () => {
  const report = json({
    message_id: "<whatever@ruta.local>",
    recipient: "ana@example.com",
    type: "permanent",
  })

  it("refuses a forged, a missing or a stale signature with 403, in English and Spanish, and changes nothing", async () => {
    const anaId = sent.get("ana@example.com")!
    const body = json({
      message_id: anaId,
      recipient: "ana@example.com",
      type: "permanent",
      reason: "550 5.1.1 no such user",
    })
    const other = `whsec_${Buffer.from("another-secret-another-secret-32b").toString("base64")}`
    const forged = await postReport(
      body,
      "application/json",
      signed(body, other)
    )
    expect(forged.statusCode, forged.body).toBe(403)
    expect(forged.json().message).toBe(
      "The bounce report's signature is not valid."
    )
    const unsigned = await postReport(body, "application/json", {})
    expect(unsigned.statusCode).toBe(403)
    // Signed for another body: the signature covers the exact bytes.
    const tampered = await postReport(
      body,
      "application/json",
      signed(body.replace("permanent", "temporary"))
    )
    expect(tampered.statusCode).toBe(403)
    // A replay outside Standard Webhooks' 5 minutes.
    const at = new Date(Date.now() - 600_000)
    const stale = await postReport(body, "application/json", {
      "webhook-id": "msg_old",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(SECRET).sign("msg_old", at, body),
    })
    expect(stale.statusCode).toBe(403)
    const es = await t.app.inject({
      method: "POST",
      url: URL,
      headers: { "content-type": "application/json", "accept-language": "es" },
      payload: body,
    })
    expect(es.statusCode).toBe(403)
    expect(es.json().message).toBe(
      "La firma del informe de rebote no es válida."
    )
    expect((await onTheWay(0)).status).toBe("sent")
    expect(await reportsOf(anaId)).toEqual([])
    expect(await suppressed()).toEqual([])
  })

  it("answers 404 for a Message-ID or a recipient of no mail of ours, and keeps nothing", async () => {
    const unknown = await postReport(report, "application/json")
    expect(unknown.statusCode, unknown.body).toBe(404)
    expect(unknown.json().message).toBe(
      "No customer mail of ours has this Message-ID and recipient."
    )
    // Ana's Message-ID, but another recipient.
    const body = json({
      message_id: sent.get("ana@example.com"),
      recipient: "mallory@example.com",
      type: "permanent",
    })
    expect((await postReport(body, "application/json")).statusCode).toBe(404)
    expect((await onTheWay(0)).status).toBe("sent")
    expect(
      await t.store.owner.select().from(notificationBounceReports)
    ).toEqual([])
  })

  it("names the field a JSON report gets wrong, and refuses a body that is no DSN", async () => {
    const bad = json({ message_id: "<x@y>", recipient: "nope", type: "soft" })
    const res = await postReport(bad, "application/json")
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      "recipient",
      "type",
    ])
    const text = "Content-Type: text/plain\r\n\r\nHello"
    const notDsn = await postReport(text, "message/rfc822")
    expect(notDsn.statusCode).toBe(400)
    expect(notDsn.json().message).toBe(
      "The body is no delivery status notification (multipart/report; report-type=delivery-status)."
    )
  })
})

describe("a JSON report", () => {
  it("marks a permanent bounce bounced with its reason, suppresses the address and shows it in the log", async () => {
    const anaId = sent.get("ana@example.com")!
    const body = json({
      message_id: anaId.slice(1, -1), // without its angle brackets
      recipient: "Ana@Example.com",
      type: "permanent",
      status: "5.1.1",
      reason: "550 5.1.1 <ana@example.com>: Recipient address rejected",
    })
    const res = await postReport(body, "application/json")
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.reports).toEqual([
      { message_id: anaId, kind: "permanent", outcome: "bounced" },
    ])
    const ana = await onTheWay(0)
    expect(ana).toMatchObject({
      status: "bounced",
      reason:
        "Bounce report 5.1.1: 550 5.1.1 <ana@example.com>: Recipient address rejected",
    })
    expect(ana.bounces).toEqual([
      expect.objectContaining({
        kind: "permanent",
        code: "5.1.1",
        reason: "550 5.1.1 <ana@example.com>: Recipient address rejected",
      }),
    ])
    expect(await suppressed()).toEqual([
      expect.objectContaining({
        id_client: 1,
        recipient: "ana@example.com",
        reason:
          "Bounce report 5.1.1: 550 5.1.1 <ana@example.com>: Recipient address rejected",
      }),
    ])
    // The provider sends it again (a retry): kept once.
    const again = await postReport(body, "application/json")
    expect(again.statusCode).toBe(200)
    expect(await reportsOf(anaId)).toHaveLength(1)
  })

  it("logs a temporary bounce without changing the message's status", async () => {
    const carlaId = sent.get("carla@example.com")!
    const body = json([
      {
        message_id: carlaId,
        recipient: "carla@example.com",
        type: "temporary",
        status: "4.2.2",
        reason: "452 4.2.2 Mailbox full",
      },
    ])
    const res = await postReport(body, "application/json")
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.reports[0].outcome).toBe("temporary")
    const carla = await onTheWay(2)
    expect(carla.status).toBe("sent")
    expect(carla.bounces).toEqual([
      expect.objectContaining({
        kind: "temporary",
        code: "4.2.2",
        reason: "452 4.2.2 Mailbox full",
      }),
    ])
    expect(
      (await suppressed()).map((o) => o.recipient).includes("carla@example.com")
    ).toBe(false)
  })
})

describe("an RFC 3464 DSN", () => {
  it("matches a bounce mail by the original's Message-ID and recipient, and bounces it", async () => {
    const bobId = sent.get("bob@example.com")!
    const mail = dsnMail({
      messageId: bobId,
      recipient: "bob@example.com",
      original: "bob@example.com",
      action: "failed",
      status: "5.1.1",
      diagnostic:
        "550 5.1.1 <bob@example.com>: Recipient address rejected: User unknown in virtual mailbox table",
    })
    const res = await postReport(mail, "message/rfc822")
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.reports).toEqual([
      { message_id: bobId, kind: "permanent", outcome: "bounced" },
    ])
    const bob = await onTheWay(1)
    expect(bob.status).toBe("bounced")
    // The folded Diagnostic-Code, whole.
    expect(bob.reason).toBe(
      "Bounce report 5.1.1: 550 5.1.1 <bob@example.com>: Recipient address rejected: User unknown in virtual mailbox table"
    )
  })

  it("reads a delayed DSN's body posted as multipart/report as a temporary bounce", async () => {
    const doraId = sent.get("dora@example.com")!
    const mail = dsnMail({
      messageId: doraId,
      recipient: "dora@example.com",
      action: "delayed",
      status: "4.4.1",
      diagnostic:
        "connect to mail.example.com[192.0.2.1]:25: Connection timed out",
    })
    const [headers, ...rest] = mail.split("\r\n\r\n")
    const type = /Content-Type: (multipart\/report;[^]*?boundary="[^"]+")/
      .exec(headers!)![1]!
      .replace(/\r\n\t/, " ")
    const res = await postReport(rest.join("\r\n\r\n"), type)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.reports[0]).toMatchObject({
      kind: "temporary",
      outcome: "temporary",
    })
    const dora = await onTheWay(3)
    expect(dora.status).toBe("sent")
    expect(dora.bounces).toEqual([
      expect.objectContaining({ kind: "temporary", code: "4.4.1" }),
    ])
  })

  it("reads a DSN forwarded inside another mail, with a base64 status part and a forward's recipients", () => {
    const status = [
      "Reporting-MTA: dns; mx.example.net",
      "",
      "Final-Recipient: rfc822; ana.ruiz@elsewhere.example",
      "Original-Recipient: rfc822; Ana@Example.com",
      "Action: failed",
      "Status: 5.2.1 (mailbox disabled)",
      "Diagnostic-Code: smtp; 550 5.2.1 account disabled",
      "",
    ].join("\r\n")
    const inner = [
      "Content-Type: multipart/report; report-type=delivery-status; boundary=in",
      "",
      "--in",
      "Content-Type: message/delivery-status",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(status).toString("base64"),
      "--in",
      "Content-Type: message/rfc822",
      "",
      "Message-ID: <abc@ruta.local>",
      "Subject: x",
      "",
      "body",
      "--in--",
    ].join("\r\n")
    const outer = [
      "Content-Type: multipart/mixed; boundary=out",
      "",
      "--out",
      "Content-Type: text/plain",
      "",
      "Forwarded bounce",
      "--out",
      "Content-Type: message/rfc822",
      "",
      inner,
      "--out--",
    ].join("\r\n")
    expect(readDsn(outer)).toEqual({
      originalMessageId: "<abc@ruta.local>",
      recipients: [
        {
          recipient: "ana@example.com",
          finalRecipient: "ana.ruiz@elsewhere.example",
          action: "failed",
          status: "5.2.1",
          diagnostic: "550 5.2.1 account disabled",
        },
      ],
    })
    expect(readDsn("Subject: hello\r\n\r\nNot a report")).toBeNull()
  })
})

describe("a bounce after delivered", () => {
  it("is still a bounce for mail, and a failed message stays failed", async () => {
    const doraId = sent.get("dora@example.com")!
    await t.store.owner
      .update(notifications)
      .set({ status: "delivered" })
      .where(eq(notifications.provider_id, doraId))
    const body = json({
      message_id: doraId,
      recipient: "dora@example.com",
      type: "permanent",
      status: "5.2.1",
      reason: "550 5.2.1 mailbox disabled",
    })
    const res = await postReport(body, "application/json")
    expect(res.statusCode, res.body).toBe(200)
    expect(await onTheWay(3)).toMatchObject({
      status: "bounced",
      reason: "Bounce report 5.2.1: 550 5.2.1 mailbox disabled",
    })
    await t.store.owner
      .update(notifications)
      .set({ status: "failed", reason: "An earlier failure" })
      .where(eq(notifications.provider_id, doraId))
    const again = json({
      message_id: doraId,
      recipient: "dora@example.com",
      type: "permanent",
      reason: "550 gone",
    })
    expect((await postReport(again, "application/json")).statusCode).toBe(200)
    expect(await onTheWay(3)).toMatchObject({
      status: "failed",
      reason: "An earlier failure",
    })
  })
})

describe("suppression", () => {
  it("does not mail a bounced address again for that client: its next message is kept as not sent, with the bounce", async () => {
    const before = await t.store.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "ana@example.com"))
    await driverCompletes(t, driver, route.stops[0]!, {
      key: "device-key-ana",
      visit_time: "2026-11-23T17:00:00Z",
      recipient_name: "Ana",
    })
    const delivered = (
      await until(
        () => log(route.stops[0]!),
        (l) => l.some((n) => n.event === "delivered")
      )
    ).find((n) => n.event === "delivered")!
    expect(delivered).toMatchObject({
      status: "failed",
      reason:
        "The address bounced before: Bounce report 5.1.1: 550 5.1.1 <ana@example.com>: Recipient address rejected",
    })
    await sleep(200)
    expect(
      await t.store.owner
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "ana@example.com"))
    ).toHaveLength(before.length)
    // Another client's mails to the same address are not suppressed.
    expect(
      await t.store.owner
        .select()
        .from(notificationOptOuts)
        .where(
          and(
            eq(notificationOptOuts.recipient, "ana@example.com"),
            eq(notificationOptOuts.id_client, 2)
          )
        )
    ).toEqual([])
  })
})

describe("without EMAIL_EVENTS_SECRET", () => {
  let bare: TestApp
  beforeAll(async () => {
    bare = await createTestApp()
  }, 60_000)
  afterAll(() => bare.close())

  it("answers that bounce reports are not configured", async () => {
    const body = json({
      message_id: "<a@b>",
      recipient: "a@example.com",
      type: "permanent",
    })
    const res = await postReport(body, "application/json", signed(body), bare)
    expect(res.statusCode, res.body).toBe(501)
    expect(res.json()).toMatchObject({
      code: "NOT_CONFIGURED",
      message: "Bounce reports are not configured (EMAIL_EVENTS_SECRET).",
    })
  })
})
