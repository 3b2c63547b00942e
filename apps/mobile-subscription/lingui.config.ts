import { defineConfig } from "@lingui/conf"

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*", "**/routeTree.gen.ts"],
    },
  ],
  compileNamespace: "ts",
})
