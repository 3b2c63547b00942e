import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

// Time-based one-time passwords (RFC 6238, over HOTP of RFC 4226): HMAC-SHA1, 30-second steps,
// 6 digits, the secret in base32 (RFC 4648) as authenticator apps read it.

/** Seconds per time step (RFC 6238 section 4.1, X). */
export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ""
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32, ignoring case, spaces and padding as apps and people write it. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "")
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error("not base32")
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** The time step of a moment in milliseconds since the epoch (T0 = 0). */
export const totpStep = (nowMs: number) =>
  Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS)

/**
 * The HOTP value of `secret` for one counter (RFC 4226 section 5.3, dynamic truncation).
 *
 * @param secret - the shared secret's bytes
 * @param step - the counter: for TOTP, the time step
 * @param digits - how many digits, 6 or 8
 */
export function hotp(secret: Uint8Array, step: number, digits = TOTP_DIGITS) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac("sha1", secret).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, "0")
}

/** The code an authenticator shows for the base32 `secret` at `nowMs`. */
export const totpCode = (secret: string, nowMs: number) =>
  hotp(base32Decode(secret), totpStep(nowMs))

/**
 * Checks a code typed at `nowMs`, allowing one step of clock drift either way (RFC 6238 section 6).
 * A code of a step at or before `lastStep` is refused, so that a code works once.
 *
 * @returns the step the code belongs to, to store as the last one used, or null
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null
): number | null {
  const typed = Buffer.from(code.replace(/\s/g, ""))
  if (!/^\d{6}$/.test(typed.toString())) return null
  const key = base32Decode(secret)
  const now = totpStep(nowMs)
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue
    if (timingSafeEqual(Buffer.from(hotp(key, step)), typed)) return step
  }
  return null
}

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export function otpauthUri(email: string, secret: string): string {
  const label = encodeURIComponent(`Ruta:${email}`)
  return `otpauth://totp/${label}?secret=${secret}&issuer=Ruta&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`
}
