// Limits of the integrations: calls per API key (429 with Retry-After and RateLimit-* headers),
// and Idempotency-Key on POST for every caller (the first answer again, 409 on another body).
import { SeedRole } from "@ruta/permissions/context-types"
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { optimizations } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner, stopsAround } from "./planning-support.ts"

let t: TestApp
let p: Planner

beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT: "3" })
  p = await planner(t)
})
afterAll(() => t.close())

async function makeKey(name: string) {
  const res = await p.call("POST", "/api-keys", {
    name,
    id_role: SeedRole.ClientUser.id_role,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.key as string
}

const plan = (name: string) => ({
  name,
  id_subsidiary: p.site,
  stops: stopsAround(2),
})

const countNamed = async (name: string) =>
  (
    await t.store.owner
      .select()
      .from(optimizations)
      .where(eq(optimizations.name, name))
  ).length

describe("rate limits per API key", () => {
  it("answers 429 with Retry-After and the RateLimit headers past the limit, per key", async () => {
    const key = await makeKey("Busy script")
    const call = () =>
      t.app.inject({
        method: "GET",
        url: "/api/v1/optimizations",
        headers: bearer(key),
      })
    const remaining: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await call()
      expect(res.statusCode).toBe(200)
      expect(res.headers["ratelimit-limit"]).toBe("3")
      remaining.push(String(res.headers["ratelimit-remaining"]))
    }
    expect(remaining).toEqual(["2", "1", "0"])
    const refused = await call()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect(refused.headers["ratelimit-reset"]).toBeDefined()
    expect(refused.json()).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      message:
        "Too many requests with this API key. Try again after the time in Retry-After.",
    })
    // Another key, and a person's session, count apart.
    const other = await makeKey("Quiet script")
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/v1/optimizations",
          headers: bearer(other),
        })
      ).statusCode
    ).toBe(200)
    for (let i = 0; i < 5; i++)
      expect((await p.call("GET", "/optimizations")).statusCode).toBe(200)
  })
})

describe("Idempotency-Key on POST", () => {
  it("answers the first answer again to the same key and body, and 409 to another body", async () => {
    const headers = { "idempotency-key": "order-1001" }
    const first = await p.call(
      "POST",
      "/optimizations",
      plan("Order 1001"),
      headers
    )
    expect(first.statusCode, first.body).toBe(201)
    const id = first.json().data.id_optimization
    expect(first.headers.location).toBe(`/api/v1/optimizations/${id}`)
    const named = await p.call("GET", `/optimizations/${id}`)
    expect(named.json().data.name).toBe("Order 1001")
    expect(first.headers["idempotent-replayed"]).toBeUndefined()
    const again = await p.call(
      "POST",
      "/optimizations",
      plan("Order 1001"),
      headers
    )
    expect(again.statusCode).toBe(201)
    expect(again.headers["idempotent-replayed"]).toBe("true")
    expect(again.headers.location).toBe(first.headers.location)
    expect(again.json()).toEqual(first.json())
    expect(await countNamed("Order 1001")).toBe(1)

    const other = await p.call(
      "POST",
      "/optimizations",
      plan("Order 1002"),
      headers
    )
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe(
      "This Idempotency-Key was already used with another request."
    )
    expect(await countNamed("Order 1002")).toBe(0)
  })

  it("keeps each caller's keys apart, an API key's too, and forgets them after a day", async () => {
    const key = await makeKey("Idempotent shop")
    const headers = { ...bearer(key), "idempotency-key": "order-1001" }
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/optimizations",
        headers,
        payload: plan("Shop order"),
      })
    const first = await send()
    expect(first.statusCode, first.body).toBe(201)
    expect((await send()).json()).toEqual(first.json())
    expect(await countNamed("Shop order")).toBe(1)
    t.clock.advance(25 * 3600)
    // The session's access token has expired meanwhile: sign in again.
    p = await planner(t)
    const later = await p.call("POST", "/optimizations", plan("Order 1002"), {
      "idempotency-key": "order-1001",
    })
    expect(later.statusCode, later.body).toBe(201)
    expect(later.headers["idempotent-replayed"]).toBeUndefined()
  })

  it("stores nothing for a refused call, which can be sent again fixed", async () => {
    const headers = { "idempotency-key": "order-bad" }
    const bad = await p.call("POST", "/optimizations", { name: "" }, headers)
    expect(bad.statusCode).toBe(400)
    const fixed = await p.call("POST", "/optimizations", plan("Fixed"), headers)
    expect(fixed.statusCode, fixed.body).toBe(201)
  })
})
