import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { DataStore } from "../src/db/database.ts"
import { rowsOf } from "../src/db/database.ts"
import { clients, subsidiaries, tenantTables, users } from "../src/db/schema.ts"
import { openTestStore } from "./helper.ts"

let store: DataStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(() => store.close())

const acme = { clientId: 1, allClients: false }
const globex = { clientId: 2, allClients: false }
const nobody = { clientId: null, allClients: false }

describe("row-level security (security.md S3, S4)", () => {
  it("is enabled and forced, with USING and WITH CHECK, on every table that has id_client", async () => {
    const result = await store.owner.execute(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polqual is not null) as policies,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polwithcheck is not null) as checked
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname
                      and col.column_name = 'id_client')`)
    const tables = rowsOf<{
      table: string
      enabled: boolean
      forced: boolean
      policies: number
      checked: number
    }>(result)
    expect(tables.map((t) => t.table).sort()).toEqual([...tenantTables].sort())
    for (const table of tables) {
      expect(table, table.table).toMatchObject({
        enabled: true,
        forced: true,
        policies: 1,
        checked: 1,
      })
    }
  })

  it("runs queries as a role that is not superuser, has no BYPASSRLS and owns no table", async () => {
    const role = await store.withScope(acme, (tx) =>
      tx.execute(sql`
        select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
               (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
        from pg_roles r where r.rolname = current_user`)
    )
    expect(rowsOf(role)[0]).toEqual({
      name: "ruta_app",
      superuser: false,
      bypass: false,
      owned: 0,
    })
  })

  it("shows 0 rows when no tenant is set: it fails closed", async () => {
    const counts = await store.withScope(nobody, async (tx) => ({
      clients: (await tx.select().from(clients)).length,
      sites: (await tx.select().from(subsidiaries)).length,
      users: (await tx.select().from(users)).length,
    }))
    expect(counts).toEqual({ clients: 0, sites: 0, users: 0 })
  })

  it("shows a client only its own rows", async () => {
    const names = await store.withScope(acme, async (tx) => ({
      clients: (await tx.select().from(clients)).map((c) => c.name),
      sites: (await tx.select().from(subsidiaries)).map((s) => s.id_client),
    }))
    expect(names.clients).toEqual(["Acme Deliveries"])
    expect(new Set(names.sites)).toEqual(new Set([1]))
  })

  it("refuses to write a row for another client", async () => {
    await expect(
      store.withScope(acme, (tx) =>
        tx.insert(subsidiaries).values({ id_client: 2, name: "Planted site" })
      )
    ).rejects.toThrow()
    const updated = await store.withScope(acme, (tx) =>
      tx
        .update(subsidiaries)
        .set({ name: "Hijacked" })
        .where(sql`id_client = 2`)
        .returning()
    )
    expect(updated).toEqual([])
  })

  it("leaks no row across 1,000 interleaved units of work of two clients", async () => {
    const work = Array.from({ length: 1000 }, (_, i) => {
      const scope = i % 2 === 0 ? acme : globex
      return store.withScope(scope, async (tx) => {
        const rows = await tx
          .select({ id_client: subsidiaries.id_client })
          .from(subsidiaries)
        return rows.filter((r) => r.id_client !== scope.clientId).length
      })
    })
    const leaks = (await Promise.all(work)).reduce((a, b) => a + b, 0)
    expect(leaks).toBe(0)
  }, 120_000) // a thousand transactions: several times the default timeout on a loaded machine

  it("resets the tenant after each unit of work", async () => {
    await store.withScope(acme, (tx) => tx.select().from(clients))
    const after = await store.withScope(nobody, (tx) =>
      tx.select().from(clients)
    )
    expect(after).toEqual([])
  })
})
