import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { systemScope } from "../src/db/database.ts"
import { mobileTokens } from "../src/db/schema.ts"
import { hashOpaqueToken } from "../src/modules/auth/opaque-token.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

let t: TestApp
let admin: Record<string, string>

const ACME = 1
const HOUR = 3600

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: "https://ruta.example",
    MOBILE_TOKEN_TTL_SECONDS: String(HOUR),
  })
  admin = bearer((await t.login("admin@ruta.demo")).accessToken)
})
afterAll(async () => {
  await t.close()
})

const spanish = { "accept-language": "es" }

const generate = (headers: Record<string, string>, id_client = ACME) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/subscription/mobile-token",
    headers,
    payload: { id_client },
  })

/** A new link for Acme, as the administrator; answers its token. */
const newToken = async (): Promise<string> => {
  const res = await generate(admin)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.token
}

const validate = (
  token: string,
  by: "query" | "header" = "query",
  headers: Record<string, string> = {}
) =>
  t.app.inject({
    method: "GET",
    url:
      by === "query"
        ? `/api/v1/subscription/validate-token?token=${encodeURIComponent(token)}`
        : "/api/v1/subscription/validate-token",
    headers:
      by === "header" ? { ...headers, "x-subscription-token": token } : headers,
  })

const useUp = (token: string) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/v1/subscription/token",
    headers: { "x-subscription-token": token },
  })

