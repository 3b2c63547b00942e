import { readdirSync } from "node:fs"
import path from "node:path"

import { is } from "drizzle-orm"
import { PgTable } from "drizzle-orm/pg-core"
import { describe, expect, it } from "vitest"

import * as schema from "./schema.ts"

const modules = path.join(import.meta.dirname, "../modules")

/** Every `<module>.schema.ts`, the files drizzle.config.ts reads. */
const schemaFiles = readdirSync(modules, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".schema.ts"))
  .sort()

describe("db/schema.ts", () => {
  it("re-exports every table of every module's schema file, so the code sees what the migrations build", async () => {
    expect(schemaFiles.length).toBeGreaterThan(0)
    const missing: string[] = []
    for (const file of schemaFiles) {
      const tables = Object.entries(
        (await import(path.join(modules, file))) as Record<string, unknown>
      ).filter(([, value]) => is(value, PgTable))
      expect(tables.length, file).toBeGreaterThan(0)
      for (const [name, table] of tables)
        if ((schema as Record<string, unknown>)[name] !== table)
          missing.push(`${file}: ${name}`)
    }
    expect(missing).toEqual([])
  })
})
