import path from "node:path"
import { fileURLToPath } from "node:url"

import { describe, expect, it } from "vitest"

import { forbiddenImports, workspaceImports } from "./workspace-imports.ts"

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../.."
)

let edges: ReturnType<typeof workspaceImports> | undefined
/** The repository's imports, read once for the tests that look at them. */
const repositoryImports = () => (edges ??= workspaceImports(root))

describe("imports between the workspace's apps and packages", () => {
  it("forbids an app reaching into another, and product code reaching into the stand-ins", () => {
    expect(
      forbiddenImports([
        // Between apps, tests and benchmarks included.
        { from: "apps/api/bench/notify.ts", to: "apps/backoffice/e2e/smtp.ts" },
        { from: "apps/backoffice/src/x.ts", to: "apps/api/src/y.ts" },
        // Product code into the stand-ins or the end-to-end suites.
        { from: "apps/api/src/app.ts", to: "packages/stand-ins/smtp" },
        { from: "packages/ui/src/a.tsx", to: "packages/stand-ins/stripe" },
        { from: "apps/api/src/app.ts", to: "e2e/product" },
        // Allowed: within an app, tests and the suites using the stand-ins, the stand-ins
        // among themselves, and apps using packages.
        { from: "apps/api/test/a.test.ts", to: "apps/api/src/app.ts" },
        { from: "apps/api/test/a.test.ts", to: "packages/stand-ins/smtp" },
        { from: "e2e/billing.e2e.ts", to: "packages/stand-ins/stripe" },
        {
          from: "packages/stand-ins/src/cli.ts",
          to: "packages/stand-ins/src/s3.ts",
        },
        { from: "apps/backoffice/src/x.ts", to: "packages/ui/src/button" },
      ])
    ).toEqual([
      "apps/api/bench/notify.ts -> apps/backoffice/e2e/smtp.ts",
      "apps/backoffice/src/x.ts -> apps/api/src/y.ts",
      "apps/api/src/app.ts -> packages/stand-ins/smtp",
      "packages/ui/src/a.tsx -> packages/stand-ins/stripe",
      "apps/api/src/app.ts -> e2e/product",
    ])
  })

  it("reads the repository's imports, relative and by package name", () => {
    expect(repositoryImports()).toContainEqual({
      from: "apps/api/test/billing.test.ts",
      to: "packages/stand-ins/stripe",
    })
    expect(repositoryImports()).toContainEqual({
      from: "e2e/billing.e2e.ts",
      to: "e2e/product.ts",
    })
  })

  it("has none of the forbidden ones", () => {
    expect(forbiddenImports(repositoryImports())).toEqual([])
  })
})
