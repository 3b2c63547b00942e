import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "api",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    // Suites that need several processes on one database run only against a PostgreSQL server
    // (the second lane of `npm test`): the embedded database serves one process.
    exclude: process.env.DATABASE_URL ? [] : ["test/**/*.postgres.test.ts"],
    // The files share their workers' modules: importing the app (hundreds of modules through
    // Vite's module runner) once per worker instead of once per file. Each file still opens its
    // own database and app; none mocks a module.
    isolate: false,
    // Each file copies one migrated and seeded database, built once per run.
    globalSetup: ["test/database-template.ts"],
    // Each file opens its own database; PGlite needs a few seconds to start on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
