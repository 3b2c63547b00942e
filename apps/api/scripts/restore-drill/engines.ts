import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import pg from "pg"

import type { DataStore } from "../../src/db/database.ts"
import { openDataStore } from "../../src/db/database.ts"
import { createDatabase } from "../../src/db/new-database.ts"

/** Where a drill's database lives, and how it is backed up, dropped and restored. */
export interface DrillEngine {
  /** How the backup is taken, for the report. */
  method: string
  open(): Promise<DataStore>
  /** Takes the backup of the (closed) database; answers its size in bytes. */
  dump(): Promise<number>
  drop(): Promise<void>
  restore(): Promise<void>
  /** Removes the drill's database and backup. */
  cleanup(): Promise<void>
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status}):\n${result.stderr}`)
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * A new database on a PostgreSQL server, backed up as production is: `pg_dump --format=custom`,
 * then dropped, created again empty and filled with `pg_restore`. pg_dump and pg_restore must be
 * on PATH, of the server's major version or newer.
 */
export async function postgresEngine(serverUrl: string): Promise<DrillEngine> {
  const url = await createDatabase(serverUrl, "ruta_drill")
  const name = new URL(url).pathname.slice(1)
  const folder = mkdtempSync(path.join(os.tmpdir(), "ruta-drill-"))
  const file = path.join(folder, `${name}.dump`)
  return {
    method: "pg_dump --format=custom, pg_restore",
    open: () => openDataStore({ databaseUrl: url, dataDir: null }),
    async dump() {
      run("pg_dump", ["--format=custom", "--file", file, "--dbname", url])
      return statSync(file).size
    },
    drop: () => onServer(serverUrl, `drop database ${name} with (force)`),
    async restore() {
      await onServer(serverUrl, `create database ${name}`)
      run("pg_restore", ["--exit-on-error", "--dbname", url, file])
    },
    async cleanup() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** The bytes of every file under `at`. */
function folderSize(at: string): number {
  if (!statSync(at).isDirectory()) return statSync(at).size
  return readdirSync(at).reduce(
    (sum, entry) => sum + folderSize(path.join(at, entry)),
    0
  )
}

/**
 * The embedded database (PGlite) in a data folder, backed up as docs/operations.md says: with
 * the server stopped, a copy of `RUTA_DATA_DIR/pglite`; dropped by deleting the folder and
 * restored by copying the backup back.
 */
export function pgliteEngine(): DrillEngine {
  const folder = mkdtempSync(path.join(os.tmpdir(), "ruta-drill-"))
  const dataDir = path.join(folder, "data")
  const live = path.join(dataDir, "pglite")
  const backup = path.join(folder, "backup", "pglite")
  return {
    method: "a copy of the stopped server's RUTA_DATA_DIR/pglite folder",
    open: () => openDataStore({ dataDir }),
    async dump() {
      cpSync(live, backup, { recursive: true })
      return folderSize(backup)
    },
    async drop() {
      rmSync(live, { recursive: true, force: true })
    },
    async restore() {
      cpSync(backup, live, { recursive: true })
    },
    async cleanup() {
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
