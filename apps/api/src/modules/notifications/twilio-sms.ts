import twilio from "twilio"
import type RequestClient from "twilio/lib/base/RequestClient"

/** What sending an SMS needs: Twilio's account, token and sender, and its API's origin. */
export interface TwilioConfig {
  accountSid: string
  authToken: string
  from: string
  /** Twilio's REST origin when it is not https://api.twilio.com (a stand-in). */
  apiUrl?: string | undefined
}

export interface SmsSender {
  /** Sends `body` to `to`; answers Twilio's id of the message (its MessageSid). */
  send(to: string, body: string, statusCallback: string): Promise<string>
  /** Whether a callback's `X-Twilio-Signature` is Twilio's, for this URL and form fields. */
  verify(
    signature: string,
    url: string,
    params: Record<string, string>
  ): boolean
}

const TWILIO_ORIGIN = "https://api.twilio.com"

/**
 * The SDK's request client sending to another origin: the SDK builds every URL on
 * api.twilio.com, and a stand-in (tests, staging) answers the same paths.
 */
class OriginClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 10_000 })
  }
  override request<T>(opts: Parameters<RequestClient["request"]>[0]) {
    const uri = opts.uri.startsWith(TWILIO_ORIGIN)
      ? this.origin.replace(/\/$/, "") + opts.uri.slice(TWILIO_ORIGIN.length)
      : opts.uri
    return super.request<T>({ ...opts, uri } as typeof opts & { data?: T })
  }
}

/** SMS through Twilio's Messages API with the `twilio` SDK. */
export function createTwilioSms(config: TwilioConfig): SmsSender {
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: config.apiUrl
      ? new OriginClient(config.apiUrl)
      : new twilio.RequestClient({ timeout: 10_000 }),
  })
  return {
    async send(to, body, statusCallback) {
      const message = await client.messages.create({
        to,
        from: config.from,
        body,
        statusCallback,
      })
      return message.sid
    },
    verify: (signature, url, params) =>
      twilio.validateRequest(config.authToken, signature, url, params),
  }
}
