import { describe, expect, it, vi } from "vitest"

import { isAccessTokenExpired } from "./session-refresh.ts"
import { createTestApi, expired, json } from "./test-api.ts"
import type { SeenRequest } from "./test-api.ts"

/** Answers like the API: "new" is valid, "old…" tokens expired, others 401. */
function server(request: SeenRequest): Response {
  if (request.authorization === "Bearer new") {
    return json(200, {
      data: JSON.parse(request.body || "null"),
      message: "ok",
    })
  }
  if (request.authorization?.startsWith("Bearer old")) return expired()
  return json(401, { message: "Unauthorized" })
}

/** A promise with its resolve function, to hold fake responses back. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe("isAccessTokenExpired", () => {
  it.each([
    [json(409, { code: "ACCESS_TOKEN_EXPIRED", message: "x" }), true],
    [json(409, { code: "CONFLICT", message: "Name already used" }), false],
    [json(409, { message: "Name already used" }), false],
    [json(409, null), false],
    [new Response("Conflict", { status: 409 }), false],
    [json(400, { code: "ACCESS_TOKEN_EXPIRED" }), false],
    [json(200, { code: "ACCESS_TOKEN_EXPIRED" }), false],
  ])("%#: %o -> %j", async (response, expected) => {
    expect(await isAccessTokenExpired(response)).toBe(expected)
  })

  it("leaves the response body readable", async () => {
    const response = json(409, { code: "ACCESS_TOKEN_EXPIRED" })
    await isAccessTokenExpired(response)
    expect(await response.json()).toEqual({ code: "ACCESS_TOKEN_EXPIRED" })
  })
})

describe("expired access token (409 ACCESS_TOKEN_EXPIRED)", () => {
  it("refreshes and retries the request with the new token", async () => {
    const t = createTestApi(server)
    const { data } = await t.api.POST("/things", { body: { name: "Depot A" } })
    expect(data).toEqual({ data: { name: "Depot A" }, message: "ok" })
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)
    expect(t.seen).toEqual([
      expect.objectContaining({
        authorization: "Bearer old",
        body: '{"name":"Depot A"}',
      }),
      expect.objectContaining({
        method: "POST",
        url: "http://ruta.test/api/v1/things",
        authorization: "Bearer new",
        body: '{"name":"Depot A"}',
      }),
    ])
    expect(t.onSessionEnded).not.toHaveBeenCalled()
  })

  it("shares one refresh among 10 concurrent requests, each retried once", async () => {
    const allSent = deferred()
    let sentWithOld = 0
    const t = createTestApi(async (request) => {
      if (request.authorization === "Bearer old") {
        // Hold every 409 back until all ten requests went out with "old".
        if (++sentWithOld === 10) allSent.resolve()
        await allSent.promise
      }
      return server(request)
    })
    const names = Array.from({ length: 10 }, (_, i) => `stop ${i}`)

    const results = await Promise.all(
      names.map((name) => t.api.POST("/things", { body: { name } }))
    )

    expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)
    expect(results.map((r) => r.data?.data.name)).toEqual(names)
    expect(results.map((r) => r.response.status)).toEqual(
      Array<number>(10).fill(200)
    )
    for (const name of names) {
      const sent = t.seen.filter((r) => r.body === JSON.stringify({ name }))
      expect(sent.map((r) => r.authorization)).toEqual([
        "Bearer old",
        "Bearer new",
      ])
    }
    expect(t.seen).toHaveLength(20)
    expect(t.onSessionEnded).not.toHaveBeenCalled()
  })

  it("retries without a second refresh when another request already refreshed", async () => {
    const slow = deferred()
    const t = createTestApi(async (request) => {
      if (
        request.body === '{"name":"slow"}' &&
        request.authorization === "Bearer old"
      ) {
        await slow.promise
      }
      return server(request)
    })
    const slowCall = t.api.POST("/things", { body: { name: "slow" } })
    const fast = await t.api.POST("/things", { body: { name: "fast" } })
    expect(fast.data?.data.name).toBe("fast")
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)

    slow.resolve()
    const late = await slowCall
    expect(late.data?.data.name).toBe("slow")
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)
    expect(
      t.seen
        .filter((r) => r.body === '{"name":"slow"}')
        .map((r) => r.authorization)
    ).toEqual(["Bearer old", "Bearer new"])
  })

  it("holds a request made during the refresh until the new token is in", async () => {
    const refreshDone = deferred()
    const t = createTestApi(server)
    t.refreshAccessToken.mockImplementation(async () => {
      await refreshDone.promise
      t.session.token = "new"
      return "new"
    })
    const first = t.api.POST("/things", { body: { name: "first" } })
    await vi.waitFor(() => expect(t.refreshAccessToken).toHaveBeenCalled())
    const during = t.api.POST("/things", { body: { name: "during" } })
    refreshDone.resolve()

    expect((await first).data?.data.name).toBe("first")
    expect((await during).data?.data.name).toBe("during")
    const sent = t.seen.filter((r) => r.body === '{"name":"during"}')
    expect(sent.map((r) => r.authorization)).toEqual(["Bearer new"])
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)
  })

  it("refreshes again when a later token expires", async () => {
    const t = createTestApi(server)
    await t.api.GET("/things")
    // Later, a token that has expired in turn.
    t.session.token = "old-2"
    const { response } = await t.api.GET("/things")
    expect(response.status).toBe(200)
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(2)
  })

  it("retries at most once: a second expiry ends the session", async () => {
    const t = createTestApi(() => expired())
    const { data, error, response } = await t.api.GET("/things")
    expect(data).toBeUndefined()
    expect(response.status).toBe(409)
    expect(error).toEqual({
      code: "ACCESS_TOKEN_EXPIRED",
      message: "Access token expired",
    })
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)
    expect(t.seen.map((r) => r.authorization)).toEqual([
      "Bearer old",
      "Bearer new",
    ])
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1)
  })

  it("ends the session when the retried request gets a 401", async () => {
    const t = createTestApi((request) =>
      request.authorization === "Bearer old"
        ? expired()
        : json(401, { message: "Unauthorized" })
    )
    const { response } = await t.api.GET("/things")
    expect(response.status).toBe(401)
    expect(t.seen).toHaveLength(2)
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1)
  })
})

describe("failed refresh", () => {
  it.each([
    ["throws", async () => Promise.reject(new Error("refresh token revoked"))],
    ["returns null", async () => null],
    ["returns an empty token", async () => ""],
  ])(
    "when the refresh %s: ends the session once and every request gets its 409",
    async (_, failingRefresh) => {
      const allSent = deferred()
      let sent = 0
      const t = createTestApi(async (request) => {
        if (++sent === 3) allSent.resolve()
        await allSent.promise
        return server(request)
      })
      t.refreshAccessToken.mockImplementation(failingRefresh)

      const results = await Promise.all([
        t.api.GET("/things"),
        t.api.GET("/things"),
        t.api.POST("/things", { body: { name: "x" } }),
      ])

      expect(t.refreshAccessToken).toHaveBeenCalledTimes(1)
      expect(t.onSessionEnded).toHaveBeenCalledTimes(1)
      expect(results.map((r) => r.response.status)).toEqual([409, 409, 409])
      expect(results.map((r) => r.error)).toEqual(
        Array(3).fill({
          code: "ACCESS_TOKEN_EXPIRED",
          message: "Access token expired",
        })
      )
      expect(t.seen).toHaveLength(3)
    }
  )

  it("refreshes again on a later expiry after the user signs in again", async () => {
    const t = createTestApi(server)
    t.refreshAccessToken.mockImplementationOnce(async () => null)
    await t.api.GET("/things")
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1)

    t.session.token = "old-2" // signed in again; that token expires too
    const { response } = await t.api.GET("/things")
    expect(response.status).toBe(200)
    expect(t.refreshAccessToken).toHaveBeenCalledTimes(2)
  })
})

describe("ordinary conflicts", () => {
  it.each([
    [
      "a code other than ACCESS_TOKEN_EXPIRED",
      json(409, { code: "DUPLICATE_NAME", message: "Name already used" }),
    ],
    ["no code", json(409, { message: "Name already used" })],
    ["a body that is not JSON", new Response("Conflict", { status: 409 })],
  ])(
    "a 409 with %s is returned as is, without refresh",
    async (_, conflict) => {
      const t = createTestApi(() => conflict.clone())
      const { response } = await t.api.POST("/things", { body: { name: "A" } })
      expect(response.status).toBe(409)
      expect(t.refreshAccessToken).not.toHaveBeenCalled()
      expect(t.onSessionEnded).not.toHaveBeenCalled()
      expect(t.seen).toHaveLength(1)
    }
  )
})

describe("401 Unauthorized", () => {
  it("ends the session without refreshing", async () => {
    const t = createTestApi(server)
    t.session.token = "forged"
    const { error, response } = await t.api.GET("/things")
    expect(response.status).toBe(401)
    expect(error).toEqual({ message: "Unauthorized" })
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1)
    expect(t.refreshAccessToken).not.toHaveBeenCalled()
    expect(t.seen).toHaveLength(1)
  })

  it("ends a session once for a burst of 401s", async () => {
    const t = createTestApi(server)
    t.session.token = "forged"
    // The app's onSessionEnded clears the token; keep it to model requests
    // that were already on their way.
    t.onSessionEnded.mockImplementation(() => {})
    await Promise.all(Array.from({ length: 5 }, () => t.api.GET("/things")))
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1)
  })

  it("ends each new session again", async () => {
    const t = createTestApi(server)
    t.session.token = "forged-1"
    await t.api.GET("/things")
    t.session.token = "forged-2"
    await t.api.GET("/things")
    expect(t.onSessionEnded).toHaveBeenCalledTimes(2)
  })
})

describe("refresh through the same client", () => {
  it("calls POST /auth/new-access-token with skipAuth and reads data.accessToken", async () => {
    const t = createTestApi((request) => {
      if (request.url.endsWith("/auth/new-access-token")) {
        const body = JSON.parse(request.body) as { refresh_token: string }
        return request.authorization === null && body.refresh_token === "r-1"
          ? json(200, { data: { accessToken: "new" }, message: "ok" })
          : json(401, { message: "Unauthorized" })
      }
      return server(request)
    })
    t.refreshAccessToken.mockImplementation(async () => {
      const { data } = await t.api.POST("/auth/new-access-token", {
        body: { grant_type: "refresh_token", refresh_token: "r-1" },
        skipAuth: true,
      })
      t.session.token = data?.data.accessToken ?? null
      return t.session.token
    })

    const { data } = await t.api.GET("/things")

    expect(data?.message).toBe("ok")
    expect(t.seen.map((r) => [r.url, r.authorization])).toEqual([
      ["http://ruta.test/api/v1/things", "Bearer old"],
      ["http://ruta.test/api/v1/auth/new-access-token", null],
      ["http://ruta.test/api/v1/things", "Bearer new"],
    ])
    expect(JSON.parse(t.seen[1]?.body ?? "")).toEqual({
      grant_type: "refresh_token",
      refresh_token: "r-1",
    })
  })
})
