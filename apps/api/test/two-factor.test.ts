// Two-factor sign-in (TOTP, RFC 6238): every code here is computed from the shared secret the
// enrolment showed, at the test's clock.
import { messages } from "@ruta/validation/messages"
import { messagesEs } from "@ruta/validation/messages-es"
import { and, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { auditEvents, users } from "../src/db/schema.ts"
import { DEMO_PASSWORD } from "../src/db/seed.ts"
import { totpCode } from "../src/modules/auth/totp.ts"
import type { Method } from "./api-calls.ts"
import { callApi } from "./api-calls.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const ADMIN = "admin@ruta.demo"
const PLANNER = "client@acme.demo"
const es = { "accept-language": "es" }

const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {}
) => callApi(t, method, url, payload, headers)

const password = (email: string, headers: Record<string, string> = {}) =>
  call("POST", "/auth/login", { email, password: DEMO_PASSWORD }, headers)

const turnOff = (token: string, code: string) =>
  call("DELETE", "/auth/two-factor", { code }, bearer(token))
const startEnrolment = (token: string) =>
  call("POST", "/auth/two-factor/enrolment", undefined, bearer(token))

/** The code an authenticator with `secret` shows after the clock moves to the next step. */
function nextCode(secret: string) {
  t.clock.advance(30)
  return totpCode(secret, t.clock.now())
}

async function userRow(email: string) {
  const [row] = await t.store.owner
    .select()
    .from(users)
    .where(eq(users.email, email))
  return row!
}

