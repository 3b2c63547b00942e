import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { systemScope } from "../src/db/database.ts"
import { auditEvents, mailOutbox, users } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    ACCESS_TOKEN_TTL_SECONDS: "2",
    LOGIN_MAX_ATTEMPTS_PER_IP: "1000",
  })
})
afterAll(() => t.close())

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {}
) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    payload: payload as object,
    headers,
  })
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/v1${url}`, headers })

describe("login", () => {
  it("returns an access and a refresh token for a demo account", async () => {
    const res = await post("/auth/login", {
      email: "client@acme.demo",
      password: "Demo-pass-2026!",
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe("Signed in.")
    expect(body.data.accessToken.split(".")).toHaveLength(3)
    expect(body.data.refreshToken.length).toBeGreaterThan(40)
    expect(res.headers["set-cookie"]).toMatch(
      /ruta_refresh=.*HttpOnly.*Secure.*SameSite=Strict/
    )
  })

  it("answers a wrong password exactly as an unknown email", async () => {
    const wrong = await post("/auth/login", {
      email: "site@acme.demo",
      password: "Wrong-pass-1!",
    })
    const unknown = await post("/auth/login", {
      email: "nobody@acme.demo",
      password: "Wrong-pass-1!",
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: "INVALID_CREDENTIALS",
      message: "Incorrect email or password.",
    })
  })

  it.each([
    [
      { email: "not-an-email", password: "Demo-pass-2026!" },
      "email",
      "Enter a valid email.",
    ],
    [{ email: "a@b.co", password: "" }, "password", "Password is required."],
    [
      { email: "a@b.co", password: "short" },
      "password",
      "It needs to have at least 8 characters.",
    ],
  ])("rejects %j with the spec's message", async (payload, field, message) => {
    expectValidationError(await post("/auth/login", payload), field, message)
  })

  it("slows down guessing one account: 429 with Retry-After after 5 failures", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post("/auth/login", {
        email: "driver@globex.demo",
        password: `Nope-${i}-pass!`,
      })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await post("/auth/login", {
      email: "driver@globex.demo",
      password: "Demo-pass-2026!",
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
    expect(blocked.json().code).toBe("TOO_MANY_ATTEMPTS")
    t.clock.advance(901)
    expect(
      (
        await post("/auth/login", {
          email: "driver@globex.demo",
          password: "Demo-pass-2026!",
        })
      ).statusCode
    ).toBe(200)
  })

  it("records failed and successful sign-ins in the audit log", async () => {
    const events = await t.store.withScope(systemScope, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "login.failed"))
    )
    expect(events.length).toBeGreaterThan(0)
  })
})

describe("access tokens", () => {
  it("answers 409 ACCESS_TOKEN_EXPIRED once the token is older than its lifetime", async () => {
    const { accessToken } = await t.login("client@acme.demo")
    expect((await get("/auth/me", bearer(accessToken))).statusCode).toBe(200)
    t.clock.advance(3)
    const res = await get("/auth/me", bearer(accessToken))
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe("ACCESS_TOKEN_EXPIRED")
  })

  it("answers 401 for a missing or invalid token", async () => {
    expect((await get("/auth/me")).statusCode).toBe(401)
    const res = await get("/auth/me", bearer("not.a.token"))
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe("INVALID_TOKEN")
  })

  it("carries what the back office needs", async () => {
    const { accessToken } = await t.login("site@acme.demo")
    const me = (await get("/auth/me", bearer(accessToken))).json().data
    expect(me).toMatchObject({
      email: "site@acme.demo",
      id_context_type: 3,
      roles: [{ id_role: 3, name: "subsidiary user" }],
      theme: "light",
      lng: "en",
      isFirstLogin: false,
      userRecoveryPassword: false,
      clientData: {
        name: "Acme Deliveries",
        subsidiaries: [{ name: "Acme Centro", isMain: true }],
      },
    })
  })

  it("validate-token says whether a token is valid", async () => {
    const { accessToken } = await t.login("client@acme.demo")
    expect(
      (await post("/auth/validate-token", { token: accessToken })).json().data
    ).toEqual({ valid: true })
    expect(
      (await post("/auth/validate-token", {}, bearer(accessToken))).json().data
    ).toEqual({ valid: true })
    expect(
      (await post("/auth/validate-token", { token: "x" })).json().data
    ).toEqual({ valid: false })
  })
})

describe("refresh tokens", () => {
  const refresh = (refresh_token: string) =>
    post("/auth/new-access-token", {
      grant_type: "refresh_token",
      refresh_token,
    })

  it("rotates: the refresh call returns a working access token and a new refresh token", async () => {
    const first = await t.login("client@globex.demo")
    t.clock.advance(3)
    const res = await refresh(first.refreshToken)
    expect(res.statusCode).toBe(200)
    const next = res.json().data
    expect(next.refreshToken).not.toBe(first.refreshToken)
    expect((await get("/auth/me", bearer(next.accessToken))).statusCode).toBe(
      200
    )
  })

  it("accepts the refresh token from the HttpOnly cookie", async () => {
    const login = await post("/auth/login", {
      email: "client@globex.demo",
      password: "Demo-pass-2026!",
    })
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!
    const res = await post(
      "/auth/new-access-token",
      { grant_type: "refresh_token" },
      { cookie }
    )
    expect(res.statusCode).toBe(200)
  })

  it("gives a reused token a successor within the grace window (parallel refreshes)", async () => {
    const { refreshToken } = await t.login("client@globex.demo")
    const [a, b] = await Promise.all([
      refresh(refreshToken),
      refresh(refreshToken),
    ])
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
  })

  it("revokes the whole family when a used token comes back after its holder moved on", async () => {
    const { refreshToken } = await t.login("client@globex.demo")
    const successor = (await refresh(refreshToken)).json().data.refreshToken
    const latest = (await refresh(successor)).json().data.refreshToken
    t.clock.advance(11)
    const replay = await refresh(refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().code).toBe("REFRESH_TOKEN_REUSED")
    // The legitimate holder's latest token dies with the family.
    expect((await refresh(latest)).statusCode).toBe(401)
  })

  it("keeps the session when the answer with the successor never arrived, and ends it if that successor shows up", async () => {
    // The app closed (or the network dropped the answer) during a refresh: the phone still has
    // the token it sent, and comes back with it long after the grace window.
    const { refreshToken } = await t.login("client@globex.demo")
    const lost = (await refresh(refreshToken)).json().data.refreshToken
    t.clock.advance(3600)
    const again = await refresh(refreshToken)
    expect(again.statusCode, again.body).toBe(200)
    const kept = again.json().data.refreshToken
    expect(
      (await get("/auth/me", bearer(again.json().data.accessToken))).statusCode
    ).toBe(200)
    // It goes on as any session does.
    const next = await refresh(kept)
    expect(next.statusCode).toBe(200)
    // The lost successor was revoked; if it comes back, someone else holds the family: it ends.
    const stolen = await refresh(lost)
    expect(stolen.statusCode).toBe(401)
    expect(stolen.json().code).toBe("REFRESH_TOKEN_REUSED")
    expect((await refresh(next.json().data.refreshToken)).json().code).toBe(
      "INVALID_REFRESH_TOKEN"
    )
  })

  it("refuses unknown and expired tokens, and tokens after logout", async () => {
    expect((await refresh("unknown-token")).statusCode).toBe(401)
    const { refreshToken } = await t.login("client@globex.demo")
    expect(
      (await post("/auth/logout", { refresh_token: refreshToken })).statusCode
    ).toBe(200)
    expect((await refresh(refreshToken)).json().code).toBe(
      "INVALID_REFRESH_TOKEN"
    )
    const old = await t.login("client@globex.demo")
    t.clock.advance(60 * 60 * 24 * 15)
    expect((await refresh(old.refreshToken)).statusCode).toBe(401)
  })

  it("requires grant_type=refresh_token", async () => {
    const res = await post("/auth/new-access-token", {
      grant_type: "password",
      refresh_token: "x",
    })
    expect(res.statusCode).toBe(400)
  })
})

describe("passwords", () => {
  it("mails a reset link, and the link sets a new password once", async () => {
    const res = await post("/auth/recovery-password", {
      email: "site@globex.demo",
    })
    expect(res.statusCode).toBe(200)
    const unknown = await post("/auth/recovery-password", {
      email: "nobody@globex.demo",
    })
    expect(unknown.json()).toEqual(res.json())

    const [mail] = await t.store.withScope(systemScope, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.to, "site@globex.demo"))
    )
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!)
    const reset = await post("/auth/reset-password", {
      token,
      password: "New-pass-2026!",
    })
    expect(reset.statusCode).toBe(200)
    expect(
      (
        await post("/auth/reset-password", {
          token,
          password: "New-pass-2026!",
        })
      ).json().code
    ).toBe("INVALID_RESET_TOKEN")
    await t.login("site@globex.demo", "New-pass-2026!")
  })

  it("writes the reset mail in the language of the request", async () => {
    const outbox = async (to: string) =>
      t.store.withScope(systemScope, (tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.to, to))
      )
    await post(
      "/auth/recovery-password",
      { email: "driver@globex.demo" },
      { "accept-language": "es-ES,es;q=0.9" }
    )
    const [spanish] = await outbox("driver@globex.demo")
    expect(spanish!.subject).toBe("Restablece tu contraseña de Ruta")
    expect(spanish!.text).toMatch(/^Hola, .+:\n\nAlguien pidió restablecer/)
    expect(spanish!.text).toMatch(/resetpassword\?token=/)

    await post("/auth/recovery-password", { email: "client@globex.demo" })
    const [english] = await outbox("client@globex.demo")
    expect(english!.subject).toBe("Reset your Ruta password")
    expect(english!.text).toMatch(/^Hello .+,\n\nSomeone asked to reset/)
  })

  it("lets a signed-in user set only their own password, with the new-password rules", async () => {
    // A session alone sets a password on a first sign-in (password-change.test.ts).
    await t.store.owner
      .update(users)
      .set({ isFirstLogin: true })
      .where(eq(users.email, "driver@acme.demo"))
    const { accessToken } = await t.login("driver@acme.demo")
    const me = (await get("/auth/me", bearer(accessToken))).json().data
    expectValidationError(
      await post(
        "/auth/reset-password",
        { id_user: me.id_user, password: "short" },
        bearer(accessToken)
      ),
      "password",
      "Password must be at least 8 characters."
    )
    const other = await post(
      "/auth/reset-password",
      { id_user: me.id_user + 1, password: "Another-pass-2026!" },
      bearer(accessToken)
    )
    expect(other.statusCode).toBe(403)
    const own = await post(
      "/auth/reset-password",
      { id_user: me.id_user, password: "Another-pass-2026!" },
      bearer(accessToken)
    )
    expect(own.statusCode).toBe(200)
    await t.login("driver@acme.demo", "Another-pass-2026!")
  })

  it("requires a session or a reset token", async () => {
    expect(
      (await post("/auth/reset-password", { password: "Another-pass-2026!" }))
        .statusCode
    ).toBe(401)
  })
})

describe("login-with-client", () => {
  it("lets the provider administrator act for one client, confined to it, and audits it", async () => {
    const admin = await t.login("admin@ruta.demo")
    const me = (await get("/auth/me", bearer(admin.accessToken))).json().data
    expect(me.clientData).toBeNull()
    const res = await post(
      "/auth/login-with-client",
      { id_user: me.id_user, id_client: 2 },
      bearer(admin.accessToken)
    )
    expect(res.statusCode).toBe(200)
    const acting = (
      await get("/auth/me", bearer(res.json().data.accessToken))
    ).json().data
    expect(acting.actingForClient).toBe(2)
    expect(acting.clientData.name).toBe("Globex Field Services")
    const audit = await t.store.withScope(systemScope, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "login.with-client"))
    )
    expect(audit).toHaveLength(1)
  })

  it("is refused to client users and for another user id", async () => {
    const client = await t.login("client@acme.demo")
    const res = await post(
      "/auth/login-with-client",
      { id_user: 3, id_client: 2 },
      bearer(client.accessToken)
    )
    expect(res.statusCode).toBe(403)
    const admin = await t.login("admin@ruta.demo")
    const other = await post(
      "/auth/login-with-client",
      { id_user: 999, id_client: 2 },
      bearer(admin.accessToken)
    )
    expect(other.statusCode).toBe(403)
  })
})

describe("permissions by role name", () => {
  it("lists the caller's own role's permissions", async () => {
    const { accessToken } = await t.login("client@acme.demo")
    const res = await get(
      "/permissions?rolename=client%20user",
      bearer(accessToken)
    )
    expect(res.statusCode).toBe(200)
    const list = res.json().data as { subject: string; action: string }[]
    expect(list).toContainEqual(
      expect.objectContaining({ subject: "sideMenu", action: "menuCars" })
    )
    expect(list.some((p) => p.subject === "roles")).toBe(false)
  })

  it("refuses another role's permissions to a client user", async () => {
    const { accessToken } = await t.login("client@acme.demo")
    expect(
      (await get("/permissions?rolename=SuperAdmin", bearer(accessToken)))
        .statusCode
    ).toBe(403)
  })

  it("gives maintainers no permissions", async () => {
    const { accessToken } = await t.login("maintainer@ruta.demo")
    const res = await get(
      "/permissions?rolename=maintainer",
      bearer(accessToken)
    )
    expect(res.json().data).toEqual([])
  })

  it("requires the rolename", async () => {
    const { accessToken } = await t.login("client@acme.demo")
    expectValidationError(
      await get("/permissions", bearer(accessToken)),
      "rolename",
      "Required field."
    )
  })
})

describe("google sign-in", () => {
  it("says clearly that it is not configured", async () => {
    const res = await post("/auth/google/callback", { code: "abc" })
    expect(res.statusCode).toBe(501)
    expect(res.json().message).toBe("Google sign-in is not configured")
  })
})

describe("logs", () => {
  it("never contain a password or a token", async () => {
    const tokens = await t.login("client@acme.demo")
    await post("/auth/login", {
      email: "client@acme.demo",
      password: "Secret-guess-77!",
    })
    const text = t.logs.join("\n")
    expect(text).toContain("request completed")
    expect(text).not.toContain("Secret-guess-77!")
    expect(text).not.toContain(tokens.accessToken)
    expect(text).not.toContain(tokens.refreshToken)
  })
})
