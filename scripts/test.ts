// `npm test`: lint, typecheck, every test suite, and the production build (after ruta.mjs has
// set up the toolchain and dependencies).
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"

import { ensureChromium } from "./lib/chromium.ts"
import { ensureDebianPackages } from "./lib/debian-packages.ts"
import { endToEnd } from "./lib/e2e.ts"
import { startPostgres } from "./lib/postgres-server.ts"
import { addCpu, printTimings, step, together } from "./lib/run.ts"
import type { Step } from "./lib/run.ts"

const reports = ".data/test-reports"
rmSync(reports, { recursive: true, force: true })

const suites: string[] = []
/** `vitest run` with its JSON report kept under `id`, for the closing line. */
function vitestArgs(id: string, args: string[]) {
  suites.push(id)
  const report = `--outputFile.json=${path.resolve(reports, `${id}.json`)}`
  return ["run", ...args, "--reporter=default", "--reporter=json", report]
}
function vitest(
  id: string,
  title: string,
  args: string[],
  env?: NodeJS.ProcessEnv
) {
  return step(title, "vitest", vitestArgs(id, args), env)
}

// First alone: it rewrites the catalogues (the same when they are complete) and the compiled
// messages the type check reads.
await step("translations complete (en, es)", "pnpm", [
  "--filter",
  "@ruta/backoffice",
  "--filter",
  "@ruta/mobile-subscription",
  "i18n:check",
])
// The checks side by side: each keeps about 1.4 of the 2 cores busy alone, and none waits for
// another. The type check is TypeScript 7's (scripts/tsc.mjs).
await together("checks and type check", [
  { title: "lint (ESLint)", command: "eslint", args: ["."] },
  { title: "format (Prettier)", command: "prettier", args: ["--check", "."] },
  // The dependency rule (docs/architecture.md, "Layers"); what broke it when it was set is listed
  // in .dependency-cruiser-known-violations.json, anything new fails.
  {
    title: "dependency rule (dependency-cruiser)",
    command: "depcruise",
    args: [
      "--config",
      ".dependency-cruiser.mjs",
      "--ignore-known",
      "--output-type",
      "err",
      "apps",
      "packages",
    ],
  },
  {
    title: "no loop between the API's modules",
    command: "node",
    args: ["--import", "tsx", "scripts/module-cycles.ts"],
  },
  {
    title: "no function of the API over 150 lines",
    command: "node",
    args: ["--import", "tsx", "scripts/function-length.ts"],
  },
  {
    title: "generated API client is fresh",
    command: "pnpm",
    args: ["--filter", "@ruta/api", "openapi:check"],
  },
  {
    title: "API document lint (Redocly)",
    command: "redocly",
    args: ["lint", "packages/api-client/src/openapi.json"],
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
  {
    title: "typecheck",
    command: "turbo",
    args: ["run", "typecheck", "--concurrency=2", "--output-logs=errors-only"],
  },
])
// Three files at a time on two cores: one at a time kept 1.2 cores busy (the API files wait on
// their servers, queues and timers), three keep both.
const workers = "--maxWorkers=3"
// docs/api.md's guide runs as an integrator runs it (apps/api/test/api-guide.test.ts).
ensureDebianPackages(
  {
    "/usr/bin/curl": "curl",
    "/usr/bin/jq": "jq",
    "/usr/bin/uuidgen": "uuid-runtime",
  },
  "docs/api.md's commands use them"
)
// The API's files run once, against the PostgreSQL server below: the database of a deployment, with
// its many connections. These also run on the embedded database (PGlite, the zero-setup default),
// because what they check differs between the two: the server's start-up and health, recovery,
// the schema, row-level security, the queue and the live channel on one connection. The end-to-end
// suites run the whole product on PGlite. (Every API file on both took 410 s of the run.)
const embeddedDatabaseFiles = [
  "server",
  "health",
  "crash-recovery",
  "schema-dump",
  "tenancy",
  "isolation-matrix",
  "work-queue",
  "run-jobs",
  "notification-outbox",
  "live.test",
  "metrics",
].map((name) => `apps/api/test/${name}`)
await vitest("unit", "unit tests", ["--project", "!api", workers])
await vitest("pglite", "API tests on the embedded database (PGlite)", [
  "--project",
  "api",
  ...embeddedDatabaseFiles,
  workers,
])
ensureChromium()
// The stories run alone: counted whole (with the chromium Vitest leaves behind), they keep about
// 0.8 of the 2 cores busy, and the end-to-end lanes 1.7, so beside those they would mostly wait
// for CPU (docs/benchmarks.md, "Counting the browsers' CPU"). `RUTA_STORIES_BESIDE_E2E=1` runs
// them beside the end-to-end lanes instead, to measure that on a quiet machine.
const stories: Step = {
  title: "stories as tests (chromium)",
  command: "vitest",
  args: vitestArgs("stories", ["--config", ".storybook/vitest.config.ts"]),
}
const storiesBeside = process.env.RUTA_STORIES_BESIDE_E2E === "1"
if (!storiesBeside) await step(stories.title, stories.command, stories.args)

const postgres = await startPostgres()
try {
  const serverBefore = postgres.cpuSeconds()
  const title = "API tests (PostgreSQL 15)"
  await vitest(
    "postgres",
    title,
    ["--project", "api", "--exclude", "**/server.test.ts", workers],
    {
      ...process.env,
      DATABASE_URL: postgres.url,
    }
  )
  // The table's row counts the database server's CPU too (its line above does not).
  addCpu(title, postgres.cpuSeconds() - serverBefore)
} finally {
  postgres.stop()
}

await step("build", "turbo", [
  "run",
  "build",
  "--concurrency=2",
  "--output-logs=errors-only",
])

// The Storybook build while the end-to-end lanes' demo data folder is built (one product seeding
// its database keeps one core busy).
await endToEnd(vitestArgs, {
  whileTemplateBuilds: () =>
    step("Storybook build", "storybook", [
      "build",
      "--config-dir",
      ".storybook",
      "--output-dir",
      "storybook-static",
      "--quiet",
      "--disable-telemetry",
    ]),
  beside: storiesBeside ? [stories] : [],
})

// One closing line with the totals, in the plain form CI reads.
let passed = 0
let failed = 0
for (const id of suites) {
  const report = JSON.parse(
    readFileSync(path.resolve(reports, `${id}.json`), "utf8")
  ) as {
    numPassedTests: number
    numFailedTests: number
  }
  passed += report.numPassedTests
  failed += report.numFailedTests
}
printTimings()
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
