// Serves Storybook for development: `STORYBOOK_PORT` overrides the port (6006).
// Extra arguments are passed on, e.g. `--ci` to skip opening a browser.
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const configDir = path.dirname(fileURLToPath(import.meta.url))
const port = process.env.STORYBOOK_PORT || "6006"
const args = [
  "storybook",
  "dev",
  "--config-dir",
  configDir,
  "--port",
  port,
  "--no-open",
  "--disable-telemetry",
  ...process.argv.slice(2),
]
const child = spawn("pnpm", ["exec", ...args], {
  cwd: path.join(configDir, ".."),
  stdio: "inherit",
})
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal))
}
child.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})
