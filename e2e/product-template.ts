// One data folder with the migrated database and the demo data per end-to-end run: each suite's
// product starts from a copy of it instead of building a new embedded database (about 10 s of CPU).
// And one record of the screens the run's accessibility check has seen (axe.ts): a screen checked
// by one file is not checked again by the next.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import type { TestProject } from "vitest/node"

import type {} from "./provided-context.ts"
import { buildTemplate } from "./product-server.ts"

/**
 * Vitest global setup: builds the template folder and a folder for the run's record of checked
 * screens, and removes them after the run. When `npm test` runs two lanes side by side
 * (scripts/lib/e2e.ts), it builds the template once and makes the record, and names them for
 * both in `RUTA_E2E_TEMPLATE` and `RUTA_E2E_CHECKED_SCREENS`.
 */
export default async function setup(project: TestProject) {
  const made: string[] = []
  let template = process.env.RUTA_E2E_TEMPLATE
  if (!template) made.push((template = await buildTemplate()))
  let record = process.env.RUTA_E2E_CHECKED_SCREENS
  if (!record) {
    const folder = mkdtempSync(path.join(os.tmpdir(), "ruta-e2e-screens-"))
    made.push(folder)
    record = path.join(folder, "checked.txt")
  }
  project.provide("productTemplate", template)
  project.provide("checkedScreens", record)
  return () => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true })
  }
}
