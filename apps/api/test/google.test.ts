import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

import { SignJWT, exportJWK, generateKeyPair } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

// A local stand-in for Google's OpenID Connect endpoints: the token endpoint and the JWKS.
const issuer = "https://accounts.google.test"
const clientId = "ruta-test-client.apps.googleusercontent.com"
let t: TestApp
let server: ReturnType<typeof createServer>
const codes = new Map<
  string,
  { email: string; verified: boolean; audience?: string }
>()
const received: URLSearchParams[] = []

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256")
  const jwk = {
    ...(await exportJWK(publicKey)),
    kid: "k1",
    alg: "RS256",
    use: "sig",
  }
  server = createServer(async (req, res) => {
    if (req.url === "/jwks") {
      res.setHeader("content-type", "application/json")
      return res.end(JSON.stringify({ keys: [jwk] }))
    }
    let body = ""
    for await (const chunk of req) body += chunk
    const form = new URLSearchParams(body)
    received.push(form)
    const grant = codes.get(form.get("code") ?? "")
    if (req.url !== "/token" || !grant) {
      res.statusCode = 400
      return res.end(JSON.stringify({ error: "invalid_grant" }))
    }
    const idToken = await new SignJWT({
      email: grant.email,
      email_verified: grant.verified,
    })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(issuer)
      .setAudience(grant.audience ?? clientId)
      .setSubject("google-user-1")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey)
    res.setHeader("content-type", "application/json")
    res.end(
      JSON.stringify({
        access_token: "x",
        id_token: idToken,
        token_type: "Bearer",
      })
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestApp({
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: "secret",
    GOOGLE_REDIRECT_URI: "http://localhost:3000/authenticate",
    GOOGLE_TOKEN_URL: `${base}/token`,
    GOOGLE_JWKS_URL: `${base}/jwks`,
    GOOGLE_ISSUER: issuer,
  })
})
afterAll(async () => {
  await t.close()
  server.close()
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
