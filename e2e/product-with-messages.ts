// The product with its messages caught: Twilio's API and an SMTP server stood in for, their
// messages readable by the test, and Twilio's signed status callbacks posted back to the product.
import { afterAll } from "vitest"

import { startTwilioStandIn } from "@ruta/stand-ins/twilio"
import { productForSuite } from "./product.ts"
import { startSmtpStandIn } from "@ruta/stand-ins/smtp"

/** A suite's product whose SMS go to a Twilio stand-in and whose mails to an SMTP stand-in. */
export async function productWithMessages(env: Record<string, string> = {}) {
  const account = { sid: `AC${"e".repeat(32)}`, token: "e2e-twilio-token" }
  const twilio = await startTwilioStandIn(account)
  const smtp = await startSmtpStandIn()
  const suite = productForSuite({
    ...env,
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: account.sid,
    TWILIO_AUTH_TOKEN: account.token,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
  })
  // Twilio posts its signed callbacks to the product's public URL; here it is on loopback.
  twilio.postCallbacksWith(async (url, params, signature) => {
    await fetch(`${suite.url}${new URL(url).pathname}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature,
      },
      body: new URLSearchParams(params).toString(),
    })
  })
  afterAll(async () => {
    await twilio.close()
    await smtp.stop()
  })
  return { suite, twilio, smtp }
}

/** "10:40" in Mexico City, the notification settings' time zone. */
export const mexicoClock = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Mexico_City",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(ms))
