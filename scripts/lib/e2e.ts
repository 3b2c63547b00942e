import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { parallel } from "./run.ts"

/**
 * The end-to-end tests in two lanes side by side, each one file at a time: the files that draw
 * maps most, and the others (`mapFiles` in apps/backoffice/e2e/vitest.config.ts). One file at a
 * time kept 0.65 of the 2 cores busy. The lanes share the record of the screens the
 * accessibility check has seen. `vitestArgs` makes a lane's `vitest` arguments, its report kept
 * under the id given.
 */
export async function endToEnd(
  vitestArgs: (id: string, args: string[]) => string[]
) {
  const screens = mkdtempSync(path.join(os.tmpdir(), "ruta-e2e-screens-"))
  try {
    await parallel(
      "end-to-end tests (chromium)",
      (["maps", "others"] as const).map((lane) => ({
        label: `e2e ${lane}`,
        command: "vitest",
        args: vitestArgs(`e2e-${lane}`, [
          "--config",
          "apps/backoffice/e2e/vitest.config.ts",
        ]),
        env: {
          ...process.env,
          RUTA_E2E_LANE: lane,
          RUTA_E2E_CHECKED_SCREENS: path.join(screens, "checked.txt"),
        },
      }))
    )
  } finally {
    rmSync(screens, { recursive: true, force: true })
  }
}
