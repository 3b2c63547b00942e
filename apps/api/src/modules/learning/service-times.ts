import { stopDuration } from "@ruta/validation/values"
import { inArray, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { rowsOf } from "../../db/database.ts"
import { addresses } from "../../db/schema.ts"

/** Which address a stop is at: its address-book entry, else its address as typed. */
export interface AddressKey {
  id_address?: number | null | undefined
  address?: string | undefined
}

/** A service time learned from an address's completed visits. */
export interface LearnedServiceTime {
  /** The median of the visits' service (arrival, or the window's opening, to completion), in s. */
  seconds: number
  /** The same in whole minutes, within a stop duration's bounds. */
  minutes: number
  /** How many completed visits it was learned from. */
  visits: number
}

/** What learning reads: one site's visits of the past `window_days` before `asOf`. */
export interface ServiceTimeScope {
  id_subsidiary: number
  min_visits: number
  window_days: number
  /** The end of the window; the database's clock when left out. */
  asOf?: Date | undefined
}

/** An address as learning compares it: lower case, spaces trimmed and collapsed. */
export const addressKeyText = (address: string) =>
  address.trim().replace(/\s+/g, " ").toLowerCase()

// The same in SQL, so a visit's address and an asked one compare alike.
const keyOf = (column: ReturnType<typeof sql>) =>
  sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`

/** The address each key is compared by: its book entry's, else its own; "" when none. */
async function keyTexts(tx: Tx, keys: readonly AddressKey[]) {
  const ids = [
    ...new Set(keys.flatMap((k) => (k.id_address ? [k.id_address] : []))),
  ]
  const book = new Map<number, string>()
  if (ids.length > 0) {
    const rows = await tx
      .select({ id: addresses.id_address, address: addresses.address })
      .from(addresses)
      .where(inArray(addresses.id_address, ids))
    for (const row of rows) book.set(row.id, row.address)
  }
  return keys.map((k) =>
    addressKeyText((k.id_address && book.get(k.id_address)) || k.address || "")
  )
}

/**
 * When a visit's service began: its arrival, or, when the driver came before a window opened and
 * waited, the window's opening (a visit done once the window opened says how long the service
 * took; the waiting before it says nothing about the address).
 */
const openedAt = (done: ReturnType<typeof sql>) => sql`
  select coalesce(min(w.start), s.arrived) as opened
  from (
    select s.time_window_start as start
    union all
    select (e ->> 'start')::timestamptz from jsonb_array_elements(s.time_windows) e
  ) w
  where w.start > s.arrived and w.start < ${done}`

/**
 * The service time learned for each key (issue 44): the median of the completed visits' service
 * at that address, from the arrival (or the opening of a window the driver waited for) to the
 * completion (a stop at a book entry counts for the entry's address, so the entry and the stops
 * typed at its address learn together), on the site, over the past
 * `window_days`, once there are `min_visits`; null where there are fewer. A failed visit, or
 * one without an arrival, says nothing about how long a visit takes and is not read.
 */
export async function learnedServiceTimes(
  tx: Tx,
  scope: ServiceTimeScope,
  keys: readonly AddressKey[]
): Promise<(LearnedServiceTime | null)[]> {
  const texts = await keyTexts(tx, keys)
  const asked = [...new Set(texts.filter((t) => t !== ""))]
  if (asked.length === 0) return keys.map(() => null)
  const asOf = scope.asOf
    ? sql`${scope.asOf.toISOString()}::timestamptz`
    : sql`now()`
  const done = sql`coalesce(s.visit_time, s.completed)`
  const rows = rowsOf<{ key: string; median: unknown; visits: unknown }>(
    await tx.execute(sql`
      select k.key,
             percentile_cont(0.5) within group (order by extract(epoch from ${done} - o.opened)) as median,
             count(*)::int as visits
      from stops s
      left join addresses a on a.id_address = s.id_address
      cross join lateral (select ${keyOf(sql`coalesce(a.address, s.address)`)} as key) k
      cross join lateral (${openedAt(done)}) o
      where s.id_subsidiary = ${scope.id_subsidiary}
        and s.completed is not null and not s.failed and s.arrived is not null
        and ${done} > o.opened and ${done} - o.opened < interval '1 day'
        and s.arrived > ${asOf} - make_interval(days => ${scope.window_days})
        and s.arrived <= ${asOf}
        and k.key in (${sql.join(
          asked.map((text) => sql`${text}`),
          sql`, `
        )})
      group by k.key
      having count(*) >= ${scope.min_visits}`)
  )
  const learned = new Map(
    rows.map((row) => {
      const seconds = Math.round(Number(row.median))
      const minutes = Math.min(
        stopDuration.max,
        Math.max(stopDuration.min, Math.round(seconds / 60))
      )
      return [row.key, { seconds, minutes, visits: Number(row.visits) }]
    })
  )
  return texts.map((text) => learned.get(text) ?? null)
}
