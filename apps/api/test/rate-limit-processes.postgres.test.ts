// The per-key rate limit across processes: two API processes on one PostgreSQL count the same
// calls (the limiter's store is the database), so spreading a key's calls over both processes
// does not double its allowance. PostgreSQL only: the embedded database serves one process.
import { SeedRole } from "@ruta/permissions/context-types"
import { afterAll, describe, expect, it } from "vitest"

import type { ChildServer } from "./server-process.ts"
import { freshDatabaseUrl, signIn, startChild } from "./server-process.ts"

const children: ChildServer[] = []
afterAll(async () => {
  for (const child of children) await child.stop()
})

const LIMIT = 6

describe("the API key rate limit across two API processes", () => {
  it("holds for the two together: calls alternated between them are refused past the limit", async () => {
    const databaseUrl = (await freshDatabaseUrl())!
    const env = {
      DATABASE_URL: databaseUrl,
      API_KEY_RATE_LIMIT: String(LIMIT),
      API_KEY_RATE_WINDOW_SECONDS: "600",
    }
    const a = await startChild("server", env)
    children.push(a)
    const b = await startChild("server", env)
    children.push(b)

    const planner = await signIn(a.url, "client@acme.demo")
    const made = await planner("POST", "/api-keys", {
      name: "Two processes",
      id_role: SeedRole.ClientUser.id_role,
    })
    expect(made.status).toBe(200)
    const key = made.json.data.key as string

    const answers: { status: number; remaining: string | null }[] = []
    for (let i = 0; i < LIMIT + 2; i++) {
      const server = i % 2 === 0 ? a : b
      const res = await fetch(`${server.url}/api/v1/optimizations`, {
        headers: { authorization: `Bearer ${key}` },
      })
      await res.arrayBuffer()
      answers.push({
        status: res.status,
        remaining: res.headers.get("ratelimit-remaining"),
      })
    }
    // Counted per process, each would have allowed LIMIT calls, LIMIT * 2 in all.
    expect(answers.map((x) => x.status)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      429,
      429,
    ])
    expect(answers.slice(0, LIMIT).map((x) => x.remaining)).toEqual(
      Array.from({ length: LIMIT }, (_, i) => String(LIMIT - 1 - i))
    )

    // Concurrent calls on both processes are counted once each: a fresh key, twice the limit
    // at once, LIMIT of them answered.
    const other = (
      await planner("POST", "/api-keys", {
        name: "Burst",
        id_role: SeedRole.ClientUser.id_role,
      })
    ).json.data.key as string
    const burst = await Promise.all(
      Array.from({ length: LIMIT * 2 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).url}/api/v1/optimizations`, {
          headers: { authorization: `Bearer ${other}` },
        }).then(async (res) => {
          await res.arrayBuffer()
          return res.status
        })
      )
    )
    expect(burst.filter((s) => s === 200)).toHaveLength(LIMIT)
    expect(burst.filter((s) => s === 429)).toHaveLength(LIMIT)
  }, 120_000)
})
