// The dependency rule (.dependency-cruiser.mjs at the repository's root, run by `npm test`) fails
// on what it forbids: tiny trees laid out like the repository, one clean and one breaking each rule.
import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

import { describe, expect, it } from "vitest"

const run = promisify(execFile)
const root = fileURLToPath(new URL("../../../", import.meta.url))
const config = `${root}.dependency-cruiser.mjs`
/** The root's dev dependency, as `npm test` runs it. */
const depcruise = `${root}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`

const fixture = (name: string) =>
  fileURLToPath(new URL(`fixtures/dependency-rule/${name}/`, import.meta.url))

/** Runs `args` with node in `cwd`: its exit code and what it printed. */
async function node(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd })
    return { code: 0, report: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, report: failed.stdout + failed.stderr }
  }
}

/** Runs the repository's rules on the fixture tree `name`: its exit code and report. */
const cruise = (name: string) =>
  node(
    [depcruise, "--config", config, "--output-type", "err", "apps"],
    fixture(name)
  )

/** Runs the check for loops between the API's modules on the fixture tree `name`. */
const moduleLoops = (name: string) =>
  node(
    ["--import", "tsx", `${root}scripts/module-cycles.ts`, fixture(name)],
    root
  )

describe("the dependency rule", () => {
  it(
    "finds no loop between modules that import one way, and fails two that import each other",
    { timeout: 120_000 },
    async () => {
      const clean = await moduleLoops("clean")
      expect(clean.report).not.toMatch(/error/)
      expect(clean.code).toBe(0)
      const broken = await moduleLoops("broken")
      expect(broken.code).not.toBe(0)
      expect(broken.report).toContain(
        "error no-api-module-cycle: routes ↔ stops"
      )
    }
  )

  it("passes a tree that keeps it", { timeout: 120_000 }, async () => {
    const { code, report } = await cruise("clean")
    expect(report).not.toMatch(/error/)
    expect(code).toBe(0)
  })

  it(
    "fails a cycle, a platform importing a module, an app importing another and a feature importing a route",
    { timeout: 120_000 },
    async () => {
      const { code, report } = await cruise("broken")
      expect(code).not.toBe(0)
      expect(report).toMatch(
        /error no-file-cycle: apps\/api\/src\/modules\/routes\/route-[ab]\.ts/
      )
      expect(report).toContain(
        "error platform-imports-no-domain: apps/api/src/platform/jobs.ts → apps/api/src/modules/routes/routes.ts"
      )
      expect(report).toContain(
        "error no-app-imports-another-app: apps/backoffice/src/features/map/map-screen.ts → apps/api/src/modules/routes/routes.ts"
      )
      expect(report).toContain(
        "error no-feature-imports-a-route: apps/backoffice/src/features/map/map-screen.ts → apps/backoffice/src/routes/map.ts"
      )
    }
  )
})
