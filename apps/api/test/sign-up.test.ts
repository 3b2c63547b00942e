import { ContextType, SeedRole } from "@ruta/permissions/context-types"
import { count, eq } from "drizzle-orm"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { systemScope } from "../src/db/database.ts"
import {
  auditEvents,
  clients,
  mailOutbox,
  subsidiaries,
  users,
} from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

// Each test signs up from an address of its own: sign-ups are limited per address.
let tests = 0
let address = ""
beforeEach(() => {
  address = `192.0.2.${++tests}`
})

const spanish = { "accept-language": "es-MX,es;q=0.9" }

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {}
) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    payload,
    headers,
    remoteAddress: address,
  })

const company = (email: string) => ({
  company: "Tacos Express",
  name: "Lucía Méndez",
  email,
  password: "Tacos-2026!",
})

const outbox = (to: string) =>
  t.store.withScope(systemScope, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.to, to))
  )

/** The token of the newest confirmation link mailed to `to`. */
async function linkToken(to: string) {
  const mails = await outbox(to)
  const text = mails.at(-1)!.text
  const link = /(\S+\/verify-email\?token=\S+)/.exec(text)![1]!
  return decodeURIComponent(new URL(link).searchParams.get("token")!)
}

const countOf = async (table: typeof clients | typeof users) =>
  (
    await t.store.withScope(systemScope, (tx) =>
      tx.select({ n: count() }).from(table)
    )
  )[0]!.n

