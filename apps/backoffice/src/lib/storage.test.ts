import { beforeEach, describe, expect, it } from "vitest"

import { StorageKey, readSecret, writeSecret } from "./storage.ts"

describe("session storage of tokens", () => {
  beforeEach(() => sessionStorage.clear())

  it("keeps the token obfuscated and reads it back", () => {
    writeSecret(StorageKey.accessToken, "header.payload.signature")
    expect(sessionStorage.getItem(StorageKey.accessToken)).not.toContain(
      "payload"
    )
    expect(readSecret(StorageKey.accessToken)).toBe("header.payload.signature")
  })

  it("reads nothing from a missing or corrupt entry", () => {
    expect(readSecret(StorageKey.accessToken)).toBeNull()
    sessionStorage.setItem(StorageKey.accessToken, "%%%")
    expect(readSecret(StorageKey.accessToken)).toBeNull()
  })
})
