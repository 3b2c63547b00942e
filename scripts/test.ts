// `npm test`: lint, typecheck, every test suite, and the production build (after ruta.mjs has
// set up the toolchain and dependencies).
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"

import { ensureChromium } from "./lib/chromium.ts"
import { endToEnd } from "./lib/e2e.ts"
import { startPostgres } from "./lib/postgres-server.ts"
import { step, timedStep } from "./lib/run.ts"

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

await step("lint (ESLint)", "eslint", ["."])
await step("format (Prettier)", "prettier", ["--check", "."])
await step("generated API client is fresh", "pnpm", [
  "--filter",
  "@ruta/api",
  "openapi:check",
])
await step("translations complete (en, es)", "pnpm", [
  "--filter",
  "@ruta/backoffice",
  "--filter",
  "@ruta/mobile-subscription",
  "i18n:check",
])
await step("typecheck", "turbo", [
  "run",
  "typecheck",
  "--concurrency=2",
  "--output-logs=errors-only",
])
// Three files at a time on two cores: one at a time kept 1.2 cores busy (the API files wait on
// their servers, queues and timers), three keep both.
const workers = "--maxWorkers=3"
await vitest("pglite", "unit and API tests (PGlite)", [workers])
ensureChromium()
// The stories run beside the end-to-end lanes (below); `RUTA_STORIES_ALONE=1` runs them here, on
// their own, as before.
const storiesArgs = ["--config", ".storybook/vitest.config.ts"]
const storiesAlone = process.env.RUTA_STORIES_ALONE === "1"
if (storiesAlone)
  await vitest("stories", "stories as tests (chromium)", storiesArgs)

const postgres = await startPostgres()
try {
  await vitest(
    "postgres",
    "API tests (PostgreSQL 15)",
    ["--project", "api", "--exclude", "**/server.test.ts", workers],
    {
      ...process.env,
      DATABASE_URL: postgres.url,
    }
  )
} finally {
  postgres.stop()
}

await step("build", "turbo", [
  "run",
  "build",
  "--concurrency=2",
  "--output-logs=errors-only",
])

// The Storybook build runs while the end-to-end tests' demo data folder is built (one product
// seeding its database, about one core). The stories run as a third lane beside the two
// end-to-end lanes: all three mostly wait (the stories used 64 s of CPU in 268 s alone), and the
// end-to-end lanes keep about 0.9 of the 2 cores busy.
await endToEnd(vitestArgs, {
  whileTemplateBuilds: () =>
    timedStep("Storybook build", "storybook", [
      "build",
      "--config-dir",
      ".storybook",
      "--output-dir",
      "storybook-static",
      "--quiet",
      "--disable-telemetry",
    ]),
  beside: storiesAlone
    ? []
    : [
        {
          label: "stories",
          command: "vitest",
          args: vitestArgs("stories", storiesArgs),
        },
      ],
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
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
