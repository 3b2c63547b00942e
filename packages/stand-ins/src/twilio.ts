// A local stand-in for Twilio's Messages REST API: it takes messages as the `twilio` SDK sends
// them (form-encoded, basic auth of the account), answers as Twilio does, and then sends the
// message's status callbacks ("sent", "delivered") signed with the account's token, as Twilio
// signs them (`X-Twilio-Signature`).
import { randomBytes } from "node:crypto"
import { createServer } from "node:http"

import twilio from "twilio"

import { listenOnLoopback } from "./listen.ts"

export interface SentSms {
  sid: string
  to: string
  from: string
  body: string
  statusCallback: string
}

/** Where the stand-in posts a signed callback: the API under test (by default, over HTTP). */
export type CallbackPoster = (
  url: string,
  params: Record<string, string>,
  signature: string
) => Promise<void>

export async function startTwilioStandIn(
  account: { sid: string; token: string },
  port = 0
) {
  const messages: SentSms[] = []
  let failures = 0
  let poster: CallbackPoster = async (url, params, signature) => {
    await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature,
      },
      body: new URLSearchParams(params).toString(),
    })
  }
  const sign = (url: string, params: Record<string, string>) =>
    twilio.getExpectedTwilioSignature(account.token, url, params)

  /** Numbers the carrier cannot reach: their messages end "undelivered", error 30005. */
  const unreachable = new Set<string>()
  /** Numbers whose messages' status callbacks are all posted before the send is answered. */
  const callsBackFirst = new Set<string>()

  async function callbacks(message: SentSms) {
    const bounced = unreachable.has(message.to)
    for (const status of ["sent", bounced ? "undelivered" : "delivered"]) {
      const params: Record<string, string> = {
        AccountSid: account.sid,
        MessageSid: message.sid,
        MessageStatus: status,
        To: message.to,
        From: message.from,
        ...(status === "undelivered" ? { ErrorCode: "30005" } : {}),
      }
      await poster(
        message.statusCallback,
        params,
        sign(message.statusCallback, params)
      )
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const path = `/2010-04-01/Accounts/${account.sid}/Messages.json`
      const expected = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString("base64")}`
      const answer = (status: number, body: object) => {
        response.writeHead(status, { "content-type": "application/json" })
        response.end(JSON.stringify(body))
      }
      if (request.method !== "POST" || request.url !== path)
        return answer(404, { code: 20404, message: "Not found", status: 404 })
      if (request.headers.authorization !== expected)
        return answer(401, {
          code: 20003,
          message: "Authenticate",
          status: 401,
        })
      if (failures > 0) {
        failures--
        return answer(503, {
          code: 20503,
          message: "Service unavailable",
          status: 503,
        })
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"))
      const message: SentSms = {
        sid: `SM${randomBytes(16).toString("hex")}`,
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
        statusCallback: form.get("StatusCallback") ?? "",
      }
      messages.push(message)
      const accepted = () =>
        answer(201, {
          sid: message.sid,
          account_sid: account.sid,
          to: message.to,
          from: message.from,
          body: message.body,
          status: "queued",
          num_segments: "1",
          direction: "outbound-api",
          date_created: new Date().toUTCString(),
          uri: `${path.slice(0, -5)}/${message.sid}.json`,
        })
      if (!message.statusCallback) return accepted()
      // Twilio may call back before its answer to the send has been read.
      if (callsBackFirst.has(message.to))
        return void callbacks(message).then(accepted)
      accepted()
      setImmediate(() => void callbacks(message))
    })
  })
  const listening = await listenOnLoopback(server, port)
  return {
    url: `http://127.0.0.1:${listening}`,
    messages,
    /** The next `n` messages get a 503, as an outage would. */
    failNext: (n: number) => {
      failures = n
    },
    /** Messages to `to` end "undelivered" (30005: unknown handset), as a dead number's do. */
    unreachable: (to: string) => {
      unreachable.add(to)
    },
    /** Messages to `to` get their status callbacks before the send is answered. */
    callBackFirst: (to: string) => {
      callsBackFirst.add(to)
    },
    /** Sends callbacks through `post` (the tests' injected requests) instead of HTTP. */
    postCallbacksWith: (post: CallbackPoster) => {
      poster = post
    },
    /** An incoming message's fields and signature, as Twilio posts them to `url`. */
    incoming: (url: string, from: string, body: string) => {
      const params = {
        AccountSid: account.sid,
        MessageSid: `SM${randomBytes(16).toString("hex")}`,
        From: from,
        To: "+15005550006",
        Body: body,
      }
      return { params, signature: sign(url, params) }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
