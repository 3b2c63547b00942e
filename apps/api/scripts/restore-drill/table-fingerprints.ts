import { sql } from "drizzle-orm"

import type { DataStore } from "../../src/db/database.ts"
import { rowsOf } from "../../src/db/database.ts"

/** A table's row count and a checksum of its rows' contents. */
export interface TableFingerprint {
  rows: number
  /** md5 of the rows' md5s in order: equal only when the rows are (32 bytes a row to hold). */
  checksum: string
}

/** Every table of the database ("schema.table", the migrations' and pg-boss's too), in order. */
export type Fingerprints = Map<string, TableFingerprint>

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Counts and checksums every table outside PostgreSQL's own schemas, through the owner's
 * connection with every client in view (the tables force row-level security).
 */
export async function tableFingerprints(
  store: DataStore
): Promise<Fingerprints> {
  return store.owner.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.all_clients', 'on', true)`)
    const tables = rowsOf<{ schema: string; name: string }>(
      await tx.execute(sql`
        select schemaname as schema, tablename as name
          from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema')
         order by 1, 2`)
    )
    const found: Fingerprints = new Map()
    for (const table of tables) {
      const from = sql.raw(`${quoted(table.schema)}.${quoted(table.name)}`)
      const [row] = rowsOf<{ rows: number; checksum: string }>(
        await tx.execute(sql`
          select count(*)::int as rows,
                 md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
            from ${from} t`)
      )
      found.set(`${table.schema}.${table.name}`, {
        rows: Number(row!.rows),
        checksum: row!.checksum,
      })
    }
    return found
  })
}

/** Each way the restored tables differ from the dumped ones, in words; none when equal. */
export function fingerprintDifferences(
  before: Fingerprints,
  after: Fingerprints
): string[] {
  const differences: string[] = []
  for (const [table, was] of before) {
    const now = after.get(table)
    if (!now) differences.push(`${table}: missing after the restore`)
    else if (now.rows !== was.rows)
      differences.push(
        `${table}: ${was.rows} rows dumped, ${now.rows} restored`
      )
    else if (now.checksum !== was.checksum)
      differences.push(`${table}: same ${was.rows} rows, different contents`)
  }
  for (const table of after.keys())
    if (!before.has(table)) differences.push(`${table}: not in the dump`)
  return differences
}
