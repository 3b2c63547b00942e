// What the API's benchmarks share: a database (PGlite, a throw-away PostgreSQL server or one of
// yours), the demo data, the API built in process and called with `inject`, and percentiles.
import { SeedRole } from "@ruta/permissions/context-types"
import { sql } from "drizzle-orm"

import { startPostgres } from "../../../scripts/lib/postgres-server.ts"
import { buildApp } from "../src/app.ts"
import { loadConfig } from "../src/config.ts"
import type { DataStore } from "../src/db/database.ts"
import { openDataStore, rowsOf } from "../src/db/database.ts"
import { createDatabase } from "../src/db/new-database.ts"
import { optimizations, userSubsidiaries, users } from "../src/db/schema.ts"
import { DEMO_PASSWORD, seedDemo, seedReference } from "../src/db/seed.ts"
import { hashPassword } from "../src/platform/crypto/passwords.ts"

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]!
}
export const ms = (n: number) => `${n.toFixed(1)} ms`

/** The options every API benchmark takes. */
export const databaseOptions = {
  postgres: { type: "boolean", default: false },
  "database-url": { type: "string" },
} as const

/** A new database with the demo data: PGlite, or a new database on a PostgreSQL server. */
export async function openBenchStore(options: {
  postgres?: boolean | undefined
  "database-url"?: string | undefined
}): Promise<{
  store: DataStore
  stop: () => void
  /** CPU seconds of the throw-away server so far (`--postgres` only). */
  serverCpuSeconds?: () => number
}> {
  let serverUrl = options["database-url"]
  let stopServer = () => {}
  let serverCpuSeconds: (() => number) | undefined
  if (options.postgres && !serverUrl) {
    const server = await startPostgres()
    serverUrl = server.url
    stopServer = server.stop
    serverCpuSeconds = server.cpuSeconds
  }
  let store: DataStore
  if (!serverUrl) store = await openDataStore({ dataDir: null })
  else
    store = await openDataStore({
      databaseUrl: await createDatabase(serverUrl, "ruta_bench"),
      dataDir: null,
    })
  await store.migrate()
  await seedReference(store)
  await seedDemo(store)
  return { store, stop: stopServer, serverCpuSeconds }
}

/** The server secret the benchmarks' API runs with (what it seals secrets with). */
export const BENCH_SECRET = new TextEncoder().encode(
  "bench-secret-bench-secret-bench-secret"
)

/** The API on `store`, and sign-in as a demo user answering a caller of its routes. */
export async function startBenchApp(
  store: DataStore,
  env: Record<string, string> = {}
) {
  const config = loadConfig({
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    LOGIN_MAX_ATTEMPTS_PER_IP: "10000",
    ...env,
  })
  const app = await buildApp({
    config,
    store,
    secret: BENCH_SECRET,
  })
  await app.ready()
  /** A demo user's access token. */
  const tokenOf = async (email: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password: DEMO_PASSWORD },
    })
    return res.json().data.accessToken as string
  }
  const login = async (email: string) => {
    const token = await tokenOf(email)
    return (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      })
  }
  return { app, config, login, tokenOf }
}

/** Calls the listening API at `base` as the bearer of `token`, with a JSON body when there is one. */
export const fetchAs = (
  base: string,
  method: string,
  url: string,
  token: string,
  body?: unknown
) =>
  fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })

/** Times `runs` calls that must answer 200; answers the samples in milliseconds. */
export async function timed(
  call: () => Promise<{ statusCode: number; body: string }>,
  runs: number
) {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const res = await call()
    samples.push(performance.now() - start)
    if (res.statusCode !== 200)
      throw new Error(`answered ${res.statusCode}: ${res.body}`)
  }
  return samples
}

/**
 * `count` new drivers at Acme Centro (signing in with the demo password), and an optimization
 * there named `plan` for their routes: what the field and notification benchmarks start from.
 */
export async function seedAcmeDrivers(
  store: DataStore,
  count: number,
  { driver, plan }: { driver: string; plan: string }
) {
  const db = store.owner
  const [site] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id_subsidiary as id from subsidiaries where name = 'Acme Centro'`
    )
  )
  const owner = { id_client: 1, id_subsidiary: site!.id }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const slug = driver.toLowerCase().replaceAll(" ", "-")
  const drivers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, d) => ({
        id_client: 1,
        name: `${driver} ${d + 1}`,
        email: `${slug}-${d + 1}@acme.demo`,
        passwordHash,
        isFirstLogin: false,
        id_context_type: SeedRole.Driver.id_context_type,
        id_role: SeedRole.Driver.id_role,
      }))
    )
    .returning({ id: users.id_user, email: users.email })
  await db
    .insert(userSubsidiaries)
    .values(drivers.map((u) => ({ ...owner, id_user: u.id })))
  const [optimization] = await db
    .insert(optimizations)
    .values({ ...owner, name: plan, configuration: {} })
    .returning()
  return { db, owner, drivers, id_optimization: optimization!.id_optimization }
}
