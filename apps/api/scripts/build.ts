// Bundles the API server into dist/ for `npm start`: workspace packages (TypeScript sources)
// are bundled in; npm dependencies stay external and load from node_modules.
import { cpSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { build } from "esbuild"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const manifest = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8")
) as {
  dependencies: Record<string, string>
}
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith("@ruta/")
)

rmSync(path.join(root, "dist"), { recursive: true, force: true })
await build({
  // The solver's worker thread is its own entry, beside the server that starts it.
  entryPoints: {
    server: path.join(root, "src/server.ts"),
    "solve-thread": path.join(
      root,
      "../../packages/optimizer/worker/solve-thread.ts"
    ),
  },
  outdir: path.join(root, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  external,
  logLevel: "warning",
})
cpSync(path.join(root, "drizzle"), path.join(root, "dist/drizzle"), {
  recursive: true,
})
console.log("built apps/api/dist/server.js")
