import { setupI18n } from "@lingui/core"
import { beforeEach, describe, expect, it, vi } from "vitest"

import { localeActivator, preferredLocale } from "./locale.ts"

const stored = new Map<string, string>()
beforeEach(() => {
  stored.clear()
  vi.stubGlobal("localStorage", {
    setItem: (key: string, value: string) => stored.set(key, value),
  })
  vi.stubGlobal("document", { documentElement: { lang: "" } })
})

const es = { messages: { hello: "hola" } }

describe("localeActivator", () => {
  it("activates a language, keeps the choice and sets the page's language", async () => {
    const i18n = setupI18n()
    const activate = localeActivator(
      i18n,
      { en: async () => ({ messages: {} }), es: async () => es },
      "ruta.language"
    )
    await activate("es")
    expect(i18n.locale).toBe("es")
    expect(i18n._("hello")).toBe("hola")
    expect(stored.get("ruta.language")).toBe("es")
    expect(document.documentElement.lang).toBe("es")
  })

  it("retries a failed load 5 times, waiting 350 ms and doubling", async () => {
    const waits: number[] = []
    const load = vi
      .fn<() => Promise<typeof es>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(es)
    const i18n = setupI18n()
    const activate = localeActivator(
      i18n,
      { en: load, es: load },
      "key",
      async (ms) => void waits.push(ms)
    )
    await activate("es")
    expect(waits).toEqual([350, 700])
    expect(i18n.locale).toBe("es")
  })

  it("gives up after the fifth retry", async () => {
    const waits: number[] = []
    const load = vi.fn(() => Promise.reject(new Error("offline")))
    const activate = localeActivator(
      setupI18n(),
      { en: load, es: load },
      "key",
      async (ms) => void waits.push(ms)
    )
    await expect(activate("en")).rejects.toThrow("offline")
    expect(load).toHaveBeenCalledTimes(6)
    expect(waits).toEqual([350, 700, 1400, 2800, 5600])
    expect(stored.size).toBe(0)
  })
})

describe("preferredLocale", () => {
  it.each([
    [["es-MX", "en"], "es"],
    [["es-419"], "es"],
    [["fr-FR", "ES"], "es"],
    [["en-GB", "es"], "en"],
    [["de", "fr"], "en"],
    [[], "en"],
  ])("takes %j as %s", (languages, locale) => {
    expect(preferredLocale(languages)).toBe(locale)
  })
})
