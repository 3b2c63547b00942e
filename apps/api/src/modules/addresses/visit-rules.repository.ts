import type { VisitKind, VisitRule } from "@ruta/validation/visit-rules"
import type { Weekday } from "@ruta/validation/stop-days"
import { asc, eq, inArray } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { addresses, visitRules } from "../../db/schema.ts"

type RuleRow = typeof visitRules.$inferSelect

const toRule = ({
  id_address: _a,
  id_client: _c,
  ...row
}: RuleRow): VisitRule => ({
  ...row,
  kind: row.kind as VisitKind,
  weekdays: row.weekdays as Weekday[],
})

/** Address-book entries' visit rules (issue 45); row-level security keeps other clients' out. */
export function createVisitRulesRepository(tx: Tx) {
  return {
    /** The rules of these entries, by entry. */
    async of(ids: number[]): Promise<Map<number, VisitRule>> {
      if (ids.length === 0) return new Map()
      const rows = await tx
        .select()
        .from(visitRules)
        .where(inArray(visitRules.id_address, ids))
      return new Map(rows.map((r) => [r.id_address, toRule(r)]))
    },

    /** Sets an entry's rule, or removes it (null). */
    async save(id_client: number, id_address: number, rule: VisitRule | null) {
      if (rule === null) {
        await tx.delete(visitRules).where(eq(visitRules.id_address, id_address))
        return
      }
      await tx
        .insert(visitRules)
        .values({ ...rule, id_address, id_client })
        .onConflictDoUpdate({ target: visitRules.id_address, set: rule })
    },

    /** A site's entries that carry a rule, with it, in the book's order. */
    async ofSite(id_subsidiary: number) {
      const rows = await tx
        .select({ address: addresses, rule: visitRules })
        .from(visitRules)
        .innerJoin(addresses, eq(addresses.id_address, visitRules.id_address))
        .where(eq(addresses.id_subsidiary, id_subsidiary))
        .orderBy(asc(addresses.alias), asc(addresses.id_address))
      return rows.map((r) => ({ address: r.address, rule: toRule(r.rule) }))
    },
  }
}
