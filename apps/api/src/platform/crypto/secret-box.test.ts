import { describe, expect, it } from "vitest"

import { createSecretBox } from "./secret-box.ts"

describe("secret box", () => {
  it("seals secrets so that only the same server key opens them", () => {
    const box = createSecretBox(new TextEncoder().encode("k".repeat(32)))
    const sealed = box.seal("SECRET")
    expect(sealed).not.toContain("SECRET")
    expect(box.seal("SECRET")).not.toBe(sealed)
    expect(box.open(sealed)).toBe("SECRET")
    const other = createSecretBox(new TextEncoder().encode("x".repeat(32)))
    expect(() => other.open(sealed)).toThrow()
  })
})
