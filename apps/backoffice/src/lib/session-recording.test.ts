import { describe, expect, it } from "vitest"

import { mayRecord, recordSessionOn, tagSource } from "./session-recording.ts"

describe("the session-recording tag", () => {
  it.each([
    ["/login", false],
    ["/resetpassword", false],
    ["/signup", false],
    ["/verify-email?token=x", false],
    ["/authenticate", false],
    ["/main/account", false],
    ["/main/payment-plans", false],
    ["/mobile-subscriptions", false],
    ["/track/AAAAAAAAAAAAAAAAAAAAAA", false],
    ["/main/dashboard", true],
    ["/main/routes/4", true],
  ])("on %s may run: %s", (path, expected) => {
    expect(mayRecord(path)).toBe(expected)
  })

  it("fills the id into the source", () => {
    expect(tagSource("ab c", "https://tag.example/{id}.js")).toBe(
      "https://tag.example/ab%20c.js"
    )
  })

  it("loads nothing without an id, nor on a private page, and once with one", () => {
    recordSessionOn("/main/dashboard", null)
    const tag = { id: "x", src: "https://t.example/{id}" }
    recordSessionOn("/login", tag)
    expect(document.querySelectorAll("script")).toHaveLength(0)
    recordSessionOn("/main/dashboard", tag)
    recordSessionOn("/main/routes", tag)
    const scripts = document.querySelectorAll("script")
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe("https://t.example/x")
  })

  it("takes its id and source from the server's settings for the page", async () => {
    Object.assign(globalThis, {
      __RUTA_SETTINGS__: {
        sessionRecording: { id: "r1", src: "https://rec.example/t/{id}" },
      },
    })
    try {
      const { browserSettings } = await import("./browser-settings.ts")
      expect(browserSettings()).toEqual({
        googleMapsApiKey: null,
        mapStyleUrl: null,
        sessionRecording: { id: "r1", src: "https://rec.example/t/{id}" },
      })
    } finally {
      delete (globalThis as { __RUTA_SETTINGS__?: unknown }).__RUTA_SETTINGS__
    }
  })
})
