import { describe, expect, it } from "vitest"

import { preferredLanguage } from "./accept-language.ts"

describe("preferredLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["es", "es"],
    ["ES", "es"],
    ["es-ES", "es"],
    ["es-419,es;q=0.9", "es"],
    ["en-US,en;q=0.9", "en"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR, es;q=0.5, en;q=0.4", "es"],
    ["en;q=0.5, es;q=0.8", "es"],
    ["es;q=0.2, en", "en"],
    ["en; q=0.7, es; Q=0.7", "en"],
    ["es;q=0, *", "en"],
    ["*", "en"],
    ["fr, de", "en"],
    ["es;q=2, en;q=0.1", "en"],
    ["es;q=abc", "en"],
  ] as const)("reads %j as %s", (header, language) => {
    expect(preferredLanguage(header)).toBe(language)
  })

  it("reads a header given more than once as one list", () => {
    expect(preferredLanguage(["fr", "es;q=0.5"])).toBe("es")
  })
})
