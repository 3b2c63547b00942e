// One migrated and seeded database per test run, copied by each test file instead of being built
// again: a `dumpDataDir` archive for PGlite, a template database on a PostgreSQL server. Building
// a new PGlite database costs about 9 s of CPU; loading the dump about 3 s.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import pg from "pg"
import type { TestProject } from "vitest/node"

import type { DataStore } from "../src/db/database.ts"
import { openDataStore } from "../src/db/database.ts"
import { createDatabase } from "../src/db/new-database.ts"
import { seedDemo, seedReference } from "../src/db/seed.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite dump's file, or the template database's name on the PostgreSQL lane. */
    databaseTemplate: string
  }
}

/** The reference and demo data on a migrated database. */
export async function migrateAndSeed(store: DataStore): Promise<void> {
  await store.migrate()
  await seedReference(store)
  await seedDemo(store)
}

/** Vitest global setup: builds the run's template, and removes it after the run. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const url = await createDatabase(serverUrl, "ruta_template")
    const store = await openDataStore({ databaseUrl: url, dataDir: null })
    await migrateAndSeed(store)
    await store.close()
    const name = new URL(url).pathname.slice(1)
    project.provide("databaseTemplate", name)
    return async () => {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "ruta-template-"))
  const file = path.join(dir, "pglite.tar")
  const store = await openDataStore({ dataDir: null })
  await migrateAndSeed(store)
  const dump = await store.dump!()
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await store.close()
  project.provide("databaseTemplate", file)
  return () => rmSync(dir, { recursive: true, force: true })
}
