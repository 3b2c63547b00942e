import { setTimeout as sleep } from "node:timers/promises"

/** Reads until `ok` holds or `ms` pass; answers the last value read (the test then asserts it). */
export async function until<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 20_000
) {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > end) return value
    await sleep(50)
  }
}
