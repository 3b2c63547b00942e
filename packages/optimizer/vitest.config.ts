import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "optimizer",
    // The files share their worker's modules and environment: none mocks a module.
    isolate: false,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Two files run at a time on two cores: Vitest's 5 s default is short for the slowest.
    testTimeout: 30_000,
  },
})
