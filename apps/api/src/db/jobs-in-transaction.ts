import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"
import type { Db } from "pg-boss"

import type { Tx } from "./database.ts"
import { rowsOf } from "./database.ts"

/**
 * pg-boss's statement, its `$n` parameters bound as Drizzle parameters, each as one value (an
 * array stays one array parameter).
 */
function statement(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/)
  return sql.join(
    parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])
    )
  )
}

/**
 * pg-boss's `db` option for the caller's transaction: a job sent (`boss.send(name, data, { db })`)
 * or looked up through it is part of that transaction, so it commits or vanishes with the rows the
 * transaction writes. Any job that stands for a row (an optimize run, a notification, a webhook
 * delivery) is sent this way; sent after the commit instead, a crash in between leaves the row
 * without its job. It works alike on a PostgreSQL server (the transaction's pooled connection)
 * and on PGlite, whose one connection the open transaction holds: pg-boss's own connection would
 * wait for the transaction to end, and the transaction for pg-boss.
 *
 * The caller's transaction runs as `ruta_app`, which has no rights on pg-boss's schema, so each
 * pg-boss statement runs as the session's own role and the transaction's role is set back after
 * it (a statement that fails aborts the transaction, and the role ends with it). The statements
 * are pg-boss's own; nothing of a request's input becomes SQL here.
 */
export function jobsInTransaction(tx: Tx): Db {
  return {
    async executeSql(text, values = []) {
      const [{ role }] = rowsOf<{ role: string }>(
        await tx.execute(sql`select current_user as role`)
      ) as [{ role: string }]
      await tx.execute(sql`set local role none`)
      const result = rowsOf(await tx.execute(statement(text, values)))
      await tx.execute(sql`set local role ${sql.identifier(role)}`)
      return { rows: result }
    },
  }
}
