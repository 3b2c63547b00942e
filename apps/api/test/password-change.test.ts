// Changing a password asks for the current one (issue 30, part 3; ASVS 5.0 V6.2.3): a session
// alone sets a password only on a first sign-in or after a recovery; the account page's change
// needs the current password, counts a wrong one as a failed sign-in, and ends the user's other
// sessions while keeping the caller's.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { users } from "../src/db/schema.ts"
import { hashPassword } from "../src/platform/crypto/passwords.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"

const PASSWORD = "Old-pass-2026!"
const NEW_PASSWORD = "New-pass-2026!"

let t: TestApp
let passwordHash: string
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" })
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => t.close())

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, payload, headers })

/** A user of Acme of its own, signed in with `PASSWORD`. */
async function person(
  name: string,
  flags: { isFirstLogin?: boolean; userRecoveryPassword?: boolean } = {}
) {
  const [acme] = await t.store.owner
    .select()
    .from(users)
    .where(eq(users.email, "site@acme.demo"))
  const email = `${name}@acme.demo`
  await t.store.owner.insert(users).values({
    id_client: acme!.id_client,
    id_context_type: acme!.id_context_type,
    id_role: acme!.id_role,
    name,
    email,
    passwordHash,
    isFirstLogin: false,
    ...flags,
  })
  return { email, ...(await t.login(email, PASSWORD)) }
}

const refresh = (refresh_token: string) =>
  post("/auth/new-access-token", { grant_type: "refresh_token", refresh_token })

const login = (email: string, password: string) =>
  post("/auth/login", { email, password })

describe("a new password with a session alone", () => {
  it("is refused when the user need not set one, in the caller's language", async () => {
    const { email, accessToken } = await person("settled")
    const res = await post(
      "/auth/reset-password",
      { password: NEW_PASSWORD },
      bearer(accessToken)
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      "To change your password, enter your current one on your account page."
    )
    const spanish = await post(
      "/auth/reset-password",
      { password: NEW_PASSWORD },
      { ...bearer(accessToken), "accept-language": "es" }
    )
    expect(spanish.json().message).toBe(
      "Para cambiar tu contraseña, escribe la actual en la página de tu cuenta."
    )
    expect((await login(email, PASSWORD)).statusCode).toBe(200)
  })

  it.each([
    ["on a first sign-in", "first", { isFirstLogin: true }],
    ["after a recovery", "recovering", { userRecoveryPassword: true }],
  ])("sets it %s, once", async (_, name, flags) => {
    const { email, accessToken } = await person(name, flags)
    const set = await post(
      "/auth/reset-password",
      { password: NEW_PASSWORD },
      bearer(accessToken)
    )
    expect(set.statusCode, set.body).toBe(200)
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
    const again = await post(
      "/auth/reset-password",
      { password: "Third-pass-2026!" },
      bearer(accessToken)
    )
    expect(again.statusCode).toBe(403)
  })
})

describe("POST /auth/change-password", () => {
  it("needs a session and the current password", async () => {
    const body = { current_password: PASSWORD, password: NEW_PASSWORD }
    expect((await post("/auth/change-password", body)).statusCode).toBe(401)
    const { accessToken } = await person("forgetful")
    expectValidationError(
      await post(
        "/auth/change-password",
        { password: NEW_PASSWORD },
        bearer(accessToken)
      ),
      "current_password",
      "Password is required."
    )
    expectValidationError(
      await post(
        "/auth/change-password",
        { current_password: PASSWORD, password: "weak" },
        bearer(accessToken)
      ),
      "password",
      "Password must be at least 8 characters."
    )
  })

  it("refuses a wrong current password on its field, and counts it as a failed sign-in", async () => {
    const { email, accessToken } = await person("guessed")
    const wrong = { current_password: "Guess-pass-1!", password: NEW_PASSWORD }
    for (let i = 0; i < 3; i++)
      expectValidationError(
        await post("/auth/change-password", wrong, bearer(accessToken)),
        "current_password",
        "Your current password is not correct."
      )
    // The account's three failures (LOGIN_MAX_FAILURES_PER_ACCOUNT) stop sign-in and changes.
    const right = { current_password: PASSWORD, password: NEW_PASSWORD }
    const blocked = await post(
      "/auth/change-password",
      right,
      bearer(accessToken)
    )
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers["retry-after"]).toBeDefined()
    expect((await login(email, PASSWORD)).statusCode).toBe(429)
    t.clock.advance(15 * 60 + 1)
    expect((await login(email, PASSWORD)).statusCode).toBe(200)
  })

  it("changes the password, ends the user's other sessions and keeps the caller's", async () => {
    const { email, accessToken, refreshToken } = await person("careful")
    const other = await t.login(email, PASSWORD)
    const res = await post(
      "/auth/change-password",
      {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        refresh_token: refreshToken,
      },
      { ...bearer(accessToken), "accept-language": "es" }
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(
      "Se cambió tu contraseña. Se cerraron tus otras sesiones."
    )
    expect((await refresh(refreshToken)).statusCode).toBe(200)
    expect((await refresh(other.refreshToken)).statusCode).toBe(401)
    expect((await login(email, PASSWORD)).statusCode).toBe(401)
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it("keeps the browser's session by its refresh cookie", async () => {
    const { email, accessToken } = await person("browsing")
    const signIn = await login(email, PASSWORD)
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!
    const browser = signIn.json().data
    const res = await post(
      "/auth/change-password",
      { current_password: PASSWORD, password: NEW_PASSWORD },
      { ...bearer(accessToken), cookie }
    )
    expect(res.statusCode, res.body).toBe(200)
    expect((await refresh(browser.refreshToken)).statusCode).toBe(200)
  })
})
