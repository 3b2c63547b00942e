import { spawn } from "node:child_process"
import type { ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { afterAll, describe, expect, it } from "vitest"

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ruta-server-test-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      ...process.env,
      RUTA_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => resolve(code))
  )
  return { child, exited, output: () => output }
}

async function waitFor(check: () => boolean, ms = 80_000) {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out")
    await new Promise((r) => setTimeout(r, 100))
  }
}

// Each case starts a real server process (PGlite, migrations): slow on a busy 2-core machine.
describe("the server process (embedded database)", { timeout: 90_000 }, () => {
  let first: {
    child: ChildProcess
    exited: Promise<number | null>
    output: () => string
  }

  it("migrates, seeds the demo data and prints the demo sign-ins", async () => {
    first = startServer({ PORT: "0", RUTA_SEED_DEMO: "true" })
    await waitFor(() => first.output().includes("Demo sign-ins"))
    expect(first.output()).toContain("admin@ruta.demo")
    expect(first.output()).toContain("demo data created")
    expect(existsSync(path.join(dataDir, "ruta.lock"))).toBe(true)
  })

  it("gives the demo driver, a person by name, a route today with stops to visit", async () => {
    const url = /Ruta is running at (\S+?)[ ,]/.exec(first.output())![1]!
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "driver@acme.demo",
        password: "Demo-pass-2026!",
      }),
    })
    const { data } = (await login.json()) as { data: { accessToken: string } }
    const headers = { authorization: `Bearer ${data.accessToken}` }
    const me = await fetch(`${url}/api/v1/auth/me`, { headers })
    expect(((await me.json()) as { data: { name: string } }).data.name).toBe(
      "Diego Hernández"
    )
    const now = Date.now()
    const from = new Date(now - 12 * 3_600_000).toISOString()
    const to = new Date(now + 12 * 3_600_000).toISOString()
    const day = await fetch(`${url}/api/v1/driver/day?from=${from}&to=${to}`, {
      headers,
    })
    const { data: today } = (await day.json()) as {
      data: {
        routes: { name: string; stops: { completed: string | null }[] }[]
      }
    }
    const [route, ...more] = today.routes.filter(
      (r) => r.name === "Today's deliveries"
    )
    expect(more).toEqual([])
    expect(route!.stops.length).toBeGreaterThan(0)
    expect(route!.stops.every((s) => s.completed === null)).toBe(true)
  })

  it("refuses a second process on the same data folder", async () => {
    const second = startServer({ PORT: "0" })
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain("is in use by process")
  })

  it("closes the database cleanly on SIGTERM and releases the lock", async () => {
    first.child.kill("SIGTERM")
    expect(await first.exited).toBe(0)
    expect(existsSync(path.join(dataDir, "ruta.lock"))).toBe(false)
  })

  it("reopens the same data without seeding twice", async () => {
    const again = startServer({ PORT: "0", RUTA_SEED_DEMO: "true" })
    await waitFor(() => again.output().includes("Demo sign-ins"))
    expect(again.output()).not.toContain("demo data created")
    again.child.kill("SIGTERM")
    expect(await again.exited).toBe(0)
  })

  it("stops with one clear line per bad setting", async () => {
    const bad = startServer({ PORT: "http", ACCESS_TOKEN_TTL_SECONDS: "soon" })
    expect(await bad.exited).toBe(1)
    expect(bad.output()).toContain("PORT must be a whole number")
    expect(bad.output()).toContain(
      "ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds"
    )
  })
})
