// The rule that no function of the API holds a whole module (scripts/function-length.ts, run by
// `npm test`): it passes a tree whose functions are short and fails one with a function too long.
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

import { afterAll, describe, expect, it } from "vitest"

const run = promisify(execFile)
const root = fileURLToPath(new URL("../../../", import.meta.url))
const trees: string[] = []
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true })
})

/** A tree laid out like the repository, with one API file of a function of `lines` lines. */
function treeWithFunction(lines: number) {
  const tree = mkdtempSync(path.join(tmpdir(), "function-length-"))
  trees.push(tree)
  const folder = path.join(tree, "apps/api/src/modules/things")
  mkdirSync(folder, { recursive: true })
  const body = Array.from(
    { length: lines - 2 },
    (_, i) => `  total += ${i}`
  ).join("\n")
  writeFileSync(
    path.join(folder, "things.ts"),
    `export function countThings(total: number) {\n${body}\n}\n`
  )
  return tree
}

/** Runs the check on `tree`: its exit code and what it printed. */
async function check(tree: string) {
  const args = ["--import", "tsx", `${root}scripts/function-length.ts`, tree]
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: root })
    return { code: 0, report: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, report: failed.stdout + failed.stderr }
  }
}

describe("the function length rule", () => {
  it(
    "passes a function of 150 lines and fails one of 151, by file and name",
    { timeout: 120_000 },
    async () => {
      const short = await check(treeWithFunction(150))
      expect(short.report).not.toContain("lines:")
      expect(short.code).toBe(0)
      const long = await check(treeWithFunction(151))
      expect(long.code).not.toBe(0)
      expect(long.report).toContain(
        "151 lines: apps/api/src/modules/things/things.ts#countThings"
      )
    }
  )
})
