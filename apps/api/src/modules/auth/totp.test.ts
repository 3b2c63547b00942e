import { describe, expect, it } from "vitest"

import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
  verifyTotp,
} from "./totp.ts"

// RFC 6238 appendix B: the SHA1 key is the ASCII "12345678901234567890", codes of 8 digits.
const RFC_KEY = Buffer.from("12345678901234567890", "ascii")

describe("TOTP (RFC 6238)", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("gives the published SHA1 code at %i s", (seconds, expected) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(expected)
  })

  it("gives the last 6 digits of the same value by default", () => {
    expect(hotp(RFC_KEY, totpStep(59_000))).toBe("287082")
    const secret = base32Encode(RFC_KEY)
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")
    expect(totpCode(secret, 1111111109_000)).toBe("081804")
  })

  it("round-trips base32 and makes 160-bit secrets", () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
    expect(
      base32Decode(secret.toLowerCase().replace(/(.{4})/g, "$1 "))
    ).toEqual(base32Decode(secret))
  })

  it("accepts a code of the step before, now and after, once", () => {
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 10, 21, 9, 0, 10)
    const step = totpStep(now)
    for (const drift of [-1, 0, 1]) {
      const code = totpCode(secret, now + drift * 30_000)
      expect(verifyTotp(secret, code, now, null)).toBe(step + drift)
      expect(verifyTotp(secret, code, now, step + drift)).toBeNull()
    }
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now, null)).toBe(
      null
    )
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now, null)).toBe(
      null
    )
  })

  it("refuses what is not six digits", () => {
    const secret = newTotpSecret()
    const now = Date.now()
    const code = totpCode(secret, now)
    expect(verifyTotp(secret, `${code}0`, now, null)).toBeNull()
    expect(verifyTotp(secret, "abcdef", now, null)).toBeNull()
    expect(verifyTotp(secret, "", now, null)).toBeNull()
    expect(
      verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)
    ).toBe(totpStep(now))
  })

  it("writes the otpauth URI apps read", () => {
    expect(otpauthUri("ana+ops@ruta.demo", "ABC")).toBe(
      "otpauth://totp/Ruta%3Aana%2Bops%40ruta.demo?secret=ABC&issuer=Ruta&algorithm=SHA1&digits=6&period=30"
    )
  })
})
