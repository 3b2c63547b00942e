import { defineConfig } from "vitest/config"

// End-to-end tests: the built product served by the API on loopback, driven in Debian chromium.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own product (server, fresh data folder, free port) and
    // browser: one suite's server works while the other's browser renders.
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ["product-template.ts"],
  },
})
