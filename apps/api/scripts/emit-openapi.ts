// Writes the OpenAPI document of the API and the TypeScript types generated from it into
// packages/api-client. With --check, fails instead when the committed files are stale.
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import openapiTS, { astToString } from "openapi-typescript"
import { format } from "prettier"

import { buildApp } from "../src/app.ts"
import { loadConfig } from "../src/config.ts"
import { openDataStore } from "../src/db/database.ts"

const check = process.argv.includes("--check")
const here = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.resolve(here, "../../../packages/api-client/src")

const store = await openDataStore({ dataDir: null })
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent" }),
  store,
  secret: new TextEncoder().encode("openapi-generation-only-secret-xx"),
})
await app.ready()
const document = app.swagger()
await app.close()
await store.close()

const json = `${JSON.stringify(document, null, 2)}\n`
const types = await format(
  "// Generated from openapi.json by `pnpm --filter @ruta/api openapi`. Do not edit.\n" +
    astToString(await openapiTS(json)),
  { parser: "typescript", semi: false, trailingComma: "es5", printWidth: 80 }
)

const files = { "openapi.json": json, "schema.d.ts": types }
let stale = 0
for (const [name, content] of Object.entries(files)) {
  const file = path.join(outDir, name)
  if (check) {
    let current = ""
    try {
      current = readFileSync(file, "utf8")
    } catch {
      // A missing file is stale.
    }
    if (current !== content) {
      console.error(
        `packages/api-client/src/${name} is stale: run \`pnpm --filter @ruta/api openapi\``
      )
      stale++
    }
  } else {
    writeFileSync(file, content)
    console.log(`wrote packages/api-client/src/${name}`)
  }
}
process.exit(stale === 0 ? 0 : 1)
