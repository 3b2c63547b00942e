import { existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { PGlite } from "@electric-sql/pglite"
import { sql } from "drizzle-orm"
import type { ExtractTablesWithRelations } from "drizzle-orm"
import type {
  PgDatabase,
  PgQueryResultHKT,
  PgTransaction,
} from "drizzle-orm/pg-core"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import pg from "pg"
import type { ConstructorOptions } from "pg-boss"
import { fromPglite } from "pg-boss"

import { acquireDataDirLock } from "./data-dir-lock.ts"
import type { ListenHandlers, Unlisten } from "./listen.ts"
import { listenOnServer } from "./listen.ts"
import * as schema from "./schema.ts"

type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>

/**
 * Whose rows a unit of work may see. `clientId` is the caller's client; `allClients` is for the
 * provider's own staff and for sign-in internals, which must find a user before knowing its client.
 */
export interface TenantScope {
  clientId: number | null
  allClients: boolean
}

export const systemScope: TenantScope = { clientId: null, allClients: true }

export interface DataStore {
  kind: "pglite" | "postgres"
  /** The owner connection: migrations, seeding and catalog checks only; it bypasses RLS. */
  owner: Database
  /** Runs `work` in one transaction as the `ruta_app` role, with row-level security on. */
  withScope<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T>
  /**
   * `withScope` for background work (queue workers, providers' status callbacks), kept from
   * holding up the API's requests: on a server, on a pool of its own (`BACKGROUND_DB_CONNECTIONS`),
   * so a burst never takes the connections the requests need; on PGlite, one such transaction at
   * a time, so a request waits on the one connection behind at most one of them. `work` must not
   * start another background transaction.
   */
  inBackground<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T>
  migrate(): Promise<void>
  /** How pg-boss reaches this database: its own pool on a server, the one connection on PGlite. */
  jobQueue(): ConstructorOptions
  /** LISTENs on a channel: PGlite's own notifications, or a dedicated server connection. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>
  ping(): Promise<void>
  /** PGlite only: the whole database as a `dumpDataDir` archive (`openPglite`'s `initialData`). */
  dump?(): Promise<Blob>
  /** The server pool's connections (metrics); null on PGlite, which has its one connection. */
  poolUse(): PoolUse | null
  close(): Promise<void>
}

export interface PoolUse {
  /** Connections open, idle among them, and callers waiting for one; `max` is the pool's size. */
  total: number
  idle: number
  waiting: number
  max: number
}

/** The rows of a raw `execute` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  // Source layout (src/db -> ../../drizzle) or the bundle (dist -> ./drizzle).
  const candidates = [
    path.resolve(here, "../../drizzle"),
    path.resolve(here, "drizzle"),
  ]
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta")))
  if (!found)
    throw new Error(`No migrations folder in ${candidates.join(" or ")}`)
  return found
}

/** Runs the functions it is given one at a time, in the order given. */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work)
    last = run.catch(() => {})
    return run
  }
}

function scoped(db: Database) {
  return <T>(scope: TenantScope, work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local role ruta_app`)
      await tx.execute(
        sql`select set_config('app.client_id', ${scope.clientId === null ? "" : String(scope.clientId)}, true),
                   set_config('app.all_clients', ${scope.allClients ? "on" : "off"}, true)`
      )
      return work(tx)
    })
}

/**
 * Opens the embedded PostgreSQL (PGlite) in `<dataDir>/pglite`, locked to this process, or in
 * memory. `initialData` (a `dumpDataDir` archive) fills a new database: the tests start each
 * database from one migrated and seeded dump, a fifth of the work of building a new one.
 */
export async function openPglite(
  dataDir: string | null,
  initialData?: Blob
): Promise<DataStore> {
  let release = () => {}
  let client: PGlite
  const options = initialData ? { loadDataDir: initialData } : {}
  if (dataDir === null) {
    client = await PGlite.create(options)
  } else {
    const folder = path.join(dataDir, "pglite")
    mkdirSync(folder, { recursive: true })
    release = acquireDataDirLock(dataDir)
    try {
      client = await PGlite.create(folder, options)
    } catch (error) {
      release()
      throw error
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  const withScope = scoped(db)
  const background = oneAtATime()
  return {
    kind: "pglite",
    owner: db,
    withScope,
    inBackground: (scope, work) => background(() => withScope(scope, work)),
    migrate: () =>
      migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    jobQueue: () => ({ backend: "pglite", db: fromPglite(client) }),
    // One process holds the database: its one connection hears every change, and never drops.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.payload)
      handlers.up?.()
      return () => (client.closed ? Promise.resolve() : unlisten())
    },
    ping: async () => {
      await client.query("select 1")
    },
    dump: () => client.dumpDataDir("none"),
    poolUse: () => null,
    close: async () => {
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}

/** The background work's connections on a server when `BACKGROUND_DB_CONNECTIONS` is unset. */
export const BACKGROUND_CONNECTIONS = 4

function serverPool(url: string, max: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    statement_timeout: 30000,
  })
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on("error", () => {})
  return pool
}

/**
 * Connects to a PostgreSQL server through two pools: 10 connections for the API's requests,
 * and `backgroundConnections` for the queue workers' transactions.
 */
export async function openPostgres(
  url: string,
  backgroundConnections = BACKGROUND_CONNECTIONS
): Promise<DataStore> {
  const pool = serverPool(url, 10)
  const workPool = serverPool(url, backgroundConnections)
  const db = drizzlePg(pool, { schema }) as unknown as Database
  const workDb = drizzlePg(workPool, { schema }) as unknown as Database
  return {
    kind: "postgres",
    owner: db,
    withScope: scoped(db),
    inBackground: scoped(workDb),
    migrate: () =>
      migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    jobQueue: () => ({ connectionString: url, max: 4 }),
    listen: async (channel, handlers) => listenOnServer(url, channel, handlers),
    ping: async () => {
      await pool.query("select 1")
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    close: async () => {
      await Promise.all([pool.end(), workPool.end()])
    },
  }
}

export function openDataStore(options: {
  databaseUrl?: string | undefined
  dataDir: string | null
  /** PGlite only: a `dumpDataDir` archive to start a new in-memory database from. */
  initialData?: Blob
  /** PostgreSQL only: the background work's pool size. */
  backgroundConnections?: number | undefined
}): Promise<DataStore> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.backgroundConnections)
    : openPglite(options.dataDir, options.initialData)
}
