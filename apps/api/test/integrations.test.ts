// API keys: made once and shown once, used as `Bearer rk_…` with the same tenant and site checks
// as a person, audited with their name, and refused with 401 once revoked, expired or unknown.
import { setTimeout as sleep } from "node:timers/promises"

import { SeedRole } from "@ruta/permissions/context-types"
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  actions,
  apiKeys,
  auditEvents,
  permissions,
  roles,
  subjects,
  users,
} from "../src/db/schema.ts"
import type { Method } from "./api-calls.ts"
import { callApi } from "./api-calls.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let northSite: number

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  northSite = (await planner(t, "client@acme.demo", "Acme Norte")).site
})
afterAll(() => t.close())

const withKey = (
  key: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {}
) => callApi(t, method, url, payload, { ...bearer(key), ...headers })

async function makeKey(body: Record<string, unknown> = {}) {
  const res = await p.call("POST", "/api-keys", {
    name: "Shop",
    id_role: SeedRole.ClientUser.id_role,
    ...body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { key: string; id_api_key: number; prefix: string }
}

describe("API keys", () => {
  it("is shown once with its prefix, works on every endpoint and is listed without its secret", async () => {
    const made = await makeKey({ name: "ERP import" })
    expect(made.key).toMatch(/^rk_[\w-]{43}$/)
    expect(made.prefix).toBe(made.key.slice(0, 11))
    const stored = await t.store.owner
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id_api_key, made.id_api_key))
    expect(JSON.stringify(stored)).not.toContain(made.key)

    const created = await withKey(made.key, "POST", "/optimizations", {
      name: "From the ERP",
      id_subsidiary: p.site,
      stops: [
        { name: "A", address: "Calle 1", latitude: 19.43, longitude: -99.13 },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const read = await withKey(
      made.key,
      "GET",
      `/optimizations/${created.json().data.id_optimization}`
    )
    expect(read.statusCode, read.body).toBe(200)

    const list = (await p.call("GET", "/api-keys")).json().data.items
    const row = list.find(
      (k: { id_api_key: number }) => k.id_api_key === made.id_api_key
    )
    expect(row).toMatchObject({
      name: "ERP import",
      prefix: made.prefix,
      created_by_name: expect.any(String),
      role_name: SeedRole.ClientUser.name,
      status: "active",
      lastIp: "127.0.0.1",
    })
    expect(row.lastUsedAt).not.toBeNull()
    expect(JSON.stringify(list)).not.toContain(made.key)
  })

  it("audits every call and every change with the key's name", async () => {
    const made = await makeKey({ name: "Audited key" })
    await withKey(made.key, "GET", "/optimizations")
    const created = await withKey(made.key, "POST", "/depots", {
      name: "Key depot",
      address: "Calle 2",
      latitude: 19.4,
      longitude: -99.1,
      id_subsidiary: p.site,
    })
    // A call is audited once its answer is sent: wait for the second one's row.
    const audited = async () =>
      (
        await t.store.owner
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.apiKey, "Audited key"))
          .orderBy(auditEvents.id)
      ).filter((r) => r.action === "call")
    const until = Date.now() + 5000
    let calls = await audited()
    while (calls.length < 2 && Date.now() < until) {
      await sleep(50)
      calls = await audited()
    }
    expect(calls.map((r) => (r.after as { path: string }).path)).toEqual([
      "/api/v1/optimizations",
      "/api/v1/depots",
    ])
    expect(calls[1]!.after).toMatchObject({
      method: "POST",
      statusCode: created.statusCode,
    })
    expect(calls.every((r) => r.entityId === String(made.id_api_key))).toBe(
      true
    )
  })

  it("answers 401 with a clear message once revoked, expired or unknown, in English and Spanish", async () => {
    const made = await makeKey()
    const revoked = await p.call("DELETE", `/api-keys/${made.id_api_key}`)
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(revoked.json().data.status).toBe("revoked")
    const after = await withKey(made.key, "GET", "/optimizations")
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe("This API key has been revoked.")
    const es = await withKey(made.key, "GET", "/optimizations", undefined, {
      "accept-language": "es",
    })
    expect(es.json().message).toBe("Esta clave de API fue revocada.")

    const soon = new Date(t.clock.now() + 60_000).toISOString()
    const expiring = await makeKey({ expires_at: soon })
    expect(
      (await withKey(expiring.key, "GET", "/optimizations")).statusCode
    ).toBe(200)
    t.clock.advance(120)
    const expired = await withKey(expiring.key, "GET", "/optimizations")
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toBe("This API key has expired.")

    const unknown = await withKey(
      `rk_${"x".repeat(43)}`,
      "GET",
      "/optimizations"
    )
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().message).toBe("This API key is not valid.")
  })

  it("refuses an expiry in the past, a role of another kind, one with more rights than its creator, and a key making keys", async () => {
    const past = await p.call("POST", "/api-keys", {
      name: "Old",
      id_role: SeedRole.ClientUser.id_role,
      expires_at: new Date(t.clock.now() - 1000).toISOString(),
    })
    expectValidationError(
      past,
      "expires_at",
      "The expiry must be in the future."
    )

    const admin = await p.call("POST", "/api-keys", {
      name: "Admin",
      id_role: SeedRole.Administrator.id_role,
    })
    expectValidationError(
      admin,
      "id_role",
      "Choose a role of your company's users."
    )

    // A client role holding one permission the client user does not: creating clients.
    const [bigger] = await t.store.owner
      .insert(roles)
      .values({
        name: "Integrator plus",
        id_context_type: SeedRole.ClientUser.id_context_type,
      })
      .returning()
    const granted = await t.store.owner
      .select()
      .from(permissions)
      .where(eq(permissions.id_role, SeedRole.ClientUser.id_role))
    const [createClients] = await t.store.owner
      .select({ id_subject: subjects.id_subject, id_action: actions.id_action })
      .from(subjects)
      .innerJoin(actions, eq(actions.name, "create"))
      .where(eq(subjects.name, "clients"))
    await t.store.owner.insert(permissions).values(
      [...granted, { ...createClients!, isActive: true }].map((g) => ({
        id_subject: g.id_subject,
        id_action: g.id_action,
        isActive: g.isActive,
        id_role: bigger!.id_role,
      }))
    )
    const more = await p.call("POST", "/api-keys", {
      name: "Too much",
      id_role: bigger!.id_role,
    })
    expect(more.statusCode).toBe(403)
    expect(more.json().message).toBe(
      "You cannot give or manage a role with more permissions than your own."
    )

    const made = await makeKey()
    const byKey = await withKey(made.key, "POST", "/api-keys", {
      name: "Child",
      id_role: SeedRole.ClientUser.id_role,
    })
    expect(byKey.statusCode).toBe(403)
    expect(byKey.json().message).toBe(
      "An API key cannot create or revoke API keys."
    )
  })

  it("limited to a site, cannot read another site's data", async () => {
    const north = await createPlan({ ...p, site: northSite }, 1, 0)
    const centre = await createPlan(p, 1, 0)
    const made = await makeKey({ name: "Centro only", id_subsidiary: p.site })
    const own = await withKey(made.key, "GET", `/optimizations/${centre.id}`)
    expect(own.statusCode, own.body).toBe(200)
    const other = await withKey(made.key, "GET", `/optimizations/${north.id}`)
    expect(other.statusCode).toBe(404)
    // The one-site header cannot widen it.
    const widened = await withKey(
      made.key,
      "GET",
      `/optimizations/${north.id}`,
      undefined,
      { "x-ruta-subsidiary": String(northSite) }
    )
    expect(widened.statusCode).toBe(404)
    const list = (
      await withKey(made.key, "GET", "/optimizations?size=100")
    ).json().data.items as { id_subsidiary: number }[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((o) => o.id_subsidiary === p.site)).toBe(true)
  })

  it("stops working when its creator's account is disabled", async () => {
    const made = await makeKey()
    const creator = (await p.call("GET", "/auth/me")).json().data
      .id_user as number
    await t.store.owner
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id_user, creator))
    const res = await withKey(made.key, "GET", "/optimizations")
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(
      "The account that made this API key is disabled: make a new key."
    )
    await t.store.owner
      .update(users)
      .set({ isActive: true })
      .where(eq(users.id_user, creator))
  })
})

