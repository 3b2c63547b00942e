// A local stand-in for Google's OpenID Connect endpoints: the token endpoint (`POST /token`, the
// authorization code exchanged for an RS256-signed ID token) and the keys that verify it
// (`GET /jwks`). A code is good once the test grants it; any other answers `invalid_grant`.
import { createServer } from "node:http"

import { SignJWT, exportJWK, generateKeyPair } from "jose"

import { listenOnLoopback } from "./listen.ts"

/** Who a granted code signs in, and for which client (the product's, unless said). */
export interface Grant {
  email: string
  verified: boolean
  audience?: string
}

export async function startGoogleSignInStandIn(
  options: { issuer: string; clientId: string },
  port = 0
) {
  const codes = new Map<string, Grant>()
  const received: URLSearchParams[] = []
  const { publicKey, privateKey } = await generateKeyPair("RS256")
  const jwk = {
    ...(await exportJWK(publicKey)),
    kid: "k1",
    alg: "RS256",
    use: "sig",
  }
  const server = createServer(async (req, res) => {
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
      res.setHeader("content-type", "application/json")
      return res.end(JSON.stringify({ error: "invalid_grant" }))
    }
    const idToken = await new SignJWT({
      email: grant.email,
      email_verified: grant.verified,
    })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(options.issuer)
      .setAudience(grant.audience ?? options.clientId)
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
  const listening = await listenOnLoopback(server, port)
  const url = `http://127.0.0.1:${listening}`
  return {
    url,
    /** The codes the test granted: each signs in its grant. */
    codes,
    /** The token requests' forms, in order. */
    received,
    /** The settings that point the product's Google sign-in at the stand-in. */
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_REDIRECT_URI: "http://localhost:3000/authenticate",
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_JWKS_URL: `${url}/jwks`,
      GOOGLE_ISSUER: options.issuer,
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
