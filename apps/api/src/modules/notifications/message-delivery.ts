import { claimAndPrepare } from "./message-preparation.ts"
import type { Ready } from "./message-preparation.ts"
import { afterFailure, send } from "./message-sending.ts"
import type { NotificationDeps } from "./notification-deps.ts"
import { inSystemScope } from "./notification-deps.ts"
import type { SendOutcome } from "./outcome-recording.ts"
import { createOutcomeRecording } from "./outcome-recording.ts"

/**
 * Sending the queued messages. `statusCallbackUrl` is given to the SMS provider; `stopping`
 * answers whether the process is closing.
 */
export function createMessageDelivery(
  deps: NotificationDeps,
  statusCallbackUrl: string,
  stopping: () => boolean
) {
  const system = inSystemScope(deps.store)
  const recordHolding = createOutcomeRecording(deps, stopping)

  /** Sends one prepared message and answers its outcome, and whether to retry it. */
  async function sendOne(message: Ready) {
    const { row } = message
    const claimed = row.claimed_until!
    try {
      const sent = await send(deps, statusCallbackUrl, message)
      const outcome: SendOutcome = {
        id_notification: row.id_notification,
        claimed,
        reason: "",
        sent: sent.status === "sent",
        ...sent,
      }
      return { outcome, retry: null }
    } catch (error) {
      const failure = afterFailure(row, error)
      const outcome: SendOutcome = {
        id_notification: row.id_notification,
        claimed,
        status: failure.status,
        reason: failure.reason,
        provider_id: null,
        sent: false,
        id_mail: null,
      }
      return { outcome, retry: failure.retry ? { error } : null }
    }
  }

  /**
   * The jobs of a batch: claims and writes its messages in one short transaction, sends them
   * at once outside it, and writes each outcome as soon as its send ends. Answers, per message,
   * the error to retry it with (a failure before its last try), or null: sent, failed for good,
   * bounced, or not this worker's. A failure is retried with backoff, then kept as failed; a
   * permanent one (a bounce) is kept as bounced at once. The claim outlives the providers'
   * timeouts, so no other worker takes a message while it is being sent.
   */
  async function deliverMany(ids: number[]): Promise<unknown[]> {
    const ready = await system((tx) => claimAndPrepare(deps, tx, ids))
    const retries = new Map<number, unknown>()
    // Each outcome is written as soon as its send ends, not after the batch's slowest: the
    // provider's status callback finds the message by the id written here.
    await Promise.all(
      ready.map(async (message) => {
        const { outcome, retry } = await sendOne(message)
        if (retry) retries.set(message.row.id_notification, retry.error)
        await recordHolding(outcome)
      })
    )
    return ids.map((id) => retries.get(id) ?? null)
  }

  /** One message's job (tests): throws when it is to be retried. */
  async function deliver(id_notification: number) {
    const [error] = await deliverMany([id_notification])
    if (error) throw error
  }

  return { deliverMany, deliver }
}
