import { describe, expect, it, vi } from "vitest"

import { createApiClient, DEFAULT_BASE_URL } from "./client.ts"
import type { paths } from "./test-api.ts"
import { createTestApi, expired, json } from "./test-api.ts"

const ok = () => json(200, { data: ["a"], message: "ok" })

describe("createApiClient", () => {
  it("calls under /api/v1 by default", async () => {
    const urls: string[] = []
    // Node's Request needs an absolute URL; a browser resolves it to the page.
    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(
          typeof input === "string"
            ? new URL(input, "http://ruta.test")
            : input,
          init
        )
      }
    }
    const api = createApiClient<paths>({
      Request: PageRequest,
      fetch: async (request) => {
        urls.push(request.url)
        return ok()
      },
      getAccessToken: () => "abc",
      refreshAccessToken: async () => null,
      onSessionEnded: () => {},
    })
    await api.GET("/things")
    expect(DEFAULT_BASE_URL).toBe("/api/v1")
    expect(urls).toEqual(["http://ruta.test/api/v1/things"])
  })

  it("attaches the access token as a bearer token", async () => {
    const t = createTestApi(ok)
    t.session.token = "abc.def"
    const { data } = await t.api.GET("/things")
    expect(data).toEqual({ data: ["a"], message: "ok" })
    expect(t.seen.map((r) => r.authorization)).toEqual(["Bearer abc.def"])
  })

  it("reads the token for every request", async () => {
    const t = createTestApi(ok)
    t.session.token = "first"
    await t.api.GET("/things")
    t.session.token = "second"
    await t.api.GET("/things")
    expect(t.seen.map((r) => r.authorization)).toEqual([
      "Bearer first",
      "Bearer second",
    ])
  })

  it("accepts an async token source", async () => {
    const t = createTestApi(ok)
    t.getAccessToken.mockImplementation(async () => "from-storage")
    await t.api.GET("/things")
    expect(t.seen[0]?.authorization).toBe("Bearer from-storage")
  })

  it("sends no Authorization header when signed out", async () => {
    const t = createTestApi(ok)
    t.session.token = null
    await t.api.GET("/things")
    expect(t.seen.map((r) => r.authorization)).toEqual([null])
  })

  it("skips the token for calls with skipAuth", async () => {
    const t = createTestApi(ok)
    await t.api.GET("/things", { skipAuth: true })
    expect(t.seen.map((r) => r.authorization)).toEqual([null])
    expect(t.getAccessToken).not.toHaveBeenCalled()
  })

  it("keeps skipAuth calls out of session handling", async () => {
    const t = createTestApi(() =>
      json(401, { message: "Invalid subscription token" })
    )
    const { error, response } = await t.api.GET("/things", { skipAuth: true })
    expect(response.status).toBe(401)
    expect(error).toEqual({ message: "Invalid subscription token" })
    expect(t.onSessionEnded).not.toHaveBeenCalled()
  })

  it("passes other client options through (headers)", async () => {
    const seen: (string | null)[] = []
    const api = createApiClient<paths>({
      baseUrl: "http://ruta.test/api/v1",
      headers: { "Accept-Language": "es" },
      fetch: async (request) => {
        seen.push(request.headers.get("Accept-Language"))
        return ok()
      },
      getAccessToken: () => null,
      refreshAccessToken: async () => null,
      onSessionEnded: vi.fn(),
    })
    await api.GET("/things")
    expect(seen).toEqual(["es"])
  })
})

describe("createApiClient with getLanguage", () => {
  it("sends the app's language as Accept-Language, read for each request", async () => {
    let language = "es"
    const t = createTestApi(ok, { getLanguage: () => language })
    await t.api.GET("/things")
    language = "en"
    await t.api.POST("/things", { body: { name: "a" } })
    await t.api.GET("/things", { skipAuth: true })
    expect(t.seen.map((r) => r.language)).toEqual(["es", "en", "en"])
  })

  it("sends no Accept-Language without getLanguage or with an empty language", async () => {
    const without = createTestApi(ok)
    await without.api.GET("/things")
    const empty = createTestApi(ok, { getLanguage: () => "" })
    await empty.api.GET("/things")
    expect([...without.seen, ...empty.seen].map((r) => r.language)).toEqual([
      null,
      null,
    ])
  })

  it("keeps an Accept-Language the call sets itself", async () => {
    const t = createTestApi(ok, { getLanguage: () => "es" })
    await t.api.GET("/things", { headers: { "Accept-Language": "en" } })
    expect(t.seen[0]?.language).toBe("en")
  })

  it("sends it again on the retry after a refresh", async () => {
    const t = createTestApi(
      (request) => (request.authorization === "Bearer old" ? expired() : ok()),
      { getLanguage: () => "es" }
    )
    const { data } = await t.api.GET("/things")
    expect(data).toEqual({ data: ["a"], message: "ok" })
    expect(t.seen.map((r) => [r.authorization, r.language])).toEqual([
      ["Bearer old", "es"],
      ["Bearer new", "es"],
    ])
  })
})
