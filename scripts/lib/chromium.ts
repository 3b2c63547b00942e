import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** How every test and benchmark runs chromium here: no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** Installs Debian's chromium with apt-get when it is missing (browsers are never downloaded). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  console.log("Installing Debian's chromium with apt-get…")
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit" })
    if (result.status !== 0) {
      throw new Error(
        `apt-get ${args.join(" ")} failed: install chromium, or set CHROMIUM_PATH`
      )
    }
  }
}
