// Bundles the API server into dist/ for `npm start`: one ESM file with the workspace packages
// and the npm dependencies in it. A start then reads one file instead of resolving and compiling
// some three thousand modules (their package.json files read one by one): about a third of a
// start's CPU (docs/benchmarks.md, "The product's server starts").
import { cpSync, rmSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { build } from "esbuild"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
/**
 * What stays in node_modules: packages that find files beside their own modules at run time
 * (PGlite's WebAssembly and data files) or are native (argon2's binary per platform).
 */
const external = ["@electric-sql/pglite", "@node-rs/argon2"]
/**
 * The CommonJS dependencies bundled into an ES module still call `require` for Node's own
 * modules, and a few name their folder (`__dirname`, inside try/catch blocks).
 */
const commonJsGlobals = [
  'import { createRequire as __bundleRequire } from "node:module"',
  'import { fileURLToPath as __bundlePath } from "node:url"',
  "const require = __bundleRequire(import.meta.url)",
  "const __filename = __bundlePath(import.meta.url)",
  'const __dirname = __bundlePath(new URL(".", import.meta.url))',
].join(";")

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
  banner: { js: commonJsGlobals },
  logLevel: "warning",
})
cpSync(path.join(root, "drizzle"), path.join(root, "dist/drizzle"), {
  recursive: true,
})
console.log("built apps/api/dist/server.js")
