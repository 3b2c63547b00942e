// The API (or a worker) as a real child process, for the crash and scale-out tests.
import type { ChildProcess } from "node:child_process"
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"

import { inject } from "vitest"

import { openDataStore } from "../src/db/database.ts"
import { createDatabase } from "../src/db/new-database.ts"

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

export interface ChildServer {
  child: ChildProcess
  /** The API's base URL (`http://127.0.0.1:port`); empty for a worker. */
  url: string
  output: () => string
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>
}

/**
 * A new database with the demo data (a copy of the run's template) on the lane's PostgreSQL
 * server, or undefined on the PGlite lane.
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return undefined
  return createDatabase(serverUrl, "ruta_proc", inject("databaseTemplate"))
}

/** Fills the new data folder `dataDir` with the run's template database (the PGlite lane). */
export async function fillDataDir(dataDir: string): Promise<void> {
  const store = await openDataStore({
    dataDir,
    initialData: new Blob([readFileSync(inject("databaseTemplate"))]),
  })
  await store.close()
}

/**
 * Starts `src/server.ts` (or `src/worker.ts`) under tsx with the demo data, and waits until it
 * says it runs.
 */
export async function startChild(
  entry: "server" | "worker",
  env: Record<string, string>
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", `src/${entry}.ts`],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "warn",
        RUTA_SEED_DEMO: "true",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }
  )
  let out = ""
  child.stdout.on("data", (chunk: Buffer) => (out += String(chunk)))
  child.stderr.on("data", (chunk: Buffer) => (out += String(chunk)))
  const ready =
    entry === "server" ? /running at (http:\/\/\S+?)[ ,]/ : /worker is running/
  // A first start migrates and seeds a new database: on a loaded machine that takes over a minute.
  const until = Date.now() + 120_000
  let match = ready.exec(out)
  while (!match) {
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`${entry} did not start:\n${out}`)
    await sleep(100)
    match = ready.exec(out)
  }
  const url =
    entry === "server" ? match[1]!.replace("localhost", "127.0.0.1") : ""
  return {
    child,
    url,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      await exited
    },
  }
}

/** Calls the API of a child server as a signed-in demo user. */
export async function signIn(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo-pass-2026!" }),
  })
  const token = ((await login.json()) as { data: { accessToken: string } }).data
    .accessToken
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    // Each test reads the fields of the answer it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json = (await res.json()) as { data: any; message: string }
    return { status: res.status, json }
  }
}

/** Reads until `done` holds (every 200 ms, for up to `ms`); answers the last value. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number
) {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until)
      throw new Error(`gave up waiting: ${JSON.stringify(value)}`)
    await sleep(200)
  }
}

/** Sends SIGKILL (no cleanup at all) and waits for the exit. */
export async function killChild(server: ChildServer) {
  const exited = new Promise((resolve) => server.child.once("exit", resolve))
  server.child.kill("SIGKILL")
  await exited
}

type Call = Awaited<ReturnType<typeof signIn>>

/** Polls a run until it ends (for up to `ms`); answers its last state. */
export const runEnd = async (call: Call, id_run: number, ms: number) =>
  (
    await waitFor(
      () => call("GET", `/optimization-runs/${id_run}`),
      (r) => ["done", "failed", "cancelled"].includes(r.json.data.status),
      ms
    )
  ).json.data

/** An optimization of Acme Centro with `stops` and the named routes; answers its id. */
export async function createChildPlan(
  call: Call,
  name: string,
  stops: unknown[],
  routes: string[]
): Promise<number> {
  const sites = await call("GET", "/subsidiaries/client/1")
  const site = sites.json.data.find(
    (s: { name: string }) => s.name === "Acme Centro"
  )
  const created = await call("POST", "/optimizations", {
    name,
    id_subsidiary: site.id_subsidiary,
    stops,
  })
  if (created.status !== 201)
    throw new Error(`optimization not created: ${JSON.stringify(created.json)}`)
  const id = created.json.data.id_optimization as number
  for (const route of routes) {
    const res = await call("POST", `/optimizations/${id}/routes`, {
      name: route,
    })
    if (res.status !== 201)
      throw new Error(`route not created: ${JSON.stringify(res.json)}`)
  }
  return id
}
