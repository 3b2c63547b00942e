import type { PgBoss } from "pg-boss"

import { groupCommit } from "./group-commit.ts"
import { createMessageDelivery } from "./message-delivery.ts"
import { createMessagePlanning } from "./message-planning.ts"
import type { NotificationDeps } from "./notification-deps.ts"
import { inSystemScope } from "./notification-deps.ts"
import { workNotificationQueue } from "./notification-queue.ts"
import type { ProviderStatus, Reported } from "./notification-status.ts"
import { applyReported } from "./notification-status.ts"
import { optOut, optOutLatest } from "./opt-outs.ts"

export type CustomerNotifications = ReturnType<typeof createNotifications>

/**
 * Customer notifications: planning the messages (the domain events' subscriber that makes one
 * row per stop, event and channel and queues its job in the fan-out's transaction), sending them
 * (the job that sends each once), and their delivery status (the providers' reports, opt-outs).
 */
export function createNotifications(deps: NotificationDeps) {
  const system = inSystemScope(deps.store)
  const statusCallbackUrl = `${deps.urls.api}/notifications/twilio/status`
  const db = { serialized: deps.store.kind === "pglite" }
  let boss: PgBoss | null = null
  let stopping = false

  const planning = createMessagePlanning(deps, () => boss)
  const delivery = createMessageDelivery(
    deps,
    statusCallbackUrl,
    () => stopping
  )

  /** Providers' statuses, written together as they come (a status never goes back). */
  const report = groupCommit<Reported>((reported) =>
    system((tx) => applyReported(tx, reported, new Date(deps.now()), db))
  )

  return {
    subscriber: planning.subscriber,
    followEtas: planning.followEtas,
    deliver: delivery.deliver,
    deliverMany: delivery.deliverMany,
    statusCallbackUrl,

    /**
     * Applies a provider's status to the message it sent; a status never goes back. One that
     * comes before the message's provider id is written is kept until it is.
     */
    applyStatus(provider_id: string, status: ProviderStatus, reason: string) {
      return report({ provider_id, status, reason })
    },

    /** Opts `recipient` out of `channel` for the client that last wrote to them (SMS STOP). */
    async optOutLatest(channel: "sms", recipient: string) {
      await system((tx) => optOutLatest(tx, channel, recipient))
    },

    optOut,

    /** Stops holding the claims of outcomes that could not be written (the process closes). */
    stop() {
      stopping = true
    },

    /** Creates the notification queue and works it: two batches of `workers` messages at once. */
    async start(queueBoss: PgBoss, workers: number) {
      boss = queueBoss
      await workNotificationQueue(queueBoss, workers, delivery.deliverMany)
    },
  }
}
