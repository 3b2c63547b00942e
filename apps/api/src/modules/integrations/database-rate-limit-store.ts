import { sql } from "drizzle-orm"

import type { DataStore } from "../../db/database.ts"
import { rowsOf, systemScope } from "../../db/database.ts"

/** What `@fastify/rate-limit` expects of a store's answer: the calls so far and ms left. */
export interface RateLimitCount {
  current: number
  ttl: number
}

type Done = (error: Error | null, result?: RateLimitCount) => void

/**
 * Counts one call to `key` in a fixed window of `windowMs`, on the database: one atomic upsert
 * (its row lock orders concurrent calls), on the database's clock, so every API process on the
 * database (and PGlite's one) counts the same calls and agrees on when the window ends.
 */
export async function countCall(
  store: DataStore,
  key: string,
  windowMs: number
): Promise<RateLimitCount> {
  const [row] = await store.withScope(systemScope, async (tx) =>
    rowsOf<{ hits: number; window_start_ms: string; now_ms: string }>(
      await tx.execute(sql`
        with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
        insert into rate_limit_hits (key, hits, window_start_ms)
        select ${key}, 1, ms from clock
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_start_ms + ${windowMs} <= excluded.window_start_ms
                      then 1 else rate_limit_hits.hits + 1 end,
          window_start_ms = case when rate_limit_hits.window_start_ms + ${windowMs} <= excluded.window_start_ms
                      then excluded.window_start_ms else rate_limit_hits.window_start_ms end
        returning hits, window_start_ms, (select ms from clock) as now_ms`)
    )
  )
  const windowEnd = Number(row!.window_start_ms) + windowMs
  return {
    current: Number(row!.hits),
    ttl: Math.max(0, windowEnd - Number(row!.now_ms)),
  }
}

/**
 * A `@fastify/rate-limit` store on the database (PostgreSQL or PGlite) instead of each
 * process's memory: a limit holds however many API processes serve the calls.
 */
export function databaseRateLimitStore(store: DataStore) {
  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      countCall(store, key, timeWindow).then(
        (count) => done(null, count),
        (error: Error) => done(error)
      )
    }

    child() {
      return new DatabaseRateLimitStore()
    }
  }
}
