import { setTimeout as sleep } from "node:timers/promises"

import { backoffDelay } from "../../platform/lib/backoff.ts"
import { CLAIM_MS, renewClaim } from "./message-claims.ts"
import { groupCommit } from "./group-commit.ts"
import type { NotificationDeps } from "./notification-deps.ts"
import { inSystemScope } from "./notification-deps.ts"
import type { Outcome } from "./notification-status.ts"
import { writeOutcomes } from "./notification-status.ts"

/**
 * The waits between two tries of an outcome whose write failed (each try renews the claim
 * first): 100 ms doubling, at most 5 s, so the claim does not lapse while the send's outcome is
 * still unwritten.
 */
const HOLD_RETRY = { first: 100, cap: 5_000 }

/** A send's outcome, with the mail to mark sent with it. */
export type SendOutcome = Outcome & { id_mail: number | null }

/**
 * Writing the sends' outcomes. `stopping` answers whether the process is closing, when a write
 * that keeps failing is given up.
 */
export function createOutcomeRecording(
  deps: Pick<NotificationDeps, "store" | "mailer" | "now" | "log">,
  stopping: () => boolean
) {
  const { now } = deps
  const system = inSystemScope(deps.store)
  const db = { serialized: deps.store.kind === "pglite" }

  /**
   * Writes each send's outcome as soon as it ends, together with those that ended while the
   * write before ran (one transaction and two or three statements for them all), and marks the
   * mails sent.
   */
  const record = groupCommit<SendOutcome>((outcomes) =>
    system(async (tx) => {
      const at = new Date(now())
      await writeOutcomes(tx, outcomes, at, db)
      await deps.mailer.markSent(
        tx,
        outcomes.flatMap((o) => (o.id_mail === null ? [] : [o.id_mail])),
        at
      )
    })
  )

  /** Extends the claim an unwritten outcome was sent under; answers whether it still holds. */
  async function holdClaim(outcome: SendOutcome) {
    const until = new Date(now() + CLAIM_MS)
    const held = await system((tx) => renewClaim(tx, outcome, until))
    if (held) outcome.claimed = until
    return held
  }

  /**
   * Writes a send's outcome, and holds its claim until it is written: a write that fails (after
   * the group commit's own tries) is tried again, the claim renewed before each try, so no other
   * worker sends the message again while its outcome is unwritten. It gives up only when the
   * claim is no longer this worker's, or when the process stops.
   */
  return async function recordHolding(outcome: SendOutcome) {
    for (let failures = 1; ; failures++) {
      try {
        return await record(outcome)
      } catch (error) {
        deps.log.error(
          { err: error, id_notification: outcome.id_notification },
          "a notification's outcome could not be written; its claim is held"
        )
      }
      if (stopping()) return
      await sleep(backoffDelay(failures, HOLD_RETRY))
      const held = await holdClaim(outcome).catch(() => true)
      if (!held) return
    }
  }
}
