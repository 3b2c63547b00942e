import { describe, expect, it } from "vitest"

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
    const policy = await policyOf({})
    expect(policy["script-src"]).toEqual(["'self'"])
    expect(policy["connect-src"]).toEqual(["'self'"])
    expect(policy["frame-src"]).toEqual(["'self'"])
  })

  it("lets Stripe.js, its card fields and its API in once card payments are configured", async () => {
    const policy = await policyOf({
      STRIPE_SECRET_KEY: "sk_test_policy",
      STRIPE_PUBLISHABLE_KEY: "pk_test_policy",
    })
    expect(policy["script-src"]).toEqual(["'self'", "https://js.stripe.com"])
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.stripe.com"])
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://hooks.stripe.com",
    ])
    expect(policy["frame-ancestors"]).toEqual(["'none'"])
  })
})
