// Every stand-in by the name the command line knows it by (`npm run stand-ins -- <name>`), each
// started with what a person needs to run the product against it: where it listens, the product
// settings that point at it, and for mail and SMS a web page listing what was received.
import { startBaseMapStandIn } from "./base-map.ts"
import { GOOGLE_STAND_IN_KEY, startGeocoderStandIn } from "./geocoder.ts"
import { startInboxPage } from "./inbox-page.ts"
import { s3Env, startS3StandIn } from "./s3.ts"
import { startSmtpStandIn } from "./smtp.ts"
import { startStripeStandIn } from "./stripe.ts"
import { osrmStandIn, valhallaStandIn } from "./travel.ts"
import { startTwilioStandIn } from "./twilio.ts"
import { startReceiver } from "./webhook-receiver.ts"

interface Started {
  /** Where it listens, and the settings that point the product at it. */
  lines: string[]
  stop(): Promise<unknown>
}

const settings = (env: Record<string, string>) =>
  Object.entries(env).map(([name, value]) => `  ${name}=${value}`)

/** Each service, started on `port` (0: a free one). */
export const services: Record<string, (port: number) => Promise<Started>> = {
  smtp: async (port) => {
    const smtp = await startSmtpStandIn(port)
    const inbox = await startInboxPage("Mail received", () =>
      smtp.mails.map((mail) => ({
        heading: `${mail.subject} (from ${mail.from} to ${mail.to.join(", ")})`,
        text: mail.text,
      }))
    )
    return {
      lines: [
        `SMTP stand-in listening on ${smtp.url}`,
        `Mail received: ${inbox.url}`,
        ...settings({ SMTP_URL: smtp.url }),
      ],
      stop: () => Promise.all([smtp.stop(), inbox.stop()]),
    }
  },
  twilio: async (port) => {
    const account = { sid: `AC${"0".repeat(32)}`, token: "stand-in-token" }
    const twilio = await startTwilioStandIn(account, port)
    const inbox = await startInboxPage("SMS sent", () =>
      twilio.messages.map((sms) => ({
        heading: `from ${sms.from} to ${sms.to}`,
        text: sms.body,
      }))
    )
    return {
      lines: [
        `Twilio stand-in listening on ${twilio.url}`,
        `SMS sent: ${inbox.url}`,
        ...settings({
          TWILIO_ACCOUNT_SID: account.sid,
          TWILIO_AUTH_TOKEN: account.token,
          TWILIO_FROM: "+15005550006",
          TWILIO_API_URL: twilio.url,
        }),
      ],
      stop: () => Promise.all([twilio.close(), inbox.stop()]),
    }
  },
  stripe: async (port) => {
    const stripe = await startStripeStandIn(port)
    return {
      lines: [
        `Stripe stand-in listening on ${stripe.url}`,
        ...settings(stripe.env),
      ],
      stop: stripe.stop,
    }
  },
  s3: async (port) => {
    const s3 = await startS3StandIn(port)
    return {
      lines: [`S3 stand-in listening on ${s3.url}`, ...settings(s3Env(s3))],
      stop: s3.close,
    }
  },
  geocoder: async (port) => {
    const geocoder = await startGeocoderStandIn(port)
    return {
      lines: [
        `Geocoder stand-in listening on ${geocoder.url}`,
        ...settings({
          GEOCODER: "nominatim",
          GEOCODER_URL: geocoder.nominatim,
        }),
        "Photon instead:",
        ...settings({ GEOCODER: "photon", GEOCODER_URL: geocoder.photon }),
        "Google instead:",
        ...settings({
          GEOCODER: "google",
          GOOGLE_GEOCODING_URL: geocoder.google,
          GOOGLE_GEOCODING_API_KEY: GOOGLE_STAND_IN_KEY,
        }),
      ],
      stop: geocoder.stop,
    }
  },
  osrm: async (port) => {
    const osrm = await osrmStandIn(port)
    return {
      lines: [
        `OSRM stand-in listening on ${osrm.url}`,
        ...settings({ TRAVEL_PROVIDER: "osrm", OSRM_URL: osrm.url }),
      ],
      stop: osrm.close,
    }
  },
  valhalla: async (port) => {
    const valhalla = await valhallaStandIn(port)
    return {
      lines: [
        `Valhalla stand-in listening on ${valhalla.url}`,
        ...settings({
          TRAVEL_PROVIDER: "valhalla",
          VALHALLA_URL: valhalla.url,
        }),
      ],
      stop: valhalla.close,
    }
  },
  "base-map": async (port) => {
    const map = await startBaseMapStandIn(port)
    map.tiles.served = true
    return {
      lines: [
        `Base map stand-in listening on ${map.styleUrl("meadow").replace("/meadow/style.json", "")}`,
        ...settings({ MAP_STYLE_URL: map.styleUrl("meadow") }),
      ],
      stop: map.stop,
    }
  },
  "webhook-receiver": async (port) => {
    const receiver = await startReceiver(port)
    return {
      lines: [
        `Webhook receiver listening on ${receiver.url("/")}`,
        "Give the product's webhook endpoints any path under it.",
      ],
      stop: receiver.close,
    }
  },
}
