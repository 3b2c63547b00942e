// The Lingui settings of the apps translated into English and Spanish (the back office and the
// mobile subscription): each app's lingui.config.ts passes them to `defineConfig`, with
// `<rootDir>` its own folder.
export const linguiConfig = {
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
}
