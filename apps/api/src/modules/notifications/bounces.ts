/**
 * Twilio's error codes that mean a number will never get the message: not a valid number, not
 * a mobile one, an unknown handset, a landline or an unreachable carrier
 * (https://www.twilio.com/docs/api/errors).
 */
const TWILIO_BOUNCES = new Set([21211, 21214, 21614, 30005, 30006])

/** Whether Twilio's error `code` (a status callback's ErrorCode) is a bounce. */
export const isTwilioBounce = (code: number | string | undefined) =>
  TWILIO_BOUNCES.has(Number(code))

/**
 * A send's failure that trying again cannot fix, as its reason: an SMTP permanent failure (a 5xx
 * answer: no such mailbox, refused) or a Twilio bounce code. Null for a failure worth retrying
 * (a timeout, a 4xx greylisting, an outage).
 */
export function bounceOf(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null
  const { responseCode, response, code, message } = error as {
    responseCode?: unknown
    response?: unknown
    code?: unknown
    message?: unknown
  }
  if (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  )
    return `SMTP ${responseCode}: ${typeof response === "string" ? response : String(message)}`
  if (typeof code === "number" && isTwilioBounce(code))
    return `Twilio: error ${code} (${String(message)})`
  return null
}
