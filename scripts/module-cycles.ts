// The dependency rule's check that dependency-cruiser's own rules cannot make: no loop between
// the API's modules (apps/api/src/modules/<module>/), whatever files carry it. Its folder rules
// would count app.ts, which imports every module, in one folder with config.ts, which the
// platform imports. Usage: `node --import tsx scripts/module-cycles.ts [folder]` from the folder
// holding apps/ (the repository's root by default); any loop fails. Modules that need another's
// read without importing it declare a port that `start-up/` fills (docs/architecture.md, "Layers").
import { execFileSync } from "node:child_process"
import path from "node:path"

const cwd = path.resolve(process.argv[2] ?? ".")
const modulesAt = /^apps\/api\/src\/modules\/([^/]+)\//
const moduleOf = (file: string) => modulesAt.exec(file)?.[1]

interface Cruised {
  modules: { source: string; dependencies: { resolved: string }[] }[]
}

const depcruise = path.resolve(
  import.meta.dirname,
  "../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"
)
const cruised = JSON.parse(
  execFileSync(
    process.execPath,
    [
      depcruise,
      "--no-config",
      "--ts-pre-compilation-deps",
      "--exclude",
      "node_modules",
      "--output-type",
      "json",
      "apps/api/src/modules",
    ],
    { cwd, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" }
  )
) as Cruised

/** A module's tables (`<module>.schema.ts`, docs/architecture.md "Where a table lives"). */
const isTables = (file: string) => file.endsWith(".schema.ts")

/**
 * Each module and the modules its files import. A table's foreign key to another module's
 * table (one tables file importing another) is the database's shape, not a module using
 * another's code: those imports are left out.
 */
const imports = new Map<string, Set<string>>()
for (const file of cruised.modules) {
  const from = moduleOf(file.source)
  if (!from) continue
  const to = imports.get(from) ?? new Set<string>()
  imports.set(from, to)
  for (const dependency of file.dependencies) {
    const target = moduleOf(dependency.resolved)
    const foreignKey = isTables(file.source) && isTables(dependency.resolved)
    if (target && target !== from && !foreignKey) to.add(target)
  }
}

/** The loops: strongly connected groups of two or more modules (Tarjan's algorithm). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (stack.includes(target))
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      group.push(member)
    } while (member !== node)
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const found = loops(imports)
for (const loop of found)
  console.error(`error no-api-module-cycle: ${loop.join(" ↔ ")}`)
console.log(
  found.length === 0
    ? `no loop between the API's ${imports.size} modules`
    : `${found.length} loop(s) between the API's modules`
)
process.exit(found.length === 0 ? 0 : 1)
