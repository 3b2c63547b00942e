// One data folder with the migrated database and the demo data per end-to-end run: each suite's
// product starts from a copy of it instead of building a new embedded database (about 10 s of CPU).
// And one record of the screens the run's accessibility check has seen (axe.ts): a screen checked
// by one file is not checked again by the next.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import type { TestProject } from "vitest/node"

import { startProduct } from "./product.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** The template data folder, copied by `startProduct`. */
    productTemplate: string
    /** The run's record of the screens checked with axe-core: a file, one screen a line. */
    checkedScreens: string
  }
}

/**
 * Vitest global setup: starts the product once on a new folder, and keeps the folder; makes a
 * folder for the run's record of checked screens, unless `RUTA_E2E_CHECKED_SCREENS` names the
 * record the lanes running at the same time share (scripts/test.ts).
 */
export default async function setup(project: TestProject) {
  const product = await startProduct({}, null)
  await product.stop({ keepData: true })
  project.provide("productTemplate", product.dataDir)
  let record = process.env.RUTA_E2E_CHECKED_SCREENS
  let folder: string | undefined
  if (!record) {
    folder = mkdtempSync(path.join(os.tmpdir(), "ruta-e2e-screens-"))
    record = path.join(folder, "checked.txt")
  }
  project.provide("checkedScreens", record)
  return () => {
    rmSync(product.dataDir, { recursive: true, force: true })
    if (folder) rmSync(folder, { recursive: true, force: true })
  }
}
