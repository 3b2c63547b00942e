// One data folder with the migrated database and the demo data per end-to-end run: each suite's
// product starts from a copy of it instead of building a new embedded database (about 10 s of CPU).
import { rmSync } from "node:fs"

import type { TestProject } from "vitest/node"

import { startProduct } from "./product.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** The template data folder, copied by `startProduct`. */
    productTemplate: string
  }
}

/** Vitest global setup: starts the product once on a new folder, and keeps the folder. */
export default async function setup(project: TestProject) {
  const product = await startProduct({}, null)
  await product.stop({ keepData: true })
  project.provide("productTemplate", product.dataDir)
  return () => rmSync(product.dataDir, { recursive: true, force: true })
}
