import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "permissions",
    include: ["src/**/*.test.ts"],
  },
})
