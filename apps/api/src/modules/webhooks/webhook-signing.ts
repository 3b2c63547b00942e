import { randomBytes } from "node:crypto"

import { Webhook } from "standardwebhooks"

import type { SecretBox } from "../../platform/crypto/secret-box.ts"

/** A new endpoint secret in the Standard Webhooks form: `whsec_` and 32 random bytes, base64. */
export const newWebhookSecret = () =>
  `whsec_${randomBytes(32).toString("base64")}`

/** How long the secret before a rotation keeps signing, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000

export interface SigningSecrets {
  secret: string
  previous_secret: string | null
  previous_secret_expires_at: Date | null
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the same for every attempt of a
 * message, so receivers drop repeats), `webhook-timestamp` (this attempt's, in seconds; receivers
 * refuse old ones, which defeats replays) and `webhook-signature`, signed with the current
 * secret and, within 24 h of a rotation, the previous one too (space-separated, as the
 * specification allows).
 */
export function signedHeaders(
  box: SecretBox,
  secrets: SigningSecrets,
  message: { id: string; body: string },
  at: Date,
  /** The server's clock, which judges the previous secret's 24 h (`at` is the wall clock). */
  now: Date = at
): Record<string, string> {
  const keys = [secrets.secret]
  if (
    secrets.previous_secret &&
    secrets.previous_secret_expires_at &&
    secrets.previous_secret_expires_at.getTime() > now.getTime()
  )
    keys.push(secrets.previous_secret)
  const signatures = keys.map((sealed) =>
    new Webhook(box.open(sealed)).sign(message.id, at, message.body)
  )
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  }
}
