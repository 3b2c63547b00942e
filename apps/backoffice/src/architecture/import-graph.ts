import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

import ts from "typescript"

/** Every .ts/.tsx file below `dir`, generated route tree included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

/** The file an import names: as written, or with the extension or index file left out. */
function resolveImport(fromFile: string, name: string): string {
  const base = path.resolve(path.dirname(fromFile), name)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
  return (
    candidates.find((file) => existsSync(file) && statSync(file).isFile()) ??
    base
  )
}

/**
 * The back office's own import graph: each file and the files it imports by a relative path
 * (packages are left out: they cannot import the app back).
 *
 * @param root - the folder to read (the app's `src`)
 * @returns file -> imported files, paths relative to `root`
 */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"))
    const imports = importedFiles
      .map((entry) => entry.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => path.relative(root, resolveImport(file, name)))
    graph.set(path.relative(root, file), imports)
  }
  return graph
}

/**
 * The import circles of a graph, each as the files around it (first file repeated at the end).
 *
 * @param graph - file -> imported files
 * @returns one path per circle found by a depth-first walk
 */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = []
  const done = new Set<string>()
  const trail: string[] = []
  const onTrail = new Set<string>()
  const visit = (file: string) => {
    if (onTrail.has(file)) {
      circles.push([...trail.slice(trail.indexOf(file)), file])
      return
    }
    if (done.has(file) || !graph.has(file)) return
    trail.push(file)
    onTrail.add(file)
    for (const next of graph.get(file) ?? []) visit(next)
    trail.pop()
    onTrail.delete(file)
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return circles
}
