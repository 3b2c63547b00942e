import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "api",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    // Each file opens its own database; PGlite needs a few seconds to start on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
