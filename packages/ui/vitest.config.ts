import { defineProject } from "vitest/config"

// Unit tests only. Stories run as browser tests from the root Storybook
// (`.storybook/vitest.config.ts`), never in this node/jsdom project.
export default defineProject({
  test: {
    name: "ui",
    // The files share their worker's modules and environment: none mocks a module.
    isolate: false,
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
})
