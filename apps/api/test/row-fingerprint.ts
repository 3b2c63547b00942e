// Whether a request changed any row, cheaply: PostgreSQL gives a transaction an id only when it
// writes (or locks a row), so while the next transaction id stays where it was nothing can have
// changed and no table is read. When it moved, every tenant table (those with an `id_client`
// column) is summed up as its row count and a hash of each row's whole text.
import { sql } from "drizzle-orm"

import type { DataStore } from "../src/db/database.ts"
import { rowsOf } from "../src/db/database.ts"

const nextTransactionId = async (store: DataStore) =>
  rowsOf<{ next: string }>(
    await store.owner.execute(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`
    )
  )[0]!.next

/**
 * `extra`: other tables to compare (those without a client: roles, payment plans...);
 * `ignored`: tables a refused request may write by design (the audit log of failed sign-ins).
 */
export async function rowFingerprints(
  store: DataStore,
  { extra = [], ignored = [] }: { extra?: string[]; ignored?: string[] } = {}
) {
  const tables = rowsOf<{ table_name: string; column_name: string }>(
    await store.owner.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' order by table_name`
    )
  )
    .filter(
      (c) => c.column_name === "id_client" || extra.includes(c.table_name)
    )
    .map((c) => c.table_name)
    .filter(
      (name, i, all) => all.indexOf(name) === i && !ignored.includes(name)
    )
  const summary = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as sum from "${table}" t`
      )
      .join(" union all ")
  )
  const read = async () =>
    new Map(
      rowsOf<{ name: string; sum: string }>(
        await store.owner.execute(summary)
      ).map((row) => [row.name, row.sum])
    )

  let last = { next: await nextTransactionId(store), sums: await read() }
  let fullReads = 0
  return {
    tables,
    /** How often the tables themselves were read (the transaction id had moved). */
    get fullReads() {
      return fullReads
    },
    /**
     * The tenant tables whose rows differ from the last call (or the start), and the new state
     * becomes the reference for the next call.
     */
    async changedSinceLast(): Promise<string[]> {
      const next = await nextTransactionId(store)
      if (next === last.next) return []
      fullReads += 1
      const sums = await read()
      const changed = tables.filter((t) => sums.get(t) !== last.sums.get(t))
      last = { next: await nextTransactionId(store), sums }
      return changed
    },
  }
}
