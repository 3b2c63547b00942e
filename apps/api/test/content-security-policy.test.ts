import { describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import { browserSettingsSources } from "../src/platform/lib/browser-settings.ts"
import { createTestApp } from "./helper.ts"

/** The Content-Security-Policy directives of a response, by name. */
async function policyOf(env: Record<string, string>) {
  const t = await createTestApp(env)
  try {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/health" })
    const header = String(res.headers["content-security-policy"])
    return Object.fromEntries(
      header.split(";").map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/)
        return [name!, values]
      })
    )
  } finally {
    await t.close()
  }
}

describe("the Content-Security-Policy", () => {
  it("lets nothing of Stripe's in without card payments", async () => {
    const policy = await policyOf({ MAP_STYLE_URL: "none" })
    expect(policy["script-src"]).toEqual(["'self'"])
    expect(policy["connect-src"]).toEqual(["'self'"])
    expect(policy["frame-src"]).toEqual(["'self'"])
  })

  it("lets Stripe.js, its card fields and its API in once card payments are configured, and what the pages' settings load", async () => {
    const policy = await policyOf({
      STRIPE_SECRET_KEY: "sk_test_policy",
      STRIPE_PUBLISHABLE_KEY: "pk_test_policy",
      MAP_STYLE_URL: "https://maps.example.com/styles/city.json",
      GOOGLE_MAPS_API_KEY: "browser-key",
      SESSION_RECORDING_ID: "abc",
    })
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://maps.googleapis.com",
      "https://www.clarity.ms",
      "https://js.stripe.com",
    ])
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://*.googleapis.com",
      "https://*.google.com",
      "https://*.gstatic.com",
      "https://maps.example.com",
      "https://www.clarity.ms",
      "https://api.stripe.com",
    ])
    expect(policy["img-src"]).toContain("https://*.gstatic.com")
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://hooks.stripe.com",
    ])
    expect(policy["frame-ancestors"]).toEqual(["'none'"])
  })
})

describe("the origins the pages' settings let in", () => {
  const sources = (env: Record<string, string>) =>
    browserSettingsSources(loadConfig(env))

  it("lets the default base map's style, tiles, fonts and sprites in (OpenFreeMap)", () => {
    expect(sources({})).toEqual({
      script: [],
      img: [],
      connect: ["https://tiles.openfreemap.org"],
    })
    expect(sources({ MAP_STYLE_URL: "none" }).connect).toEqual([])
  })

  it("lets another style's origin in, and MAP_ORIGINS for its files elsewhere", () => {
    expect(
      sources({
        MAP_STYLE_URL: "https://maps.example.com/styles/city.json",
        MAP_ORIGINS: "https://tiles.example.net/x, https://fonts.example.org",
      }).connect
    ).toEqual([
      "https://maps.example.com",
      "https://tiles.example.net",
      "https://fonts.example.org",
    ])
    expect(() => loadConfig({ MAP_ORIGINS: "tiles" })).toThrow(
      /MAP_ORIGINS must be a comma-separated list of URLs/
    )
  })

  it("lets Google Maps in only with its key", () => {
    expect(sources({ MAP_STYLE_URL: "none" }).script).toEqual([])
    const google = sources({
      MAP_STYLE_URL: "none",
      GOOGLE_MAPS_API_KEY: "browser-key",
    })
    expect(google.script).toEqual(["https://maps.googleapis.com"])
    expect(google.img).toContain("https://*.googleapis.com")
  })

  it("lets the session-recording tag in from its source's origin once an id is set", () => {
    const tag = sources({
      MAP_STYLE_URL: "none",
      SESSION_RECORDING_ID: "abc",
      SESSION_RECORDING_SRC: "https://rec.example/t/{id}.js",
      SESSION_RECORDING_ORIGIN: "https://collect.rec.example",
    })
    const both = ["https://rec.example", "https://collect.rec.example"]
    expect(tag).toEqual({ script: both, img: both, connect: both })
  })
})
