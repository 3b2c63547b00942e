import { describe, expect, it } from "vitest"

import { authenticatorApp } from "./authenticator.ts"

describe("the authenticator app stand-in", () => {
  // RFC 6238 appendix B, SHA-1: the key "12345678901234567890", 6 of the 8 digits.
  const app = authenticatorApp("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")

  it("gives the RFC's codes at the RFC's times", () => {
    expect(app.code(app.step(59_000))).toBe("287082")
    expect(app.code(app.step(1_111_111_109_000))).toBe("081804")
    expect(app.code(app.step(2_000_000_000_000))).toBe("279037")
  })

  it("reads a key written in groups, as a page shows it", () => {
    const grouped = authenticatorApp("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ")
    expect(grouped.code(1)).toBe(app.code(1))
  })
})
