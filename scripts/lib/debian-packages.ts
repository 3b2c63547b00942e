import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

/**
 * Installs with apt-get the Debian packages whose file is missing (`file` → `package`): nothing
 * is ever downloaded from elsewhere. `why` goes into the message when apt-get fails.
 */
export function ensureDebianPackages(
  files: Record<string, string>,
  why: string
) {
  const missing = [
    ...new Set(
      Object.entries(files)
        .filter(([file]) => !existsSync(file))
        .map(([, name]) => name)
    ),
  ]
  if (missing.length === 0) return
  console.log(`Installing Debian's ${missing.join(", ")} with apt-get…`)
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...missing],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit" })
    if (result.status !== 0)
      throw new Error(
        `apt-get ${args.join(" ")} failed: install ${missing.join(", ")} (${why})`
      )
  }
}
