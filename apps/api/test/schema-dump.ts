// The shape of a database as text, one line per thing, in a stable order: what the migrations
// build (tables, columns, constraints, indexes, row-level security, triggers, functions, grants),
// read from the catalogs. Drizzle's own bookkeeping (the `drizzle` schema) is left out.
import { sql } from "drizzle-orm"

import type { DataStore } from "../src/db/database.ts"
import { rowsOf } from "../src/db/database.ts"

const ownSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'drizzle')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`

/** One query per section; each row's `line` is one line of the dump, ordered by `line`. */
const sections: Record<string, string> = {
  tables: `select n.nspname::text || '.' || c.relname::text || ' ' || c.relkind::text
              || case when c.relrowsecurity then ' rls' else '' end
              || case when c.relforcerowsecurity then ' forced' else '' end as line
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'p', 'v', 'm', 'S') and ${ownSchemas}`,
  columns: `select n.nspname::text || '.' || c.relname::text || '.' || a.attname::text || ' '
              || format_type(a.atttypid, a.atttypmod)
              || case when a.attnotnull then ' not null' else '' end
              || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
              || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end
              || case when a.attgenerated <> '' then ' generated' else '' end
              || ' #' || lpad(a.attnum::text, 3, '0') as line
            from pg_attribute a
            join pg_class c on c.oid = a.attrelid
            join pg_namespace n on n.oid = c.relnamespace
            left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm')
              and ${ownSchemas}`,
  constraints: `select n.nspname::text || '.' || c.relname::text || ' ' || k.conname::text || ' '
                  || pg_get_constraintdef(k.oid) as line
                from pg_constraint k
                join pg_class c on c.oid = k.conrelid
                join pg_namespace n on n.oid = c.relnamespace
                where ${ownSchemas}`,
  indexes: `select pg_get_indexdef(i.indexrelid) as line
            from pg_index i
            join pg_class c on c.oid = i.indrelid
            join pg_namespace n on n.oid = c.relnamespace
            where ${ownSchemas}`,
  policies: `select schemaname::text || '.' || tablename::text || ' ' || policyname::text || ' ' || permissive
               || ' ' || cmd || ' to ' || array_to_string(roles::text[], ',')
               || coalesce(' using (' || qual || ')', '')
               || coalesce(' with check (' || with_check || ')', '') as line
             from pg_policies
             where schemaname not in ('drizzle')`,
  triggers: `select pg_get_triggerdef(t.oid) as line
             from pg_trigger t
             join pg_class c on c.oid = t.tgrelid
             join pg_namespace n on n.oid = c.relnamespace
             where not t.tgisinternal and ${ownSchemas}`,
  functions: `select pg_get_functiondef(p.oid) as line
              from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where p.prokind in ('f', 'p') and ${ownSchemas}`,
  types: `select n.nspname::text || '.' || t.typname::text || ' ' || t.typtype::text
            || coalesce(' (' || (select string_agg(e.enumlabel, ', ' order by e.enumsortorder)
                                 from pg_enum e where e.enumtypid = t.oid) || ')', '') as line
          from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where t.typtype in ('e', 'd') and ${ownSchemas}`,
  grants: `select grantee::text || ' ' || privilege_type || ' on ' || table_schema || '.' || table_name as line
           from information_schema.role_table_grants
           where table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
             and grantee not in ('postgres', 'PUBLIC')`,
  roles: `select rolname::text || case when rolsuper then ' superuser' else '' end
            || case when rolbypassrls then ' bypassrls' else '' end
            || case when rolcanlogin then ' login' else '' end as line
          from pg_roles
          where rolname not like 'pg\\_%' and rolname <> 'postgres'`,
}

/** The schema of the store's database as text: a `-- section` heading, then its sorted lines. */
export async function schemaDump(store: DataStore): Promise<string> {
  const parts: string[] = []
  for (const [name, query] of Object.entries(sections)) {
    const lines = rowsOf<{ line: string }>(
      await store.owner.execute(sql.raw(query))
    )
      .map((row) => row.line)
      .sort()
    parts.push(`-- ${name} (${lines.length})`, ...lines, "")
  }
  return parts.join("\n")
}
