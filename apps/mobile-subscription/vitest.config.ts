import { defineProject } from "vitest/config"

// Unit tests of the page's plain modules; its components are tested as stories, the page end to
// end (e2e/).
export default defineProject({
  test: {
    name: "mobile-subscription",
    // The files share their worker's modules and environment: none mocks a module.
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
