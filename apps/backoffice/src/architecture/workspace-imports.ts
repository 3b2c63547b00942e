import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

import ts from "typescript"

/** An import between two places of the repository, each as a path from the repository's root. */
export interface ImportEdge {
  from: string
  to: string
}

const SKIPPED = new Set([
  "node_modules",
  "dist",
  "coverage",
  "storybook-static",
])

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith(".")) return []
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return codeFiles(file)
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith(".d.ts")
      ? [file]
      : []
  })
}

/** The workspace's folders (apps/*, packages/*, e2e) by their package name. */
function workspacePackages(root: string): Map<string, string> {
  const folders = ["apps", "packages"].flatMap((parent) =>
    readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`)
  )
  const packages = new Map<string, string>()
  for (const folder of [...folders, "e2e"]) {
    const manifest = path.join(root, folder, "package.json")
    if (!existsSync(manifest)) continue
    const { name } = JSON.parse(readFileSync(manifest, "utf8")) as {
      name: string
    }
    packages.set(name, folder)
  }
  return packages
}

/**
 * Every import of the workspace's code (its apps, packages and end-to-end suites, tests and
 * benchmarks included) that reaches another place of the repository: a relative path, or a
 * workspace package by name (then `to` is the package's folder and what follows its name).
 *
 * @param root - the repository's root
 */
export function workspaceImports(root: string): ImportEdge[] {
  const packages = workspacePackages(root)
  const byName = [...packages.keys()].sort((a, b) => b.length - a.length)
  const edges: ImportEdge[] = []
  for (const folder of new Set(packages.values()))
    for (const file of codeFiles(path.join(root, folder))) {
      const from = path.relative(root, file)
      const { importedFiles } = ts.preProcessFile(
        readFileSync(file, "utf8"),
        true,
        true
      )
      for (const { fileName } of importedFiles) {
        if (fileName.startsWith(".")) {
          const to = path.relative(
            root,
            path.resolve(path.dirname(file), fileName)
          )
          edges.push({ from, to })
          continue
        }
        const name = byName.find(
          (candidate) =>
            fileName === candidate || fileName.startsWith(`${candidate}/`)
        )
        if (name)
          edges.push({
            from,
            to: `${packages.get(name)}${fileName.slice(name.length)}`,
          })
      }
    }
  return edges
}

/** The app a path is in ("api" for apps/api/...), if any. */
const appOf = (place: string) => /^apps\/([^/]+)(\/|$)/.exec(place)?.[1]

/** Product code: what an app or a package ships (its `src`), the stand-ins aside. */
const isProductCode = (place: string) =>
  /^(apps|packages)\/[^/]+\/src\//.test(place) &&
  !place.startsWith("packages/stand-ins/")

/** The test harnesses the product must never depend on. */
const isHarness = (place: string) =>
  /^(packages\/stand-ins|e2e)(\/|$)/.test(place)

/**
 * The imports the layout forbids, as "from -> to": from one app into another (tests and
 * benchmarks included), and from product code into the stand-ins or the end-to-end suites.
 */
export function forbiddenImports(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const fromApp = appOf(from)
      const toApp = appOf(to)
      if (fromApp && toApp && fromApp !== toApp) return true
      return isProductCode(from) && isHarness(to)
    })
    .map(({ from, to }) => `${from} -> ${to}`)
}