describe("sign-up", () => {
  it("creates a client with its main site and a client user who confirms the email before the first sign-in", async () => {
    const res = await post("/users/sign-up", company("Lucia@Tacos.example"))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().message).toBe(
      "Your account was created. Open the link we sent to your email to confirm it, then sign in."
    )
    const { id_client, id_user } = res.json().data

    const [client] = await t.store.withScope(systemScope, (tx) =>
      tx.select().from(clients).where(eq(clients.id_client, id_client))
    )
    expect(client!.name).toBe("Tacos Express")
    const sites = await t.store.withScope(systemScope, (tx) =>
      tx
        .select()
        .from(subsidiaries)
        .where(eq(subsidiaries.id_client, id_client))
    )
    expect(sites).toMatchObject([{ name: "Tacos Express", isMain: true }])
    const [user] = await t.store.withScope(systemScope, (tx) =>
      tx.select().from(users).where(eq(users.id_user, id_user))
    )
    expect(user).toMatchObject({
      id_client,
      email: "lucia@tacos.example",
      name: "Lucía Méndez",
      id_context_type: ContextType.CLIENT,
      id_role: SeedRole.ClientUser.id_role,
      emailVerified: false,
      isFirstLogin: false,
      lng: "en",
    })

    const [mail] = await outbox("lucia@tacos.example")
    expect(mail!.subject).toBe("Confirm your email address for Ruta")
    expect(mail!.text).toMatch(
      /^Hello Lucía Méndez,\n\nThe Ruta account of Tacos Express was created/
    )
    expect(mail!.text).toMatch(/within 48 hours/)

    // Before the link: the right password learns the email waits; a wrong one learns nothing.
    const early = await post("/auth/login", {
      email: "lucia@tacos.example",
      password: "Tacos-2026!",
    })
    expect(early.statusCode).toBe(403)
    expect(early.json()).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Confirm your email address first: open the link we sent to it.",
    })
    const wrong = await post("/auth/login", {
      email: "lucia@tacos.example",
      password: "Wrong-pass-1!",
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe("Incorrect email or password.")

    const token = await linkToken("lucia@tacos.example")
    const verified = await post("/users/verify-email", { token })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json().message).toBe(
      "Your email is confirmed. You can sign in now."
    )
    const again = await post("/users/verify-email", { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe("INVALID_VERIFICATION_TOKEN")

    const { accessToken } = await t.login("lucia@tacos.example", "Tacos-2026!")
    const me = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: bearer(accessToken),
    })
    expect(me.json().data).toMatchObject({
      name: "Lucía Méndez",
      clientData: { id_client, name: "Tacos Express" },
    })

    const actions = await t.store.withScope(systemScope, (tx) =>
      tx
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.id_user, id_user))
    )
    expect(actions.map((a) => a.action)).toEqual([
      "sign-up",
      "login.unverified",
      "login.failed",
      "email.verified",
      "login",
    ])
  })

  it("shows the new company to administrators among the unassigned clients", async () => {
    const res = await post("/users/sign-up", company("owner@tacos.example"))
    const { id_client } = res.json().data
    const { accessToken } = await t.login("admin@ruta.demo")
    const list = async (scope: number) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/clients?scope=${scope}&page=0&size=100`,
          headers: bearer(accessToken),
        })
      ).json().data.items as { id_client: number; name: string }[]
    expect((await list(2)).map((c) => c.id_client)).toContain(id_client)
    expect((await list(1)).map((c) => c.id_client)).not.toContain(id_client)
  })

  it("writes the mail, the account's language and every answer in Spanish for a Spanish page", async () => {
    const res = await post(
      "/users/sign-up",
      company("ana@tacos.example"),
      spanish
    )
    expect(res.json().message).toBe(
      "Se creó tu cuenta. Abre el enlace que enviamos a tu correo electrónico para confirmarlo y luego inicia sesión."
    )
    const [mail] = await outbox("ana@tacos.example")
    expect(mail!.subject).toBe("Confirma tu correo electrónico para Ruta")
    expect(mail!.text).toMatch(
      /^Hola, Lucía Méndez:\n\nSe creó la cuenta de Tacos Express/
    )
    const early = await post(
      "/auth/login",
      { email: "ana@tacos.example", password: "Tacos-2026!" },
      spanish
    )
    expect(early.json().message).toBe(
      "Primero confirma tu correo electrónico: abre el enlace que te enviamos."
    )
    const forged = await post(
      "/users/verify-email",
      { token: "forged" },
      spanish
    )
    expect(forged.json().message).toBe(
      "Este enlace de confirmación no es válido o caducó. Pide uno nuevo desde la página de inicio de sesión."
    )
    const verified = await post(
      "/users/verify-email",
      { token: await linkToken("ana@tacos.example") },
      spanish
    )
    expect(verified.json().message).toBe(
      "Tu correo electrónico está confirmado. Ya puedes iniciar sesión."
    )
    const [user] = await t.store.withScope(systemScope, (tx) =>
      tx.select().from(users).where(eq(users.email, "ana@tacos.example"))
    )
    expect(user!.lng).toBe("es")
  })

  it.each([
    [
      "en",
      {},
      "This email is already in use.",
      "Password must include an uppercase letter, a number and a special character.",
      "Password must be at least 8 characters.",
    ],
    [
      "es",
      spanish,
      "Este correo electrónico ya está en uso.",
      "La contraseña debe incluir una mayúscula, un número y un carácter especial.",
      "La contraseña debe tener al menos 8 caracteres.",
    ],
  ])(
    "refuses, in %s, the same email twice and a weak password, creating nothing",
    async (language, headers, taken, weak, short) => {
      const dup = `dup-${language}@tacos.example`
      expect((await post("/users/sign-up", company(dup))).statusCode).toBe(201)
      const clientsBefore = await countOf(clients)
      const usersBefore = await countOf(users)

      const twice = await post(
        "/users/sign-up",
        { ...company(dup.toUpperCase()), company: "Another Company" },
        headers
      )
      expect(twice.statusCode).toBe(409)
      expect(twice.json().message).toBe(taken)
      // The admin's own address is taken the same way.
      const staff = await post(
        "/users/sign-up",
        company("admin@ruta.demo"),
        headers
      )
      expect(staff.statusCode).toBe(409)

      const weakRes = await post(
        "/users/sign-up",
        {
          ...company(`weak-${language}@tacos.example`),
          password: "tacostacos",
        },
        headers
      )
      expect(weakRes.statusCode).toBe(400)
      expect(weakRes.json().details).toContainEqual({
        field: "password",
        message: weak,
      })
      const shortRes = await post(
        "/users/sign-up",
        { ...company(`short-${language}@tacos.example`), password: "T-1a" },
        headers
      )
      expect(shortRes.json().details).toContainEqual({
        field: "password",
        message: short,
      })

      expect(await countOf(clients)).toBe(clientsBefore)
      expect(await countOf(users)).toBe(usersBefore)
      expect(await outbox(`weak-${language}@tacos.example`)).toEqual([])
    }
  )

  it("refuses a company name with special characters and an invalid email with the spec's messages", async () => {
    const res = await post("/users/sign-up", {
      ...company("not-an-email"),
      company: "Tacos <Express>",
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: "company", message: "No special characters allowed" },
        { field: "email", message: "Enter a valid email." },
      ])
    )
  })

  it("limits sign-ups from one address, in English and Spanish, until the window passes", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post(
        "/users/sign-up",
        company(`flood${i}@tacos.example`)
      )
      expect(res.statusCode, res.body).toBe(201)
    }
    const sixth = await post("/users/sign-up", company("flood5@tacos.example"))
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers["retry-after"]).toBe("3600")
    expect(sixth.json()).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      message: "Too many requests. Try again in 3600 seconds.",
    })
    const es = await post(
      "/users/sign-up",
      company("flood5@tacos.example"),
      spanish
    )
    expect(es.json().message).toBe(
      "Demasiadas solicitudes. Vuelve a intentarlo en 3600 segundos."
    )
    expect(await outbox("flood5@tacos.example")).toEqual([])
    t.clock.advance(3601)
    expect(
      (await post("/users/sign-up", company("flood5@tacos.example"))).statusCode
    ).toBe(201)
  })

  it("lets a link expire, and mails a new one only to an account still waiting", async () => {
    await post("/users/sign-up", company("late@tacos.example"))
    const first = await linkToken("late@tacos.example")
    t.clock.advance(48 * 3600 + 1)
    const expired = await post("/users/verify-email", { token: first })
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toBe(
      "This confirmation link is not valid or has expired. Ask for a new one from the sign-in page."
    )

    const resend = await post("/users/verify-email/resend", {
      email: "late@tacos.example",
    })
    const unknown = await post("/users/verify-email/resend", {
      email: "nobody@tacos.example",
    })
    const confirmed = await post("/users/verify-email/resend", {
      email: "client@acme.demo",
    })
    expect(resend.statusCode).toBe(200)
    expect(resend.json().message).toBe(
      "If an account is waiting for this email to be confirmed, we have sent it a new link."
    )
    expect(unknown.json()).toEqual(resend.json())
    expect(confirmed.json()).toEqual(resend.json())
    expect(await outbox("client@acme.demo")).toEqual([])
    expect(await outbox("late@tacos.example")).toHaveLength(2)

    const second = await linkToken("late@tacos.example")
    expect(second).not.toBe(first)
    expect(
      (await post("/users/verify-email", { token: second })).statusCode
    ).toBe(200)
    await t.login("late@tacos.example", "Tacos-2026!")
  })
})
