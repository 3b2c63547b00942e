import { ensureDebianPackages } from "./debian-packages.ts"

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
  ensureDebianPackages({ [CHROMIUM]: "chromium" }, "or set CHROMIUM_PATH")
}
