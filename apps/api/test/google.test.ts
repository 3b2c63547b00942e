import { startGoogleSignInStandIn } from "@ruta/stand-ins/google-sign-in"
import type { Grant } from "@ruta/stand-ins/google-sign-in"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

// Google's OpenID Connect endpoints stood in for locally.
const issuer = "https://accounts.google.test"
const clientId = "ruta-test-client.apps.googleusercontent.com"
let t: TestApp
let google: Awaited<ReturnType<typeof startGoogleSignInStandIn>>
let codes: Map<string, Grant>
let received: URLSearchParams[]

beforeAll(async () => {
  google = await startGoogleSignInStandIn({ issuer, clientId })
  codes = google.codes
  received = google.received
  t = await createTestApp(google.env)
})
afterAll(async () => {
  await t.close()
  await google.stop()
})

const callback = (code: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/auth/google/callback",
    payload: { code },
  })

describe("Google sign-in against a local OpenID Connect stand-in", () => {
  it("exchanges the code and signs in the account with that verified email", async () => {
    codes.set("good", { email: "client@acme.demo", verified: true })
    const res = await callback("good")
    expect(res.statusCode).toBe(200)
    const form = received.at(-1)!
    expect(Object.fromEntries(form)).toEqual({
      code: "good",
      client_id: clientId,
      client_secret: "secret",
      redirect_uri: "http://localhost:3000/authenticate",
      grant_type: "authorization_code",
    })
    const me = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: bearer(res.json().data.accessToken),
    })
    expect(me.json().data.email).toBe("client@acme.demo")
  })

  it("asks for the two-factor step as a password sign-in does: no session yet", async () => {
    codes.set("admin", { email: "admin@ruta.demo", verified: true })
    const res = await callback("admin")
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      twoFactor: "enrol",
      twoFactorToken: expect.any(String),
    })
    expect(res.headers["set-cookie"]).toBeUndefined()
  })

  it.each([
    ["an unknown code", "nope", undefined],
    [
      "an unverified email",
      "unverified",
      { email: "client@acme.demo", verified: false },
    ],
    [
      "a token for another audience",
      "other-aud",
      { email: "client@acme.demo", verified: true, audience: "someone" },
    ],
    [
      "an email with no Ruta account",
      "stranger",
      { email: "stranger@example.com", verified: true },
    ],
  ])("refuses %s with 401", async (_, code, grant) => {
    if (grant) codes.set(code, grant)
    const res = await callback(code)
    expect(res.statusCode).toBe(401)
  })
})
