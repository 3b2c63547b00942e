import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { buildTemplate } from "../../e2e/product-server.ts"
import { together } from "./run.ts"
import type { Step } from "./run.ts"

/**
 * The end-to-end tests in two lanes side by side, each one file at a time: the files that draw
 * maps most, and the others (`mapFiles` in e2e/vitest.config.ts). One file at a
 * time kept 0.65 of the 2 cores busy (870 s on a quiet machine); the two lanes took 664 s there.
 * `RUTA_E2E_LANES=1` runs every file one at a time (on a machine loaded 17–21 on 2 cores,
 * shell.e2e.ts timed out beside the map files, and passed alone). The lanes share the template
 * data folder, built once, and the record of the screens the accessibility check has seen
 * (product-template.ts). `vitestArgs` makes a lane's `vitest` arguments, its report kept under
 * the id given. `beside` runs other steps beside the lanes, and `whileTemplateBuilds` one step
 * while the template folder is built (a product seeding its database keeps one core busy).
 * Stops the whole script when a lane or a step failed.
 */
export async function endToEnd(
  vitestArgs: (id: string, args: string[]) => string[],
  {
    beside = [],
    whileTemplateBuilds,
  }: { beside?: Step[]; whileTemplateBuilds?: () => Promise<void> } = {}
) {
  const lanes =
    process.env.RUTA_E2E_LANES !== "1"
      ? (["maps", "others"] as const)
      : ([undefined] as const)
  // Removed at the end, or when a step stops the script (`step` and `together` exit on failure).
  const folders: string[] = []
  const removeFolders = () => {
    for (const folder of folders.splice(0))
      rmSync(folder, { recursive: true, force: true })
  }
  process.once("exit", removeFolders)
  const started = Date.now()
  const templateBuilt = buildTemplate().then((folder) => {
    folders.push(folder)
    console.log(
      `\nThe demo data folder every end-to-end product copies: built in ${((Date.now() - started) / 1000).toFixed(1)} s`
    )
    return folder
  })
  // Awaited below, after the step run meanwhile: not an unhandled rejection in between.
  templateBuilt.catch(() => {})
  await whileTemplateBuilds?.()
  const template = await templateBuilt
  const screens = mkdtempSync(path.join(os.tmpdir(), "ruta-e2e-screens-"))
  folders.push(screens)
  await together("end-to-end tests (chromium)", [
    ...lanes.map((lane) => ({
      title: lane ? `end-to-end: ${lane}` : "end-to-end",
      command: "vitest",
      args: vitestArgs(lane ? `e2e-${lane}` : "e2e", [
        "--config",
        "e2e/vitest.config.ts",
      ]),
      env: {
        ...process.env,
        ...(lane ? { RUTA_E2E_LANE: lane } : {}),
        RUTA_E2E_TEMPLATE: template,
        RUTA_E2E_CHECKED_SCREENS: path.join(screens, "checked.txt"),
      },
    })),
    ...beside,
  ])
  process.off("exit", removeFolders)
  removeFolders()
}
