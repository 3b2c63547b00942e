/**
 * The restore drill (docs/operations.md): proves that a backup restores with nothing lost.
 *
 *   npm run drill:restore                          # the embedded database: a copy of its folder
 *   npm run drill:restore -- --postgres            # a throw-away PostgreSQL 15: pg_dump, pg_restore
 *   npm run drill:restore -- --database-url postgres://…   # your server (a new database on it)
 *
 * 1. seeds a new database (the demo data and an optimization of 25 stops);
 * 2. backs it up; 3. drops it; 4. restores it;
 * 5. compares every table's row count and checksum, signs in and opens the optimization.
 * Prints the time of each step; exits 1 when anything differs.
 */
import { parseArgs } from "node:util"

import { startPostgres } from "../../../scripts/lib/postgres-server.ts"
import { restoreDrill } from "./restore-drill/drill.ts"
import type { DrillEngine } from "./restore-drill/engines.ts"
import { pgliteEngine, postgresEngine } from "./restore-drill/engines.ts"

const { values: args } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    "database-url": { type: "string" },
  },
})

let stopServer = () => {}
let serverUrl = args["database-url"]
if (args.postgres && !serverUrl) {
  const server = await startPostgres()
  serverUrl = server.url
  stopServer = server.stop
}

let engine: DrillEngine | null = null
let failed: boolean
try {
  engine = serverUrl ? await postgresEngine(serverUrl) : pgliteEngine()
  const report = await restoreDrill(engine)
  const s = (n: number) => `${n.toFixed(2)} s`
  console.log(
    [
      `Restore drill (${report.method})`,
      `  tables ${report.tables}, rows ${report.rows}, backup ${(report.backupBytes / 1024).toFixed(0)} KB`,
      `  dump ${s(report.seconds.dump)}, drop ${s(report.seconds.drop)}, restore ${s(report.seconds.restore)}, checks ${s(report.seconds.verify)}`,
      `  every table's rows and checksum: ${report.differences.length === 0 ? "equal" : "DIFFERENT"}`,
      ...report.differences.map((d) => `    ${d}`),
      `  sign-in and the optimization opens: ${report.opened ? "yes" : "NO"}`,
    ].join("\n")
  )
  failed = report.differences.length > 0 || !report.opened
} finally {
  await engine?.cleanup()
  stopServer()
}
process.exit(failed ? 1 : 0)
