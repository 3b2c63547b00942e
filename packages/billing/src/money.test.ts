import { describe, expect, it } from "vitest"

import { dollarsText, formatUsd } from "./money.ts"

describe("money", () => {
  it("shows cents as dollars in the user's language", () => {
    expect(formatUsd(4990, "en")).toBe("$49.90")
    expect(formatUsd(5, "en")).toBe("$0.05")
    expect(formatUsd(123456, "es")).toMatch(/^1\.?234,56\sUS\$$/)
  })

  it("gives a form the dollars it edits", () => {
    expect(dollarsText(4990)).toBe("49.90")
    expect(dollarsText(5)).toBe("0.05")
    expect(dollarsText(0)).toBe("0.00")
  })
})
