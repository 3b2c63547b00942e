import { defineConfig } from "vitest/config"

// One Vitest run for the whole workspace: every package or app with tests is a project.
// Browser projects (stories) and end-to-end specs (*.e2e.ts) are run by scripts/test.ts.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine,
    // while the embedded database (single-threaded WebAssembly) leaves the other core idle.
    maxWorkers: 2,
    // Database suites open their own PGlite or PostgreSQL database, slow on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
