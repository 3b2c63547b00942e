import { defineConfig } from "@lingui/conf"

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      // The shared billing components' messages are translated in each app's catalog.
      include: ["src", "../../packages/billing/src"],
      exclude: ["**/*.test.*", "**/routeTree.gen.ts"],
    },
  ],
  compileNamespace: "ts",
})
