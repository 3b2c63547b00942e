// Publishes Storybook to Chromatic for visual review, only when a project token is set.
// It needs the network, so it is not part of the offline test command.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const configDir = path.dirname(fileURLToPath(import.meta.url))
const root = path.join(configDir, "..")
const token = process.env.CHROMATIC_PROJECT_TOKEN

if (!token) {
  console.log(
    "chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing to publish"
  )
  process.exit(0)
}

const outputDir = path.join(root, "storybook-static")
const build = spawnSync(
  "pnpm",
  [
    "exec",
    "storybook",
    "build",
    "--config-dir",
    configDir,
    "--output-dir",
    outputDir,
    "--quiet",
  ],
  { cwd: root, stdio: "inherit" }
)
if (build.status !== 0) process.exit(build.status ?? 1)

const publish = spawnSync(
  "pnpm",
  [
    "exec",
    "chromatic",
    "--config-file",
    path.join(configDir, "chromatic.config.json"),
    "--storybook-build-dir",
    outputDir,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: process.env }
)
process.exit(publish.status ?? 1)
