// Orphaned proof files (issue 32): bytes stored that no `files` row names (a refused or
// uncommitted completion whose clean-up failed, a process that died between writing and
// committing, a deleted stop's) are deleted by a scheduled pg-boss job; files attached to a
// visit, and files young enough to belong to a completion still being saved, are kept.
import { randomUUID } from "node:crypto"
import { mkdtemp, rm, utimes } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import { rowsOf, systemScope } from "../src/db/database.ts"
import { files, subsidiaries } from "../src/db/schema.ts"
import {
  ORPHAN_FILES_CRON,
  ORPHAN_FILES_JOB,
  ORPHAN_GRACE_MS,
  sweepOrphanFiles,
} from "../src/modules/files/orphan-files.ts"
import type { FileStorage } from "../src/platform/storage/storage.ts"
import { createFileStorage } from "../src/platform/storage/create-file-storage.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { S3StandIn } from "@ruta/stand-ins/s3"
import { s3Env, startS3StandIn } from "@ruta/stand-ins/s3"

let t: TestApp
let dataDir: string
let s3: S3StandIn
let id_subsidiary: number

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ruta-orphans-"))
  t = await createTestApp({ RUTA_DATA_DIR: dataDir })
  s3 = await startS3StandIn()
  const [site] = await t.store.withScope(systemScope, (tx) =>
    tx
      .select({ id: subsidiaries.id_subsidiary })
      .from(subsidiaries)
      .where(eq(subsidiaries.id_client, 1))
      .limit(1)
  )
  id_subsidiary = site!.id
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const bytes = Buffer.from("a photo's bytes")
const keyOf = (id_file: string) => `1/${id_file}.jpg`

/** A file written to the storage, and a `files` row for it when it is attached to a visit. */
async function store(storage: FileStorage, attached: boolean) {
  const id_file = randomUUID()
  await storage.put(keyOf(id_file), bytes, "image/jpeg")
  if (attached)
    await t.store.withScope(systemScope, (tx) =>
      tx.insert(files).values({
        id_file,
        id_client: 1,
        id_subsidiary,
        kind: "photo",
        mime: "image/jpeg",
        bytes: bytes.length,
        storage_key: keyOf(id_file),
      })
    )
  return keyOf(id_file)
}

/** Every key the storage holds. */
async function keys(storage: FileStorage) {
  const all: string[] = []
  for await (const page of storage.list()) all.push(...page.map((f) => f.key))
  return all.sort()
}

const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)

describe("the orphaned files sweep", () => {
  it("is scheduled in pg-boss every hour", async () => {
    // pg-boss's tables are the owner's, not the app role's.
    const schedules = rowsOf<{ name: string; cron: string }>(
      await t.store.owner.execute(
        sql`select name, cron from pgboss.schedule where name = ${ORPHAN_FILES_JOB}`
      )
    )
    expect(schedules).toEqual([
      { name: ORPHAN_FILES_JOB, cron: ORPHAN_FILES_CRON },
    ])
  })

  it("deletes old files no row names from the data folder, and keeps the rest", async () => {
    const storage = createFileStorage(loadConfig({ RUTA_DATA_DIR: dataDir }))
    const attached = await store(storage, true)
    const orphan = await store(storage, false)
    const young = await store(storage, false)
    for (const key of [attached, orphan])
      await utimes(path.join(dataDir, "files", key), twoHoursAgo, twoHoursAgo)

    expect(await sweepOrphanFiles(t.store, storage)).toEqual([orphan])
    expect(await keys(storage)).toEqual([attached, young].sort())
    // An hour on, the young orphan is old enough to go; the attached file stays.
    expect(
      await sweepOrphanFiles(t.store, storage, Date.now() + ORPHAN_GRACE_MS + 1)
    ).toEqual([young])
    expect(await keys(storage)).toEqual([attached])
  })

  it("reads an S3 bucket page by page (ListObjectsV2) and deletes its orphans", async () => {
    const storage = createFileStorage(loadConfig(s3Env(s3)))
    s3.pageSize = 2
    const attached = await Promise.all([1, 2].map(() => store(storage, true)))
    const orphans = await Promise.all(
      [1, 2, 3].map(() => store(storage, false))
    )
    // Something else in the bucket is not the API's: never touched.
    s3.objects.set("backups/readme.txt", { data: bytes, type: "text/plain" })
    for (const key of s3.objects.keys()) s3.modified.set(key, twoHoursAgo)
    s3.requests.length = 0

    expect((await sweepOrphanFiles(t.store, storage)).sort()).toEqual(
      orphans.sort()
    )
    expect([...s3.objects.keys()].sort()).toEqual(
      [...attached, "backups/readme.txt"].sort()
    )
    // Six objects in pages of two: three list requests, then a delete per orphan.
    expect(s3.requests.filter((r) => r.method === "GET")).toHaveLength(3)
    expect(s3.requests.filter((r) => r.method === "DELETE")).toHaveLength(3)
  })
})
