import { setTimeout as sleep } from "node:timers/promises"

import { backoffDelay } from "../../platform/lib/backoff.ts"

/** Tries of a group's write before its items are failed (a deadlock, a dropped connection). */
const WRITE_TRIES = 3
/** The waits between a write's tries: 50 ms, then 100 ms. */
const WRITE_RETRY = { first: 50, cap: 100 }

/**
 * How long a write waits after its first item for others to join it. Sends end and status
 * callbacks come a few milliseconds apart, not while a write runs, so without the wait nearly
 * every item had a transaction of its own (a count on PGlite: 1,000 outcome writes and 1,000
 * callback writes for 1,000 messages).
 */
export const GATHER_MS = 25

/**
 * Writes items as they come, together: the first waits `gatherMs` for others, and those that
 * come while a write runs are written together by the next one (a group commit). Each caller's
 * promise settles when the write holding its item does. A failed write is tried again, then
 * fails its items' callers.
 */
export function groupCommit<T>(
  write: (items: T[]) => Promise<void>,
  gatherMs = GATHER_MS
) {
  let pending: { item: T; done: (error?: unknown) => void }[] = []
  let running = false

  async function writeWithTries(items: T[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(items)
      } catch (error) {
        if (attempt >= WRITE_TRIES) throw error
        await sleep(backoffDelay(attempt, WRITE_RETRY))
      }
    }
  }

  async function drain() {
    running = true
    if (gatherMs > 0) await sleep(gatherMs)
    while (pending.length > 0) {
      const group = pending
      pending = []
      try {
        await writeWithTries(group.map((p) => p.item))
        for (const p of group) p.done()
      } catch (error) {
        for (const p of group) p.done(error ?? new Error("write failed"))
      }
    }
    running = false
  }

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      pending.push({
        item,
        done: (error) => (error === undefined ? resolve() : reject(error)),
      })
      if (!running) void drain()
    })
}
