import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "optimizer",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Two files run at a time on two cores: Vitest's 5 s default is short for the slowest.
    testTimeout: 30_000,
  },
})
