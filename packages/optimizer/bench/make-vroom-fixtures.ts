/**
 * Writes Solomon or Homberger instances as VROOM JSON with explicit
 * matrices: `tsx bench/make-vroom-fixtures.ts <out-dir> <instance.txt>...`.
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { readSolomon } from "./solomon.ts"
import { solomonToVroom } from "./solomon-vroom.ts"

const [outDir, ...files] = process.argv.slice(2)
if (outDir === undefined || files.length === 0) {
  console.error(
    "usage: tsx bench/make-vroom-fixtures.ts <out-dir> <instance.txt>..."
  )
  process.exit(2)
}
for (const file of files) {
  const name = path.basename(file, ".txt").toLowerCase()
  writeFileSync(
    path.join(outDir, `${name}.json`),
    `${JSON.stringify(solomonToVroom(readSolomon(file)))}\n`
  )
}
