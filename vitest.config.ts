import { defineConfig } from "vitest/config"

// One Vitest run for the whole workspace: every package or app with tests is a project.
// Browser projects (stories) and end-to-end specs (*.e2e.ts) are run by scripts/test.ts.
// How many files run at once is given on the command line (`--maxWorkers`, as scripts/test.ts
// does): the projects do not inherit a `maxWorkers` set here.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
    // Database suites open their own PGlite or PostgreSQL database, slow on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
