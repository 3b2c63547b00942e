import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
// The last test closes the database under the running app.
afterAll(async () => {
  await t.app.close().catch(() => {})
  await t.store.close().catch(() => {})
})

describe("health and the OpenAPI document", () => {
  it("answers health with the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/health" })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: {
        status: "ok",
        database: process.env.DATABASE_URL ? "postgres" : "pglite",
      },
      message: "OK",
    })
    expect(res.headers["cache-control"]).toBe("no-store")
    expect(res.headers["x-request-id"]).toBeTruthy()
  })

  it("answers liveness without asking anything else", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/health/live",
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { status: "ok" }, message: "OK" })
  })

  it("answers ready once the database and the job queue answer", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/health/ready",
      headers: { "accept-language": "es" },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: { status: "ready", checks: ["database", "jobQueue"] },
      message: "Listo.",
    })
  })

  it("keeps /metrics unknown on the API's port without METRICS_TOKEN", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" })
    expect(res.statusCode).toBe(404)
  })

  it("documents every API route in OpenAPI 3.1", async () => {
    const doc = (
      await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })
    ).json()
    expect(doc.openapi).toBe("3.1.0")
    const documented = Object.entries(
      doc.paths as Record<string, object>
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} /api/v1${path}`)
    )
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(11)
    // Fastify writes path parameters as :id, OpenAPI as {id}.
    const registered = t.app.apiRoutes.map((r) => r.replace(/:(\w+)/g, "{$1}"))
    expect([...documented].sort()).toEqual(registered.sort())
  })

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/nope" })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" })
  })

  // Last: it closes the suite's database.
  it("answers ready 503 naming what failed while the database is down, and live 200", async () => {
    await t.store.close()
    const ready = await t.app.inject({
      method: "GET",
      url: "/api/v1/health/ready",
    })
    expect(ready.statusCode).toBe(503)
    const body = ready.json()
    expect(body).toMatchObject({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "Not ready.",
    })
    expect(body.details).toContainEqual({
      field: "database",
      message: "The database does not answer.",
    })
    const live = await t.app.inject({
      method: "GET",
      url: "/api/v1/health/live",
    })
    expect(live.statusCode).toBe(200)
  })
})
