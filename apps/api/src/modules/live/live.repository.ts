import { and, asc, gt, inArray, lt, max, min, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { liveEvents } from "../../db/schema.ts"
import type { LiveEvent } from "./live-events.ts"

/** The live events' log; row-level security keeps other clients' events out. */
export function createLiveRepository(tx: Tx) {
  return {
    /** Events after `id`, oldest first, within `sites` (null: every site), at most `limit`. */
    async after(
      id: number,
      sites: number[] | null,
      limit: number
    ): Promise<LiveEvent[]> {
      const rows = await tx
        .select({
          id: liveEvents.id,
          kind: liveEvents.kind,
          id_client: liveEvents.id_client,
          id_subsidiary: liveEvents.id_subsidiary,
          ids: liveEvents.ids,
        })
        .from(liveEvents)
        .where(
          and(
            gt(liveEvents.id, id),
            sites === null
              ? undefined
              : inArray(liveEvents.id_subsidiary, sites)
          )
        )
        .orderBy(asc(liveEvents.id))
        .limit(limit)
      return rows as LiveEvent[]
    },

    /** The first and last ids kept (0 for none). */
    async bounds() {
      const [row] = await tx
        .select({ oldest: min(liveEvents.id), newest: max(liveEvents.id) })
        .from(liveEvents)
      return {
        oldest: Number(row?.oldest ?? 0),
        newest: Number(row?.newest ?? 0),
      }
    },

    /** Forgets events older than `seconds`, always keeping the newest (resuming finds its place). */
    async prune(seconds: number) {
      await tx
        .delete(liveEvents)
        .where(
          and(
            lt(
              liveEvents.createdAt,
              sql`now() - make_interval(secs => ${seconds})`
            ),
            lt(
              liveEvents.id,
              sql`(select max(${liveEvents.id}) from ${liveEvents})`
            )
          )
        )
    },
  }
}
