// A stand-in for the authenticator app on a user's phone: it reads the setup key the product
// shows (base32) and makes the codes of RFC 6238 (HMAC-SHA1, 30-second steps, 6 digits) with
// `otpauth`, a library the product does not use, so a test proves the product's codes agree
// with an app's.
import { HOTP, Secret } from "otpauth"

/** Seconds per step, as authenticator apps count them. */
const STEP_SECONDS = 30

/** The app after scanning `key`: the step of a moment, and the code of a step. */
export function authenticatorApp(key: string) {
  const hotp = new HOTP({
    secret: Secret.fromBase32(key.replace(/\s/g, "")),
    algorithm: "SHA1",
    digits: 6,
  })
  return {
    step: (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS),
    code: (step: number) => hotp.generate({ counter: step }),
  }
}
