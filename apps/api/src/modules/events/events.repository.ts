import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { domainEvents } from "../../db/schema.ts"
import type { DomainEvent, DomainEventType } from "./domain-events.ts"

const toEvent = (row: typeof domainEvents.$inferSelect): DomainEvent => ({
  id: row.id,
  event_id: row.event_id,
  id_client: row.id_client,
  id_subsidiary: row.id_subsidiary,
  type: row.type as DomainEventType,
  data: row.data as Record<string, unknown>,
  occurredAt: row.occurredAt,
})

export function createEventsRepository(tx: Tx) {
  return {
    /**
     * Takes up to `limit` events no relay has queued yet, oldest first, locked for this
     * transaction; another relay's transaction skips them, so each is queued once.
     */
    async claimUndispatched(limit: number): Promise<number[]> {
      const rows = await tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(isNull(domainEvents.dispatchedAt))
        .orderBy(asc(domainEvents.id))
        .limit(limit)
        .for("update", { skipLocked: true })
      return rows.map((r) => r.id)
    },

    async markDispatched(ids: number[]) {
      if (ids.length === 0) return
      await tx
        .update(domainEvents)
        .set({ dispatchedAt: sql`now()` })
        .where(inArray(domainEvents.id, ids))
    },

    async find(id: number): Promise<DomainEvent | null> {
      const [row] = await tx
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.id, id))
      return row ? toEvent(row) : null
    },

    /** The events of `ids` that still exist, in the order of `ids`. */
    async findMany(ids: number[]): Promise<DomainEvent[]> {
      if (ids.length === 0) return []
      const rows = await tx
        .select()
        .from(domainEvents)
        .where(inArray(domainEvents.id, ids))
      const byId = new Map(rows.map((row) => [row.id, toEvent(row)]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    /** Drops dispatched events older than `days` (the deliveries keep their own payload). */
    async prune(days: number) {
      await tx
        .delete(domainEvents)
        .where(
          and(
            lt(
              domainEvents.occurredAt,
              sql`now() - make_interval(days => ${days})`
            ),
            sql`${domainEvents.dispatchedAt} is not null`
          )
        )
    },
  }
}
