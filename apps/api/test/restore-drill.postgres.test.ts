// The restore drill (issue 31, part 3; `npm run drill:restore -- --postgres`): a seeded database
// is backed up with pg_dump, dropped and restored with pg_restore, and every table comes back with
// its rows and contents. PostgreSQL lane only (CI's); the embedded database's drill, a copy of the
// stopped server's data folder, is `npm run drill:restore` with the same checks.
import { describe, expect, it } from "vitest"

import { restoreDrill } from "../scripts/restore-drill/drill.ts"
import { postgresEngine } from "../scripts/restore-drill/engines.ts"
import type { Fingerprints } from "../scripts/restore-drill/table-fingerprints.ts"
import { fingerprintDifferences } from "../scripts/restore-drill/table-fingerprints.ts"

describe("the restore drill", () => {
  it("restores every table's rows and contents, and the product works on it", async () => {
    const engine = await postgresEngine(process.env.DATABASE_URL!)
    try {
      const report = await restoreDrill(engine)
      expect(report.method).toMatch(/^pg_dump/)
      expect(report.differences).toEqual([])
      expect(report.opened).toBe(true)
      // The product's tables, the migrations' journal and pg-boss's.
      expect(report.tables).toBeGreaterThan(40)
      expect(report.rows).toBeGreaterThan(100)
      expect(report.backupBytes).toBeGreaterThan(0)
      for (const step of Object.values(report.seconds))
        expect(step).toBeGreaterThan(0)
    } finally {
      await engine.cleanup()
    }
  }, 120_000)

  it("names each table that lost rows, changed, went missing or appeared", () => {
    const before: Fingerprints = new Map([
      ["public.stops", { rows: 25, checksum: "a" }],
      ["public.routes", { rows: 2, checksum: "b" }],
      ["public.users", { rows: 9, checksum: "c" }],
      ["pgboss.job", { rows: 1, checksum: "d" }],
    ])
    const after: Fingerprints = new Map([
      ["public.stops", { rows: 24, checksum: "x" }],
      ["public.routes", { rows: 2, checksum: "y" }],
      ["public.users", { rows: 9, checksum: "c" }],
      ["public.extra", { rows: 0, checksum: "e" }],
    ])
    expect(fingerprintDifferences(before, after)).toEqual([
      "public.stops: 25 rows dumped, 24 restored",
      "public.routes: same 2 rows, different contents",
      "pgboss.job: missing after the restore",
      "public.extra: not in the dump",
    ])
    expect(fingerprintDifferences(before, before)).toEqual([])
  })
})
