import { spawn } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

const repo = path.resolve(import.meta.dirname, "..")
/**
 * How the suites start the product's server: once per file, about thirty times a run. A larger
 * young generation (64 MB against 16) and Node's compile cache, shared by the run's servers, took
 * 11 % of a start's CPU off (docs/benchmarks.md, "Counting the browsers' CPU"). WebAssembly
 * compiled by Liftoff alone, never recompiled by TurboFan in the background, takes a quarter of
 * what is left: PGlite's functions that run hot while it opens are optimized for a file's queries
 * that seldom come, and a map-heavy file's server spent no more over the whole file
 * (docs/benchmarks.md, "The product's server starts").
 */
const serverFlags = ["--max-semi-space-size=64", "--liftoff-only"]
const compileCache = path.join(os.tmpdir(), "ruta-e2e-compile-cache")

/**
 * The built product (apps/api/dist serving apps/backoffice/dist and apps/mobile-subscription/dist)
 * on a free loopback port, with a fresh embedded database and the demo data: a copy of the run's
 * template data folder (product-template.ts), or built on the spot when `template` is null.
 */
export async function startProduct(
  env: Record<string, string>,
  template: string | null
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ruta-e2e-"))
  if (template) cpSync(template, dataDir, { recursive: true })
  const child = spawn(
    process.execPath,
    [...serverFlags, "apps/api/dist/server.js"],
    {
      cwd: repo,
      env: {
        ...process.env,
        NODE_COMPILE_CACHE: compileCache,
        DATABASE_URL: "",
        PORT: "0",
        HOST: "127.0.0.1",
        RUTA_DATA_DIR: dataDir,
        RUTA_SEED_DEMO: "true",
        // The suites plan the demo driver's routes themselves (todays-route.ts).
        RUTA_DEMO_DAY: "false",
        RUTA_STATIC_DIR: "apps/backoffice/dist",
        RUTA_MOBILE_STATIC_DIR: "apps/mobile-subscription/dist",
        LOG_LEVEL: "warn",
        // The suites sign in as the administrator many times; two-factor.e2e.ts requires it.
        RUTA_ADMIN_TWO_FACTOR: "optional",
        // No test reaches the internet: the plain map unless a test serves its own base map.
        MAP_STYLE_URL: "none",
        ...env,
      },
    }
  )
  let output = ""
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM")
      reject(new Error(`server did not start:\n${output}`))
    }, 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /running at (http:\/\/localhost:\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.on("exit", (code) =>
      reject(new Error(`server exited with ${code}:\n${output}`))
    )
  })
  return {
    url,
    dataDir,
    /** What the server has written so far (its log, at `LOG_LEVEL`). */
    output: () => output,
    /** Stops the server, and removes its data folder unless `keepData`. */
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.on("exit", resolve))
      child.kill("SIGTERM")
      await exited
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A data folder with the migrated database and the demo data, for `startProduct` to copy: the
 * product started once on a new folder, which is kept.
 */
export async function buildTemplate(): Promise<string> {
  const product = await startProduct({}, null)
  await product.stop({ keepData: true })
  return product.dataDir
}
