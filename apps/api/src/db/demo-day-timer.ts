import type { Database } from "./database.ts"
import { refreshDemoDay } from "./seed-demo-day.ts"

/** How often the server looks whether a new demo day is due. */
const CHECK_MS = 15 * 60_000

/**
 * Gives the demo drivers their route of the day now, and again each time a day is over while the
 * server runs (`refreshDemoDay`).
 *
 * @param db - the owner connection
 * @returns what stops the checks
 */
export async function keepDemoDay(db: Database) {
  await refreshDemoDay(db, new Date())
  const timer = setInterval(() => {
    refreshDemoDay(db, new Date()).catch((error: unknown) =>
      console.error("The demo day could not be renewed:", error)
    )
  }, CHECK_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
