import { defineProject } from "vitest/config"

// Unit tests of the back office's plain modules; screens are tested end to end (e2e/).
export default defineProject({
  test: {
    name: "backoffice",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
})
