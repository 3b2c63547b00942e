// The per-key rate limit across API processes: two app instances on one PostgreSQL database
// (each with its own connections, its own job queue and its own limiter, as two processes have)
// count the same calls, because the limiter's store is the database: spreading a key's calls
// over both does not double its allowance. PostgreSQL only: PGlite serves one process.
import { SeedRole } from "@ruta/permissions/context-types"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { buildApp } from "../src/app.ts"
import { loadConfig } from "../src/config.ts"
import type { DataStore } from "../src/db/database.ts"
import { openDataStore } from "../src/db/database.ts"
import { DEMO_PASSWORD } from "../src/db/seed.ts"
import { bearer } from "./helper.ts"
import { freshDatabaseUrl } from "./server-process.ts"

const LIMIT = 6
const instances: { app: FastifyInstance; store: DataStore }[] = []

beforeAll(async () => {
  const databaseUrl = (await freshDatabaseUrl())!
  for (let i = 0; i < 2; i++) {
    const store = await openDataStore({ databaseUrl, dataDir: null })
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        API_KEY_RATE_LIMIT: String(LIMIT),
        API_KEY_RATE_WINDOW_SECONDS: "600",
      }),
      store,
      // One server secret, as every process of one deployment has.
      secret: new TextEncoder().encode("test-secret-test-secret-test-secret!"),
    })
    await app.ready()
    instances.push({ app, store })
  }
}, 120_000)

afterAll(async () => {
  for (const { app, store } of instances) {
    await app.close()
    await store.close()
  }
})

/** A GET with the key to instance `i`: its status and `RateLimit-Remaining`. */
async function callWith(key: string, i: number) {
  const res = await instances[i % 2]!.app.inject({
    method: "GET",
    url: "/api/v1/optimizations",
    headers: bearer(key),
  })
  return {
    status: res.statusCode,
    remaining: res.headers["ratelimit-remaining"],
  }
}

async function makeKey(name: string) {
  const [a] = instances
  const login = await a!.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { email: "client@acme.demo", password: DEMO_PASSWORD },
  })
  const made = await a!.app.inject({
    method: "POST",
    url: "/api/v1/api-keys",
    headers: bearer(login.json().data.accessToken),
    payload: { name, id_role: SeedRole.ClientUser.id_role },
  })
  expect(made.statusCode, made.body).toBe(201)
  return made.json().data.key as string
}

describe("the API key rate limit across two API instances on one database", () => {
  it("holds for the two together: calls alternated between them are refused past the limit", async () => {
    const key = await makeKey("Two processes")
    const answers = []
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await callWith(key, i))
    // Counted per instance, each would have allowed LIMIT calls, LIMIT * 2 in all.
    expect(answers.map((x) => x.status)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      429,
      429,
    ])
    expect(answers.slice(0, LIMIT).map((x) => x.remaining)).toEqual(
      Array.from({ length: LIMIT }, (_, i) => String(LIMIT - 1 - i))
    )
  })

  it("counts concurrent calls on both once each: twice the limit at once, the limit answered", async () => {
    const key = await makeKey("Burst")
    const burst = await Promise.all(
      Array.from({ length: LIMIT * 2 }, (_, i) => callWith(key, i))
    )
    expect(burst.filter((x) => x.status === 200)).toHaveLength(LIMIT)
    expect(burst.filter((x) => x.status === 429)).toHaveLength(LIMIT)
  })
})
