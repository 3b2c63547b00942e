import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { DataStore } from "../src/db/database.ts"
import { openPglite } from "../src/db/database.ts"
import { schemaDump } from "./schema-dump.ts"

// A fresh database built from the migrations alone (embedded PostgreSQL whatever the lane, so the
// catalogs read the same): its schema is the committed one. A change to the schema is a new
// migration and a new snapshot (`npx vitest run apps/api/test/schema-dump.test.ts -u`); moving
// tables between files changes neither.
let store: DataStore
beforeAll(async () => {
  store = await openPglite(null)
  await store.migrate()
}, 120_000)
afterAll(() => store.close())

describe("the migrations", () => {
  it("build the committed schema", async () => {
    await expect(await schemaDump(store)).toMatchFileSnapshot(
      "./__snapshots__/schema-dump.txt"
    )
  })
})
