import { defineProject } from "vitest/config"

// Unit tests of the back office's plain modules; screens are tested end to end (e2e/).
export default defineProject({
  test: {
    name: "backoffice",
    // The files share their worker's modules and environment: none mocks a module.
    isolate: false,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    // Two files run at a time on two cores: Vitest's 5 s default is short for the slowest.
    testTimeout: 30_000,
  },
})
