// The rule that no function holds a whole module: every function of the API (apps/api/src) is at
// most 150 lines, so a module is read as functions and files that each do one job (issue 49).
// Usage: `node --import tsx scripts/function-length.ts [folder]` from the repository's root; it
// lists each function over the limit and fails.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import ts from "typescript"

/** The most lines a function may span, its signature and closing brace included. */
export const maxFunctionLines = 150

export interface LongFunction {
  file: string
  name: string
  lines: number
}

/** A function's name as a reader finds it: its own, its variable's, its property's or its method's. */
function nameOf(node: ts.Node): string {
  if (
    (ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node)) &&
    node.name
  )
    return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText()
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText()
    const first = parent.arguments[0]
    const label = first && ts.isStringLiteral(first) ? ` ${first.text}` : ""
    return `${callee}(${label.trim()})`
  }
  return "(anonymous)"
}

/** The functions of one file longer than the limit. */
export function longFunctions(file: string, text: string): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = end - start + 1
      if (lines > maxFunctionLines)
        found.push({ file, name: nameOf(node), lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The TypeScript files under a folder, tests and declarations aside. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|d)\.tsx?$/.test(file) &&
        !file.split(path.sep).includes("node_modules")
    )
    .map((file) => path.join(folder, file))
}

const root = path.resolve(process.argv[2] ?? ".")
const measured = path.join(root, "apps/api/src")
const over = sourcesUnder(measured).flatMap((file) =>
  longFunctions(
    path.relative(root, file).split(path.sep).join("/"),
    readFileSync(file, "utf8")
  )
)
for (const f of over) console.log(`${f.lines} lines: ${f.file}#${f.name}`)
if (over.length > 0) process.exit(1)
