// The type check of every workspace package (its `typecheck` script): TypeScript 7, the native
// compiler, installed from the npm registry as `typescript-native` (an alias of typescript@7). It
// checks the same code about twice as fast on a fifth of the CPU time (docs/benchmarks.md, "The
// type check on TypeScript 7"). The `typescript` package stays 6.x beside it: ESLint's TypeScript
// parser, openapi-typescript and Storybook's docgen use its JavaScript API, which 7 replaces.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"

const require = createRequire(import.meta.url)
const tsc = path.join(
  path.dirname(require.resolve("typescript-native/package.json")),
  "bin",
  "tsc"
)
const { status } = spawnSync(
  process.execPath,
  [tsc, ...process.argv.slice(2)],
  {
    stdio: "inherit",
  }
)
process.exit(status ?? 1)