describe("mobile subscription links", () => {
  it("gives an administrator a one-time link for a client that expires after the configured time", async () => {
    const res = await generate(admin)
    expect(res.statusCode, res.body).toBe(200)
    const { token, link, expiresAt } = res.json().data
    expect(res.json().message).toBe(
      "The mobile subscription link was generated."
    )
    expect(link).toBe(
      `https://ruta.example/mobile-subscriptions?token=${token}`
    )
    expect(Date.parse(expiresAt)).toBe(t.clock.now() + HOUR * 1000)
  })

  it("stores only the token's hash", async () => {
    const token = await newToken()
    const rows = await t.store.withScope(systemScope, (tx) =>
      tx.select().from(mobileTokens).where(eq(mobileTokens.id_client, ACME))
    )
    expect(rows.map((r) => r.tokenHash)).toContain(hashOpaqueToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it("validates a link by its query value and by its header, without signing in", async () => {
    const token = await newToken()
    for (const by of ["query", "header"] as const) {
      const res = await validate(token, by)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({
        token,
        id_client: ACME,
        retrieved: true,
        clientName: "Acme Deliveries",
      })
    }
  })

  /** Asserts that the link is refused with this status and code, in English and Spanish. */
  const expectRefused = async (
    token: string,
    [status, code]: [number, string],
    [english, spanishMessage]: [string, string]
  ) => {
    const res = await validate(token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ code, message: english })
    const es = await validate(token, "header", spanish)
    expect(es.json().message).toBe(spanishMessage)
  }

  it("refuses a used link with 410 after DELETE /subscription/token, in English and Spanish", async () => {
    const token = await newToken()
    const used = await useUp(token)
    expect(used.statusCode, used.body).toBe(200)
    await expectRefused(
      token,
      [410, "SUBSCRIPTION_LINK_USED"],
      [
        "This subscription link was already used. Ask your provider for a new one.",
        "Este enlace de suscripción ya se usó. Pide uno nuevo a tu proveedor.",
      ]
    )
    expect((await useUp(token)).statusCode).toBe(410)
  })

  it("refuses an expired link with 410, in English and Spanish", async () => {
    const token = await newToken()
    t.clock.advance(HOUR)
    // Past the administrator's access token's lifetime too.
    admin = bearer((await t.login("admin@ruta.demo")).accessToken)
    await expectRefused(
      token,
      [410, "SUBSCRIPTION_LINK_EXPIRED"],
      [
        "This subscription link has expired. Ask your provider for a new one.",
        "Este enlace de suscripción caducó. Pide uno nuevo a tu proveedor.",
      ]
    )
  })

  it("keeps the link's token out of the log", async () => {
    const token = await newToken()
    expect((await validate(token)).statusCode).toBe(200)
    const page = await t.app.inject({
      method: "GET",
      url: `/mobile-subscriptions?token=${token}`,
    })
    expect(page.statusCode).toBe(404)
    const log = t.logs.join("")
    expect(log).toContain("/subscription/validate-token?token=[Redacted]")
    expect(log).toContain("/mobile-subscriptions?token=[Redacted]")
    expect(log).not.toContain(token)
  })

  it("refuses a forged link with 401 and a link without a token with 400, in English and Spanish", async () => {
    await expectRefused(
      "x".repeat(43),
      [401, "INVALID_TOKEN"],
      [
        "This subscription link is not valid. Ask your provider for a new one.",
        "Este enlace de suscripción no es válido. Pide uno nuevo a tu proveedor.",
      ]
    )
    const none = await t.app.inject({
      method: "GET",
      url: "/api/v1/subscription/validate-token",
      headers: spanish,
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(
      "El enlace de suscripción no tiene un token válido. Abre el enlace completo que te enviaron."
    )
    expect((await validate("not a token")).statusCode).toBe(400)
  })

  it("lets only provider administrators generate links", async () => {
    for (const email of ["client@acme.demo", "maintainer@ruta.demo"]) {
      const caller = bearer((await t.login(email)).accessToken)
      const res = await generate({ ...caller, ...spanish })
      expect(res.statusCode, `${email}: ${res.body}`).toBe(403)
    }
    const res = await generate(admin)
    expect(res.statusCode).toBe(200)
    expect((await generate({})).statusCode).toBe(401)
    expect((await generate(admin, 999999)).statusCode).toBe(404)
  })
})

describe("serving the mobile subscription app", () => {
  it("serves its build at /mobile-subscriptions, its index.html for its pages, and the back office's elsewhere, each page revalidated", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ruta-spa-"))
    const page = (name: string) => {
      mkdirSync(path.join(dir, name, "assets"), { recursive: true })
      writeFileSync(path.join(dir, name, "index.html"), `<p>${name}</p>`)
      writeFileSync(path.join(dir, name, "assets", "app.js"), `// ${name}`)
      writeFileSync(path.join(dir, name, "sw.js"), `// ${name} worker`)
    }
    page("backoffice")
    page("mobile")
    const served = await createTestApp({
      RUTA_STATIC_DIR: path.join(dir, "backoffice"),
      RUTA_MOBILE_STATIC_DIR: path.join(dir, "mobile"),
    })
    try {
      const get = async (url: string) =>
        (await served.app.inject({ method: "GET", url })).body
      expect(await get("/mobile-subscriptions?token=abc")).toBe("<p>mobile</p>")
      expect(await get("/mobile-subscriptions/")).toBe("<p>mobile</p>")
      expect(await get("/mobile-subscriptions/assets/app.js")).toBe("// mobile")
      expect(await get("/clients")).toBe("<p>backoffice</p>")
      expect(await get("/assets/app.js")).toBe("// backoffice")
      // The pages and the service worker are asked for again each time; assets are kept.
      const cache = async (url: string) =>
        (await served.app.inject({ method: "GET", url })).headers[
          "cache-control"
        ]
      for (const url of [
        "/",
        "/driver",
        "/sw.js",
        "/mobile-subscriptions/",
        "/mobile-subscriptions?token=abc",
      ])
        expect(await cache(url), url).toBe("no-cache")
      expect(await cache("/assets/app.js")).toBe(
        "public, max-age=31536000, immutable"
      )
      const api = await served.app.inject({
        method: "GET",
        url: "/api/v1/nope",
      })
      expect(api.statusCode).toBe(404)
    } finally {
      await served.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
