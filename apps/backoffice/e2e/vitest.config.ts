import { defineConfig } from "vitest/config"

// End-to-end tests: the built product served by the API on loopback, driven in Debian chromium.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time: two products and two browsers drawing maps starve each other on two
    // cores (steps waiting 30–60 s for a screen time out).
    fileParallelism: false,
    globalSetup: ["product-template.ts"],
  },
})
