import { SignJWT, UnsecuredJWT } from "jose"
import { describe, expect, it } from "vitest"

import type { SessionUser } from "../src/modules/auth/access-token.ts"
import { createAccessTokens } from "../src/modules/auth/access-token.ts"

const secret = new TextEncoder().encode("a-secret-of-at-least-thirty-two-chars")
const user: SessionUser = {
  id_user: 7,
  id_context_type: 2,
  name: "Ana",
  email: "ana@acme.demo",
  photo: null,
  roles: [{ id_role: 2, name: "client user" }],
  theme: "dark",
  lng: "es",
  isFirstLogin: false,
  userRecoveryPassword: false,
  twoFactorEnabled: false,
  clientData: { id_client: 1, name: "Acme", stripe_id: null, subsidiaries: [] },
  actingForClient: null,
}
const now = Date.UTC(2026, 10, 21)
const tokens = createAccessTokens({ secret, ttlSeconds: 60, now: () => now })

async function codeOf(token: string) {
  try {
    await tokens.verify(token)
    return "accepted"
  } catch (error) {
    return (error as { code: string }).code
  }
}

const signed = (
  claims: Record<string, unknown>,
  key = secret,
  audience = "ruta-api"
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("ruta")
    .setAudience(audience)
    .setIssuedAt(now / 1000)
    .setExpirationTime(now / 1000 + 60)
    .sign(key)

describe("access tokens (security.md S6)", () => {
  it("round-trips the session user", async () => {
    expect(await tokens.verify(await tokens.sign(user))).toEqual(user)
  })

  it.each([
    [
      "alg none",
      () =>
        Promise.resolve(
          new UnsecuredJWT({ ...user, typ: "access" })
            .setIssuer("ruta")
            .setAudience("ruta-api")
            .encode()
        ),
    ],
    [
      "a wrong key",
      () =>
        signed(
          { ...user, typ: "access" },
          new TextEncoder().encode("another-secret-of-thirty-two-chars!")
        ),
    ],
    [
      "another audience",
      () => signed({ ...user, typ: "access" }, secret, "someone-else"),
    ],
    [
      "a refresh or reset token's type",
      () => signed({ ...user, typ: "reset" }),
    ],
    ["missing claims", () => signed({ typ: "access", id_user: 1 })],
  ])("rejects a token with %s as invalid (401)", async (_, make) => {
    expect(await codeOf(await make())).toBe("INVALID_TOKEN")
  })

  it("rejects a tampered payload", async () => {
    const [header, , signature] = (await tokens.sign(user)).split(".")
    const forged = Buffer.from(
      JSON.stringify({ ...user, id_context_type: 1, typ: "access" })
    ).toString("base64url")
    expect(await codeOf(`${header}.${forged}.${signature}`)).toBe(
      "INVALID_TOKEN"
    )
  })

  it("answers an expired token with ACCESS_TOKEN_EXPIRED", async () => {
    const later = createAccessTokens({
      secret,
      ttlSeconds: 60,
      now: () => now + 61_000,
    })
    await expect(later.verify(await tokens.sign(user))).rejects.toMatchObject({
      statusCode: 409,
      code: "ACCESS_TOKEN_EXPIRED",
    })
  })
})