describe("an administrator when two-factor sign-in is required", () => {
  let secret: string
  let recoveryCodes: string[]

  it("gets no session from the password alone, only the step to enrol", async () => {
    const res = await password(ADMIN)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe("Set up two-factor sign-in to continue.")
    const { data } = res.json()
    expect(Object.keys(data).sort()).toEqual(["twoFactor", "twoFactorToken"])
    expect(data.twoFactor).toBe("enrol")
    expect(res.headers["set-cookie"]).toBeUndefined()
    // The step's token is no access token.
    const me = await call(
      "GET",
      "/auth/me",
      undefined,
      bearer(data.twoFactorToken)
    )
    expect(me.statusCode).toBe(401)
    // Nor does it sign in with a code.
    const code = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: data.twoFactorToken,
      code: "123456",
    })
    expect(code.statusCode).toBe(401)
  })

  it("enrols with the QR code's secret and gets recovery codes and the session", async () => {
    const { twoFactorToken } = (await password(ADMIN)).json().data
    const start = await call("POST", "/auth/two-factor/enrolment", {
      twoFactorToken,
    })
    expect(start.statusCode, start.body).toBe(200)
    const enrolment = start.json().data
    secret = enrolment.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Ruta%3Aadmin%40ruta.demo?secret=${secret}&issuer=Ruta&algorithm=SHA1&digits=6&period=30`
    )
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(
      Buffer.from(enrolment.qrCode.split(",")[1], "base64").toString()
    ).toContain("<svg")
    // Sealed at rest, not yet on.
    const stored = await userRow(ADMIN)
    expect(stored.totpSecret).not.toContain(secret)
    expect(stored.totpEnabled).toBe(false)

    const wrong = await call("POST", "/auth/two-factor/enrolment/confirm", {
      twoFactorToken,
      code: "000000",
    })
    expectValidationError(
      wrong,
      "code",
      "This code is not correct. Check your authenticator app and try again."
    )
    const res = await call("POST", "/auth/two-factor/enrolment/confirm", {
      twoFactorToken,
      code: totpCode(secret, t.clock.now()),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe("Two-factor sign-in is on.")
    const data = res.json().data
    recoveryCodes = data.recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/)
    expect(res.headers["set-cookie"]).toContain("ruta_refresh=")
    const me = await call(
      "GET",
      "/auth/me",
      undefined,
      bearer(data.accessToken)
    )
    expect(me.json().data).toMatchObject({
      email: ADMIN,
      twoFactorEnabled: true,
    })
    t.twoFactorSecrets.set(ADMIN, secret)
  })

  it("signs in with a code, once, and the session refreshes as before", async () => {
    const first = (await password(ADMIN)).json()
    expect(first.data.twoFactor).toBe("code")
    expect(first.message).toBe("Enter the code from your authenticator app.")
    const code = nextCode(secret)
    const res = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: first.data.twoFactorToken,
      code,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe("Signed in.")
    expect(res.headers["set-cookie"]).toContain("ruta_refresh=")
    const { refreshToken } = res.json().data

    // The same code again, even with a new sign-in, is refused.
    const again = (await password(ADMIN)).json().data.twoFactorToken
    const replay = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: again,
      code,
    })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message:
        "This code is not correct. Check your authenticator app and try again.",
    })

    t.clock.advance(1000)
    const refreshed = await call("POST", "/auth/new-access-token", {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
    })
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    const me = await call(
      "GET",
      "/auth/me",
      undefined,
      bearer(refreshed.json().data.accessToken)
    )
    expect(me.json().data.twoFactorEnabled).toBe(true)
  })

  it("signs in with a recovery code once", async () => {
    const recoveryCode = recoveryCodes[0]!.toUpperCase()
    const sign = async () =>
      call("POST", "/auth/login/two-factor", {
        twoFactorToken: (await password(ADMIN)).json().data.twoFactorToken,
        recoveryCode,
      })
    const res = await sign()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.accessToken).toEqual(expect.any(String))
    const used = await sign()
    expect(used.statusCode).toBe(401)
    expect(used.json().message).toBe(
      "This recovery code is not correct or was already used."
    )
    const spanish = await call(
      "POST",
      "/auth/login/two-factor",
      {
        twoFactorToken: (await password(ADMIN)).json().data.twoFactorToken,
        recoveryCode,
      },
      es
    )
    expect(spanish.json().message).toBe(
      "Este código de recuperación no es correcto o ya se usó."
    )
  })

  it("answers a wrong code with 401 in English and Spanish", async () => {
    const token = (await password(ADMIN)).json().data.twoFactorToken
    const en = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: token,
      code: "111111" === totpCode(secret, t.clock.now()) ? "222222" : "111111",
    })
    expect(en.statusCode).toBe(401)
    const spanish = await call(
      "POST",
      "/auth/login/two-factor",
      { twoFactorToken: token, code: "999999" },
      es
    )
    expect(spanish.statusCode).toBe(401)
    expect(spanish.json().message).toBe(
      "Este código no es correcto. Revisa tu aplicación de autenticación y vuelve a intentarlo."
    )
    // A successful sign-in clears the count of wrong codes.
    const ok = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: token,
      code: nextCode(secret),
    })
    expect(ok.statusCode).toBe(200)
  })

  it.each([
    [
      "no code at all",
      {},
      "code",
      messages.twoFactorCode,
      messagesEs.twoFactorCode,
    ],
    [
      "a code that is not 6 digits",
      { code: "12ab56" },
      "code",
      messages.twoFactorCode,
      messagesEs.twoFactorCode,
    ],
    [
      "a malformed recovery code",
      { recoveryCode: "abc" },
      "recoveryCode",
      messages.recoveryCode,
      messagesEs.recoveryCode,
    ],
  ])(
    "refuses %s in English and Spanish",
    async (_, body, field, en, spanish) => {
      const payload = { twoFactorToken: "x", ...body }
      expectValidationError(
        await call("POST", "/auth/login/two-factor", payload),
        field,
        en
      )
      expectValidationError(
        await call("POST", "/auth/login/two-factor", payload, es),
        field,
        spanish
      )
    }
  )

  it("refuses an expired sign-in step", async () => {
    const token = (await password(ADMIN)).json().data.twoFactorToken
    t.clock.advance(301)
    const res = await call(
      "POST",
      "/auth/login/two-factor",
      { twoFactorToken: token, code: totpCode(secret, t.clock.now()) },
      es
    )
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(
      "Este inicio de sesión caducó. Vuelve a iniciar sesión."
    )
  })

  it("slows down code guessing with 429 and Retry-After", async () => {
    t.clock.advance(1000)
    const token = (await password(ADMIN)).json().data.twoFactorToken
    const current = totpCode(secret, t.clock.now())
    const wrong = current === "000001" ? "000002" : "000001"
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/auth/login/two-factor", {
        twoFactorToken: token,
        code: wrong,
      })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: token,
      code: nextCode(secret),
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
    expect(blocked.json().message).toMatch(/^Too many requests/)
    t.clock.advance(901)
  })

  it("cannot turn two-factor sign-in off while it is required", async () => {
    const { accessToken } = await t.login(ADMIN)
    const res = await turnOff(accessToken, nextCode(secret))
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      "Two-factor sign-in is required for the provider's administrators."
    )
  })
})

describe("a user who chooses two-factor sign-in", () => {
  let token: string
  let secret: string
  let recoveryCodes: string[]

  it("enrols while signed in and is asked for a code from then on", async () => {
    token = (await t.login(PLANNER)).accessToken
    const start = await startEnrolment(token)
    expect(start.statusCode, start.body).toBe(200)
    secret = start.json().data.secret
    const res = await call(
      "POST",
      "/auth/two-factor/enrolment/confirm",
      { code: totpCode(secret, t.clock.now()) },
      bearer(token)
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(Object.keys(res.json().data)).toEqual(["recoveryCodes"])
    recoveryCodes = res.json().data.recoveryCodes
    expect((await password(PLANNER)).json().data.twoFactor).toBe("code")
    const again = await startEnrolment(token)
    expect(again.statusCode).toBe(409)
  })

  it("replaces the recovery codes with a current code", async () => {
    const res = await call(
      "POST",
      "/auth/two-factor/recovery-codes",
      { code: nextCode(secret) },
      bearer(token)
    )
    expect(res.statusCode, res.body).toBe(200)
    const fresh: string[] = res.json().data.recoveryCodes
    expect(fresh).toHaveLength(10)
    const old = await call("POST", "/auth/login/two-factor", {
      twoFactorToken: (await password(PLANNER)).json().data.twoFactorToken,
      recoveryCode: recoveryCodes[1],
    })
    expect(old.statusCode).toBe(401)
    recoveryCodes = fresh
  })

  it("needs a bearer or the sign-in step's token to enrol", async () => {
    expect((await call("POST", "/auth/two-factor/enrolment")).statusCode).toBe(
      401
    )
    const forged = await call("POST", "/auth/two-factor/enrolment", {
      twoFactorToken: token,
    })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().message).toBe(
      "This sign-in has expired. Please sign in again."
    )
  })

  it("turns it off with a current code, not a wrong one", async () => {
    const wrong = await call(
      "DELETE",
      "/auth/two-factor",
      { code: "000000" },
      { ...bearer(token), ...es }
    )
    expectValidationError(
      wrong,
      "code",
      "Este código no es correcto. Revisa tu aplicación de autenticación y vuelve a intentarlo."
    )
    const res = await turnOff(token, nextCode(secret))
    expect(res.statusCode, res.body).toBe(200)
    expect((await password(PLANNER)).json().data.accessToken).toEqual(
      expect.any(String)
    )
    const off = await turnOff(token, nextCode(secret))
    expect(off.statusCode).toBe(409)
  })
})

describe("an administrator's reset of another user's two-factor sign-in", () => {
  it("turns it off, ends their sessions and is audited", async () => {
    const planner = await t.login(PLANNER)
    const start = await startEnrolment(planner.accessToken)
    const secret = start.json().data.secret
    await call(
      "POST",
      "/auth/two-factor/enrolment/confirm",
      { code: nextCode(secret) },
      bearer(planner.accessToken)
    )
    const { id_user } = await userRow(PLANNER)
    const admin = await t.login(ADMIN)
    const res = await call(
      "POST",
      `/users/${id_user}/two-factor/reset`,
      undefined,
      bearer(admin.accessToken)
    )
    expect(res.statusCode, res.body).toBe(200)
    const row = await userRow(PLANNER)
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null })
    const refresh = await call("POST", "/auth/new-access-token", {
      grant_type: "refresh_token",
      refresh_token: planner.refreshToken,
    })
    expect(refresh.statusCode).toBe(401)
    expect((await password(PLANNER)).json().data.accessToken).toEqual(
      expect.any(String)
    )
    const audited = await t.store.owner
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "user.two-factor.reset"),
          eq(auditEvents.entityId, String(id_user))
        )
      )
    expect(audited).toHaveLength(1)
  })

  it("makes a reset administrator enrol again at the next sign-in", async () => {
    const second = await call(
      "POST",
      "/users",
      {
        name: "Second Admin",
        email: "second.admin@ruta.demo",
        password: "Second-pass-2026!",
        id_context_type: 1,
        id_role: 6,
      },
      bearer((await t.login(ADMIN)).accessToken)
    )
    expect(second.statusCode, second.body).toBe(201)
    await t.login("second.admin@ruta.demo", "Second-pass-2026!")
    const reset = await call(
      "POST",
      `/users/${second.json().data.id_user}/two-factor/reset`,
      undefined,
      bearer((await t.login(ADMIN)).accessToken)
    )
    expect(reset.statusCode).toBe(200)
    const next = await call("POST", "/auth/login", {
      email: "second.admin@ruta.demo",
      password: "Second-pass-2026!",
    })
    expect(next.json().data.twoFactor).toBe("enrol")
  })

  it("is refused for oneself and for anyone but a provider administrator", async () => {
    const admin = await t.login(ADMIN)
    const { id_user: adminId } = await userRow(ADMIN)
    const self = await call(
      "POST",
      `/users/${adminId}/two-factor/reset`,
      undefined,
      { ...bearer(admin.accessToken), ...es }
    )
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe(
      "No puedes restablecer tu propio inicio de sesión en dos pasos."
    )
    const planner = await t.login(PLANNER)
    const { id_user: driverId } = await userRow("driver@acme.demo")
    const other = await call(
      "POST",
      `/users/${driverId}/two-factor/reset`,
      undefined,
      bearer(planner.accessToken)
    )
    expect(other.statusCode).toBe(403)
    expect(other.json().message).toBe(
      "Only a provider administrator can reset two-factor sign-in."
    )
    expect((await userRow(ADMIN)).totpEnabled).toBe(true)
  })
})

describe("RUTA_ADMIN_TWO_FACTOR=optional", () => {
  it("lets an administrator without two-factor sign in with the password", async () => {
    const optional = await createTestApp({ RUTA_ADMIN_TWO_FACTOR: "optional" })
    try {
      const res = await optional.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: ADMIN, password: DEMO_PASSWORD },
      })
      expect(res.json().data.accessToken).toEqual(expect.any(String))
    } finally {
      await optional.close()
    }
  })
})
