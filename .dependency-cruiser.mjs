// The dependency rule (docs/architecture.md, "Layers"): checked by `npm test` with
// `depcruise --config .dependency-cruiser.mjs --ignore-known apps packages`. No loop between the
// API's modules is checked by scripts/module-cycles.ts beside it.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-file-cycle",
      comment:
        "No file imports itself back through others: split the shared part out instead.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "platform-imports-no-domain",
      comment:
        "The platform (and the database layer) serves every module and imports none of its code: " +
        "a module gives the platform what it needs (an interface the platform declares) when the " +
        "app starts. The database layer lists the modules' tables (`<module>.schema.ts`, Drizzle's " +
        "schema) and refers to the tenant tables, which are declarations, not code.",
      severity: "error",
      from: { path: "^apps/api/src/(platform|db)/" },
      to: { path: "^apps/api/src/modules/", pathNot: "\\.schema\\.ts$" },
    },
    {
      name: "no-app-imports-another-app",
      comment:
        "Apps share code through packages/, never by importing each other's files.",
      severity: "error",
      from: {
        path: "^apps/([^/]+)/",
        pathNot: "^apps/[^/]+/(e2e|test|bench)/",
      },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "no-test-reaches-into-another-app",
      comment:
        "Test suites and benches may share another app's stand-ins (its test/ and e2e/ helpers), " +
        "never its source: a suite drives another app through its API, like a user.",
      severity: "error",
      from: { path: "^apps/([^/]+)/(e2e|test|bench)/" },
      to: { path: "^apps/", pathNot: ["^apps/$1/", "^apps/[^/]+/(e2e|test)/"] },
    },
    {
      name: "no-feature-imports-a-route",
      comment:
        "A back-office feature is used by route files, never the other way round: the route " +
        "tree (src/routes) may change without touching a feature.",
      severity: "error",
      from: { path: "^apps/backoffice/src/features/" },
      to: { path: "^apps/backoffice/src/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      // The dependency rule's own test fixtures break it on purpose.
      path: "(^|/)(node_modules|dist|storybook-static|\\.data)/|test/fixtures/dependency-rule/",
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
}
