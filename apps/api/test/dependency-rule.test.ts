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

/** Runs the repository's rules on the fixture tree `name`: its exit code and report. */
async function cruise(name: string) {
  const cwd = fileURLToPath(
    new URL(`fixtures/dependency-rule/${name}/`, import.meta.url)
  )
  const args = [depcruise, "--config", config, "--output-type", "err", "apps"]
  try {
    const { stdout } = await run(process.execPath, args, { cwd })
    return { code: 0, report: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, report: failed.stdout }
  }
}

describe("the dependency rule", () => {
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
      expect(report).toMatch(
        /error no-api-module-cycle: apps\/api\/src\/modules\/(routes|stops)/
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
