import { defineProject } from "vitest/config"

// Unit tests only. Stories run as browser tests from the root Storybook
// (`.storybook/vitest.config.ts`), never in this node project.
export default defineProject({
  test: {
    name: "billing",
    // The files share their worker's modules and environment: none mocks a module.
    isolate: false,
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
})