describe("a role that API keys use", () => {
  it("cannot be deleted while an unrevoked key uses it: the refusal names the keys, in English and Spanish", async () => {
    const admin = bearer((await t.login("admin@ruta.demo")).accessToken)
    const asAdmin = (method: Method, url: string, payload?: object) =>
      callApi(t, method, url, payload, { ...admin, "accept-language": "en" })
    const role = (
      await asAdmin("POST", "/roles", {
        name: "Shop sync",
        id_context_type: SeedRole.ClientUser.id_context_type,
        isActive: true,
      })
    ).json().data as { id_role: number }
    const shop = await makeKey({ name: "Shop", id_role: role.id_role })
    const erp = await makeKey({ name: "ERP", id_role: role.id_role })
    const old = await makeKey({ name: "Old shop", id_role: role.id_role })
    await p.call("DELETE", `/api-keys/${old.id_api_key}`)

    const refused = await asAdmin("DELETE", `/roles/${role.id_role}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(
      /^API keys use this role: ERP \(.+\), Shop \(.+\)\. Revoke them before deleting it\.$/
    )
    const es = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/roles/${role.id_role}`,
      headers: { ...admin, "accept-language": "es" },
    })
    expect(es.json().message).toMatch(
      /^Estas claves de API usan el rol: ERP \(.+\), Shop \(.+\)\. Revócalas antes de eliminarlo\.$/
    )
    // Nothing was lost: the keys still work.
    expect((await withKey(shop.key, "GET", "/auth/me")).statusCode).toBe(200)

    await p.call("DELETE", `/api-keys/${shop.id_api_key}`)
    await p.call("DELETE", `/api-keys/${erp.id_api_key}`)
    const deleted = await asAdmin("DELETE", `/roles/${role.id_role}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    const left = await t.store.owner
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id_role, role.id_role))
    expect(left).toEqual([])
  })
})

describe("webhook URLs", () => {
  it.each([
    ["http://hooks.example.com/ruta", "Use an https URL."],
    [
      "https://127.0.0.1/hook",
      "This URL leads to a private or local address, which webhooks cannot reach.",
    ],
    [
      "https://10.0.0.8/hook",
      "This URL leads to a private or local address, which webhooks cannot reach.",
    ],
    [
      "https://169.254.169.254/latest/meta-data",
      "This URL leads to a private or local address, which webhooks cannot reach.",
    ],
    [
      "https://localhost/hook",
      "This URL leads to a private or local address, which webhooks cannot reach.",
    ],
    ["not a url", "Enter a full URL, starting with https://."],
  ])("refuses %s", async (url, message) => {
    const res = await p.call("POST", "/webhooks", {
      url,
      events: ["stop.completed"],
    })
    expectValidationError(res, "url", message)
    const es = await p.call(
      "POST",
      "/webhooks",
      { url, events: ["stop.completed"] },
      { "accept-language": "es" }
    )
    expect(es.json().details[0].message).not.toBe(message)
  })
})
