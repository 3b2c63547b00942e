import { configDefaults, defineConfig } from "vitest/config"

/**
 * The files whose screens draw maps most: `npm test` runs them one at a time in one lane, and
 * every other file one at a time in a second lane beside it (`RUTA_E2E_LANE`). Two of these at
 * once starve each other on two cores (steps waiting 30–60 s for a screen time out). The lanes
 * must take about as long as each other, or the run waits on the longer one with a core idle (on
 * f55982f the maps lane ended after 549 s and the others after 851 s: the phone-width tour of every
 * screen and the time zones' suite, which open maps too, moved here). A new file that draws maps
 * for long belongs here; the test reports' file times show the balance.
 */
export const mapFiles = [
  "field.e2e.ts",
  "routes.e2e.ts",
  "workspace.e2e.ts",
  "fleet.e2e.ts",
  "real-import.e2e.ts",
  "new-optimization.e2e.ts",
  "driver-day.e2e.ts",
  "live-map.e2e.ts",
  "narrow-screens.e2e.ts",
  "time-zones.e2e.ts",
]

const lane = process.env.RUTA_E2E_LANE
if (lane && lane !== "maps" && lane !== "others")
  throw new Error(`RUTA_E2E_LANE is "maps" or "others", not "${lane}"`)

// End-to-end tests: the built product served by the API on loopback, driven in Debian chromium.
// Without `RUTA_E2E_LANE`, every file (or the ones named) one at a time.
export default defineConfig({
  test: {
    name: lane ? `e2e ${lane}` : "e2e",
    root: import.meta.dirname,
    include: lane === "maps" ? mapFiles : ["**/*.e2e.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(lane === "others" ? mapFiles : []),
    ],
    testTimeout: 60_000,
    // `expect.poll` waits for what the screen shows as long as a locator's wait, not 1 s: a
    // table catching up with a filter takes longer than that on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
    // One file at a time in each lane.
    fileParallelism: false,
    globalSetup: ["product-template.ts"],
  },
})
