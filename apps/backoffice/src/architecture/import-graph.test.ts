import path from "node:path"
import { fileURLToPath } from "node:url"

import { describe, expect, it } from "vitest"

import { importCircles, importGraph } from "./import-graph.ts"

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

describe("the back office's imports", () => {
  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["routes/a.tsx", ["features/b.tsx"]],
      ["features/b.tsx", ["lib/c.ts"]],
      ["lib/c.ts", ["routes/a.tsx"]],
      ["lib/d.ts", []],
    ])
    expect(importCircles(graph)).toEqual([
      ["routes/a.tsx", "features/b.tsx", "lib/c.ts", "routes/a.tsx"],
    ])
  })

  it("go one way, with no circle between files", () => {
    const graph = importGraph(src)
    expect(graph.size).toBeGreaterThan(100)
    // Every import of code resolves to a file of the graph (styles and assets aside).
    const unresolved = [...graph.values()]
      .flat()
      .filter(
        (target) => !graph.has(target) && !/\.(css|svg|png)$/.test(target)
      )
    expect(unresolved).toEqual([])
    expect(importCircles(graph)).toEqual([])
  })

  it("never go from a feature or a library module into a route file", () => {
    const intoRoutes = [...importGraph(src)]
      // The generated route tree is where the route files come together.
      .filter(
        ([file]) => !file.startsWith("routes") && file !== "routeTree.gen.ts"
      )
      .flatMap(([file, imports]) =>
        imports
          .filter((target) => target.startsWith("routes"))
          .map((target) => `${file} -> ${target}`)
      )
    expect(intoRoutes).toEqual([])
  })
})
