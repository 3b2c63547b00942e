import { randomBytes } from "node:crypto"

import pg from "pg"

/**
 * Creates a new database on the PostgreSQL server at `serverUrl` (the tests' and benchmarks'
 * throw-away databases), empty or a copy of the database `template`, and answers its URL.
 */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
  template?: string
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(
    `create database ${name}${template ? ` template ${template}` : ""}`
  )
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
