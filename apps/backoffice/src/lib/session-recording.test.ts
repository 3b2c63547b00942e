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
    recordSessionOn("/main/dashboard", {} as ImportMetaEnv)
    recordSessionOn("/login", {
      VITE_SESSION_RECORDING_ID: "x",
    } as unknown as ImportMetaEnv)
    expect(document.querySelectorAll("script")).toHaveLength(0)
    const env = {
      VITE_SESSION_RECORDING_ID: "x",
      VITE_SESSION_RECORDING_SRC: "https://t.example/{id}",
    }
    recordSessionOn("/main/dashboard", env as unknown as ImportMetaEnv)
    recordSessionOn("/main/routes", env as unknown as ImportMetaEnv)
    const scripts = document.querySelectorAll("script")
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe("https://t.example/x")
  })
})
