import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "validation",
    // The files share their worker's modules and environment: none mocks a module.
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
